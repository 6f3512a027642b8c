// The server's module walls that dependency-cruiser cannot say per file: no two business modules depend on each
// other, directly or around a circle. Prints the module graph's cycles and exits 1 when there is one.
import fs from 'node:fs';
import path from 'node:path';

const modules = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../apps/server/src/modules');
const moduleOf = (file) => path.relative(modules, file).split(path.sep)[0];
const specifier = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)'(\.{1,2}\/[^']*)'/g;

/** module → the modules its source (tests aside) imports. */
const graph = new Map();
for (const name of fs.readdirSync(modules)) {
  const folder = path.join(modules, name);
  if (!fs.statSync(folder).isDirectory()) continue;
  const uses = new Set();
  for (const file of fs.readdirSync(folder, { recursive: true })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const full = path.join(folder, file);
    for (const [, spec] of fs.readFileSync(full, 'utf8').matchAll(specifier)) {
      const target = path.resolve(path.dirname(full), spec);
      if (!target.startsWith(modules + path.sep)) continue;
      const other = moduleOf(target);
      if (other !== name) uses.add(other);
    }
  }
  graph.set(name, uses);
}

// Tarjan's strongly connected components: every component of more than one module is a circle.
let index = 0;
const stack = [];
const state = new Map();
const circles = [];
function visit(name) {
  const me = { index, low: index, onStack: true };
  index++;
  state.set(name, me);
  stack.push(name);
  for (const next of graph.get(name) ?? []) {
    const seen = state.get(next);
    if (!seen) me.low = Math.min(me.low, visit(next).low);
    else if (seen.onStack) me.low = Math.min(me.low, seen.index);
  }
  if (me.low === me.index) {
    const component = [];
    let top;
    do {
      top = stack.pop();
      state.get(top).onStack = false;
      component.push(top);
    } while (top !== name);
    if (component.length > 1) circles.push(component.sort());
  }
  return me;
}
for (const name of graph.keys()) if (!state.has(name)) visit(name);

const withoutIndex = [...graph.keys()].filter((name) => !fs.existsSync(path.join(modules, name, 'index.ts')));
for (const circle of circles) console.error(`module circle: ${circle.join(' ↔ ')}`);
for (const name of withoutIndex) console.error(`module without index.ts: ${name}`);
if (circles.length || withoutIndex.length) process.exit(1);
console.log(`module walls hold: ${graph.size} modules, no circle, each with its index.ts`);
