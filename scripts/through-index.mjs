// Rewrites imports that reach into another business module's insides so they go through its index.ts, adding the
// re-exports the index needs. Reads dependency-cruiser's violations of the `*-only-through-index` rules.
//   node scripts/through-index.mjs            (then: npx prettier --write on the changed files)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const modulesDir = 'apps/server/src/modules/';
const cruise = JSON.parse(
  execFileSync(
    'npx',
    [
      'depcruise',
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
      'apps/server/src',
      'apps/server/test',
      'bench',
    ],
    { cwd: root, maxBuffer: 1 << 28 },
  ),
);
const violations = cruise.summary.violations.filter((v) => /only-through-index$/.test(v.rule.name));
const moduleOf = (file) => file.slice(modulesDir.length).split('/')[0];
const indexOf = (mod) => `${modulesDir}${mod}/index.ts`;

const program = ts.createProgram(
  [...new Set(violations.flatMap((v) => [v.from, v.to, indexOf(moduleOf(v.to))]))].map((f) => path.join(root, f)),
  { allowJs: false, module: ts.ModuleKind.NodeNext, moduleResolution: ts.ModuleResolutionKind.NodeNext, noEmit: true },
);
const checker = program.getTypeChecker();
function exportsOf(file) {
  const source = program.getSourceFile(path.join(root, file));
  const symbol = source && checker.getSymbolAtLocation(source);
  return symbol ? checker.getExportsOfModule(symbol) : [];
}
/** name → the file (relative to root) an index's export really comes from. */
function indexExports(mod) {
  const out = new Map();
  for (const s of exportsOf(indexOf(mod))) {
    const target = s.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(s) : s;
    const decl = target.declarations?.[0];
    out.set(s.name, decl ? path.relative(root, decl.getSourceFile().fileName) : undefined);
  }
  return out;
}

const specifier = /(import|export)(\s+type)?\s*(\{[^}]*\}|\*\s+as\s+\w+|\w+)?\s*(?:from\s*)?'(\.{1,2}\/[^']+)'/g;
const additions = new Map(); // index file → lines to add
const problems = [];
const byFile = new Map();
for (const v of violations) (byFile.get(v.from) ?? byFile.set(v.from, new Set()).get(v.from)).add(v.to);

for (const [from, targets] of byFile) {
  const full = path.join(root, from);
  let text = fs.readFileSync(full, 'utf8');
  text = text.replace(specifier, (whole, kind, typeOnly, clause, spec) => {
    const resolved = path.relative(root, path.resolve(path.dirname(full), spec)).replace(/\.js$/, '.ts');
    const to = [resolved, resolved.replace(/\.ts$/, '.tsx')].find((c) => targets.has(c));
    if (!to) return whole;
    const mod = moduleOf(to);
    if (!clause || !clause.startsWith('{')) {
      problems.push(`${from}: ${whole.trim()} (not a named import)`);
      return whole;
    }
    const names = clause
      .slice(1, -1)
      .split(',')
      .map((n) => n.trim())
      .filter(Boolean)
      .map((n) => {
        const [, typeWord, name] = /^(type\s+)?(\w+)/.exec(n);
        return { name, type: !!typeWord || !!typeOnly };
      });
    const known = indexExports(mod);
    for (const { name, type } of names) {
      if (known.has(name)) {
        if (known.get(name) !== to && known.get(name) !== undefined)
          problems.push(`${from}: ${name} from ${to}, but ${indexOf(mod)} exports ${name} from ${known.get(name)}`);
        continue;
      }
      const rel = './' + path.relative(`${modulesDir}${mod}`, to).replace(/\.tsx?$/, '.js');
      const lines = additions.get(mod) ?? new Map();
      lines.set(name, { rel, type });
      additions.set(mod, lines);
      known.set(name, to);
    }
    let indexSpec = path.relative(path.dirname(full), path.join(root, indexOf(mod))).replace(/\.ts$/, '.js');
    if (!indexSpec.startsWith('.')) indexSpec = './' + indexSpec;
    return `${kind}${typeOnly ?? ''} ${clause} from '${indexSpec}'`;
  });
  fs.writeFileSync(full, text);
}

for (const [mod, lines] of additions) {
  const file = path.join(root, indexOf(mod));
  const groups = new Map();
  for (const [name, { rel, type }] of lines) {
    const g = groups.get(rel) ?? { values: [], types: [] };
    (type ? g.types : g.values).push(name);
    groups.set(rel, g);
  }
  const exports = [...groups]
    .map(([rel, g]) =>
      [
        g.values.length ? `export { ${g.values.sort().join(', ')} } from '${rel}';` : '',
        g.types.length ? `export type { ${g.types.sort().join(', ')} } from '${rel}';` : '',
      ]
        .filter(Boolean)
        .join('\n'),
    )
    .join('\n');
  const source = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  const lastImport = [...source.matchAll(/^(import|export)[^;]*?from '[^']+';$/gms)].pop();
  const at = lastImport ? lastImport.index + lastImport[0].length : 0;
  fs.writeFileSync(file, source.slice(0, at) + (at ? '\n' : '') + exports + '\n' + source.slice(at));
}
console.log(`rewrote ${byFile.size} file(s); re-exports added to ${additions.size} index file(s)`);
for (const p of problems) console.log('left by hand: ' + p);
