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
  it('runs once a pointer enters a code block, not elsewhere, and any later waiter at once', async () => {
    vi.resetModules();
    const policy = await import('../../src/lib/highlighterPolicy');
    document.body.innerHTML =
      '<p id="text">Text</p><div class="theme-code-block"><pre><code id="code">x</code></pre></div>';
    const callback = vi.fn();
    policy.whenReaderNeedsHighlighting(callback);
    document.getElementById('text')?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(callback).not.toHaveBeenCalled();
    document.getElementById('code')?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    document.getElementById('code')?.dispatchEvent(new Event('focusin', {bubbles: true}));
    expect(callback).toHaveBeenCalledOnce();
    // The reader has needed it: a part that starts waiting later (the highlighter, after an API
    // reference body) does not wait for another pointer.
    const later = vi.fn();
    policy.whenReaderNeedsHighlighting(later);
    expect(later).toHaveBeenCalledOnce();
  });

  it("does not run for a dark colour mode: the server HTML has both modes' colours", async () => {
    const callback = vi.fn();
    document.documentElement.dataset.theme = 'dark';
    whenReaderNeedsHighlighting(callback);
    document.documentElement.dataset.theme = 'light';
    document.documentElement.dataset.theme = 'dark';
    await flush();
    expect(callback).not.toHaveBeenCalled();
  });

  it('runs every waiter, and any later one at once, when the page asks for highlighting', async () => {
    vi.resetModules();
    const policy = await import('../../src/lib/highlighterPolicy');
    const first = vi.fn();
    const second = vi.fn();
    policy.whenReaderNeedsHighlighting(first);
    policy.whenReaderNeedsHighlighting(second);
    expect(first).not.toHaveBeenCalled();
    policy.requestHighlighting();
    expect(first).toHaveBeenCalledOnce();
    expect(second).toHaveBeenCalledOnce();
    // A pointer on a code block afterwards calls nobody again.
    document.body.innerHTML = '<div class="theme-code-block"><pre><code id="code">x</code></pre></div>';
    document.getElementById('code')?.dispatchEvent(new Event('pointerover', {bubbles: true}));
    expect(first).toHaveBeenCalledOnce();
    const later = vi.fn();
    policy.whenReaderNeedsHighlighting(later);
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('enhancementsMayLoad', () => {
  it('waits for hydration, then for the reader, not for an idle moment', async () => {
    vi.resetModules();
    const policy = await import('../../src/lib/highlighterPolicy');
    document.body.innerHTML = '<div class="theme-code-block"><pre><code id="code">x</code></pre></div>';
    const resolved = vi.fn();
    void policy.enhancementsMayLoad().then(resolved);
    document.documentElement.dataset.hasHydrated = 'true';
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(resolved).not.toHaveBeenCalled();
    document.getElementById('code')?.dispatchEvent(new Event('focusin', {bubbles: true}));
    await flush();
    expect(resolved).toHaveBeenCalledOnce();
  });
});
