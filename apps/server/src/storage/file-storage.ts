/**
 * Where file bytes live. Keys are `/`-separated paths of letters, digits, `-` and `_` chosen by the caller
 * (the files module uses `<enterprise>/<file>/<version>`). A provider must make `put` atomic: a reader sees the
 * old bytes or the new ones, never half. Today: the local disk (`LocalDiskStorage`); an S3-compatible provider
 * implements the same three calls.
 */
export interface FileStorage {
  readonly kind: 'local-disk' | 's3';
  put(key: string, bytes: Buffer): Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get(key: string): Promise<Buffer | null>;
  /** Removes the key; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
}

const KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY.test(key) || key.length > 512) throw new Error(`invalid storage key "${key}"`);
}
