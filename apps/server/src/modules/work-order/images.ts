import { IMAGE_MAX_BYTES } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import { storedFiles, workOrderAttachments } from '../../db/schema/index.js';
import { notFound } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { FileService } from '../../platform/files/file.service.js';
import type { Executor } from './links.js';
import { workOrderFieldLabels, workOrderMessages } from './messages.js';
import type { Caller, IncomingImage } from './types.js';

/** The images of work orders: ids sent as JSON checked, multipart images stored, and dropped again when the write fails. */
export function workOrderImages(files: FileService) {
  /** Checks image ids sent as JSON: the caller's enterprise's stored JPG/PNG files of at most 500 kB, not attached yet. */
  async function checkFileIds(ex: Executor, caller: Caller, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    if (!unique.length) return [];
    const rows = await ex
      .select({ uid: storedFiles.uid, type: storedFiles.contentType, size: storedFiles.size })
      .from(storedFiles)
      .where(and(inArray(storedFiles.uid, unique), eq(storedFiles.enterpriseUid, caller.enterpriseUid)));
    if (rows.length !== unique.length) throw notFound();
    if (rows.some((r) => !['image/jpeg', 'image/png'].includes(r.type) || r.size > IMAGE_MAX_BYTES))
      throw fieldError('files', workOrderFieldLabels.files, workOrderMessages.notAnImage);
    const [taken] = await ex
      .select({ uid: workOrderAttachments.uid })
      .from(workOrderAttachments)
      .where(inArray(workOrderAttachments.fileUid, unique))
      .limit(1);
    if (taken) throw fieldError('files', workOrderFieldLabels.files, 'invalid');
    return unique;
  }

  /** Stores the multipart images (JPG/PNG by content, ≤ 500 kB, refused otherwise by the file service). */
  async function storeImages(caller: Caller, images: IncomingImage[]): Promise<string[]> {
    const stored: string[] = [];
    try {
      for (const image of images) {
        const file = await files.saveFile({
          enterpriseUid: caller.enterpriseUid,
          accountUid: caller.accountUid,
          name: image.name,
          bytes: image.bytes,
          kind: 'image',
          purpose: 'work-order',
          ip: caller.ip,
        });
        stored.push(file.id);
      }
    } catch (error) {
      await dropFiles(caller, stored);
      throw error;
    }
    return stored;
  }

  const dropFiles = async (caller: Caller, uids: string[]) => {
    if (uids.length)
      await files
        .deleteFile({ enterpriseUid: caller.enterpriseUid, accountUid: caller.accountUid, uids, ip: caller.ip })
        .catch(() => 0);
  };

  return { checkFileIds, storeImages, dropFiles };
}
