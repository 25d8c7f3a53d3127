import {join} from 'node:path';
import {describe, expect, it} from 'vitest';
import {changelogReader, checkNativeReleases, releaseDates} from '../../../scripts/content/nativeReleases';
import {parsePage} from '../../../scripts/content/parse';
import {productTokens} from '../../../src/remark/productTokens';
import {lines, ROOT} from './helpers';

const IOS = ['# iOS', '', '## 6.14.0 (2026-10-20)', '', '## 6.11.0 (2025-11-18)', '', '## 6.8.0 (2025-04-08)', ''].join(
  '\n',
);

function wrapper(body: string) {
  const page = parsePage(`---\ntitle: Changelog\ndescription: Releases.\n---\n\n${body}`, 'flutter/changelog.mdx').page;
  if (page === null) {
    throw new Error('fixture does not parse');
  }
  return page;
}

const read = (path: string) => (path === 'ios/changelog.mdx' ? IOS : null);

describe('native-releases', () => {
  it('reads the dated release headings of a changelog', () => {
    expect([...releaseDates(IOS)]).toEqual([
      ['6.14.0', '2026-10-20'],
      ['6.11.0', '2025-11-18'],
      ['6.8.0', '2025-04-08'],
    ]);
  });

  it('passes a wrapper release that builds on an earlier native release, written or as a token', () => {
    const page = wrapper(
      [
        '## 4.2.0 (2026-11-10)',
        '',
        'This release builds on the iOS SDK `{{ios.version}}`.',
        '',
        '## 4.1.0 (2026-01-27)',
        '',
        'This release builds on the Android SDK `7.4.0` and the iOS SDK `6.11.0`.',
      ].join('\n'),
    );
    expect(checkNativeReleases(page, read, new Map([['ios.version', '6.14.0']]))).toEqual([]);
  });

  it('reports a native release dated after the wrapper release, and one the native changelog lacks', () => {
    const page = wrapper(
      [
        '## 4.0.0 (2025-03-01)',
        '',
        'This release builds on the iOS SDK `6.8.0`.',
        '',
        '## 3.9.0 (2025-01-01)',
        '',
        'This release builds on the iOS SDK `6.7.3`.',
      ].join('\n'),
    );
    expect(lines(checkNativeReleases(page, read))).toEqual([
      '8: 4.0.0 (2025-03-01) builds on the iOS SDK 6.8.0, which ios/changelog.mdx dates later (2025-04-08)',
      '12: 3.9.0 builds on the iOS SDK 6.7.3, but ios/changelog.mdx has no dated 6.7.3 release',
    ]);
  });

  it('checks nothing when the native changelog is missing, and never the native changelog itself', () => {
    const page = wrapper('## 4.0.0 (2025-03-01)\n\nThis release builds on the iOS SDK `6.8.0`.\n');
    expect(checkNativeReleases(page, () => null)).toEqual([]);
    const native = parsePage(`---\ntitle: iOS\ndescription: Releases.\n---\n\n${IOS}`, 'ios/changelog.mdx').page;
    expect(native && checkNativeReleases(native, read)).toEqual([]);
  });

  it('holds for the site: the Flutter changelog agrees with the Android and iOS changelogs', () => {
    const docs = join(ROOT, 'docs');
    const reader = changelogReader(docs);
    const flutter = reader('flutter/changelog.mdx');
    const page = flutter === null ? null : parsePage(flutter, 'flutter/changelog.mdx').page;
    expect(page && checkNativeReleases(page, reader, productTokens())).toEqual([]);
  });
});
