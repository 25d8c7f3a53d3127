/**
 * code-parses: every fence parses in its language with no error. `partial` fences are fragments
 * and only need balanced brackets and quotes; Groovy, GraphQL and XML have no grammar here and get
 * the same lenient check; vendor query languages and dotenv files get theirs (queries.ts); diff and
 * text are shown as written.
 */
import {isFenceLanguage, isQueryLanguage, UNPARSED_LANGUAGES} from './languages';
import {checkBalanced, checkXml} from './lenient';
import {fencesOf} from './parse';
import {checkDotenv, checkQuery} from './queries';
import {
  checkGraphql,
  checkJson,
  checkPromql,
  checkTraceql,
  checkScript,
  checkYaml,
  isTreeSitterLanguage,
  sessionCommands,
  type SyntaxIssue,
  type TreeSitterParsers,
} from './syntax';
import {fenceLine, type Fence, type Page, type Problem} from './types';

export interface CodeParsesOptions {
  readonly treeSitter: TreeSitterParsers;
  /** `{{token}}` values substituted before parsing, as the productTokens remark plugin does at build time. */
  readonly tokens?: ReadonlyMap<string, string>;
}

const TOKEN = /\{\{\s*([a-zA-Z0-9.-]+)\s*\}\}/g;

export function substituteTokens(code: string, tokens: ReadonlyMap<string, string> | undefined): string {
  return tokens === undefined ? code : code.replace(TOKEN, (match, name: string) => tokens.get(name) ?? match);
}

/** The first syntax issue of one sample, or null. */
export async function checkSample(
  code: string,
  lang: string,
  partial: boolean,
  options: CodeParsesOptions,
): Promise<SyntaxIssue | null> {
  if (!isFenceLanguage(lang) || UNPARSED_LANGUAGES.includes(lang)) {
    return null;
  }
  const text = substituteTokens(code, options.tokens);
  if (lang === 'xml') {
    return checkXml(text);
  }
  if (lang === 'dotenv') {
    return checkDotenv(text);
  }
  if (lang === 'traceql') {
    const issue = checkTraceql(text);
    if (issue !== null) {
      return issue;
    }
  }
  if (isQueryLanguage(lang)) {
    return checkQuery(text, lang);
  }
  if (lang === 'graphql' && !partial) {
    return checkGraphql(text);
  }
  if (partial || lang === 'groovy' || lang === 'ruby') {
    const issue = checkBalanced(text, lang);
    return issue === null ? null : {...issue, message: `${partial ? 'fragment' : lang}: ${issue.message}`};
  }
  switch (lang) {
    case 'json':
      return checkJson(text);
    case 'yaml':
      return checkYaml(text);
    case 'typescript':
    case 'tsx':
    case 'javascript':
    case 'jsx':
      return checkScript(text, lang);
    case 'promql':
      return checkPromql(text);
    case 'shell-session': {
      const {script, lines} = sessionCommands(text);
      if (lines.length === 0) {
        return {
          line: 0,
          message: 'shell-session has no command (a line starting with "$ "); use a text fence for output alone',
        };
      }
      const issue = await options.treeSitter.check(script, 'bash');
      return issue === null ? null : {line: lines[issue.line] ?? 0, message: issue.message};
    }
    default:
      return isTreeSitterLanguage(lang) ? options.treeSitter.check(text, lang) : null;
  }
}

/** Whether the gate parses this fence at all (for the summary's counts). */
export function isChecked(fence: Fence): boolean {
  return isFenceLanguage(fence.lang) && !UNPARSED_LANGUAGES.includes(fence.lang);
}

export async function checkCodeParses(page: Page, options: CodeParsesOptions): Promise<Problem[]> {
  const problems: Problem[] = [];
  for (const fence of fencesOf(page)) {
    const issue = await checkSample(fence.code, fence.lang, fence.partial, options);
    if (issue !== null) {
      problems.push({file: page.file, line: fenceLine(fence, issue.line), gate: 'code-parses', message: issue.message});
    }
  }
  return problems;
}
