// `npm run bench`: runs every benchmark script in this folder, one after another, each in its own process
// so one's memory and JIT state do not colour the next. Each prints its figures and the peer it is measured against.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;
const only = process.argv.slice(2);
const scripts = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.ts') && f !== 'run.ts' && !f.endsWith('.d.ts'))
  .filter((f) => only.length === 0 || only.some((o) => f.includes(o)))
  .sort();

let failed = 0;
for (const script of scripts) {
  console.log(`\n=== ${script} ===`);
  const { status } = spawnSync(process.execPath, ['--import', 'tsx', path.join(here, script)], {
    stdio: 'inherit',
    cwd: path.resolve(here, '..'),
  });
  if (status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
