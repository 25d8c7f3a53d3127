/**
 * gradle-dsl: many Android projects still write their build in Groovy (`build.gradle`), so every
 * Gradle Kotlin DSL sample (a `kotlin` fence titled `*.gradle.kts`) sits in a `gradle-dsl` tab set
 * (`<CodeTabs set="gradle-dsl">`, src/data/tabs.ts) with its Groovy twin: a `groovy` fence titled
 * with the same file name without `.kts`, in the set's `groovy` tab.
 */
import type {Code, Nodes, Parent} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {TAB_SETS} from '../../src/data/tabs';
import type {Page, Problem} from './types';

const SET = 'gradle-dsl';
const [KOTLIN, GROOVY] = TAB_SETS[SET].values.map((tab) => tab.value);

/** The file a fence's `title="..."` names, or null. */
export function fenceTitle(meta: string | null | undefined): string | null {
  return (
    /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/
      .exec(meta ?? '')
      ?.slice(1)
      .find((part) => part !== undefined) ?? null
  );
}

function attribute(element: MdxJsxFlowElement, name: string): string | null {
  for (const attr of element.attributes) {
    if (attr.type === 'mdxJsxAttribute' && attr.name === name && typeof attr.value === 'string') {
      return attr.value;
    }
  }
  return null;
}

function isElement(node: Nodes, name: string): node is MdxJsxFlowElement {
  return node.type === 'mdxJsxFlowElement' && node.name === name;
}

function codeIn(node: Nodes): Code[] {
  if (node.type === 'code') {
    return [node];
  }
  return 'children' in node ? (node.children as Nodes[]).flatMap(codeIn) : [];
}

/** Whether `tabs` holds a Groovy tab with a `groovy` fence for `groovyFile`. */
function hasGroovyTwin(tabs: MdxJsxFlowElement, groovyFile: string): boolean {
  return (tabs.children as Nodes[]).some(
    (child) =>
      isElement(child, 'TabItem') &&
      attribute(child, 'value') === GROOVY &&
      codeIn(child).some((code) => code.lang === 'groovy' && fenceTitle(code.meta) === groovyFile),
  );
}

/** A top-level Gradle block with a Gradle call in it: a build script, whatever its title says. */
export function looksLikeGradle(code: string): boolean {
  return (
    /^(?:plugins|dependencies|pluginManagement|dependencyResolutionManagement|buildscript)\s*\{/m.test(code) &&
    /^\s+(?:id|implementation|api|classpath|kapt|ksp|testImplementation|coreLibraryDesugaring)\(/m.test(code)
  );
}

export function checkGradleDsl(page: Page): Problem[] {
  const problems: Problem[] = [];
  const walk = (node: Nodes, ancestors: readonly Nodes[]): void => {
    if (node.type === 'code') {
      const title = fenceTitle(node.meta);
      if (node.lang === 'kotlin' && (title === null || !title.endsWith('.gradle.kts')) && looksLikeGradle(node.value)) {
        problems.push({
          file: page.file,
          line: node.position?.start.line ?? 1,
          gate: 'gradle-dsl',
          message:
            'kotlin sample looks like a Gradle build script: title it with its file (title="app/build.gradle.kts") and give it a Groovy twin',
        });
      } else if (node.lang === 'kotlin' && title !== null && title.endsWith('.gradle.kts')) {
        const groovyFile = title.slice(0, -'.kts'.length);
        const line = node.position?.start.line ?? 1;
        const tab = ancestors.at(-1);
        const tabs = ancestors.at(-2);
        let message: string | null = null;
        if (
          tab === undefined ||
          tabs === undefined ||
          !isElement(tab, 'TabItem') ||
          !isElement(tabs, 'CodeTabs') ||
          attribute(tabs, 'set') !== SET ||
          attribute(tab, 'value') !== KOTLIN
        ) {
          message = `${title} sample is not in the "${KOTLIN}" tab of <CodeTabs set="${SET}">: show it with its Groovy twin (${groovyFile})`;
        } else if (!hasGroovyTwin(tabs, groovyFile)) {
          message = `${title} sample has no Groovy twin: add a groovy fence titled "${groovyFile}" in the "${GROOVY}" tab of the same set`;
        }
        if (message !== null) {
          problems.push({file: page.file, line, gate: 'gradle-dsl', message});
        }
      }
      return;
    }
    if ('children' in node) {
      // Markdown between a JSX tag and the fence (a list item, a paragraph) is not a tab of its own.
      const next = node.type === 'mdxJsxFlowElement' ? [...ancestors, node] : ancestors;
      for (const child of (node as Parent).children as Nodes[]) {
        walk(child, next);
      }
    }
  };
  walk(page.tree, []);
  return problems;
}
