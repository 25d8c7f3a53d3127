/** `npm run gen:prism-css`: writes src/css/prism-theme.css from the code themes of config/prism.ts. */
import {writeFileSync} from 'node:fs';
import {join} from 'node:path';
import {darkCodeTheme, lightCodeTheme, prismThemeCss} from '../config/prism';

export const PRISM_CSS_FILE = join(__dirname, '..', 'src', 'css', 'prism-theme.css');

if (require.main === module) {
  writeFileSync(PRISM_CSS_FILE, prismThemeCss({light: lightCodeTheme, dark: darkCodeTheme}));
  console.log(`Wrote ${PRISM_CSS_FILE}`);
}
