/**
 * legacy-notice: every page of a legacy SDK line (src/data/lines.ts: iOS 5.x, React Native 5.x and
 * 4.x) opens, right after its imports, with `<LegacyNotice line="<its line>" current="/route/" />`.
 * The notice names the page's own line (a 5.x page that says `react-native4` tells the reader the
 * wrong last release), and `current` is a route below the base URL, with slashes at both ends, that
 * is not itself a legacy page: the notice exists to send the reader to the current SDK. Whether the
 * route exists is the build's broken link check.
 */
import type {RootContent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {LINE_BY_ID, isLineId, lineOfPath} from '../../src/data/lines';
import type {Page, Problem} from './types';

const ELEMENT = 'LegacyNotice';

/** A string attribute of a JSX element, `null` when it is missing, `undefined` when it is an expression. */
function attribute(node: MdxJsxFlowElement, name: string): string | null | undefined {
  for (const entry of node.attributes) {
    if (entry.type === 'mdxJsxAttribute' && entry.name === name) {
      return typeof entry.value === 'string' ? entry.value : undefined;
    }
  }
  return null;
}

function isNotice(node: RootContent | undefined): node is MdxJsxFlowElement {
  return node?.type === 'mdxJsxFlowElement' && node.name === ELEMENT;
}

/** Problems with a `current` route, or an empty list. */
export function currentRouteProblems(current: string): string[] {
  if (!current.startsWith('/') || !current.endsWith('/')) {
    return [
      `current="${current}" must be a route below the base URL with slashes at both ends, such as "/react-native/"`,
    ];
  }
  if (current.startsWith('/docs/')) {
    return [`current="${current}" must not repeat the base URL: write "${current.slice('/docs'.length)}"`];
  }
  const target = lineOfPath(current.slice(1, -1));
  if (target !== null && target.status === 'legacy') {
    return [`current="${current}" is a page of the legacy ${target.label} line; point to the current line's page`];
  }
  return [];
}

export function checkLegacyNotice(page: Page): Problem[] {
  const line = lineOfPath(page.path);
  if (page.partial || line === null || line.status !== 'legacy') {
    return [];
  }
  const problems: Problem[] = [];
  const problem = (at: number, message: string): void => {
    problems.push({file: page.file, line: at, gate: 'legacy-notice', message});
  };
  const opening = page.tree.children.find((node) => node.type !== 'yaml' && node.type !== 'mdxjsEsm');
  const notices = page.tree.children.filter(isNotice);
  if (!isNotice(opening)) {
    const at = opening?.position?.start.line ?? 1;
    problem(
      at,
      `a ${line.label} page opens with <${ELEMENT} line="${line.id}" current="/route/of/the/current/page/" /> right after its imports`,
    );
  }
  for (const notice of notices) {
    const at = notice.position?.start.line ?? 1;
    const named = attribute(notice, 'line');
    if (named !== line.id) {
      const shown = named === null ? 'no line' : named === undefined ? 'an expression' : `line="${named}"`;
      const other = typeof named === 'string' && isLineId(named) ? ` (${LINE_BY_ID[named].label})` : '';
      problem(at, `<${ELEMENT}> has ${shown}${other}, but the page belongs to ${line.label}: write line="${line.id}"`);
    }
    const current = attribute(notice, 'current');
    if (current === null) {
      problem(at, `<${ELEMENT}> has no current route: name the current equivalent of this page`);
    } else if (current === undefined) {
      problem(at, `<${ELEMENT}> current must be a string route, not an expression`);
    } else {
      for (const message of currentRouteProblems(current)) {
        problem(at, message);
      }
    }
  }
  return problems;
}
