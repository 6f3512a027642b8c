import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * A date formatted on its own (`toLocaleString()`, `Intl.DateTimeFormat`) follows the browser, not the reader's
 * language: zh-CN then reads `10/11/2026, 8:00:00 PM`. Every screen goes through locales/format.ts instead.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const HELPER = 'locales/format.ts';
const DIRECT = /\.toLocale(?:Date|Time)?String\(|Intl\.(?:DateTimeFormat|NumberFormat)\b/g;

/**
 * Files still formatting on their own, each with the number of calls left: owned by work in progress elsewhere, to
 * move to the helper (and leave this list) with it. The list only shrinks.
 */
const NOT_YET: Readonly<Record<string, number>> = {};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

const directCalls = () =>
  Object.fromEntries(
    sourceFiles(src)
      .map((file) => [path.relative(src, file).split(path.sep).join('/'), fs.readFileSync(file, 'utf8')] as const)
      .filter(([name]) => name !== HELPER)
      .map(([name, text]) => [name, text.match(DIRECT)?.length ?? 0] as const)
      .filter(([, count]) => count > 0),
  );

describe('dates, times and numbers are formatted in one place', () => {
  it('finds the screens it guards', () => {
    expect(sourceFiles(src).length).toBeGreaterThan(100);
  });

  it('leaves no direct toLocale*String or Intl formatter outside locales/format.ts', () => {
    const calls = directCalls();
    const unexpected = Object.entries(calls).filter(([name, count]) => count > (NOT_YET[name] ?? 0));
    expect(
      unexpected,
      'format with formatDate / formatDateTime / formatMoney / formatNumber from locales/format',
    ).toEqual([]);
  });

  it('keeps the list of files not yet moved honest', () => {
    const calls = directCalls();
    const moved = Object.keys(NOT_YET).filter((name) => (calls[name] ?? 0) < NOT_YET[name]!);
    expect(moved, 'these files use the helper now: take them off NOT_YET').toEqual([]);
  });
});
