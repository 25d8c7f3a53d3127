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
