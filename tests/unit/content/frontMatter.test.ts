import {describe, expect, it} from 'vitest';
import {checkFrontMatter, descriptionProblems} from '../../../scripts/content/frontMatter';
import {fixture, lines} from './helpers';

describe('front-matter gate', () => {
  it('passes a page with title, a one-sentence description and a numeric sidebar_position', () => {
    expect(checkFrontMatter(fixture('good.md'))).toEqual([]);
  });

  it('names a missing description and a sidebar_position that is not a number, at their lines', () => {
    const problems = checkFrontMatter(fixture('front-matter/missing-keys.md'));
    expect(
      problems.every(
        (problem) => problem.gate === 'front-matter' && problem.file === 'docs/front-matter/missing-keys.md',
      ),
    ).toBe(true);
    expect(lines(problems)).toEqual([
      '1: front matter needs a `description` (one sentence)',
      '3: sidebar_position must be a number, not "first"',
    ]);
  });

  it('rejects a description of two sentences, with no full stop, over 160 characters', () => {
    expect(lines(checkFrontMatter(fixture('front-matter/bad-description.md')))).toEqual([
      '3: description must be one sentence ending with a full stop',
      '3: description must be one sentence, but a sentence ends at "This page describes breadcrumbs."',
      '3: description is 168 characters; at most 160',
    ]);
  });

  it('rejects a page with no front matter at all', () => {
    expect(lines(checkFrontMatter(fixture('front-matter/no-front-matter.md')))).toEqual([
      '1: no front matter: add title, description and sidebar_position',
    ]);
  });

  it('counts the length of a description', () => {
    expect(descriptionProblems(`${'a'.repeat(160)}.`)).toEqual(['description is 161 characters; at most 160']);
    expect(descriptionProblems('Set up the SDK, e.g. on Android.')).toHaveLength(1);
    expect(descriptionProblems('Set up the SDK in version 7.8.0 of the app.')).toEqual([]);
  });
});
