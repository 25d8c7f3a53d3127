/**
 * Replaces `{{token}}` in code blocks and inline code with a value from the product data, so a
 * release changes one line in src/data/lines.ts and every sample follows:
 *
 *   implementation("io.argus:argus-android-sdk:{{android.version}}")
 *
 * Tokens are the ids of the product facts (src/data/facts.ts): `<platform>.version` and
 * `<platform>.package` for each SDK, `<platform>.<line>.version` for legacy lines
 * (`ios.5x.version`), `packages.<name>` for the other coordinates, and every limit and host. An
 * unknown token fails the build with its file and line. Prose outside code cannot hold `{{` in
 * MDX; it states a fact with `:fact[id]` (./productFacts.ts).
 */
import type {Code, InlineCode, Root} from 'mdast';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {FACTS} from '../data/facts';

export const TOKEN_PATTERN = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;

/** Every token the plugin knows, with its value: the product facts of src/data/facts.ts. */
export function productTokens(): ReadonlyMap<string, string> {
  return new Map(Object.entries(FACTS).map(([id, fact]) => [id, fact.value]));
}

/** Replaces the tokens in `text`; throws on an unknown one, naming `where`. */
export function replaceTokens(text: string, tokens: ReadonlyMap<string, string>, where: string): string {
  return text.replace(TOKEN_PATTERN, (match, name: string) => {
    const value = tokens.get(name);
    if (value === undefined) {
      const known = [...tokens.keys()].filter((key) => key.split('.')[0] === name.split('.')[0]);
      const hint = known.length > 0 ? ` Known tokens for "${name.split('.')[0]}": ${known.join(', ')}.` : '';
      throw new Error(`${where}: unknown token ${match}.${hint}`);
    }
    return value;
  });
}

export default function remarkProductTokens() {
  const tokens = productTokens();
  return (tree: Root, file: VFile): void => {
    visit(tree, ['code', 'inlineCode'], (node) => {
      const codeNode = node as Code | InlineCode;
      if (!codeNode.value.includes('{{')) {
        return;
      }
      const where = `${file.path ?? 'unknown file'}:${codeNode.position?.start.line ?? '?'}`;
      codeNode.value = replaceTokens(codeNode.value, tokens, where);
    });
  };
}
