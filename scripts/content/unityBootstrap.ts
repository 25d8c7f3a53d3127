/**
 * unity-bootstrap: the Unity bootstrap script (`Assets/Scripts/ArgusBootstrap.cs`) has one
 * canonical copy, on unity/integration/linking-argus.mdx. That copy guards against the second
 * instance a reload of the first scene creates, keeps the object with `DontDestroyOnLoad`, starts
 * the SDK in `Awake`, and picks the development App ID only in development builds (`null` reads
 * the release App ID from the build settings). A page in CANONICAL_COPIES (the whole Unity section,
 * feature pages and upgrade guide included) that shows the whole script again shows it unchanged, so
 * a reader who copies each sample never overwrites one with another. A whole script is a C# sample
 * titled with the script's path, or one that declares `class ArgusBootstrap`; a page that adds to the
 * script shows only its lines, in a sample marked `partial` whose title names the part
 * (`Assets/Scripts/ArgusBootstrap.cs (the Argus.Start call)`).
 */
import {readFileSync} from 'node:fs';
import {join} from 'node:path';
import {fencesOf, parsePage} from './parse';
import type {Fence, Page, Problem} from './types';

export const BOOTSTRAP_TITLE = 'Assets/Scripts/ArgusBootstrap.cs';
export const CANONICAL_PAGE = 'unity/integration/linking-argus.mdx';
/** Folders whose bootstrap samples must equal the canonical one: the whole Unity section. */
export const CANONICAL_COPIES = ['unity/'];

/** What the canonical script must hold, with the reason a reader needs it. */
const REQUIRED: readonly (readonly [RegExp, string])[] = [
  [/private static ArgusBootstrap instance;/, 'a static instance field that guards against a second copy'],
  [/if \(instance != null\)\s*\{[^}]*Destroy\(gameObject\);/, 'the guard that destroys the second copy'],
  [/DontDestroyOnLoad\(gameObject\);/, '`DontDestroyOnLoad(gameObject)`'],
  [/void Awake\(\)[\s\S]*Argus\.Start\(/, '`Argus.Start` called from `Awake`'],
  [
    /AppId = Debug\.isDebugBuild \? \w+ : null/,
    'the App ID choice `AppId = Debug.isDebugBuild ? <development App ID> : null`',
  ],
];

const DECLARES_BOOTSTRAP = /\bclass\s+ArgusBootstrap\b/;

/** The whole-script samples of a page: titled with the script's path, or declaring the class outside a `partial` sample. */
export function bootstrapFences(page: Page): Fence[] {
  return fencesOf(page).filter(
    (fence) =>
      fence.lang === 'csharp' &&
      (fence.meta.includes(`title="${BOOTSTRAP_TITLE}"`) || (!fence.partial && DECLARES_BOOTSTRAP.test(fence.code))),
  );
}

/** Samples titled as a part of the script (`ArgusBootstrap.cs (...)`) that are not marked `partial`. */
function unmarkedParts(page: Page): Fence[] {
  return fencesOf(page).filter(
    (fence) =>
      fence.lang === 'csharp' &&
      !fence.partial &&
      fence.meta.includes(`title="${BOOTSTRAP_TITLE} `) &&
      !DECLARES_BOOTSTRAP.test(fence.code),
  );
}

const cache = new Map<string, string | null>();

/** The canonical sample of a docs folder, or null when the page or its sample is missing. */
export function canonicalBootstrap(docsDir: string): string | null {
  if (!cache.has(docsDir)) {
    let code: string | null = null;
    try {
      const {page} = parsePage(readFileSync(join(docsDir, CANONICAL_PAGE), 'utf8'), CANONICAL_PAGE);
      code = page === null ? null : (bootstrapFences(page)[0]?.code ?? null);
    } catch {
      code = null;
    }
    cache.set(docsDir, code);
  }
  return cache.get(docsDir) ?? null;
}

export function checkUnityBootstrap(page: Page, canonical: string | null): Problem[] {
  const problem = (line: number, message: string): Problem => ({
    file: page.file,
    line,
    gate: 'unity-bootstrap',
    message,
  });
  const fences = bootstrapFences(page);
  if (page.path === CANONICAL_PAGE) {
    const [only] = fences;
    if (fences.length !== 1 || only === undefined) {
      return [problem(1, `the canonical page shows ${BOOTSTRAP_TITLE} exactly once (found ${fences.length})`)];
    }
    return REQUIRED.filter(([pattern]) => !pattern.test(only.code)).map(([, what]) =>
      problem(only.line, `the canonical ${BOOTSTRAP_TITLE} lacks ${what}`),
    );
  }
  if (!CANONICAL_COPIES.some((folder) => page.path.startsWith(folder)) || canonical === null) {
    return [];
  }
  return [
    ...fences
      .filter((fence) => fence.code.trim() !== canonical.trim())
      .map((fence) =>
        problem(
          fence.line,
          `this ${BOOTSTRAP_TITLE} differs from the canonical one on ${CANONICAL_PAGE}: show it unchanged, or link to it and show only what this page adds in another file`,
        ),
      ),
    ...unmarkedParts(page).map((fence) =>
      problem(
        fence.line,
        `this part of ${BOOTSTRAP_TITLE} is not marked \`partial\`: mark it, so readers see it is not the whole script`,
      ),
    ),
  ].sort((a, b) => a.line - b.line);
}
