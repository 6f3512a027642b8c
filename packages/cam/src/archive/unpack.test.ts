import { gzipSync, zipSync } from 'fflate';
import { createTar } from 'nanotar';
import { describe, expect, it } from 'vitest';
import { CamError } from '../errors.js';
import { resolveLimits } from '../limits.js';
import { unpackArchive } from './unpack.js';

const limits = resolveLimits();
const gerber = new TextEncoder().encode('%FSLAX24Y24*%\n%MOIN*%\nM02*\n');

function codeOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof CamError) return error.code;
    throw error;
  }
  return 'no error';
}

/** Rewrites the declared uncompressed size of every entry (local and central headers) of a zip. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const out = zip.slice();
  const view = new DataView(out.buffer);
  for (let at = 0; at + 4 <= out.length; at++) {
    const signature = view.getUint32(at, true);
    if (signature === 0x04034b50) view.setUint32(at + 22, size, true);
    if (signature === 0x02014b50) view.setUint32(at + 24, size, true);
  }
  return out;
}

describe('unpacking uploads safely', () => {
  it('unpacks a zip and skips folders and macOS clutter', () => {
    const zip = zipSync({ 'board/top.gtl': gerber, '__MACOSX/board/._top.gtl': gerber, 'board/.DS_Store': gerber });
    expect(unpackArchive(zip, 'board.zip', limits).map((f) => f.name)).toEqual(['board/top.gtl']);
  });

  it('refuses a zip bomb by its declared compression ratio before inflating it', () => {
    const zip = zipSync({ 'bomb.gbr': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    expect(zip.length).toBeLessThan(20_000);
    expect(codeOf(() => unpackArchive(zip, 'bomb.zip', limits))).toBe('COMPRESSION_RATIO');
  });

  it('stops inflating an entry that grows past the size it declared', () => {
    const zip = lieAboutSizes(zipSync({ 'bomb.gbr': new Uint8Array(4 * 1024 * 1024) }), 1000);
    const started = Date.now();
    expect(codeOf(() => unpackArchive(zip, 'liar.zip', limits))).toBe('CORRUPT_ARCHIVE');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses an archive whose entries would unpack past the total size limit', () => {
    const zip = zipSync({ 'a.gbr': new Uint8Array(600_000), 'b.gbr': new Uint8Array(600_000) }, { level: 0 });
    expect(codeOf(() => unpackArchive(zip, 'big.zip', { ...limits, maxTotalBytes: 1_000_000 }))).toBe(
      'TOTAL_TOO_LARGE',
    );
  });

  it('refuses too many entries', () => {
    const entries = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`f${i}.gbr`, gerber]));
    expect(codeOf(() => unpackArchive(zipSync(entries), 'many.zip', limits))).toBe('TOO_MANY_ENTRIES');
  });

  it.each(['../evil.gbr', '/etc/passwd', 'C:/Windows/evil.gbr', 'a/../../evil.gbr', 'a\\..\\..\\evil.gbr'])(
    'refuses the path-traversal name %s in a zip',
    (name) => {
      expect(codeOf(() => unpackArchive(zipSync({ [name]: gerber }), 'evil.zip', limits))).toBe('UNSAFE_PATH');
    },
  );

  it('refuses a path-traversal name in a tar.gz even though nanotar would rewrite it', () => {
    const tar = createTar([{ name: '../../evil.gbr', data: gerber }]);
    expect(codeOf(() => unpackArchive(gzipSync(tar), 'evil.tgz', limits))).toBe('UNSAFE_PATH');
  });

  it('refuses nested archives, told by name or by content', () => {
    const inner = zipSync({ 'top.gtl': gerber });
    expect(codeOf(() => unpackArchive(zipSync({ 'inner.zip': inner }), 'outer.zip', limits))).toBe('NESTED_ARCHIVE');
    expect(codeOf(() => unpackArchive(zipSync({ 'sneaky.gbr': inner }), 'outer.zip', limits))).toBe('NESTED_ARCHIVE');
    const tar = createTar([{ name: 'inner.tar.gz', data: gzipSync(gerber) }]);
    expect(codeOf(() => unpackArchive(gzipSync(tar), 'outer.tgz', limits))).toBe('NESTED_ARCHIVE');
  });

  it('refuses a gzip bomb inside a .tar.gz', () => {
    const bomb = gzipSync(new Uint8Array(4 * 1024 * 1024), { level: 9 });
    expect(codeOf(() => unpackArchive(bomb, 'bomb.tar.gz', limits))).toBe('COMPRESSION_RATIO');
  });

  it('names garbage, truncated and foreign archives with clear codes', () => {
    const garbage = new Uint8Array(4096).map((_, i) => (i * 7919) % 251);
    expect(codeOf(() => unpackArchive(garbage, 'board.zip', limits))).toBe('CORRUPT_ARCHIVE');
    expect(codeOf(() => unpackArchive(garbage, 'board.rar', limits))).toBe('UNSUPPORTED_ARCHIVE');
    expect(codeOf(() => unpackArchive(garbage, 'board.pdf', limits))).toBe('UNSUPPORTED_ARCHIVE');
    const zip = zipSync({ 'top.gtl': gerber, 'bottom.gbl': gerber });
    expect(codeOf(() => unpackArchive(zip.subarray(0, zip.length - 30), 'cut.zip', limits))).toBe('CORRUPT_ARCHIVE');
    const withPk = new Uint8Array([0x50, 0x4b, 0x03, 0x04, ...garbage]);
    expect(codeOf(() => unpackArchive(withPk, 'x.zip', limits))).toBe('CORRUPT_ARCHIVE');
    expect(codeOf(() => unpackArchive(gzipSync(gerber), 'single.gz', limits))).toBe('UNSUPPORTED_ARCHIVE');
  });

  it('refuses password-protected entries and empty archives', () => {
    const zip = zipSync({ 'top.gtl': gerber });
    const view = new DataView(zip.buffer);
    for (let at = 0; at + 4 <= zip.length; at++) {
      if (view.getUint32(at, true) === 0x02014b50) view.setUint16(at + 8, 1, true);
    }
    expect(codeOf(() => unpackArchive(zip, 'locked.zip', limits))).toBe('ENCRYPTED_ENTRY');
    expect(codeOf(() => unpackArchive(zipSync({}), 'empty.zip', limits))).toBe('EMPTY_ARCHIVE');
  });
});
