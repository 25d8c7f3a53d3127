/**
 * Which docs files a check covers, from its arguments: files and folders (`docs/ios`,
 * `docs/web/index.mdx`), or `--changed` for the pages changed since `main`, committed or not.
 */
import {execFileSync} from 'node:child_process';
import {existsSync, statSync} from 'node:fs';
import {join, relative, resolve, sep} from 'node:path';

/** Docs files changed against `main` (or the first commit) and not yet committed, as repository paths. */
function changedFiles(root: string): string[] {
  const git = (...args: string[]): string =>
    execFileSync('git', args, {cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore']});
  let base = 'HEAD';
  try {
    base = git('merge-base', 'HEAD', 'main').trim();
  } catch {
    // No main branch (a shallow clone): compare with the last commit.
  }
  const files = [
    ...git('diff', '--name-only', base, '--', 'docs').split('\n'),
    ...git('ls-files', '--others', '--exclude-standard', '--', 'docs').split('\n'),
  ];
  return [...new Set(files.filter((file) => /\.mdx?$/.test(file) && existsSync(join(root, file))))].sort();
}

/** The files the arguments name: `--changed`, or files and folders; null for every page. */
export function selectedFiles(args: readonly string[], root: string): Set<string> | null {
  if (args.length === 0) return null;
  const files = new Set<string>();
  for (const arg of args) {
    if (arg === '--changed') {
      for (const file of changedFiles(root)) files.add(file);
      continue;
    }
    const path = resolve(arg);
    if (!existsSync(path)) throw new Error(`${arg}: no such file or folder`);
    const prefix = relative(root, path).split(sep).join('/');
    if (statSync(path).isDirectory()) files.add(`${prefix.replace(/\/$/, '')}/`);
    else files.add(prefix);
  }
  return files;
}

/** Whether a repository path (`docs/ios/faq.mdx`) is among the selected files and folders. */
export function isSelected(file: string, selected: ReadonlySet<string> | null): boolean {
  return (
    selected === null || [...selected].some((entry) => (entry.endsWith('/') ? file.startsWith(entry) : file === entry))
  );
}
