/**
 * Expands `::api-calls{id="web"}` into a compact list of one SDK line's public API, built from its
 * description in src/data/api/: an h3 per group, then a table per symbol with each member's
 * signature, the version that added it and what it does. It is for an SDK whose calls a guide page
 * lists in one of its own sections (the Web SDK on its core concepts page), where a full reference
 * page (`::api-reference`, src/remark/apiReference.ts) does not exist. The page writes the h2 the
 * groups sit under, so its heading levels stay in order.
 *
 * Anchors are `<line id>-api-<group id>`, e.g. `#web-api-traces`.
 */
import type {Paragraph, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import type {} from 'mdast-util-directive';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {API_BY_ID} from '../data/api';
import {isLineId} from '../data/lines';
import type {ApiGroup, ApiId, ApiMember, ApiSymbol, SdkApi} from '../data/api/types';
import {inline} from './apiReference';

export const API_CALLS_DIRECTIVE = 'api-calls';

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const cell = (...children: PhrasingContent[]): TableCell => ({type: 'tableCell', children});

export function apiCallsAnchor(api: SdkApi, group: ApiGroup): string {
  return `${api.id}-api-${group.id}`;
}

/** How a reader writes the member: `Argus.start`, `Span.stop`; a namespace's functions by name. */
function memberName(symbol: ApiSymbol, member: ApiMember): string {
  return symbol.kind === 'namespace' ? member.name : `${symbol.name}.${member.name}`;
}

/** A signature written over several lines, as one line: no break after `(` or before `)`. */
export function oneLine(signature: string): string {
  return signature
    .replace(/([([{<])\s*\n\s*/g, '$1')
    .replace(/,?\s*\n\s*([)\]}>])/g, '$1')
    .replace(/\s+/g, ' ');
}

function description(member: ApiMember): PhrasingContent[] {
  const nodes = inline(member.description);
  if (member.deprecated) {
    nodes.push(
      text(` Deprecated in ${member.deprecated.since}: use `),
      code(member.deprecated.replacement),
      text(' instead.'),
    );
  }
  return nodes;
}

function symbolTable(symbol: ApiSymbol): Table {
  return {
    type: 'table',
    align: [null, null, null, null],
    children: [
      {
        type: 'tableRow',
        children: [cell(text('Member')), cell(text('Signature')), cell(text('Since')), cell(text('What it does'))],
      },
      ...symbol.members.map((member) => ({
        type: 'tableRow' as const,
        children: [
          cell(code(memberName(symbol, member))),
          cell(code(oneLine(member.signature))),
          cell(code(member.since)),
          cell(...description(member)),
        ],
      })),
    ],
  };
}

function symbolIntro(symbol: ApiSymbol): Paragraph {
  return {
    type: 'paragraph',
    children: [
      {type: 'strong', children: [code(symbol.name)]},
      text(` (${symbol.kind}, since `),
      code(symbol.since),
      text('): '),
      ...inline(symbol.description),
    ],
  };
}

/** The Markdown nodes that list one SDK's calls. */
export function apiCallsNodes(api: SdkApi): RootContent[] {
  return api.groups.flatMap((group): RootContent[] => {
    const id = apiCallsAnchor(api, group);
    return [
      {type: 'heading', depth: 3, children: [text(group.title)], data: {id, hProperties: {id}}} as RootContent,
      {type: 'paragraph', children: inline(group.description)},
      ...group.symbols.flatMap((symbol): RootContent[] =>
        symbol.name === api.entryPoint ? [symbolTable(symbol)] : [symbolIntro(symbol), symbolTable(symbol)],
      ),
    ];
  });
}

interface Options {
  /** The descriptions to draw from; all of src/data/api by default (tests pass fixtures). */
  readonly apis?: Readonly<Partial<Record<ApiId, SdkApi>>>;
}

export default function remarkApiCalls({apis = API_BY_ID}: Options = {}) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== API_CALLS_DIRECTIVE || !parent || index === undefined) {
        return undefined;
      }
      const id = node.attributes?.id ?? '';
      const api = isLineId(id) ? apis[id] : undefined;
      const where = `${file.path ?? 'unknown file'}:${node.position?.start.line ?? '?'}`;
      if (!api) {
        throw new Error(`${where}: no API description "${id}"; known: ${Object.keys(apis).join(', ')}.`);
      }
      const before = parent.children.slice(0, index).filter((child) => child.type === 'heading');
      if (before.at(-1)?.depth !== 2) {
        throw new Error(`${where}: the API calls of "${id}" list groups as h3, so they follow an h2 of the page.`);
      }
      const nodes = apiCallsNodes(api);
      parent.children.splice(index, 1, ...nodes);
      return index + nodes.length;
    });
  };
}
