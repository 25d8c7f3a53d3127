/** Prints how many redirects redirects.ts holds, per category and in all: `npm run redirects:count`. */
import {REDIRECT_CATEGORIES, redirects} from '../redirects';

for (const category of REDIRECT_CATEGORIES) {
  const count = redirects.filter((redirect) => redirect.category === category).length;
  console.log(`${category.padEnd(24)} ${String(count).padStart(4)}`);
}
console.log(`${'total'.padEnd(24)} ${String(redirects.length).padStart(4)}`);
