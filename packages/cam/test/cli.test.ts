import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import type { CamResult } from '../src/types.js';
import { fixtureFolder } from './fixtures.js';

const packageRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = join(packageRoot, 'bin', 'pcbunion-cam.mjs');
const outDir = mkdtempSync(join(tmpdir(), 'pcbunion-cam-'));

function run(...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const result = spawnSync(process.execPath, [bin, ...args], {
    cwd: resolve(packageRoot, '../..'),
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

afterAll(() => rmSync(outDir, { recursive: true, force: true }));

describe('pcbunion-cam command line', () => {
  it('prints the CAM parameters of a fixture folder as JSON', () => {
    const { status, stdout } = run(fixtureFolder('arduino-uno'));
    expect(status).toBe(0);
    const result = JSON.parse(stdout) as CamResult;
    expect(result).toMatchObject({ widthMm: 68.58, heightMm: 53.34, sizeFrom: 'outline', copperLayers: 2 });
    // The folder also holds LICENSE and manifest.json: read, but not layers.
    expect(result.files.filter((file) => file.role !== 'unknown')).toHaveLength(7);
    expect(result.files.find((file) => file.name === 'manifest.json')?.role).toBe('unknown');
  });

  it('writes top.svg and bottom.svg with --svg', () => {
    const { status } = run(fixtureFolder('usbvil'), '--svg', outDir);
    expect(status).toBe(0);
    const top = readFileSync(join(outDir, 'top.svg'), 'utf8');
    const bottom = readFileSync(join(outDir, 'bottom.svg'), 'utf8');
    expect(top).toMatch(/^<svg [^>]*viewBox="/);
    expect(bottom).toContain('matrix(-1 0 0 -1');
  });

  it('exits non-zero with a clear message on bad input', () => {
    const missing = run(join(outDir, 'no-such-board.zip'));
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/NOT_FOUND/);
    const usage = run();
    expect(usage.status).toBe(2);
    expect(usage.stderr).toMatch(/usage: pcbunion-cam/);
    const notArchive = run(join(fixtureFolder('core'), 'core.GTL'));
    expect(notArchive.status).toBe(1);
    expect(notArchive.stderr).toMatch(/UNSUPPORTED_ARCHIVE/);
  });
});
