import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {select} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import {parsePage} from '../../../scripts/content/parse';
import {checkProductFacts, checkRuleHomes} from '../../../scripts/content/productFacts';
import {docFiles} from '../../../scripts/content/run';
import {FACTS, INLINE_FACT_WORDS, factWords, isRule, type Fact} from '../../../src/data/facts';
import remarkProductFacts from '../../../src/remark/productFacts';
import {transform} from '../remark/helpers';
import {fixture, lines, ROOT} from './helpers';

const RULE =
  'when the queue is full, the SDK drops the oldest entry first and counts what it dropped in the next batch';

const fact = (value: string, more: Partial<Fact> = {}): Fact => ({
  value,
  prose: value,
  version: false,
  typed: [],
  rows: [],
  ...more,
});

const FIXTURE_FACTS: Readonly<Record<string, Fact>> = {
  'demo.bufferRule': fact(RULE, {typed: [/\bdrops the (?<value>\d+) oldest\b/]}),
  'demo.limit': fact('500', {prose: '500 entries'}),
};

describe('facts are values; rules have one home', () => {
  it('counts a fact longer than the inline limit as a rule', () => {
    expect(isRule(FIXTURE_FACTS['demo.bufferRule'] as Fact)).toBe(true);
    expect(isRule(FIXTURE_FACTS['demo.limit'] as Fact)).toBe(false);
    expect(factWords('`minSdk` **21** or later')).toBe(4);
  });

  it(`keeps every fact a page states inline to ${INLINE_FACT_WORDS} words`, () => {
    const inline = new Set<string>();
    for (const path of docFiles(join(ROOT, 'docs'))) {
      const source = readFileSync(join(ROOT, 'docs', path), 'utf8');
      for (const match of source.matchAll(/(?<!:):fact\[([^\]]+)\]/g)) inline.add(match[1] ?? '');
    }
    expect(inline.size).toBeGreaterThan(100);
    const long = [...inline].filter((id) => FACTS[id] !== undefined && factWords(FACTS[id].prose) > INLINE_FACT_WORDS);
    expect(long).toEqual([]);
  });

  it('renders a rule at its home, under a heading, and states values inline', () => {
    expect(checkProductFacts(fixture('rules/home.md'), FIXTURE_FACTS)).toEqual([]);
  });

  it('refuses a rule spliced into a sentence, a rule without a heading, and a value rendered as a rule', () => {
    const problems = checkProductFacts(fixture('rules/spliced.md'), FIXTURE_FACTS);
    expect(lines(problems)).toEqual([
      "6: ::rule[demo.bufferRule] is the rule's home: put it under a heading, so other pages can link to its anchor",
      "10: :fact[demo.bufferRule] splices a 21-word rule into a sentence (inline facts hold at most 12 words): say what this page's reader needs in your own words and link to the rule's home, the page with ::rule[demo.bufferRule] or the section that explains it",
      '12: demo.limit is a value, not a rule: state it inline as :fact[demo.limit]',
    ]);
  });

  it('gives each rule one home across the site', () => {
    const problems = checkRuleHomes([fixture('rules/home.md'), fixture('rules/spliced.md')]);
    expect(problems.map((problem) => `${problem.file}:${problem.line}`)).toEqual([
      'docs/rules/spliced.md:6',
      'docs/rules/spliced.md:16',
    ]);
    expect(problems[0]?.message).toMatch(/already has its home at docs\/rules\/home\.md:10/);
  });

  it("lets a page say a rule in its own words, but not with another number than the data's", () => {
    const own = parsePage('# Queue\n\nThe SDK drops the oldest entry when the queue is full.\n', 'own.md').page;
    const wrong = parsePage(
      '# Queue\n\nThe SDK drops the 20 oldest entries when the queue is full.\n',
      'wrong.md',
    ).page;
    expect(own && checkProductFacts(own, FIXTURE_FACTS)).toEqual([]);
    const rule = FIXTURE_FACTS['demo.bufferRule'];
    const numbered = {'demo.bufferRule': {...(rule as Fact), value: '10'}};
    expect(wrong && lines(checkProductFacts(wrong, numbered))).toEqual([
      '3: states 20 where the data holds 10 for the rule demo.bufferRule ("drops the 20 oldest")',
    ]);
  });

  it('renders ::rule as a paragraph of its own, and fails the build on a spliced rule', async () => {
    const tree = await transform(
      '## Full queue\n\n::rule[demo.bufferRule]\n',
      remarkProductFacts as never,
      {
        facts: FIXTURE_FACTS,
      } as never,
    );
    expect(toString(select('paragraph', tree) as Paragraph)).toBe(RULE);
    await expect(
      transform('When full, :fact[demo.bufferRule].\n', remarkProductFacts as never, {facts: FIXTURE_FACTS} as never),
    ).rejects.toThrow(/splices a 21-word rule into a sentence/);
  });
});
