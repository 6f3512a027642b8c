import { CamError } from '../errors.js';

const ARCHIVE_EXTENSIONS = /\.(zip|tar|tgz|gz|rar|7z|bz2|xz|tbz2?|zipx)$/i;

/** Refuses names that would escape a folder if ever written out: `../`, absolute paths, drive letters. */
export function checkEntryName(name: string): string {
  const normalized = name.replace(/\\/g, '/');
  if (normalized.includes('\u0000')) throw unsafe(name);
  if (normalized.startsWith('/') || /^[A-Za-z]:/.test(normalized)) throw unsafe(name);
  if (normalized.split('/').some((segment) => segment === '..')) throw unsafe(name);
  return normalized.replace(/^(\.\/)+/, '');
}

/** Operating-system clutter that archivers add; skipped without a word. */
export function isClutter(name: string): boolean {
  const parts = name.split('/');
  const base = parts[parts.length - 1] ?? '';
  if (parts.some((part) => part === '__MACOSX')) return true;
  if (base === '' || base.startsWith('.')) return true;
  return /^(thumbs\.db|desktop\.ini)$/i.test(base);
}

/** True for an archive inside the archive, told by its name or its first bytes. */
export function isNestedArchive(name: string, bytes: Uint8Array): boolean {
  if (ARCHIVE_EXTENSIONS.test(name)) return true;
  const [a, b, c, d] = bytes;
  if (a === 0x50 && b === 0x4b && (c === 0x03 || c === 0x05) && (d === 0x04 || d === 0x06)) return true;
  if (a === 0x1f && b === 0x8b) return true;
  if (a === 0x52 && b === 0x61 && c === 0x72 && d === 0x21) return true; // Rar!
  return a === 0x37 && b === 0x7a && c === 0xbc && d === 0xaf; // 7z
}

export function refuseNested(name: string): CamError {
  return new CamError(
    'NESTED_ARCHIVE',
    `"${name}" is an archive inside the archive; unpack it and upload the Gerber files in one archive.`,
  );
}

function unsafe(name: string): CamError {
  return new CamError('UNSAFE_PATH', `Archive entry "${name}" has an unsafe path (absolute or with "..").`);
}
