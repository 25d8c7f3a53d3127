/**
 * Expands `::release-notes{id="android-7.0.0-removed"}` into a bullet list of the release notes
 * that src/data/releases.ts holds under that id: "`removed`: `instead`." for each item. A changelog
 * and an upgrade guide that list the same removals read them from there.
 */
import type {List, ListItem, Root} from 'mdast';
import type {} from 'mdast-util-directive';
import type {VFile} from 'vfile';
import {visit} from 'unist-util-visit';
import {RELEASE_NOTES, type Removal} from '../data/releases';
import {inline} from './apiReference';

export const RELEASE_NOTES_DIRECTIVE = 'release-notes';

const sentence = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

function item(removal: Removal): ListItem {
  return {
    type: 'listItem',
    spread: false,
    children: [{type: 'paragraph', children: inline(`${sentence(removal.removed)}. ${sentence(removal.instead)}.`)}],
  };
}

interface Options {
  /** The lists to draw from; src/data/releases.ts by default (tests pass fixtures). */
  readonly notes?: Readonly<Record<string, readonly Removal[]>>;
}

export default function remarkReleaseNotes({notes = RELEASE_NOTES}: Options = {}) {
  return (tree: Root, file: VFile): void => {
    visit(tree, 'leafDirective', (node, index, parent) => {
      if (node.name !== RELEASE_NOTES_DIRECTIVE || !parent || index === undefined) {
        return undefined;
      }
      const id = node.attributes?.id ?? '';
      const items = Object.hasOwn(notes, id) ? notes[id] : undefined;
      if (!items) {
        throw new Error(
          `${file.path ?? 'unknown file'}:${node.position?.start.line ?? '?'}: no release notes "${id}"; known: ${Object.keys(notes).join(', ')}.`,
        );
      }
      const list: List = {type: 'list', ordered: false, spread: false, children: items.map(item)};
      parent.children.splice(index, 1, list);
      return index + 1;
    });
  };
}
