/**
 * Runs every content gate over a docs folder: pages get all gates, partials (`_name.mdx`) get the
 * placeholder and code gates. Returns the problems and the figures for the summary line.
 */
import {readdirSync, readFileSync} from 'node:fs';
import {join, relative, sep} from 'node:path';
import type {ApiId, SdkApi} from '../../src/data/api/types';
import {checkAndroidApiLevel} from './androidApiLevel';
import {checkApiSymbols} from './apiSymbols';
import {checkChangelogSince} from './changelogSince';
import {checkCodeParses, isChecked} from './codeParses';
import {checkFaqAnswers} from './faqAnswers';
import {checkFenceLanguage} from './fenceLanguage';
import {checkFrontMatter} from './frontMatter';
import {checkGradleDsl} from './gradleDsl';
import {checkIosAvailability} from './iosAvailability';
import {checkInitArguments} from './initArguments';
import {checkLegacyNotice} from './legacyNotice';
import {checkMetricNames} from './metricNames';
import {changelogReader, checkNativeReleases} from './nativeReleases';
import {checkObjcSelectors} from './objcSelectors';
import {fencesOf, isPartialPath, parsePage} from './parse';
import {MAX_REPEATED_SHARE, RUN_PAGES, RUN_WORDS, checkPassages, checkProse, type PassageReport} from './prose';
import {checkProductFacts, checkRuleHomes} from './productFacts';
import {checkPlaceholders, checkPlaceholderText} from './placeholders';
import {checkSubstance, proseWords} from './substance';
import {TreeSitterParsers} from './syntax';
import type {Page, Problem} from './types';
import {checkUnityBootstrap, canonicalBootstrap} from './unityBootstrap';
import {checkUnityBuild} from './unityBuild';
import {checkUpgradeCoverage} from './upgradeCoverage';

export interface ContentCheckOptions {
  /** The docs folder. */
  readonly docsDir: string;
  /** Folder that paths are printed relative to (the repository). */
  readonly rootDir: string;
  readonly apis: Readonly<Record<ApiId, SdkApi>>;
  /** Folder of the `tree-sitter-<lang>.wasm` grammars. */
  readonly wasmDir: string;
  readonly tokens?: ReadonlyMap<string, string>;
  /** Metric names the Metrics API serves; PromQL samples may query only these. */
  readonly metrics?: ReadonlySet<string>;
  /**
   * Check only these files (paths relative to the repository, `docs/ios/faq.mdx`); every page is
   * still read, so the gates that compare pages compare against the whole site.
   */
  readonly only?: ReadonlySet<string>;
}

export interface ContentReport {
  readonly problems: Problem[];
  readonly pages: number;
  readonly partials: number;
  readonly words: number;
  /** Code samples parsed or checked, by fence language. */
  readonly samples: Readonly<Record<string, number>>;
  /** 15-word runs of prose compared across pages, and how many stand on 4 pages or more. */
  readonly passages: Pick<PassageReport, 'runs' | 'repeated'>;
}

/** Every .md and .mdx file below `dir`, as paths relative to it with `/` separators, sorted. */
export function docFiles(dir: string): string[] {
  const files: string[] = [];
  const walk = (folder: string): void => {
    for (const entry of readdirSync(folder, {withFileTypes: true})) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) {
        walk(path);
      } else if (/\.mdx?$/.test(entry.name)) {
        files.push(relative(dir, path).split(sep).join('/'));
      }
    }
  };
  walk(dir);
  return files.sort();
}

/** Runs the gates that apply to one parsed file; `docPaths` lists every page (for landing links). */
export async function checkPage(
  page: Page,
  docPaths: readonly string[],
  options: ContentCheckOptions,
  treeSitter: TreeSitterParsers,
): Promise<Problem[]> {
  const codeGates = [
    ...checkFenceLanguage(page),
    ...(await checkCodeParses(page, {treeSitter, tokens: options.tokens})),
    ...checkApiSymbols(page, options.apis),
    ...checkObjcSelectors(page, options.apis),
    ...checkMetricNames(page, options.metrics ?? new Set()),
    ...checkProductFacts(page),
    ...checkAndroidApiLevel(page),
    ...checkIosAvailability(page),
    ...checkChangelogSince(page, options.apis),
    ...checkNativeReleases(page, changelogReader(options.docsDir), options.tokens),
    ...checkGradleDsl(page),
    ...checkInitArguments(page, options.apis),
  ];
  if (page.partial) {
    return [...checkPlaceholderText(page), ...codeGates];
  }
  return [
    ...checkFrontMatter(page),
    ...checkPlaceholders(page),
    ...checkSubstance(page, docPaths),
    ...checkFaqAnswers(page),
    ...checkUpgradeCoverage(page, options.apis),
    ...checkLegacyNotice(page),
    ...checkUnityBootstrap(page, canonicalBootstrap(options.docsDir)),
    ...checkUnityBuild(page),
    ...checkProse(page),
    ...codeGates,
  ];
}

export async function runContentCheck(options: ContentCheckOptions): Promise<ContentReport> {
  const files = docFiles(options.docsDir);
  const docPaths = files.filter((path) => !isPartialPath(path));
  const treeSitter = new TreeSitterParsers(options.wasmDir);
  const problems: Problem[] = [];
  const samples: Record<string, number> = {};
  let words = 0;
  const pages: Page[] = [];
  for (const path of files) {
    const absolute = join(options.docsDir, path);
    const file = relative(options.rootDir, absolute).split(sep).join('/');
    const parsed = parsePage(readFileSync(absolute, 'utf8'), path, file);
    problems.push(...parsed.problems);
    const page = parsed.page;
    if (page === null) {
      continue;
    }
    pages.push(page);
    if (options.only !== undefined && !options.only.has(file)) {
      continue;
    }
    problems.push(...(await checkPage(page, docPaths, options, treeSitter)));
    if (!page.partial) {
      words += proseWords(page);
    }
    for (const fence of fencesOf(page).filter(isChecked)) {
      samples[fence.lang] = (samples[fence.lang] ?? 0) + 1;
    }
  }
  const passages = checkPassages(pages, {only: options.only});
  const homes = checkRuleHomes(pages).filter((problem) => options.only?.has(problem.file) ?? true);
  problems.push(...passages.problems, ...homes);
  problems.sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
  return {
    problems,
    pages: docPaths.length,
    partials: files.length - docPaths.length,
    words,
    samples,
    passages: {runs: passages.runs, repeated: passages.repeated},
  };
}

export function formatProblem(problem: Problem): string {
  return `${problem.file}:${problem.line}: [${problem.gate}] ${problem.message}`;
}

export function formatSummary(report: ContentReport, seconds: number): string {
  const languages = Object.entries(report.samples)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, count]) => `${lang} ${count}`);
  const total = Object.values(report.samples).reduce((sum, count) => sum + count, 0);
  const code = total === 0 ? 'no code samples' : `${total} code samples checked (${languages.join(', ')})`;
  const verdict =
    report.problems.length === 0
      ? 'no problems'
      : `${report.problems.length} problem${report.problems.length === 1 ? '' : 's'}`;
  const {runs, repeated} = report.passages;
  const share = runs === 0 ? 0 : (100 * repeated) / runs;
  const passages = `${share.toFixed(2)}% of ${runs} ${RUN_WORDS}-word runs of prose stand on ${RUN_PAGES} pages or more (at most ${100 * MAX_REPEATED_SHARE}%)`;
  return `Content: ${report.pages} pages and ${report.partials} partials, ${report.words} words, ${code}; ${passages}: ${verdict} (${seconds.toFixed(1)}s).`;
}
