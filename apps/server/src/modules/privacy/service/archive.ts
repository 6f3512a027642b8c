import { strToU8, zipSync, type Zippable } from 'fflate';
import type { UploadedFile } from './gather.js';

/** JSON as the archive holds it: bigint amounts as text, two-space indents. */
const json = (value: unknown) =>
  strToU8(JSON.stringify(value, (_key, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2));

/** What a file system refuses in a name: path separators, wildcards, control characters. */
const UNSAFE = /[\\/:*?"<>|\p{Cc}]/gu;
/** A file's name inside the archive: its id first (names repeat), no path, nothing a file system refuses. */
const entryName = (file: UploadedFile) => `files/${file.id}-${file.name.replace(UNSAFE, '_').slice(0, 120)}`;

/**
 * The zip of "Download my data": `README.txt`, one `<area>.json` per area, `files.json` listing the uploads and
 * `files/<id>-<name>` with each one's bytes.
 */
export function personalDataArchive(
  documents: Record<string, unknown>,
  files: UploadedFile[],
  madeAt: Date,
  readme: string,
): Buffer {
  const entries: Zippable = { 'README.txt': strToU8(readme) };
  for (const [area, value] of Object.entries(documents)) entries[`${area}.json`] = json(value);
  entries['files.json'] = json(
    files.map(({ bytes, ...file }) => ({ ...file, path: bytes ? entryName({ ...file, bytes }) : null })),
  );
  for (const file of files) if (file.bytes) entries[entryName(file)] = [new Uint8Array(file.bytes), { level: 0 }];
  return Buffer.from(zipSync(entries, { level: 6, mtime: madeAt }));
}
