export type ArchiveKind = 'zip' | 'gzip' | 'tar';

/** Tells the archive kind from its first bytes; the name only matters for telling a damaged archive apart. */
export function detectArchiveKind(bytes: Uint8Array): ArchiveKind | null {
  const [a, b, c, d] = bytes;
  if (a === 0x50 && b === 0x4b && (c === 0x03 || c === 0x05) && (d === 0x04 || d === 0x06)) return 'zip';
  if (a === 0x1f && b === 0x8b) return 'gzip';
  if (looksLikeTar(bytes)) return 'tar';
  return null;
}

export function looksLikeTar(bytes: Uint8Array): boolean {
  if (bytes.length < 512) return false;
  if (String.fromCharCode(...bytes.subarray(257, 262)) === 'ustar') return true;
  return tarChecksumOk(bytes, 0);
}

/** The header checksum: the byte sum of the 512-byte header with its own checksum field read as spaces. */
export function tarChecksumOk(bytes: Uint8Array, offset: number): boolean {
  let sum = 0;
  for (let i = 0; i < 512; i++) {
    const inField = i >= 148 && i < 156;
    sum += inField ? 0x20 : (bytes[offset + i] ?? 0);
  }
  const stored = readOctal(bytes, offset + 148, 8);
  return stored !== null && stored === sum;
}

export function readOctal(bytes: Uint8Array, offset: number, length: number): number | null {
  let text = '';
  for (let i = offset; i < offset + length; i++) {
    const code = bytes[i] ?? 0;
    if (code === 0 || code === 0x20) {
      if (text.length > 0) break;
      continue;
    }
    if (code < 0x30 || code > 0x37) return null;
    text += String.fromCharCode(code);
  }
  return text.length === 0 ? 0 : parseInt(text, 8);
}

export function archiveKindFromName(fileName: string): ArchiveKind | 'other-archive' | null {
  const lower = fileName.toLowerCase();
  if (lower.endsWith('.zip')) return 'zip';
  if (lower.endsWith('.tgz') || lower.endsWith('.tar.gz') || lower.endsWith('.gz')) return 'gzip';
  if (lower.endsWith('.tar')) return 'tar';
  if (/\.(rar|7z|bz2|xz|zipx)$/.test(lower)) return 'other-archive';
  return null;
}
