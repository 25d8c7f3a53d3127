import {describe, expect, it} from 'vitest';
import {docFiles} from '../../../scripts/content/run';
import {childPages, checkSubstance, needsCodeSample, proseWords} from '../../../scripts/content/substance';
import {FIXTURE_DOCS, fixture, lines} from './helpers';

const docPaths = docFiles(FIXTURE_DOCS).filter((path) => !path.startsWith('_'));

describe('substance gate', () => {
  it('passes a page with enough prose', () => {
    expect(proseWords(fixture('good.md'))).toBeGreaterThanOrEqual(150);
    expect(checkSubstance(fixture('good.md'), docPaths)).toEqual([]);
  });

  it('counts no words in code, imports or JSX attributes', () => {
    const page = fixture('substance/short.md');
    expect(proseWords(page)).toBe(5);
    expect(lines(checkSubstance(page, docPaths))).toEqual([
      '1: 5 words of prose; a page needs at least 150 (code, imports and JSX attributes do not count)',
    ]);
  });

  it('asks a landing page to link every child page and subfolder index by file', () => {
    expect(childPages('landing/index.md', docPaths)).toEqual([
      'landing/child-a.md',
      'landing/child-b.md',
      'landing/sub/index.md',
    ]);
    expect(lines(checkSubstance(fixture('landing/index.md'), docPaths))).toEqual([
      '1: landing page does not link to its child page ./child-b.md (link the file: [text](./child-b.md))',
      '1: landing page does not link to its child page ./sub/index.md (link the file: [text](./sub/index.md))',
    ]);
    // A landing page with no children only needs its 80 words.
    expect(checkSubstance(fixture('landing/sub/index.md'), docPaths)).toEqual([]);
  });

  it('asks SDK feature and integration pages for a complete code sample', () => {
    expect(needsCodeSample('android/features/traces.md')).toBe(true);
    expect(needsCodeSample('react-native/5x/integration/add-sdk.mdx')).toBe(true);
    expect(needsCodeSample('android/features/index.md')).toBe(false);
    expect(needsCodeSample('product/features/boards.md')).toBe(false);
    expect(lines(checkSubstance(fixture('android/features/no-sample.md'), docPaths))).toEqual([
      '1: an SDK feature or integration page needs at least one complete code sample (a fence in a parsed language, not `partial`)',
    ]);
    expect(checkSubstance(fixture('android/features/unknown-member.md'), docPaths)).toEqual([]);
  });
});
