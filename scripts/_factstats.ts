import {FACTS} from '../src/data/facts';
import {execSync} from 'node:child_process';
const words = (s: string) => s.replace(/[`*]/g,'').split(/\s+/).filter(Boolean).length;
const uses: Record<string, number> = {};
const pagesOf: Record<string, Set<string>> = {};
const out = execSync("grep -rnoE ':fact\\[[^]]+\\]' /work/main/docs /work/main/src --include=*.md --include=*.mdx --include=*.tsx --include=*.ts", {maxBuffer: 1e8}).toString();
for (const line of out.split('\n')) { const m = line.match(/^([^:]+):\d+::fact\[([^\]]+)\]/); if (!m) continue; uses[m[2]] = (uses[m[2]]??0)+1; (pagesOf[m[2]] ??= new Set()).add(m[1]); }
const long = Object.entries(FACTS).map(([id,f])=>[id, words(f.prose), uses[id]??0, pagesOf[id]?.size ?? 0] as const).filter(x=>x[1]>12).sort((a,b)=>b[1]-a[1]);
console.log('facts', Object.keys(FACTS).length, 'over12', long.length, 'over12 used', long.filter(x=>x[2]>0).length, 'total uses', long.reduce((s,x)=>s+x[2],0));
for (const l of long) console.log(l.join('\t'));
