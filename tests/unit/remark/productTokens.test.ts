import type {Code, InlineCode} from 'mdast';
import {select, selectAll} from 'unist-util-select';
import {describe, expect, it} from 'vitest';
import remarkProductTokens, {productTokens, replaceTokens} from '../../../src/remark/productTokens';
import {FACTS} from '../../../src/data/facts';
import {SDKS} from '../../../src/data/product';
import {transform} from './helpers';

const run = (source: string) => transform(source, remarkProductTokens as never, undefined as never);

describe('product tokens', () => {
  it('knows every SDK version and package, and the version of each legacy line', () => {
    const tokens = productTokens();
    expect(tokens.get('android.version')).toBe(SDKS.android.version);
    expect(tokens.get('web.package')).toBe('@argus-io/web-sdk');
    expect(tokens.get('ios.5x.version')).toBe('5.25.3');
    expect(tokens.get('react-native.4x.version')).toBe('4.9.0');
    expect(tokens.get('packages.androidGradlePlugin')).toBe('io.argus.gradle');
  });

  it('shares its ids with the facts prose states, minimums and limits included', () => {
    const tokens = productTokens();
    expect(tokens.get('android.minSdk')).toBe('21');
    expect(tokens.get('limits.logMessage')).toBe('4096');
    expect(tokens.get('web.package')).toBe(FACTS['web.package']?.value);
  });

  it('replaces tokens in fenced code and inline code', async () => {
    const tree = await run(
      [
        'Install `{{android.package}}:{{android.version}}`.',
        '',
        '```kotlin title="build.gradle.kts"',
        'implementation("{{ android.package }}:{{android.version}}")',
        '```',
      ].join('\n'),
    );
    expect((select('inlineCode', tree) as InlineCode).value).toBe(`io.argus:argus-android-sdk:${SDKS.android.version}`);
    expect((select('code', tree) as Code).value).toBe(
      `implementation("io.argus:argus-android-sdk:${SDKS.android.version}")`,
    );
  });

  it('leaves code without tokens alone, including other braces', async () => {
    const tree = await run('```bash\n[[ -f x ]] && echo "${HOME}" {a,b}\n```');
    expect((selectAll('code', tree)[0] as Code).value).toBe('[[ -f x ]] && echo "${HOME}" {a,b}');
  });

  it('fails on an unknown token with the file and line', async () => {
    await expect(run('Text.\n\n```json\n{"v": "{{android.versoin}}"}\n```')).rejects.toThrow(
      /docs\/fixture\.mdx:3: unknown token \{\{android\.versoin\}\}\. Known tokens for "android": android\.version/,
    );
    expect(() => replaceTokens('{{nope}}', productTokens(), 'x.md:1')).toThrow('x.md:1: unknown token {{nope}}.');
  });
});
