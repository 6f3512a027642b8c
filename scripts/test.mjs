// `npm test`: every unit and server test, then the browser tests against the built app when Chromium is here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const run = (cmd, args) => {
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', shell: process.platform === 'win32' });
  if (status !== 0) process.exit(status ?? 1);
};

console.log(
  `Database for the server tests: ${process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'embedded PGlite'}`,
);
// CI's PostgreSQL pass sets PCB_TEST_DATABASE_ONLY=1: the pure packages (core, cam, web) do not touch a database
// and already ran in the PGlite pass beside it.
const projects = process.env.PCB_TEST_DATABASE_ONLY === '1' ? ['server'] : ['core', 'cam', 'web', 'scripts', 'server'];
// FUZZ_BODIES=0 leaves the fuzz suite out (CI runs it in its PostgreSQL pass only).
const exclude = process.env.FUZZ_BODIES === '0' ? ['--exclude', '**/test/fuzz/**'] : [];
run('npx', ['vitest', 'run', ...projects.flatMap((project) => ['--project', project]), ...exclude]);
if (fs.existsSync(chromium)) {
  // CI builds the web app once and runs the PGlite and PostgreSQL passes side by side (.ci/run).
  if (process.env.PCB_WEB_BUILT !== '1') run('npm', ['run', 'build']);
  // PCB_E2E_SHARD=k/n runs the k-th of n slices of the browser files; PCB_E2E_CLAIMS shares them between runs.
  const shard = process.env.PCB_E2E_SHARD?.trim();
  if (shard && !/^[1-9]\d*\/[1-9]\d*$/.test(shard)) throw new Error(`PCB_E2E_SHARD is k/n (e.g. 1/2), not ${shard}`);
  run('npx', ['vitest', 'run', '--project', 'e2e', ...(shard ? [`--shard=${shard}`] : [])]);
} else {
  console.log(`\nBrowser tests SKIPPED: no Chromium at ${chromium}. Install it with: apt-get install -y chromium\n`);
}
