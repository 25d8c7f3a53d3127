// @vitest-environment jsdom
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  afterHydration,
  isConstrainedConnection,
  isHydrated,
  whenReaderNeedsHighlighting,
} from '../../src/lib/highlighterPolicy';

const flush = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete document.documentElement.dataset.hasHydrated;
  delete document.documentElement.dataset.theme;
  document.body.innerHTML = '';
});

describe('isConstrainedConnection', () => {
  const nav = (connection?: object): Navigator => ({connection}) as unknown as Navigator;

  it('is true with Save-Data or a 2g connection', () => {
    expect(isConstrainedConnection(nav({saveData: true, effectiveType: '4g'}))).toBe(true);
    expect(isConstrainedConnection(nav({effectiveType: '2g'}))).toBe(true);
    expect(isConstrainedConnection(nav({effectiveType: 'slow-2g'}))).toBe(true);
  });

  it('is false on faster connections or where the browser does not say', () => {
    expect(isConstrainedConnection(nav({saveData: false, effectiveType: '3g'}))).toBe(false);
    expect(isConstrainedConnection(nav())).toBe(false);
    expect(isConstrainedConnection(undefined)).toBe(false);
  });
});

describe('afterHydration', () => {
  it('waits for data-has-hydrated', async () => {
    const callback = vi.fn();
    afterHydration(callback);
    await flush();
    expect(callback).not.toHaveBeenCalled();
    document.documentElement.dataset.hasHydrated = 'true';
    await flush();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs at once on a hydrated page', () => {
    expect(isHydrated()).toBe(false);
    document.documentElement.dataset.hasHydrated = 'true';
    expect(isHydrated()).toBe(true);
    const callback = vi.fn();
    afterHydration(callback);
    expect(callback).toHaveBeenCalledOnce();
  });
});

describe('whenReaderNeedsHighlighting', () => {
  it('runs once a pointer enters a code block, not elsewhere', () => {
    document.body.innerHTML =
      '<p id="text">Text</p><div class="theme-code-block"><pre><code id="code">x</code></pre></div>';
    const callback = vi.fn();
    whenReaderNeedsHighlighting(callback);
    document.getElementById('text')?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(callback).not.toHaveBeenCalled();
    document.getElementById('code')?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    document.getElementById('code')?.dispatchEvent(new Event('focusin', {bubbles: true}));
    expect(callback).toHaveBeenCalledOnce();
  });

  it('runs when the colour mode becomes dark, or is dark already', async () => {
    const callback = vi.fn();
    whenReaderNeedsHighlighting(callback);
    document.documentElement.dataset.theme = 'light';
    await flush();
    expect(callback).not.toHaveBeenCalled();
    document.documentElement.dataset.theme = 'dark';
    await flush();
    expect(callback).toHaveBeenCalledOnce();

    const again = vi.fn();
    whenReaderNeedsHighlighting(again);
    expect(again).toHaveBeenCalledOnce();
  });
});
