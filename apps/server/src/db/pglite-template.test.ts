import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFromTemplate } from './pglite-template.js';

const made: string[] = [];
const scratch = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-template-test-'));
  made.push(dir);
  return dir;
};
afterEach(() => made.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

function template() {
  const dir = scratch();
  fs.writeFileSync(path.join(dir, 'PG_VERSION'), '17\n');
  fs.mkdirSync(path.join(dir, 'base/1'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'base/1/1259'), 'catalog');
  return dir;
}

describe('a fresh embedded database starts as a copy of the shipped template', () => {
  it('copies the template into a data directory that does not exist yet, and into an empty one', () => {
    const from = template();
    const missing = path.join(scratch(), 'data');
    expect(startFromTemplate(missing, from)).toBe(true);
    expect(fs.readFileSync(path.join(missing, 'base/1/1259'), 'utf8')).toBe('catalog');
    const empty = scratch();
    expect(startFromTemplate(empty, from)).toBe(true);
    expect(fs.existsSync(path.join(empty, 'PG_VERSION'))).toBe(true);
    expect(fs.readdirSync(path.dirname(empty)).filter((name) => name.includes('.partial-'))).toEqual([]);
  });

  it('never touches a directory that holds a cluster or anything else, and does nothing without a template', () => {
    const from = template();
    const cluster = scratch();
    fs.writeFileSync(path.join(cluster, 'PG_VERSION'), '17\n');
    fs.writeFileSync(path.join(cluster, 'mine'), 'data');
    expect(startFromTemplate(cluster, from)).toBe(false);
    expect(fs.readdirSync(cluster).sort()).toEqual(['PG_VERSION', 'mine']);
    const other = scratch();
    fs.writeFileSync(path.join(other, 'notes.txt'), 'x');
    expect(startFromTemplate(other, from)).toBe(false);
    expect(fs.readdirSync(other)).toEqual(['notes.txt']);
    expect(startFromTemplate(path.join(scratch(), 'data'), null)).toBe(false);
  });
});
