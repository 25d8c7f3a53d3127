import {describe, expect, it} from 'vitest';
import {checkPlaceholders} from '../../../scripts/content/placeholders';
import {fixture, lines} from './helpers';

describe('placeholders gate', () => {
  it('passes a page with no placeholder and content under every heading', () => {
    expect(checkPlaceholders(fixture('good.md'))).toEqual([]);
  });

  it('finds placeholder words outside code fences, across line breaks, at their lines', () => {
    const problems = checkPlaceholders(fixture('placeholders/todo.md'));
    expect(problems.every((problem) => problem.gate === 'placeholders')).toBe(true);
    expect(lines(problems)).toEqual([
      '15: placeholder text "TODO": write the content or remove the line',
      '17: placeholder text "coming soon": write the content or remove the line',
      '25: placeholder text "xxx": write the content or remove the line',
    ]);
  });

  it('flags a heading followed by one of the same or higher rank, or by the end of the file', () => {
    expect(lines(checkPlaceholders(fixture('placeholders/empty-section.md')))).toEqual([
      '19: empty section "## Configure": the next heading follows with no content under it',
      '21: empty section "## Verify": the file ends with no content under it',
    ]);
  });
});
