/** Runs a remark plugin over MDX source, as Docusaurus does, and returns the Markdown tree. */
import type {Root} from 'mdast';
import remarkDirective from 'remark-directive';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import {unified, type Plugin} from 'unified';
import {VFile} from 'vfile';

export async function transform<Options>(
  source: string,
  plugin: Plugin<[Options], Root>,
  options: Options,
  path = 'docs/fixture.mdx',
): Promise<Root> {
  const processor = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).use(remarkDirective).use(plugin, options);
  const file = new VFile({path, value: source});
  return (await processor.run(processor.parse(file), file)) as Root;
}
