import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const NODE_ONLY = new Set(['node.ts', 'cli.ts', 'cli-entry.ts']);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('the browser entry stays free of Node APIs', () => {
  const files = sourceFiles(src).filter((path) => !NODE_ONLY.has(relative(src, path)));

  it.each(files.map((path) => [relative(src, path), path]))('%s imports no Node built-in', (_name, path) => {
    const imports = [...readFileSync(path, 'utf8').matchAll(/from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)/g)].map(
      (m) => m[1] ?? m[2],
    );
    const nodeOnly = imports.filter((spec) =>
      /^(node:|fs$|path$|zlib$|os$|child_process$|url$|buffer$)/.test(spec ?? ''),
    );
    expect(nodeOnly).toEqual([]);
    expect(imports.filter((spec) => spec === './node.js' || spec === './cli.js' || spec === '../node.js')).toEqual([]);
  });

  it('keeps every source file between 40 and 250 lines', () => {
    const sizes = sourceFiles(src).map(
      (path) => [relative(src, path), readFileSync(path, 'utf8').split('\n').length] as const,
    );
    expect(sizes.filter(([, lines]) => lines > 250)).toEqual([]);
  });
});
