import {FACTS} from '/work/main/src/data/facts';
import {readFileSync} from 'fs';
import {execSync} from 'child_process';
const files = execSync('find docs/android docs/flutter -name "*.md*"').toString().trim().split('\n');
const ids = new Set<string>();
for (const f of files) { const t = readFileSync(f,'utf8'); for (const m of t.matchAll(/(?::fact|::rule)\[([^\]]+)\]|\{\{([a-zA-Z0-9_.]+)\}\}/g)) ids.add(m[1]??m[2]); }
for (const id of [...ids].sort()) { const f = FACTS[id]; console.log(id, '=>', f ? JSON.stringify(f.prose) + (f.prose!==f.value? '  [value '+JSON.stringify(f.value)+']':'') : 'MISSING'); }
