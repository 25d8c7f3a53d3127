import {describe, expect, it} from 'vitest';
import {checkFaqAnswers, isFaqPage} from '../../../scripts/content/faqAnswers';
import {fixture, lines} from './helpers';

describe('faq-answers gate', () => {
  it('applies to pages whose keywords hold faq, in any case', () => {
    expect(isFaqPage(fixture('faq/questions.md'))).toBe(true);
    expect(isFaqPage(fixture('faq/not-faq.md'))).toBe(false);
    expect(checkFaqAnswers(fixture('faq/not-faq.md'))).toEqual([]);
  });

  it('asks for questions in h2 groups whose answers link a page by file', () => {
    const problems = checkFaqAnswers(fixture('faq/questions.md'));
    expect(problems.every((problem) => problem.gate === 'faq-answers')).toBe(true);
    expect(lines(problems)).toEqual([
      '10: "Is this question in a group?" is not in a group: put each question under an h2 heading (## Setup)',
      '20: the answer to "Does a link to this page count?" links to no page: link the page that holds the details by file ([text](./page.mdx#anchor))',
      '24: the answer to "Does an outside link count?" links to no page: link the page that holds the details by file ([text](./page.mdx#anchor))',
    ]);
  });
});
