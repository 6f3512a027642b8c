import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.js';

export type { FileStorage } from './file-storage.js';
export { LocalDiskStorage } from './local-disk.js';

/** The storage the configuration names: today the local disk under DATA_DIR/files. */
export function createStorage(config: { dataDir: string }): FileStorage {
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
