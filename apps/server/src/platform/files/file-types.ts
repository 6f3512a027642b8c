import path from 'node:path';

/** Types recognised from their first bytes; an upload's declared type is never trusted. */
const signatures: Array<{ type: string; test: (b: Buffer) => boolean }> = [
  { type: 'image/jpeg', test: (b) => b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  {
    type: 'image/png',
    test: (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  },
  { type: 'image/gif', test: (b) => /^GIF8[79]a/.test(b.subarray(0, 6).toString('latin1')) },
  {
    type: 'image/webp',
    test: (b) => b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
  { type: 'application/pdf', test: (b) => b.subarray(0, 5).toString('latin1') === '%PDF-' },
  { type: 'application/zip', test: (b) => b.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04])) },
  { type: 'application/x-rar-compressed', test: (b) => b.subarray(0, 6).toString('latin1') === 'Rar!\x1a\x07' },
  {
    type: 'application/x-7z-compressed',
    test: (b) => b.subarray(0, 6).equals(Buffer.from([0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c])),
  },
  { type: 'application/gzip', test: (b) => b.length >= 2 && b[0] === 0x1f && b[1] === 0x8b },
];

/** Programs and active web content: refused by name and by their first bytes. */
const refusedExtensions = new Set([
  '.exe',
  '.dll',
  '.com',
  '.bat',
  '.cmd',
  '.msi',
  '.scr',
  '.pif',
  '.cpl',
  '.jar',
  '.vbs',
  '.vbe',
  '.js',
  '.mjs',
  '.jse',
  '.wsf',
  '.ps1',
  '.sh',
  '.app',
  '.apk',
  '.html',
  '.htm',
  '.xhtml',
  '.svg',
  '.svgz',
  '.php',
  '.asp',
  '.aspx',
  '.jsp',
  '.hta',
]);
const refusedMagic = (b: Buffer) =>
  b.subarray(0, 2).toString('latin1') === 'MZ' ||
  b.subarray(0, 4).equals(Buffer.from([0x7f, 0x45, 0x4c, 0x46])) ||
  [0xfeedface, 0xfeedfacf, 0xcefaedfe, 0xcffaedfe].includes(b.length >= 4 ? b.readUInt32BE(0) : 0) ||
  b.subarray(0, 2).toString('latin1') === '#!';

const byExtension: Record<string, string> = {
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.doc': 'application/msword',
  '.xls': 'application/vnd.ms-excel',
  '.docx': 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pptx': 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  '.dxf': 'image/vnd.dxf',
  '.dwg': 'image/vnd.dwg',
  '.step': 'model/step',
  '.stp': 'model/step',
};

/** Types shown inline by getfile with download=0; anything else is always an attachment. */
export const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'application/pdf',
  'text/plain',
]);

export const IMAGE_TYPES_ALLOWED = new Set(['image/jpeg', 'image/png']);

export function sniffType(bytes: Buffer): string | null {
  return signatures.find((s) => s.test(bytes))?.type ?? null;
}

export type TypeVerdict = { ok: true; contentType: string } | { ok: false; reason: 'refusedType' | 'imageType' };

/**
 * Decides what an upload is. An image (`kind=image`, spec 01 §9) must be JPG or PNG by its bytes; any other
 * file may be anything but a program or active web content, typed by its bytes, else by its name (Gerber and
 * drill files are text: `text/plain`), else `application/octet-stream`.
 */
export function judgeType(name: string, bytes: Buffer, kind: 'file' | 'image'): TypeVerdict {
  const sniffed = sniffType(bytes);
  if (kind === 'image')
    return sniffed && IMAGE_TYPES_ALLOWED.has(sniffed)
      ? { ok: true, contentType: sniffed }
      : { ok: false, reason: 'imageType' };
  const extension = path.extname(name).toLowerCase();
  if (refusedExtensions.has(extension) || refusedMagic(bytes)) return { ok: false, reason: 'refusedType' };
  if (sniffed) return { ok: true, contentType: sniffed };
  if (byExtension[extension]) return { ok: true, contentType: byExtension[extension] };
  const looksText = !bytes.subarray(0, 8192).includes(0);
  return { ok: true, contentType: looksText ? 'text/plain' : 'application/octet-stream' };
}
