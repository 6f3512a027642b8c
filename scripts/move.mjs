// Moves source files or folders and rewrites every relative import that points at them, or that a moved file makes.
//   node scripts/move.mjs <from> <to> [<from> <to> ...]
// A folder moves whole. Paths are relative to the repository root. Imports keep their `.js` endings.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error('usage: node scripts/move.mjs <from> <to> [<from> <to> ...]');
  process.exit(2);
}

const sourceFile = /\.(ts|tsx|mts|mjs|js|cjs)$/;
const files = [];
(function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full);
    else if (sourceFile.test(entry.name)) files.push(full);
  }
})(root);

/** Old absolute path → new absolute path, for every file that moves. */
const moved = new Map();
for (let i = 0; i < args.length; i += 2) {
  const from = path.resolve(root, args[i]);
  const to = path.resolve(root, args[i + 1]);
  if (!fs.existsSync(from)) throw new Error(`${args[i]} does not exist`);
  if (fs.statSync(from).isDirectory()) {
    for (const f of files) if (f.startsWith(from + path.sep)) moved.set(f, path.join(to, path.relative(from, f)));
  } else moved.set(from, to);
}

const specifier = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bvi\.mock\(\s*|\brequire\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;
const candidates = (abs) => [
  abs,
  abs.replace(/\.js$/, '.ts'),
  abs.replace(/\.js$/, '.tsx'),
  abs + '.ts',
  path.join(abs, 'index.ts'),
];

let rewritten = 0;
const updates = new Map();
for (const file of files) {
  const source = fs.readFileSync(file, 'utf8');
  const newFile = moved.get(file) ?? file;
  let changed = false;
  const next = source.replace(specifier, (whole, lead, quote, spec) => {
    const target = path.resolve(path.dirname(file), spec);
    const hit = candidates(target).find((c) => moved.has(c) || (fs.existsSync(c) && fs.statSync(c).isFile()));
    if (!hit) return whole;
    const newTarget = moved.get(hit) ?? hit;
    if (newFile === file && newTarget === hit) return whole;
    // Keep the specifier's own ending: `.js` for a `.ts` file, none for a folder index.
    let rel = path.relative(path.dirname(newFile), newTarget);
    if (spec.endsWith('.js')) rel = rel.replace(/\.tsx?$/, '.js');
    else if (hit === path.join(target, 'index.ts')) rel = path.dirname(rel);
    else if (!/\.(ts|tsx|js|mjs|cjs|json)$/.test(spec)) rel = rel.replace(/\.tsx?$/, '');
    if (!rel.startsWith('.')) rel = './' + rel;
    if (rel === spec) return whole;
    changed = true;
    return `${lead}${quote}${rel}${quote}`;
  });
  if (changed) {
    updates.set(file, next);
    rewritten++;
  }
}

for (const [from, to] of moved) {
  fs.mkdirSync(path.dirname(to), { recursive: true });
  execFileSync('git', ['mv', from, to], { cwd: root });
}
for (const [file, text] of updates) fs.writeFileSync(moved.get(file) ?? file, text);
console.log(`moved ${moved.size} file(s), rewrote imports in ${rewritten}`);
