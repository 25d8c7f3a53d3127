// @vitest-environment jsdom
import {afterEach, describe, expect, it} from 'vitest';
import {loadScript, resetLoadedScripts} from '../../src/lib/loadScript';

const scripts = (): HTMLScriptElement[] => Array.from(document.head.querySelectorAll('script'));

afterEach(() => {
  resetLoadedScripts();
  document.head.innerHTML = '';
});

describe('loadScript', () => {
  it('adds one async script and resolves when it loads', async () => {
    const loading = loadScript('https://chat.example.com/a.js');
    const [script] = scripts();
    expect(script?.src).toBe('https://chat.example.com/a.js');
    expect(script?.async).toBe(true);
    script?.dispatchEvent(new Event('load'));
    await expect(loading).resolves.toBeUndefined();
  });

  it('shares one request between callers', () => {
    const first = loadScript('https://chat.example.com/b.js');
    const second = loadScript('https://chat.example.com/b.js');
    expect(second).toBe(first);
    expect(scripts()).toHaveLength(1);
  });

  it('rejects on error, removes the tag, and lets a later call try again', async () => {
    const failing = loadScript('https://chat.example.com/c.js');
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow('Could not load https://chat.example.com/c.js');
    expect(scripts()).toHaveLength(0);
    const retry = loadScript('https://chat.example.com/c.js');
    expect(retry).not.toBe(failing);
    expect(scripts()).toHaveLength(1);
    scripts()[0]?.dispatchEvent(new Event('load'));
    await expect(retry).resolves.toBeUndefined();
  });
});

describe('loadScript with Subresource Integrity', () => {
  it('sets the integrity and an anonymous CORS request', () => {
    void loadScript('https://chat.example.com/v1.2.3/d.js', {integrity: 'sha384-abc'});
    const [script] = scripts();
    expect(script?.getAttribute('integrity')).toBe('sha384-abc');
    expect(script?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves both unset without one', () => {
    void loadScript('https://chat.example.com/e.js');
    const [script] = scripts();
    expect(script?.hasAttribute('integrity')).toBe(false);
    expect(script?.hasAttribute('crossorigin')).toBe(false);
  });
});
