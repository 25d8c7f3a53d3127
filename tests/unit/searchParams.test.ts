import {describe, expect, it} from 'vitest';
import {checkSearchParams, findVersion, versionPrefix, type DocsVersion} from '../../src/lib/searchParams';

const BASE = '/docs/';
const CURRENT: DocsVersion = {name: 'current', label: 'Next', path: '/docs/'};
const OLD: DocsVersion = {name: '1.0', label: '1.0', path: '/docs/1.0/'};
const CONTEXTS = ['android', 'ios/5x'];

describe('search page parameters', () => {
  it('map a version to its index folder below the base URL', () => {
    expect(versionPrefix(CURRENT, BASE)).toBe('');
    expect(versionPrefix(OLD, BASE)).toBe('1.0/');
    expect(versionPrefix({name: 'x', label: 'x', path: '/elsewhere/'}, BASE)).toBeNull();
  });

  it('find a declared version by name, label or folder, in any case', () => {
    expect(findVersion('next', [CURRENT], BASE)).toBe(CURRENT);
    expect(findVersion('Current', [CURRENT], BASE)).toBe(CURRENT);
    expect(findVersion('1.0/', [CURRENT, OLD], BASE)).toBe(OLD);
    expect(findVersion('../../x/', [CURRENT, OLD], BASE)).toBeNull();
  });

  it('drop the parameter for the version served at the base URL', () => {
    expect(checkSearchParams('?q=session&version=next', [CURRENT], CONTEXTS, BASE)).toEqual({
      search: '?q=session',
      versionPrefix: '',
      ignored: {},
    });
  });

  it('drop and report a version or context that is not declared', () => {
    for (const hostile of ['../../x/', '/other.host/', 'https://evil.example/', '..%2F', '']) {
      const checked = checkSearchParams(
        `?q=a&version=${encodeURIComponent(hostile)}&ctx=android`,
        [CURRENT, OLD],
        CONTEXTS,
        BASE,
      );
      expect(checked.search).toBe('?q=a&ctx=android');
      expect(checked.versionPrefix).toBe('');
      expect(checked.ignored).toEqual({version: hostile});
    }
    expect(checkSearchParams('?q=a&ctx=../secret', [CURRENT], CONTEXTS, BASE).ignored).toEqual({ctx: '../secret'});
  });

  it('keep a declared older version as its folder, and declared contexts', () => {
    expect(checkSearchParams('?q=a&ctx=ios/5x&version=1.0', [CURRENT, OLD], CONTEXTS, BASE)).toEqual({
      search: '?q=a&ctx=ios%2F5x&version=1.0%2F',
      versionPrefix: '1.0/',
      ignored: {},
    });
  });
});
