import type {List} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {selectAll} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import remarkReleaseNotes from '../../../src/remark/releaseNotes';
import {transform} from './helpers';

const notes = {
  'demo-2.0.0-removed': [
    {removed: '`Demo.old()`', instead: 'call `Demo.new()`'},
    {removed: 'the `legacy` key', instead: 'drop it'},
  ],
};

const run = (source: string) => transform(source, remarkReleaseNotes, {notes});

describe('release-notes directive', () => {
  it('renders each item as "removed. Instead." with its code marked', async () => {
    const tree = await run('### Removed\n\n::release-notes{id="demo-2.0.0-removed"}\n');
    const lists = selectAll('list', tree) as List[];
    expect(lists).toHaveLength(1);
    expect(lists[0]?.children.map((item) => toString(item))).toEqual([
      'Demo.old(). Call Demo.new().',
      'The legacy key. Drop it.',
    ]);
    expect(selectAll('inlineCode', tree).map((node) => toString(node))).toEqual(['Demo.old()', 'Demo.new()', 'legacy']);
  });

  it('fails on an unknown list with the file and line', async () => {
    await expect(run('Text.\n\n::release-notes{id="demo-9.0.0-removed"}\n')).rejects.toThrow(
      /docs\/fixture\.mdx:3: no release notes "demo-9\.0\.0-removed"; known: demo-2\.0\.0-removed\./,
    );
  });
});
