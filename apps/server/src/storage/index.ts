import path from 'node:path';
import type { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.js';
import { S3Storage, s3ConfigFromEnv } from './s3.js';

export type { FileStorage } from './file-storage.js';
export { LocalDiskStorage } from './local-disk.js';
export { S3Storage, s3ConfigFromEnv, type S3StorageConfig } from './s3.js';

/**
 * The storage the configuration names: the local disk under DATA_DIR/files by default; an S3-compatible bucket
 * with FILE_STORAGE=s3 (S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_PREFIX, S3_FORCE_PATH_STYLE — docs/deploy.md).
 * Several instances need the bucket, or one shared directory mounted at DATA_DIR/files on each.
 */
export function createStorage(config: { dataDir: string }, env: NodeJS.ProcessEnv = process.env): FileStorage {
  const kind = env.FILE_STORAGE?.trim() || 'local';
  if (kind === 's3') return new S3Storage(s3ConfigFromEnv(env));
  if (kind !== 'local') throw new Error(`FILE_STORAGE must be local or s3, not ${kind}`);
  return new LocalDiskStorage(path.join(config.dataDir, 'files'));
}
