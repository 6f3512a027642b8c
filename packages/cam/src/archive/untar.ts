import { parseTar } from 'nanotar';
import { CamError } from '../errors.js';
import type { CamLimits, InputFile } from '../types.js';
import { looksLikeTar, readOctal, tarChecksumOk } from './detect.js';
import { checkEntryName, isClutter, isNestedArchive, refuseNested } from './entry-guard.js';
import { inflateBounded } from './inflate.js';

/** Unpacks a .tar.gz / .tgz: gunzip bounded by the total-size and ratio limits, then the tar. */
export function readTarGzip(bytes: Uint8Array, limits: CamLimits): InputFile[] {
  const maxOut = Math.min(limits.maxTotalBytes + 1024 * 1024, Math.max(bytes.length, 1) * limits.maxCompressionRatio);
  const tar = inflateBounded(
    bytes,
    'gzip',
    maxOut,
    () =>
      new CamError(
        'COMPRESSION_RATIO',
        'The .tar.gz unpacks to more than the size or compression-ratio limit allows (gzip bomb?).',
      ),
  );
  if (!looksLikeTar(tar)) {
    throw new CamError(
      'UNSUPPORTED_ARCHIVE',
      'The gzip file does not hold a tar archive; upload a .zip or .tar.gz of the Gerber set.',
    );
  }
  return readTar(tar, limits);
}

/**
 * nanotar reads the entries but quietly rewrites `../` names, so the raw headers are walked first:
 * that is where unsafe names, entry counts and sizes are refused.
 */
export function readTar(bytes: Uint8Array, limits: CamLimits): InputFile[] {
  const own = bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength ? bytes : bytes.slice();
  checkHeaders(own, limits);
  const files: InputFile[] = [];
  for (const item of parseTar(own)) {
    if (item.type !== 'file' && item.type !== 'contiguousFile') continue;
    const name = item.name.replace(/^(\.\/)+/, '');
    if (isClutter(name)) continue;
    const data = item.data ?? new Uint8Array(0);
    if (isNestedArchive(name, data.subarray(0, 4))) throw refuseNested(name);
    files.push({ name, bytes: data });
  }
  return files;
}

function checkHeaders(bytes: Uint8Array, limits: CamLimits): void {
  const decoder = new TextDecoder();
  const text = (from: number, length: number): string => {
    const slice = bytes.subarray(from, from + length);
    const end = slice.indexOf(0);
    return decoder.decode(end === -1 ? slice : slice.subarray(0, end));
  };
  let offset = 0;
  let entries = 0;
  let total = 0;
  let longName: string | null = null;
  while (offset + 512 <= bytes.length && bytes[offset] !== 0) {
    if (!tarChecksumOk(bytes, offset))
      throw new CamError('CORRUPT_ARCHIVE', 'The tar archive is damaged: bad header checksum.');
    const size = readOctal(bytes, offset + 124, 12);
    if (size === null) throw new CamError('CORRUPT_ARCHIVE', 'The tar archive is damaged: bad entry size.');
    const type = String.fromCharCode(bytes[offset + 156] ?? 48);
    const body = offset + 512;
    if (type === 'L' || type === 'x') {
      const record = text(body, Math.min(size, 4096));
      longName = type === 'L' ? record : (/(?:^|\n)\d+ path=([^\n]*)/.exec(record)?.[1] ?? null);
    } else if (type !== 'g') {
      const prefix = text(offset + 345, 155);
      const name = longName ?? (prefix ? `${prefix}/${text(offset, 100)}` : text(offset, 100));
      checkEntryName(name);
      longName = null;
      if (type === '0' || type === '\u0000' || type === '7') {
        entries++;
        total += size;
        if (entries > limits.maxEntries) {
          throw new CamError('TOO_MANY_ENTRIES', `The archive has more than ${limits.maxEntries} entries.`);
        }
        if (size > limits.maxEntryBytes) {
          throw new CamError('ENTRY_TOO_LARGE', `"${name}" is ${size} bytes; the limit is ${limits.maxEntryBytes}.`);
        }
        if (total > limits.maxTotalBytes) {
          throw new CamError('TOTAL_TOO_LARGE', `The archive unpacks to more than ${limits.maxTotalBytes} bytes.`);
        }
      }
    }
    offset = body + Math.ceil(size / 512) * 512;
  }
}
