import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { analyzeArchive, analyzeFiles, CamError } from '../src/index.js';
import type { CamResult } from '../src/types.js';
import { loadFixture, text } from './fixtures.js';

/** Deterministic pseudo-random bytes (xorshift), so a failure can be replayed. */
function randomBytes(length: number, seed = 2463534242): Uint8Array {
  const out = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    out[i] = x & 0xff;
  }
  return out;
}

function outcome(run: () => CamResult): { code: string; result?: CamResult } {
  try {
    return { code: 'ok', result: run() };
  } catch (error) {
    if (error instanceof CamError) return { code: error.code };
    throw error;
  }
}

describe('hostile or broken uploads never crash or hang the analysis', () => {
  it('answers NO_PCB_FILES for a 5 MB random file, quickly', () => {
    const started = Date.now();
    expect(outcome(() => analyzeFiles([{ name: 'board.gbr', bytes: randomBytes(5 * 1024 * 1024) }])).code).toBe(
      'NO_PCB_FILES',
    );
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('leaves a random file in a real set as unknown and measures the rest', () => {
    const files = [...loadFixture('core'), { name: 'core.GBR', bytes: randomBytes(5 * 1024 * 1024) }];
    const result = analyzeFiles(files);
    expect(result.files.find((f) => f.name === 'core.GBR')).toMatchObject({ role: 'unknown', format: 'other' });
    expect(result.widthMm).toBeCloseTo(20.32, 1);
  });

  it('reads 5 MB of Gerber-like noise within the time budget, with warnings', () => {
    const alphabet = 'XYDGIJM0123456789-*%\n';
    const noise = randomBytes(5 * 1024 * 1024, 88172645).map((b) => alphabet.charCodeAt(b % alphabet.length));
    const header = text('%FSLAX24Y24*%\n%MOIN*%\n%ADD10C,0.01*%\nD10*\n');
    const bytes = new Uint8Array([...header, ...noise]);
    const started = Date.now();
    const { code, result } = outcome(() =>
      analyzeFiles([{ name: 'noise.gtl', bytes }], { limits: { maxMillisPerFile: 1500 } }),
    );
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(code).toBe('ok');
    expect(result?.warnings.length).toBeGreaterThan(0);
  });

  it('reports truncated Gerber and drill files by name and still sizes the board', () => {
    const files = loadFixture('mchck').map((file) =>
      /Edge_Cuts|F_Cu|\.drl$/.test(file.name)
        ? { ...file, bytes: file.bytes.subarray(0, Math.floor(file.bytes.length * 0.97)) }
        : file,
    );
    const result = analyzeFiles(files);
    const truncated = result.warnings.filter((w) => w.code === 'truncated').map((w) => w.file);
    expect(truncated).toEqual(expect.arrayContaining(['mchck-F_Cu.pho', 'mchck.drl']));
    expect(result.copperLayers).toBe(2);
  });

  it('stops reading when the whole-set time budget is used up', () => {
    const result = analyzeFiles(loadFixture('arduino-uno'), { limits: { maxMillisTotal: 0 } });
    expect(result.warnings.map((w) => w.code)).toContain('work-limit');
  });

  it('rejects an upload that is neither zip nor tar.gz with a clear error', () => {
    expect(outcome(() => analyzeArchive(randomBytes(1000), 'gerbers.zip')).code).toBe('CORRUPT_ARCHIVE');
    expect(outcome(() => analyzeArchive(zipSync({ 'readme.txt': text('hello') }), 'x.zip')).code).toBe('NO_PCB_FILES');
  });

  it('reports progress through the stages, ending at 1', () => {
    const seen: Array<[number, string]> = [];
    const entries = Object.fromEntries(loadFixture('usbvil').map((file) => [file.name, file.bytes]));
    analyzeArchive(zipSync(entries), 'usbvil.zip', { onProgress: (fraction, stage) => seen.push([fraction, stage]) });
    expect(seen[0]).toEqual([0, 'unpack']);
    expect(seen.at(-1)).toEqual([1, 'done']);
    expect(seen.map(([fraction]) => fraction)).toEqual([...seen.map(([fraction]) => fraction)].sort((a, b) => a - b));
  });
});
