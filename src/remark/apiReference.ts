/**
 * Expands `::api-reference{id="android"}` into the API reference of one SDK line (any line id of
 * src/data/lines.ts, legacy lines included), built from its
 * description in src/data/api/. The output is ordinary Markdown: an h2 per group, an h3 per member
 * (so the table of contents, anchors and search all see every symbol), the signature in the
 * platform's language, parameters as a table, and a complete example per group.
 *
 * A reference is long, and hydrating it all before the page is interactive costs every reader
 * (see src/components/ApiReferenceBody). So the Markdown is expanded in the partial
 * `docs/api/_reference/<id>.mdx`; on a page, the directive becomes that body, loaded lazily, and
 * the page exports the table of contents the body's headings make (Docusaurus keeps a page's own
 * `toc` export). A page that holds a reference has no headings of its own, so its table of
 * contents is exactly the reference's.
 *
 * Anchors are `<symbol>-<member>` in lower case, e.g. `/docs/api/android/#argus-addbreadcrumb`;
 * `apiAnchor` gives the same anchor to pages that link here.
 */
import type {Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell} from 'mdast';
import type {} from 'mdast-util-directive';
import type {MdxjsEsm} from 'mdast-util-mdxjs-esm';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {API_BY_ID} from '../data/api';
import {isLineId} from '../data/lines';
import {existsSync} from 'node:fs';
import {resolve} from 'node:path';
import type {ApiGroup, ApiId, ApiMember, ApiReferencePage, ApiSymbol, SdkApi} from '../data/api/types';

export function apiAnchor(symbol: string, member?: string): string {
  return [symbol, member]
    .filter(Boolean)
    .join('-')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');
}

const text = (value: string): PhrasingContent => ({type: 'text', value});
const code = (value: string): PhrasingContent => ({type: 'inlineCode', value});
const strong = (value: string): PhrasingContent => ({type: 'strong', children: [text(value)]});
const paragraph = (...children: PhrasingContent[]): Paragraph => ({type: 'paragraph', children});

/** Descriptions may mark code with backticks, as in Markdown. */
export function inline(value: string): PhrasingContent[] {
  return value
    .split(/`([^`]+)`/)
    .map((part, index) => (index % 2 === 1 ? code(part) : text(part)))
    .filter((node) => node.type !== 'text' || node.value !== '');
}

// Docusaurus reads a heading's anchor from `data.id`; mdast's types do not declare it.
type HeadingWithId = Heading & {data: Heading['data'] & {id: string}};

function heading(depth: 2 | 3, children: PhrasingContent[], id: string): HeadingWithId {
  return {type: 'heading', depth, children, data: {id, hProperties: {id}}};
}

function cell(...children: PhrasingContent[]): TableCell {
  return {type: 'tableCell', children};
}

/**
 * The parameters as a table. When a parameter came later than its member (an option added to a
 * constructor in a minor release), a Since column dates every parameter.
 */
export function parametersTable(member: ApiMember): Table | null {
  if (!member.parameters || member.parameters.length === 0) {
    return null;
  }
  const dated = member.parameters.some((parameter) => parameter.since !== undefined);
  const header = ['Parameter', 'Type', 'Default', ...(dated ? ['Since'] : []), 'Description'];
  return {
    type: 'table',
    align: header.map(() => null),
    children: [
      {type: 'tableRow', children: header.map((label) => cell(text(label)))},
      ...member.parameters.map((parameter) => ({
        type: 'tableRow' as const,
        children: [
          cell(code(parameter.name)),
          cell(code(parameter.type)),
          cell(parameter.default === undefined ? text('required') : code(parameter.default)),
          ...(dated ? [cell(code(parameter.since ?? member.since))] : []),
          cell(...inline(parameter.description)),
        ],
      })),
    ],
  };
}

function memberNodes(api: SdkApi, symbol: ApiSymbol, member: ApiMember, anchor: string): RootContent[] {
  const nodes: RootContent[] = [
    heading(3, [text(`${symbol.name}.${member.name}`)], anchor),
    {type: 'code', lang: api.language, meta: null, value: member.signature},
    paragraph(...inline(member.description)),
  ];
  const table = parametersTable(member);
  if (table) {
    nodes.push(table);
  }
  if (member.returns) {
    nodes.push(
      paragraph(
        strong('Returns'),
        text(' '),
        code(member.returns.type),
        text(': '),
        ...inline(member.returns.description),
      ),
    );
  }
  const since: PhrasingContent[] = [strong('Since'), text(' '), code(member.since)];
  if (member.deprecated) {
    since.push(
      text('. '),
      strong('Deprecated'),
      text(' in '),
      code(member.deprecated.since),
      text(': use '),
      code(member.deprecated.replacement),
      text(' instead.'),
    );
  } else {
    since.push(text('.'));
  }
  nodes.push(paragraph(...since));
  return nodes;
}

function groupNodes(
  api: SdkApi,
  group: ApiGroup,
  symbols: readonly ApiSymbol[],
  usedAnchors: Map<string, number>,
): RootContent[] {
  const nodes: RootContent[] = [
    heading(2, [text(group.title)], apiAnchor(group.id)),
    paragraph(...inline(group.description)),
  ];
  for (const symbol of symbols) {
    nodes.push(
      paragraph(
        strong(symbol.name),
        text(` (${symbol.kind}, since `),
        code(symbol.since),
        text('): '),
        ...inline(symbol.description),
      ),
    );
    for (const member of symbol.members) {
      const base = apiAnchor(symbol.name, member.name);
      const count = (usedAnchors.get(base) ?? 0) + 1;
      usedAnchors.set(base, count);
      nodes.push(...memberNodes(api, symbol, member, count === 1 ? base : `${base}-${count}`));
    }
  }
  nodes.push(paragraph(strong(`Example: ${group.example.title}`)), {
    type: 'code',
    lang: api.language,
    meta: `title="${group.example.title}"`,
    value: group.example.code.trim(),
  });
  return nodes;
}

/** The page of a split reference, or an error that names the pages there are. */
export function referencePage(api: SdkApi, id: string): ApiReferencePage {
  const page = api.referencePages?.find((candidate) => candidate.id === id);
  if (!page) {
    const known = api.referencePages?.map((candidate) => candidate.id).join(', ') || 'none';
    throw new Error(`the ${api.id} API has no reference page "${id}"; its pages: ${known}.`);
  }
  return page;
}

/**
 * The Markdown nodes of one SDK's reference, or of one page of it: the groups that hold the page's
 * symbols, each with only those symbols and the group's example.
 */
export function apiReferenceNodes(api: SdkApi, page?: ApiReferencePage): RootContent[] {
  const usedAnchors = new Map<string, number>();
  const onPage = (symbol: ApiSymbol) => !page || page.symbols.includes(symbol.name);
  return [
    paragraph(
      text(
        `This reference describes ${page ? `${page.title.toLowerCase()} of ` : ''}${api.title}. Samples import it with `,
      ),
      code(api.importStatement),
      text(' and call the '),
      code(api.entryPoint),
      text(' entry point.'),
    ),
    ...api.groups.flatMap((group) => {
      const symbols = group.symbols.filter(onPage);
      return symbols.length === 0 ? [] : groupNodes(api, group, symbols, usedAnchors);
    }),
  ];
}

/** `Symbol.member` of an API, e.g. `ArgusOptions.init`. */
export function findMember(api: SdkApi, name: string): ApiMember | undefined {
  const [symbolName, memberName] = name.split('.');
  for (const group of api.groups) {
    for (const symbol of group.symbols) {
      if (symbol.name === symbolName) {
        const member = symbol.members.find((candidate) => candidate.name === memberName);
        if (member) {
          return member;
        }
      }
    }
  }
  return undefined;
}

/** The folder of the partials that hold each reference's body, and the component that loads one. */
export const REFERENCE_BODY_FOLDER = 'docs/api/_reference';
export const REFERENCE_BODY_COMPONENT = '@site/src/components/ApiReferenceBody';

/** A partial is a file, or a file under a folder, whose name starts with `_`. */
function isPartial(path: string): boolean {
  return path.split(/[\\/]/).some((segment) => segment.startsWith('_'));
}

function importBodyComponent(): MdxjsEsm {
  const name = 'ApiReferenceBody';
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${REFERENCE_BODY_COMPONENT}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: REFERENCE_BODY_COMPONENT},
            attributes: [],
          },
        ],
      },
    },
  };
}

function bodyElement(id: string): MdxJsxFlowElement {
  return {
    type: 'mdxJsxFlowElement',
    name: 'ApiReferenceBody',
    attributes: [{type: 'mdxJsxAttribute', name: 'id', value: id}],
    children: [],
  };
}

interface TocHeading {
  readonly type: 'heading';
  readonly heading: Heading;
}

type CreateTocExport = (options: {tocExportName: string; tocItems: TocHeading[]}) => Promise<MdxjsEsm>;

/** Docusaurus's own builder of a page's `toc` export, so the items have exactly its shape. */
async function tocExport(headings: Heading[]): Promise<MdxjsEsm> {
  const {createTOCExportNodeAST} = (await import('@docusaurus/mdx-loader/lib/remark/toc/utils.js')) as {
    createTOCExportNodeAST: CreateTocExport;
  };
  return createTOCExportNodeAST({
    tocExportName: 'toc',
    tocItems: headings.map((heading) => ({type: 'heading', heading})),
  });
}

interface Options {
  /** The descriptions to draw from; all of src/data/api by default (tests pass fixtures). */
  readonly apis?: Readonly<Partial<Record<ApiId, SdkApi>>>;
  /** Check that each page's body partial exists (off in tests that use fixtures). */
  readonly checkBodies?: boolean;
}

export default function remarkApiReference({apis = API_BY_ID, checkBodies = apis === API_BY_ID}: Options = {}) {
  return async (tree: Root, file: VFile): Promise<void> => {
    const path = file.path ?? 'unknown file';
    const inPartial = isPartial(path);
    const tocHeadings: Heading[] = [];
    visit(tree, 'leafDirective', (node, index, parent) => {
      if ((node.name !== 'api-reference' && node.name !== 'api-parameters') || !parent || index === undefined) {
        return undefined;
      }
      const where = `${path}:${node.position?.start.line ?? '?'}`;
      const id = node.attributes?.id ?? '';
      const api = isLineId(id) ? apis[id] : undefined;
      if (!api) {
        throw new Error(`${where}: no API description "${id}"; known: ${Object.keys(apis).join(', ')}.`);
      }
      if (node.name === 'api-parameters') {
        // `::api-parameters{id="ios" member="ArgusOptions.init"}`: one member's parameters table.
        const name = node.attributes?.member ?? '';
        const table = findMember(api, name);
        const nodes = table ? parametersTable(table) : null;
        if (!nodes) {
          throw new Error(`${where}: the ${id} API has no member "${name}" with parameters.`);
        }
        parent.children.splice(index, 1, nodes);
        return index + 1;
      }
      const pageId = node.attributes?.page;
      let page: ApiReferencePage | undefined;
      try {
        page = pageId === undefined || pageId === null ? undefined : referencePage(api, pageId);
      } catch (error) {
        throw new Error(`${where}: ${(error as Error).message}`, {cause: error});
      }
      const nodes = apiReferenceNodes(api, page);
      if (inPartial) {
        parent.children.splice(index, 1, ...nodes);
        return index + nodes.length;
      }
      const bodyId = page ? `${id}.${page.id}` : id;
      if (checkBodies && !existsSync(resolve(REFERENCE_BODY_FOLDER, `${bodyId}.mdx`))) {
        throw new Error(
          `${where}: the body of this reference is the partial ${REFERENCE_BODY_FOLDER}/${bodyId}.mdx, which does not exist; ` +
            `create it with the same directive.`,
        );
      }
      tocHeadings.push(...nodes.filter((child): child is Heading => child.type === 'heading'));
      parent.children.splice(index, 1, bodyElement(bodyId));
      return index + 1;
    });
    if (tocHeadings.length === 0) {
      return;
    }
    const ownHeading = tree.children.find((child) => child.type === 'heading');
    if (ownHeading) {
      throw new Error(
        `${path}:${ownHeading.position?.start.line ?? '?'}: a page with an API reference has no headings of its own; ` +
          'its table of contents is the reference.',
      );
    }
    tree.children.unshift(importBodyComponent());
    tree.children.push(await tocExport(tocHeadings));
  };
}
