import { CamError } from '../errors.js';
import type { CamLimits, InputFile } from '../types.js';
import { archiveKindFromName, detectArchiveKind } from './detect.js';
import { readTar, readTarGzip } from './untar.js';
import { readZip } from './unzip.js';

/** Unpacks a customer's upload (.zip, .tar.gz, .tgz, .tar) into its files, refusing anything unsafe. */
export function unpackArchive(bytes: Uint8Array, fileName: string, limits: CamLimits): InputFile[] {
  if (bytes.length > limits.maxArchiveBytes) {
    throw new CamError(
      'ARCHIVE_TOO_LARGE',
      `The upload is ${bytes.length} bytes; the limit is ${limits.maxArchiveBytes}.`,
    );
  }
  const kind = detectArchiveKind(bytes);
  const named = archiveKindFromName(fileName);
  if (kind === null) {
    if (named === 'other-archive') {
      throw new CamError('UNSUPPORTED_ARCHIVE', `"${fileName}" is not a zip or tar.gz archive; please upload a .zip.`);
    }
    if (named !== null) throw new CamError('CORRUPT_ARCHIVE', `"${fileName}" is not a valid ${named} archive.`);
    throw new CamError('UNSUPPORTED_ARCHIVE', `"${fileName}" is not a zip or tar.gz archive.`);
  }
  const files = guarded(() => unpackKnown(bytes, kind, limits));
  if (files.length === 0) throw new CamError('EMPTY_ARCHIVE', `"${fileName}" contains no files.`);
  return files;
}

function unpackKnown(bytes: Uint8Array, kind: 'zip' | 'gzip' | 'tar', limits: CamLimits): InputFile[] {
  if (kind === 'zip') return readZip(bytes, limits);
  if (kind === 'tar') return readTar(bytes, limits);
  return readTarGzip(bytes, limits);
}

/** Last line of defence: whatever a damaged archive makes a reader throw becomes a CamError. */
function guarded(read: () => InputFile[]): InputFile[] {
  try {
    return read();
  } catch (error) {
    if (error instanceof CamError) throw error;
    throw new CamError('CORRUPT_ARCHIVE', `The archive is damaged (${(error as Error).message}).`);
  }
}
