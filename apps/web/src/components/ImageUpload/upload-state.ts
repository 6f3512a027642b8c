import { IMAGE_MAX_BYTES, IMAGE_TYPES } from '@pcbunion/core';
import type { UploadFile } from 'antd';
import type { StoredFile } from '../../api/files';

export type ImageProblem = 'type' | 'size' | null;

/** Spec 01 §9: JPG or PNG, at most 500 kB. */
export function checkImage(file: { type: string; size: number }): ImageProblem {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > IMAGE_MAX_BYTES) return 'size';
  return null;
}

export interface UploadOutcome {
  /** True only when every file has succeeded (spec 01 §4). */
  complete: boolean;
  files: StoredFile[];
  /** The file list as it is, when not complete. */
  failed: UploadFile[];
}

/** The stored file an upload answered with (the `{ code, msg, data }` envelope of /api/file/upload). */
export function storedFileOf(file: UploadFile): StoredFile | null {
  const answer = file.response as { code?: number; data?: StoredFile } | undefined;
  if (answer?.code === 1 && answer.data) return answer.data;
  if (file.url && file.status === 'done')
    return { id: file.uid, name: file.name, url: file.url, size: file.size ?? 0, type: file.type ?? '' };
  return null;
}

/** A file counts as succeeded when antd marked it done and the server answered code 1 (or it was already stored). */
export function uploadOutcome(list: readonly UploadFile[]): UploadOutcome {
  const files = list.map(storedFileOf);
  const complete = list.length > 0 && list.every((f, i) => f.status === 'done' && files[i]);
  return complete
    ? { complete, files: files as StoredFile[], failed: [] }
    : { complete: false, files: files.filter((f): f is StoredFile => !!f), failed: [...list] };
}
