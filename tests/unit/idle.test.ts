import {describe, expect, it, vi} from 'vitest';
import {whenIdle} from '../../src/lib/idle';

function fakeWindow(readyState: DocumentReadyState, withIdleCallback: boolean) {
  const listeners = new Map<string, () => void>();
  const idleCallbacks: Array<() => void> = [];
  const win = {
    document: {readyState},
    addEventListener: vi.fn((type: string, listener: () => void) => listeners.set(type, listener)),
    removeEventListener: vi.fn((type: string) => listeners.delete(type)),
    requestIdleCallback: withIdleCallback ? vi.fn((callback: () => void) => idleCallbacks.push(callback)) : undefined,
    cancelIdleCallback: vi.fn(),
    setTimeout: vi.fn((callback: () => void) => {
      idleCallbacks.push(callback);
      return 1;
    }),
    clearTimeout: vi.fn(),
  };
  return {win: win as unknown as Window, listeners, idleCallbacks, raw: win};
}

describe('whenIdle', () => {
  it('waits for the load event, then for an idle moment', () => {
    const {win, listeners, idleCallbacks} = fakeWindow('loading', true);
    const callback = vi.fn();
    whenIdle(callback, 5000, win);
    expect(idleCallbacks).toHaveLength(0);
    listeners.get('load')?.();
    expect(idleCallbacks).toHaveLength(1);
    idleCallbacks[0]?.();
    expect(callback).toHaveBeenCalledOnce();
  });

  it('schedules at once when the page has already loaded', () => {
    const {win, raw} = fakeWindow('complete', true);
    whenIdle(vi.fn(), 5000, win);
    expect(raw.requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), {timeout: 5000});
  });

  it('falls back to a timer where requestIdleCallback is missing', () => {
    const {win, raw} = fakeWindow('complete', false);
    whenIdle(vi.fn(), 8000, win);
    expect(raw.setTimeout).toHaveBeenCalledWith(expect.any(Function), 2000);
  });

  it('can be cancelled before the page loads', () => {
    const {win, listeners, idleCallbacks, raw} = fakeWindow('loading', true);
    const cancel = whenIdle(vi.fn(), 5000, win);
    cancel();
    expect(raw.removeEventListener).toHaveBeenCalledWith('load', expect.any(Function));
    listeners.get('load')?.();
    expect(idleCallbacks).toHaveLength(0);
  });
});
