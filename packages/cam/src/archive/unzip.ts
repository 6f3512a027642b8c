import { CamError } from '../errors.js';
import type { CamLimits, InputFile } from '../types.js';
import { checkEntryName, isClutter, isNestedArchive, refuseNested } from './entry-guard.js';
import { inflateBounded } from './inflate.js';

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_ENTRY = 0x02014b50;
const LOCAL_ENTRY = 0x04034b50;
const RATIO_CHECKED_ABOVE = 64 * 1024;

interface ZipEntry {
  name: string;
  method: number;
  flags: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/**
 * Reads a zip from its central directory, so every declared size, name and count is checked
 * before a single byte is inflated; inflation itself is bounded by the declared size.
 */
export function readZip(bytes: Uint8Array, limits: CamLimits): InputFile[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = readCentralDirectory(bytes, view, limits);
  checkDeclaredSizes(entries, limits);
  const files: InputFile[] = [];
  for (const entry of entries) {
    if (entry.name.endsWith('/') || isClutter(entry.name)) continue;
    if (isNestedArchive(entry.name, new Uint8Array(0))) throw refuseNested(entry.name);
    const data = extract(entry, readEntryData(bytes, view, entry));
    if (isNestedArchive(entry.name, data.subarray(0, 4))) throw refuseNested(entry.name);
    files.push({ name: entry.name, bytes: data });
  }
  return files;
}

function readCentralDirectory(bytes: Uint8Array, view: DataView, limits: CamLimits): ZipEntry[] {
  const end = findEndRecord(view);
  const count = view.getUint16(end + 10, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    throw new CamError('UNSUPPORTED_ARCHIVE', 'ZIP64 archives are not supported; Gerber sets never need them.');
  }
  if (count > limits.maxEntries) {
    throw new CamError(
      'TOO_MANY_ENTRIES',
      `The archive has ${count} entries; at most ${limits.maxEntries} are accepted.`,
    );
  }
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  let at = directoryOffset;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || view.getUint32(at, true) !== CENTRAL_ENTRY) throw corrupt('central directory');
    const nameLength = view.getUint16(at + 28, true);
    const rawName = decoder.decode(bytes.subarray(at + 46, at + 46 + nameLength));
    entries.push({
      name: checkEntryName(rawName),
      flags: view.getUint16(at + 8, true),
      method: view.getUint16(at + 10, true),
      compressedSize: view.getUint32(at + 20, true),
      size: view.getUint32(at + 24, true),
      localOffset: view.getUint32(at + 42, true),
    });
    at += 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return entries;
}

function findEndRecord(view: DataView): number {
  const lowest = Math.max(0, view.byteLength - 22 - 0xffff);
  for (let at = view.byteLength - 22; at >= lowest; at--) {
    if (view.getUint32(at, true) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  throw corrupt('end of central directory');
}

function checkDeclaredSizes(entries: ZipEntry[], limits: CamLimits): void {
  let total = 0;
  for (const entry of entries) {
    if (entry.size > limits.maxEntryBytes) {
      throw new CamError(
        'ENTRY_TOO_LARGE',
        `"${entry.name}" would unpack to ${entry.size} bytes; the limit is ${limits.maxEntryBytes}.`,
      );
    }
    const ratio = entry.size / Math.max(1, entry.compressedSize);
    if (entry.size > RATIO_CHECKED_ABOVE && ratio > limits.maxCompressionRatio) {
      throw new CamError(
        'COMPRESSION_RATIO',
        `"${entry.name}" is compressed ${Math.round(ratio)}:1, more than ${limits.maxCompressionRatio}:1 (zip bomb?).`,
      );
    }
    total += entry.size;
  }
  if (total > limits.maxTotalBytes) {
    throw new CamError(
      'TOTAL_TOO_LARGE',
      `The archive would unpack to ${total} bytes; the limit is ${limits.maxTotalBytes}.`,
    );
  }
}

function readEntryData(bytes: Uint8Array, view: DataView, entry: ZipEntry): Uint8Array {
  const at = entry.localOffset;
  if (at + 30 > bytes.length || view.getUint32(at, true) !== LOCAL_ENTRY) throw corrupt(`entry "${entry.name}"`);
  const start = at + 30 + view.getUint16(at + 26, true) + view.getUint16(at + 28, true);
  if (start + entry.compressedSize > bytes.length) throw corrupt(`entry "${entry.name}" (truncated)`);
  return bytes.subarray(start, start + entry.compressedSize);
}

function extract(entry: ZipEntry, data: Uint8Array): Uint8Array {
  if (entry.flags & 1) throw new CamError('ENCRYPTED_ENTRY', `"${entry.name}" is password-protected.`);
  if (entry.method === 0) {
    if (data.length !== entry.size) throw corrupt(`entry "${entry.name}" (size mismatch)`);
    return data.slice();
  }
  if (entry.method !== 8) {
    throw new CamError(
      'UNSUPPORTED_COMPRESSION',
      `"${entry.name}" uses compression method ${entry.method}; only deflate is read.`,
    );
  }
  const out = inflateBounded(
    data,
    'deflate',
    entry.size,
    () => new CamError('CORRUPT_ARCHIVE', `"${entry.name}" inflates beyond its declared size (zip bomb?).`),
  );
  if (out.length !== entry.size) throw corrupt(`entry "${entry.name}" (size mismatch)`);
  return out;
}

function corrupt(where: string): CamError {
  return new CamError('CORRUPT_ARCHIVE', `The zip archive is damaged: bad ${where}.`);
}
