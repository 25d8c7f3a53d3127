/**
 * Code highlighting themes: prism-react-renderer's GitHub (light) and Dracula (dark), with the
 * token colours that fall below WCAG AA (4.5:1 on the code background) darkened or lightened, and
 * no token faded with opacity (GitHub's theme fades namespaces to 0.7, which blends their colour
 * below 4.5:1). A unit test checks every token colour against its background.
 */
import {themes, type PrismTheme} from 'prism-react-renderer';

/**
 * Replaces the colour of every style entry that contains one of the token types, and drops every
 * opacity: a faded token's contrast is that of its colour blended into the background.
 */
function recolour(theme: PrismTheme, colours: Record<string, string>): PrismTheme {
  return {
    ...theme,
    styles: theme.styles
      .map((entry) => {
        const style = {...entry.style};
        delete style.opacity;
        const replacement = entry.types.map((type) => colours[type]).find((colour) => colour !== undefined);
        return {...entry, style: replacement ? {...style, color: replacement} : style};
      })
      .filter((entry) => Object.keys(entry.style).length > 0),
  };
}

export const lightCodeTheme = recolour(themes.github, {
  comment: '#6a6a55',
  string: '#b3105a',
  entity: '#1b7472',
  atrule: '#0b6a94',
  function: '#b92f3c',
});

export const darkCodeTheme = recolour(themes.dracula, {
  comment: '#a0acd4',
});

/**
 * Languages added to prism-react-renderer's bundled set, which already has markup (xml, html), jsx,
 * tsx, swift, kotlin, objectivec, yaml, json, python, go, rust, cpp, graphql and markdown. Fence
 * languages Prism has no grammar for (the vendor query languages such as traceql and esql, and
 * dotenv) render as plain text.
 */
export const codeLanguages = ['java', 'csharp', 'groovy', 'bash', 'shell-session', 'dart', 'promql', 'diff'];

/**
 * What Docusaurus is given as both code themes: no colours at all, so the code blocks it renders
 * carry no inline `style` (a colour on every token: 67,000 attributes across the site, and the
 * reason the Content-Security-Policy allowed inline styles). The colours of `lightCodeTheme` and
 * `darkCodeTheme` are classes in src/css/prism-theme.css instead (`prismThemeCss`), one rule per
 * theme entry, keyed on the colour mode.
 */
export const colourlessCodeTheme: PrismTheme = {plain: {}, styles: []};

/** A theme value as the stylesheet writes it (hex colours in lower case). */
function cssValue(value: string | number): string {
  return typeof value === 'string' && /^#[0-9a-f]+$/i.test(value) ? value.toLowerCase() : String(value);
}

/** `fontStyle` → `font-style`. */
function cssProperty(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
}

function declarations(style: Readonly<Record<string, unknown>>): string {
  return Object.entries(style)
    .filter(([, value]) => typeof value === 'string' || typeof value === 'number')
    .map(([name, value]) => `  ${cssProperty(name)}: ${cssValue(value as string | number)};`)
    .join('\n');
}

/**
 * The stylesheet of the code themes: for each colour mode, the block's colours as the
 * `--prism-color` and `--prism-background-color` variables the theme's code block reads, then one
 * rule per theme entry for its token types (`.token.keyword`, the classes prism-react-renderer gives
 * every token), in the theme's order, so that a later entry wins as it does in the theme.
 */
export function prismThemeCss(themes: Readonly<Record<'light' | 'dark', PrismTheme>>): string {
  const lines = [
    '/* Generated from config/prism.ts by `npm run gen:prism-css`: edit the themes there, not this file. */',
  ];
  for (const [mode, theme] of Object.entries(themes)) {
    const scope = `[data-theme='${mode}']`;
    const plain = theme.plain as Readonly<Record<string, string | undefined>>;
    lines.push(
      '',
      `${scope} {`,
      `  --prism-color: ${cssValue(plain.color ?? 'inherit')};`,
      `  --prism-background-color: ${cssValue(plain.backgroundColor ?? 'transparent')};`,
      '}',
    );
    for (const entry of theme.styles) {
      const selectors = entry.types.map((type) => {
        const languages = entry.languages ?? [];
        const token = `.token.${type}`;
        return languages.length === 0
          ? [`${scope} ${token}`]
          : languages.map((language) => `${scope} .language-${language} ${token}`);
      });
      lines.push(`${selectors.flat().join(',\n')} {`, declarations(entry.style), '}');
    }
  }
  return `${lines.join('\n')}\n`;
}
