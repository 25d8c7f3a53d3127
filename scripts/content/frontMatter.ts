/** front-matter: every page has `title`, a one-sentence `description` and a numeric `sidebar_position`. */
import type {Page, Problem} from './types';

export const DESCRIPTION_MAX_LENGTH = 160;

/** Problems with a description's text, or an empty list. */
export function descriptionProblems(description: string): string[] {
  const problems: string[] = [];
  const text = description.trim();
  if (!text.endsWith('.')) {
    problems.push('description must be one sentence ending with a full stop');
  }
  const inner = /[.!?]\s/.exec(text);
  if (inner !== null) {
    problems.push(`description must be one sentence, but a sentence ends at "${text.slice(0, inner.index + 1)}"`);
  }
  if (text.length > DESCRIPTION_MAX_LENGTH) {
    problems.push(`description is ${text.length} characters; at most ${DESCRIPTION_MAX_LENGTH}`);
  }
  return problems;
}

export function checkFrontMatter(page: Page): Problem[] {
  const problem = (line: number, message: string): Problem => ({file: page.file, line, gate: 'front-matter', message});
  const fm = page.frontMatter;
  if (fm === null) {
    return [problem(1, 'no front matter: add title, description and sidebar_position')];
  }
  const problems: Problem[] = [];
  const lineOf = (key: string): number => fm.lines.get(key) ?? fm.line;
  const {title, description, sidebar_position: position} = fm.data;
  if (typeof title !== 'string' || title.trim() === '') {
    problems.push(problem(lineOf('title'), 'front matter needs a non-empty `title`'));
  }
  if (typeof description !== 'string' || description.trim() === '') {
    problems.push(problem(lineOf('description'), 'front matter needs a `description` (one sentence)'));
  } else {
    problems.push(...descriptionProblems(description).map((message) => problem(lineOf('description'), message)));
  }
  if (position === undefined) {
    problems.push(problem(lineOf('sidebar_position'), 'front matter needs a numeric `sidebar_position`'));
  } else if (typeof position !== 'number' || !Number.isFinite(position)) {
    problems.push(
      problem(lineOf('sidebar_position'), `sidebar_position must be a number, not ${JSON.stringify(position)}`),
    );
  }
  return problems;
}
