// The module template of docs/modules.md, held: every business module (or, in a module split by job into
// sub-folders, every sub-folder that has routes) has its face, thin routes, a service, schemas, messages, labels
// and tests, under the template's names. Prints what a module lacks and exits 1.
import fs from 'node:fs';
import path from 'node:path';

const modules = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/server/src/modules');
const has = (folder, ...names) => names.some((name) => fs.existsSync(path.join(folder, name)));
const hasTest = (folder) => fs.readdirSync(folder, { recursive: true }).some((file) => /\.test\.ts$/.test(file));

/**
 * The parts of the template, each with the names it may take (a file, or a folder of files when it grows). In a
 * module split by job, an area has its own routes; its service, schemas, messages, labels and tests may be the
 * module's (pricing's areas share `pricing/service/`, the price book's store).
 */
const parts = [
  ['routes', (area) => has(area, 'routes.ts', 'routes')],
  ['service', (area, module) => has(area, 'service.ts', 'service') || has(module, 'service.ts', 'service')],
  ['schemas', (area, module) => has(area, 'schemas.ts', 'schemas') || has(module, 'schemas.ts', 'schemas')],
  ['messages', (area, module) => has(area, 'messages.ts') || has(module, 'messages.ts')],
  ['labels', (area, module) => has(area, 'labels.ts') || has(module, 'labels.ts')],
  ['tests', (area, module) => hasTest(area) || (area !== module && hasTest(module))],
];

/** Folders of a split module that are not areas: what its areas share. */
const SHARED_FOLDERS = new Set(['service', 'test-support', 'fixtures']);

/** A module split by job (no routes of its own): each sub-folder is an area that follows the template. */
const areasOf = (folder) =>
  fs
    .readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !SHARED_FOLDERS.has(entry.name))
    .map((entry) => path.join(folder, entry.name));

/**
 * What is not yet the template's shape (issue 27): nothing since the last six were closed. The list only shrinks: a
 * gap that is closed must leave it, and a new one fails.
 * @type {Set<string>}
 */
const KNOWN_GAPS = new Set([]);

const problems = [];
let checked = 0;
for (const name of fs.readdirSync(modules).sort()) {
  const folder = path.join(modules, name);
  if (!fs.statSync(folder).isDirectory()) continue;
  if (!has(folder, 'index.ts')) problems.push(`${name}: no index.ts`);
  const areas = has(folder, 'routes.ts', 'routes') ? [folder] : areasOf(folder);
  if (areas.length === 0) problems.push(`${name}: no routes.ts (or routes/), nor sub-folders that have them`);
  for (const area of areas) {
    checked++;
    const missing = parts.filter(([, present]) => !present(area, folder)).map(([part]) => part);
    if (missing.length) problems.push(`${path.relative(modules, area)}: no ${missing.join(', ')}`);
  }
}
const fresh = problems.filter((problem) => !KNOWN_GAPS.has(problem));
const closed = [...KNOWN_GAPS].filter((gap) => !problems.includes(gap));
for (const problem of fresh) console.error(`module template (docs/modules.md): ${problem}`);
for (const gap of closed) console.error(`module template: "${gap}" is closed; take it off KNOWN_GAPS`);
if (fresh.length || closed.length) process.exit(1);
console.log(
  `module template holds: ${checked} modules and areas (${KNOWN_GAPS.size} known gaps, listed in scripts/module-shape.mjs)`,
);
