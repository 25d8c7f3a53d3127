import {describe, expect, it} from 'vitest';
import {markdownTwinPath} from '../../src/lib/markdownTwin';

describe('markdownTwinPath', () => {
  it('puts the twin next to the page', () => {
    expect(markdownTwinPath('/docs/android/overview/')).toBe('/docs/android/overview.md');
    expect(markdownTwinPath('/docs/ios/6x/features/traces/')).toBe('/docs/ios/6x/features/traces.md');
  });
  it('gives the home page index.md', () => {
    expect(markdownTwinPath('/docs/')).toBe('/docs/index.md');
  });
  it('ignores a hash or query', () => {
    expect(markdownTwinPath('/docs/android/faq/#proguard')).toBe('/docs/android/faq.md');
    expect(markdownTwinPath('/docs/android/faq/?q=1')).toBe('/docs/android/faq.md');
  });
  it('refuses a path outside the base URL', () => {
    expect(() => markdownTwinPath('/blog/post/')).toThrow(/not a page below/);
  });
});
