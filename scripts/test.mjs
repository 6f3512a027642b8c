// `npm test`: every unit and server test, then the browser tests against the built app when Chromium is here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args) => {
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) process.exit(status ?? 1);
};

console.log(`Database for the server tests: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`);
run('npx', ['vitest', 'run', '--project', 'core', '--project', 'cam', '--project', 'web', '--project', 'server']);
if (fs.existsSync(chromium)) {
  run('npm', ['run', 'build']);
  run('npx', ['vitest', 'run', '--project', 'e2e']);
} else {
  console.log(`\nBrowser tests SKIPPED: no Chromium at ${chromium}. Install it with: apt-get install -y chromium\n`);
}
