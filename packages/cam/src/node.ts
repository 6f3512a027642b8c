/** Node-only helpers: reading a Gerber set from a folder or a file on disk. Not part of the browser entry. */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { analyzeArchive, analyzeBoard } from './api.js';
import type { ParsedBoard } from './board.js';
import { CamError } from './errors.js';
import { resolveLimits } from './limits.js';
import type { AnalyzeOptions, CamResult, InputFile } from './types.js';
import { isClutter } from './archive/entry-guard.js';

/** Reads every file of a folder (sub-folders too), within the same entry-count and size limits as archives. */
export async function readGerberFolder(folder: string, options: AnalyzeOptions = {}): Promise<InputFile[]> {
  const limits = resolveLimits(options.limits);
  const files: InputFile[] = [];
  let total = 0;
  const visit = async (dir: string, depth: number): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      const name = relative(folder, path).split('\\').join('/');
      if (isClutter(name)) continue;
      if (entry.isDirectory() && depth < 4) await visit(path, depth + 1);
      if (!entry.isFile()) continue;
      if (files.length >= limits.maxEntries) {
        throw new CamError('TOO_MANY_ENTRIES', `The folder has more than ${limits.maxEntries} files.`);
      }
      const size = (await stat(path)).size;
      total += size;
      if (size > limits.maxEntryBytes || total > limits.maxTotalBytes) {
        throw new CamError('TOTAL_TOO_LARGE', `The folder holds more than the size limit allows ("${name}").`);
      }
      files.push({ name, bytes: new Uint8Array(await readFile(path)) });
    }
  };
  await visit(folder, 0);
  files.sort((a, b) => a.name.localeCompare(b.name));
  return files;
}

/** Analyzes a folder or an archive file on disk. */
export async function analyzePath(
  path: string,
  options: AnalyzeOptions = {},
): Promise<{ result: CamResult; board?: ParsedBoard }> {
  const info = await stat(path).catch(() => null);
  if (!info) throw new CamError('NOT_FOUND', `"${path}" does not exist.`);
  if (info.isDirectory()) return analyzeBoard(await readGerberFolder(path, options), options);
  return { result: analyzeArchive(new Uint8Array(await readFile(path)), path, options) };
}
