/**
 * native-releases: a wrapper SDK's changelog (Flutter, React Native, Unity) names, per release, the
 * native Android and iOS versions it builds on ("builds on the Android SDK `7.4.0` and the iOS SDK
 * `6.11.0`"). The native changelog must agree: it has a release of that version, dated on or
 * before the wrapper release. So a date moved in one changelog cannot make the other one wrong.
 *
 * Release headings are `## x.y.z (yyyy-mm-dd)` in every changelog. A version in inline code may be
 * a product token (`{{ios.version}}`), resolved with the same tokens the build uses.
 */
import {existsSync, readFileSync} from 'node:fs';
import {join} from 'node:path';
import type {Page, Problem} from './types';

/** The native changelog each platform name points to, relative to the docs folder. */
export const NATIVE_CHANGELOGS: Readonly<Record<string, string>> = {
  Android: 'android/changelog.mdx',
  iOS: 'ios/changelog.mdx',
};

const RELEASE = /^##\s+(\d+\.\d+\.\d+)\s*\((\d{4}-\d{2}-\d{2})\)/;
const NAMES = Object.keys(NATIVE_CHANGELOGS).join('|');
const BUILDS_ON = new RegExp(`\\b(${NAMES}) SDK \`([^\`]+)\``, 'g');
const TOKEN = /^\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}$/;

/** Each dated release of a changelog source: version to date. */
export function releaseDates(source: string): Map<string, string> {
  const dates = new Map<string, string>();
  for (const line of source.split('\n')) {
    const match = RELEASE.exec(line);
    if (match?.[1] !== undefined && match[2] !== undefined) {
      dates.set(match[1], match[2]);
    }
  }
  return dates;
}

export function checkNativeReleases(
  page: Page,
  readChangelog: (path: string) => string | null,
  tokens: ReadonlyMap<string, string> = new Map(),
): Problem[] {
  if (!/(?:^|\/)changelog\.mdx?$/.test(page.path) || Object.values(NATIVE_CHANGELOGS).includes(page.path)) {
    return [];
  }
  const problems: Problem[] = [];
  const natives = new Map<string, Map<string, string> | null>();
  const datesOf = (platform: string): Map<string, string> | null => {
    if (!natives.has(platform)) {
      const source = readChangelog(NATIVE_CHANGELOGS[platform] ?? '');
      natives.set(platform, source === null ? null : releaseDates(source));
    }
    return natives.get(platform) ?? null;
  };
  let release: {version: string; date: string} | null = null;
  page.source.split('\n').forEach((text, index) => {
    if (text.startsWith('## ')) {
      const match = RELEASE.exec(text);
      release = match?.[1] !== undefined && match[2] !== undefined ? {version: match[1], date: match[2]} : null;
      return;
    }
    if (release === null) {
      return;
    }
    const {version, date} = release;
    for (const [, platform = '', written = ''] of text.matchAll(BUILDS_ON)) {
      const token = TOKEN.exec(written)?.[1];
      const native = token === undefined ? written : tokens.get(token);
      const dates = datesOf(platform);
      if (native === undefined || dates === null) {
        continue;
      }
      const nativeDate = dates.get(native);
      const problem = (message: string) =>
        problems.push({file: page.file, line: index + 1, gate: 'native-releases', message});
      if (nativeDate === undefined) {
        problem(
          `${version} builds on the ${platform} SDK ${native}, but ${NATIVE_CHANGELOGS[platform]} has no dated ${native} release`,
        );
      } else if (nativeDate > date) {
        problem(
          `${version} (${date}) builds on the ${platform} SDK ${native}, which ${NATIVE_CHANGELOGS[platform]} dates later (${nativeDate})`,
        );
      }
    }
  });
  return problems;
}

/** Reads a native changelog from the docs folder, or `null` when the folder has none. */
export function changelogReader(docsDir: string): (path: string) => string | null {
  return (path) => {
    const file = join(docsDir, path);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  };
}
