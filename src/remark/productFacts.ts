/**
 * Replaces the text directive `:fact[id]` with a product fact from src/data/facts.ts, so prose
 * states versions, minimums, limits and policies from the data instead of typing them:
 *
 *   Install `@argus-io/web-sdk` :fact[web.version]. A session keeps :fact[limits.breadcrumbs]
 *   breadcrumbs; after that, :fact[policy.breadcrumbOverflow].
 *
 * The fact becomes ordinary text (inline code where its prose marks code with backticks, strong text
 * where it marks an Editor menu path with double asterisks), so the HTML carries it and no script
 * runs in the browser. An unknown fact, a fact directive with attributes or without an id, and a
 * leaf or container `::fact` fail the build with file and line.
 */
import type {PhrasingContent, Root} from 'mdast';
import type {} from 'mdast-util-directive';
import {toString} from 'mdast-util-to-string';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {FACTS, INLINE_FACT_WORDS, factWords, factsLike, isRule, type Fact} from '../data/facts';

export const FACT_DIRECTIVE = 'fact';
/** `::rule[id]`: a rule from the data rendered in full, as its own paragraph, at its one home. */
export const RULE_DIRECTIVE = 'rule';

/** Prose with backticks as phrasing nodes: inline code for the marked parts, text for the rest. */
function codeAndText(prose: string): PhrasingContent[] {
  return prose
    .split(/`([^`]+)`/)
    .map((part, index): PhrasingContent =>
      index % 2 === 1 ? {type: 'inlineCode', value: part} : {type: 'text', value: part},
    )
    .filter((node) => node.type !== 'text' || node.value !== '');
}

/**
 * A fact's prose as phrasing nodes: backticks mark inline code and double asterisks strong text (an
 * Editor menu path, `**File > Build Settings**`), as in Markdown; `href` makes a link.
 */
export function factNodes(fact: Fact): PhrasingContent[] {
  const nodes = fact.prose
    .split(/\*\*([^*]+)\*\*/)
    .flatMap((part, index): PhrasingContent[] =>
      index % 2 === 1 ? [{type: 'strong', children: codeAndText(part)}] : codeAndText(part),
    );
  return fact.href === undefined ? nodes : [{type: 'link', url: fact.href, children: nodes}];
}

/** The fact a directive names, or an error message that says what is wrong. */
export function resolveFact(
  id: string,
  attributes: Readonly<Record<string, unknown>>,
  facts: Readonly<Record<string, Fact>> = FACTS,
): Fact | string {
  if (Object.keys(attributes).length > 0) {
    return `:fact[${id}] takes no attributes; write :fact[${id}] alone`;
  }
  if (id === '') {
    return ':fact needs an id in brackets, such as :fact[web.version]';
  }
  const fact = Object.hasOwn(facts, id) ? facts[id] : undefined;
  if (fact === undefined) {
    const like = factsLike(id).filter((key) => Object.hasOwn(facts, key));
    const hint = like.length > 0 ? ` Facts under "${id.split('.')[0] ?? ''}": ${like.join(', ')}.` : '';
    return `unknown fact :fact[${id}] (src/data/facts.ts).${hint}`;
  }
  return fact;
}

/** Why `:fact[id]` may not splice a rule into a sentence, and what to write instead. */
export function inlineRuleProblem(id: string, fact: Fact): string {
  const words = factWords(fact.prose);
  return `:fact[${id}] splices a ${words}-word rule into a sentence (inline facts hold at most ${INLINE_FACT_WORDS} words): say what this page's reader needs in your own words and link to the rule's home, the page with ::rule[${id}] or the section that explains it`;
}

/** The rule a `::rule[id]` directive names, or an error message that says what is wrong. */
export function resolveRule(
  type: string,
  id: string,
  attributes: Readonly<Record<string, unknown>>,
  facts: Readonly<Record<string, Fact>> = FACTS,
): Fact | string {
  if (type !== 'leafDirective') return `a rule is its own paragraph: write ::rule[${id}] on a line of its own`;
  const fact = resolveFact(id, attributes, facts);
  if (typeof fact === 'string') return fact.replace(`:fact[${id}]`, `::rule[${id}]`);
  if (!isRule(fact)) return `${id} is a value, not a rule: state it inline as :fact[${id}]`;
  return fact;
}

interface Options {
  /** The facts to draw from; src/data/facts.ts by default (tests pass fixtures). */
  readonly facts?: Readonly<Record<string, Fact>>;
}

export default function remarkProductFacts({facts = FACTS}: Options = {}) {
  return (tree: Root, file: VFile): void => {
    const where = (line: number | undefined): string => `${file.path ?? 'unknown file'}:${line ?? '?'}`;
    visit(tree, ['leafDirective', 'containerDirective'], (node, index, parent) => {
      if (node.type !== 'leafDirective' && node.type !== 'containerDirective') return undefined;
      if (node.name === FACT_DIRECTIVE) {
        throw new Error(`${where(node.position?.start.line)}: a fact is stated inline, as :fact[id], not as ::fact`);
      }
      if (node.name !== RULE_DIRECTIVE || !parent || index === undefined) return undefined;
      const rule = resolveRule(node.type, toString(node).trim(), node.attributes ?? {}, facts);
      if (typeof rule === 'string') throw new Error(`${where(node.position?.start.line)}: ${rule}`);
      parent.children.splice(index, 1, {type: 'paragraph', children: factNodes(rule)});
      return index + 1;
    });
    visit(tree, 'textDirective', (node, index, parent) => {
      if (node.name !== FACT_DIRECTIVE || !parent || index === undefined) {
        return undefined;
      }
      const id = toString(node).trim();
      const fact = resolveFact(id, node.attributes ?? {}, facts);
      if (typeof fact === 'string') {
        throw new Error(`${where(node.position?.start.line)}: ${fact}`);
      }
      if (isRule(fact)) {
        throw new Error(`${where(node.position?.start.line)}: ${inlineRuleProblem(id, fact)}`);
      }
      const nodes = factNodes(fact);
      parent.children.splice(index, 1, ...nodes);
      return index + nodes.length;
    });
  };
}
