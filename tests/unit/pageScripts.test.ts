// @vitest-environment jsdom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {LOADER_DEADLINE_MS, PAGE_SCRIPT_LOADER, PAGE_SCRIPTS_ID, SSR_TEMPLATE} from '../../config/pageScripts';

const SCRIPTS = ['/docs/assets/js/runtime~main.1.js', '/docs/assets/js/main.2.js', '/docs/assets/js/3.4.js'];

function added(): {src: string; async: boolean}[] {
  return Array.from(document.head.querySelectorAll('script[src]')).map((script) => ({
    src: script.getAttribute('src') ?? '',
    async: (script as HTMLScriptElement).async,
  }));
}

describe('the page script loader', () => {
  let frames: FrameRequestCallback[];

  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
    document.head.innerHTML = `<script type="application/json" id="${PAGE_SCRIPTS_ID}">${JSON.stringify(SCRIPTS)}</script>`;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.head.innerHTML = '';
  });

  it('adds the listed scripts, in order and run in order, in the task after the first frame', () => {
    new Function(PAGE_SCRIPT_LOADER)();
    expect(added()).toEqual([]);
    frames.forEach((frame) => frame(0));
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(0);
    expect(added()).toEqual(SCRIPTS.map((src) => ({src, async: false})));
    // The deadline finds them added: nothing twice.
    vi.advanceTimersByTime(LOADER_DEADLINE_MS);
    expect(added()).toHaveLength(SCRIPTS.length);
  });

  it('adds them after the deadline in a tab that draws no frame', () => {
    new Function(PAGE_SCRIPT_LOADER)();
    vi.advanceTimersByTime(LOADER_DEADLINE_MS - 1);
    expect(added()).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(added().map(({src}) => src)).toEqual(SCRIPTS);
  });

  it('is in the template with the JSON list before it, and no script tag of its own for a bundle', () => {
    const list = SSR_TEMPLATE.indexOf(`id="${PAGE_SCRIPTS_ID}"`);
    expect(list).toBeGreaterThan(0);
    expect(SSR_TEMPLATE.indexOf(PAGE_SCRIPT_LOADER)).toBeGreaterThan(list);
    expect(SSR_TEMPLATE).not.toMatch(/<script src=/);
  });
});
