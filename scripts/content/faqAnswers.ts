/**
 * faq-answers: on a page whose front matter lists the keyword `faq`, each question is an h3 under an
 * h2 group (so the table of contents shows the groups and every question has an anchor), and each
 * answer links by file to a page that holds the details (`[text](./features/traces.mdx#limits)`).
 * A link to an anchor of the same page, or to an outside address, does not count: the build checks
 * file links, and an answer is only as good as the page it sends the reader to.
 */
import type {Heading, Link, Definition, RootContent} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {Page, Problem} from './types';

const DOC_FILE = /\.mdx?$/;

/** The page is an FAQ: its front matter `keywords` list holds `faq`. */
export function isFaqPage(page: Page): boolean {
  const keywords = page.frontMatter?.data.keywords;
  return Array.isArray(keywords) && keywords.some((keyword) => String(keyword).toLowerCase() === 'faq');
}

/** Whether a node, or a node inside it, links by relative path to a .md or .mdx file. */
function linksToDocFile(node: RootContent): boolean {
  let found = false;
  visit(node, ['link', 'definition'], (child) => {
    const url = (child as Link | Definition).url;
    if (/^[a-z][a-z0-9+.-]*:/i.test(url) || url.startsWith('/') || url.startsWith('#')) {
      return;
    }
    if (DOC_FILE.test(url.replace(/[?#].*$/, ''))) {
      found = true;
    }
  });
  return found;
}

interface Question {
  readonly heading: Heading;
  linked: boolean;
}

export function checkFaqAnswers(page: Page): Problem[] {
  if (!isFaqPage(page)) {
    return [];
  }
  const problems: Problem[] = [];
  const problem = (heading: Heading, message: string): Problem => ({
    file: page.file,
    line: heading.position?.start.line ?? 1,
    gate: 'faq-answers',
    message,
  });
  let inGroup = false;
  let question: Question | null = null;
  const close = (): void => {
    if (question !== null && !question.linked) {
      problems.push(
        problem(
          question.heading,
          `the answer to "${toString(question.heading)}" links to no page: link the page that holds the details by file ([text](./page.mdx#anchor))`,
        ),
      );
    }
    question = null;
  };
  for (const node of page.tree.children) {
    if (node.type === 'heading' && node.depth <= 3) {
      close();
      if (node.depth === 2) {
        inGroup = true;
      } else if (node.depth === 3) {
        if (!inGroup) {
          problems.push(
            problem(node, `"${toString(node)}" is not in a group: put each question under an h2 heading (## Setup)`),
          );
        }
        question = {heading: node, linked: false};
      }
      continue;
    }
    if (question !== null && linksToDocFile(node)) {
      question.linked = true;
    }
  }
  close();
  return problems;
}
