import {describe, expect, it} from 'vitest';
import {
  checkPassages,
  checkProse,
  isChangelog,
  MAX_REPEATED_SHARE,
  RUN_PAGES,
  RUN_WORDS,
  splitSentences,
  wordsOf,
} from '../../../scripts/content/prose';
import {fixture, lines} from './helpers';

const shared = [1, 2, 3, 4, 5].map((n) => fixture(`prose/shared-${n}.md`));

describe('prose gates', () => {
  it('finds colon chains, lower-case starts and a sentence said twice, with their lines', () => {
    const problems = checkProse(fixture('prose/spliced.md'));
    expect(problems.map((problem) => `${problem.line} ${problem.gate}`)).toEqual([
      '8 colon-chain',
      '10 lower-case-start',
      '21 repeated-sentence',
    ]);
    expect(lines(problems)).toContain(
      '21: this sentence already stands on line 19 ("Start the SDK once, as early as the app allows."): say it once',
    );
  });

  it('leaves alone colons in code, URLs and times, list items that finish a lead-in, and names spelled in lower case', () => {
    const messages = checkProse(fixture('prose/spliced.md')).map((problem) => problem.message);
    expect(messages.some((message) => message.includes('10:30'))).toBe(false);
    expect(messages.some((message) => message.includes('tell your users'))).toBe(false);
    expect(messages.some((message) => message.includes('iOS apps'))).toBe(false);
  });

  it('splits sentences at their ends, not after an abbreviation', () => {
    const text = 'Use a short name, e.g. checkout. Then start it! Done?';
    const sentences = splitSentences({text, masked: text}, 3).map((sentence) => sentence.text);
    expect(sentences).toEqual(['Use a short name, e.g. checkout.', 'Then start it!', 'Done?']);
  });

  it('compares words in lower case, without punctuation', () => {
    expect(wordsOf('The SDK’s queue, at 512 KiB: full.')).toEqual([
      'the',
      "sdk's",
      'queue',
      'at',
      '512',
      'kib',
      'full',
    ]);
  });
});

describe('repeated-passage gate', () => {
  it(`reports a run of ${RUN_WORDS} words that stands on ${RUN_PAGES} pages, once per passage on each page`, () => {
    const report = checkPassages(shared);
    expect(report.problems.map((problem) => `${problem.file}:${problem.line} ${problem.gate}`)).toEqual([
      'docs/prose/shared-1.md:10 repeated-passage',
      'docs/prose/shared-2.md:10 repeated-passage',
      'docs/prose/shared-3.md:10 repeated-passage',
      'docs/prose/shared-4.md:10 repeated-passage',
    ]);
    expect(report.problems[0]?.message).toMatch(
      /^a passage of 26 words also stands on docs\/prose\/shared-2\.md, docs\/prose\/shared-3\.md, docs\/prose\/shared-4\.md/,
    );
    // Four pages of 12 runs each repeat; the fifth page says it in its own 16 words (2 runs).
    expect(report.runs).toBe(50);
    expect(report.repeated).toBe(48);
  });

  it(`passes a passage on ${RUN_PAGES - 1} pages, and a page that says the rule in its own words`, () => {
    expect(checkPassages(shared.slice(0, RUN_PAGES - 1)).problems).toEqual([]);
    expect(checkPassages(shared).problems.some((problem) => problem.file.endsWith('shared-5.md'))).toBe(false);
  });

  it('reports only the chosen pages, still comparing them with every page', () => {
    const report = checkPassages(shared, {only: new Set(['docs/prose/shared-1.md'])});
    expect(report.problems.map((problem) => problem.file)).toEqual(['docs/prose/shared-1.md']);
  });

  it('leaves changelogs out, and holds the share to at most 1%', () => {
    expect(isChangelog('ios/changelog.mdx')).toBe(true);
    expect(isChangelog('ios/6x/index.mdx')).toBe(false);
    expect(MAX_REPEATED_SHARE).toBe(0.01);
  });
});
