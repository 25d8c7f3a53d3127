/**
 * Splits a sentence from a data module into plain text, `code` and **strong** parts, the two inline
 * marks facts in src/data are written with (src/components/InlineText renders them).
 */
export type InlinePart = {readonly kind: 'text' | 'code' | 'strong'; readonly text: string};

const MARK = /(`[^`]+`|\*\*[^*]+\*\*)/;

/** Splits a string into plain text, `code` and **strong** parts; an unclosed mark stays text. */
export function inlineParts(source: string): InlinePart[] {
  return source
    .split(MARK)
    .filter((part) => part !== '')
    .map((part): InlinePart => {
      if (part.length > 2 && part.startsWith('`') && part.endsWith('`')) {
        return {kind: 'code', text: part.slice(1, -1)};
      }
      if (part.length > 4 && part.startsWith('**') && part.endsWith('**')) {
        return {kind: 'strong', text: part.slice(2, -2)};
      }
      return {kind: 'text', text: part};
    });
}
