/**
 * The file service: files belong to an enterprise; the bytes go to the storage (storage/), the metadata to
 * `stored_files`, and every upload, replacement and deletion to the audit log.
 *
 * For other modules (Gerber files, avatars, …):
 *
 *   import { fileService } from './file.service.js';
 *   const files = fileService(options);            // options: the ModuleOptions your module was registered with
 *
 *   const file = await files.saveFile({ enterpriseUid, accountUid, name, bytes, kind: 'image', purpose: 'avatar' });
 *     → { id, name, url, size, type }. `kind: 'image'` takes JPG/PNG (by content) ≤ 500 kB; the default `file`
 *       takes anything but programs and web pages, ≤ 20 MB. `replaceUid` replaces that file's bytes and name
 *       (same id). Refusals throw AppError 400 / 413 with a message naming `file`.
 *   const { file, bytes } = await files.readFile({ enterpriseUid, uid });
 *   await files.deleteFile({ enterpriseUid, accountUid, uids: [uid] });
 *     A file of another enterprise answers AppError 404, exactly as a missing one (tenant isolation).
 *
 * `url` is the getfile address the browser can open with its session cookie.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { IMAGE_MAX_BYTES, PRODUCT_ID } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles } from '../../db/schema/index.js';
import { AppError, badRequest } from '../../http/errors.js';
import { createStorage, type FileStorage } from '../../storage/index.js';
import type { ModuleOptions } from '../module-options.js';
import { judgeType } from './file-types.js';
import { fileMessages } from './messages.js';
import { recordAudit } from '../audit.js';

export const FILE_MAX_BYTES = 20 * 1024 * 1024;
export type FileKind = 'file' | 'image';

export const maxBytesOf = (kind: FileKind) => (kind === 'image' ? IMAGE_MAX_BYTES : FILE_MAX_BYTES);
export const describeBytes = (n: number) => (n >= 1024 * 1024 ? `${n / 1024 / 1024} MB` : `${n / 1024} kB`);

export interface StoredFileInfo {
  id: string;
  name: string;
  url: string;
  size: number;
  type: string;
}

type FileRow = typeof storedFiles.$inferSelect;

export const fileUrl = (uid: string) => `/api/file/getfile?productid=${PRODUCT_ID}&id=${uid}&download=0`;
const infoOf = (row: FileRow): StoredFileInfo => ({
  id: row.uid,
  name: row.name,
  url: fileUrl(row.uid),
  size: row.size,
  type: row.contentType,
});
const auditView = (row: FileRow) => ({
  name: row.name,
  size: row.size,
  type: row.contentType,
  kind: row.kind,
  sha256: row.sha256,
});

export const tooLarge = (kind: FileKind) =>
  new AppError(413, fileMessages.tooLarge, { max: describeBytes(maxBytesOf(kind)) }, 0, 'file');
const notFound = () => new AppError(404, fileMessages.fileNotFound);

/** A file name as stored: no path, no control characters, at most 255 characters. */
function cleanName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(0, 255);
  return clean || 'file';
}

export interface SaveFileInput {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  bytes: Buffer;
  kind?: FileKind;
  purpose?: string;
  /** Replace this file (same id); its kind is kept. */
  replaceUid?: string;
  ip?: string;
}

export function fileService(deps: { db: Database; storage: FileStorage } | ModuleOptions) {
  const db = 'storage' in deps ? deps.db : deps.database.db;
  const storage = 'storage' in deps ? deps.storage : createStorage(deps.config);

  async function findOwned(enterpriseUid: string, uid: string): Promise<FileRow> {
    const [row] = await db
      .select()
      .from(storedFiles)
      .where(and(eq(storedFiles.uid, uid), eq(storedFiles.enterpriseUid, enterpriseUid)))
      .limit(1);
    if (!row) throw notFound();
    return row;
  }

  async function saveFile(input: SaveFileInput): Promise<StoredFileInfo> {
    const previous = input.replaceUid ? await findOwned(input.enterpriseUid, input.replaceUid) : null;
    const kind = previous?.kind ?? input.kind ?? 'file';
    if (input.bytes.length === 0) throw badRequest(fileMessages.emptyFile, {}, 'file');
    if (input.bytes.length > maxBytesOf(kind)) throw tooLarge(kind);
    const name = cleanName(input.name);
    const verdict = judgeType(name, input.bytes, kind);
    if (!verdict.ok) throw badRequest(fileMessages[verdict.reason], {}, 'file');

    const uid = previous?.uid ?? randomUUID();
    const storageKey = `${input.enterpriseUid}/${uid}/${randomBytes(8).toString('hex')}`;
    await storage.put(storageKey, input.bytes);
    const values = {
      name,
      contentType: verdict.contentType,
      size: input.bytes.length,
      storageKey,
      sha256: createHash('sha256').update(input.bytes).digest('hex'),
      updatedAt: new Date(),
    };
    try {
      const row = await db.transaction(async (tx) => {
        const [saved] = previous
          ? await tx
              .update(storedFiles)
              .set(values)
              .where(and(eq(storedFiles.uid, uid), eq(storedFiles.storageKey, previous.storageKey)))
              .returning()
          : await tx
              .insert(storedFiles)
              .values({
                ...values,
                uid,
                enterpriseUid: input.enterpriseUid,
                uploadedBy: input.accountUid,
                kind,
                purpose: input.purpose,
              })
              .returning();
        if (!saved) throw new AppError(409, 'conflict');
        await recordAudit(tx, {
          actorAccountUid: input.accountUid,
          enterpriseUid: input.enterpriseUid,
          entity: 'file',
          entityUid: uid,
          action: previous ? 'replaced' : 'uploaded',
          before: previous ? auditView(previous) : null,
          after: auditView(saved),
          ip: input.ip,
        });
        return saved;
      });
      if (previous) await storage.delete(previous.storageKey);
      return infoOf(row);
    } catch (error) {
      await storage.delete(storageKey);
      throw error;
    }
  }

  async function readFile(input: {
    enterpriseUid: string;
    uid: string;
  }): Promise<{ file: StoredFileInfo; bytes: Buffer }> {
    const row = await findOwned(input.enterpriseUid, input.uid);
    const bytes = await storage.get(row.storageKey);
    if (!bytes) throw notFound();
    return { file: infoOf(row), bytes };
  }

  /** The kind of an enterprise's file (404 when it is not theirs), e.g. to apply its size limit before reading an upload. */
  async function kindOf(input: { enterpriseUid: string; uid: string }): Promise<FileKind> {
    return (await findOwned(input.enterpriseUid, input.uid)).kind;
  }

  /** Deletes all the named files or none: one that is missing or another enterprise's answers 404. */
  async function deleteFile(input: {
    enterpriseUid: string;
    accountUid: string;
    uids: string[];
    ip?: string;
  }): Promise<number> {
    const uids = [...new Set(input.uids)];
    const rows = await db.transaction(async (tx) => {
      const deleted = await tx
        .delete(storedFiles)
        .where(and(inArray(storedFiles.uid, uids), eq(storedFiles.enterpriseUid, input.enterpriseUid)))
        .returning();
      if (deleted.length !== uids.length) throw notFound();
      await recordAudit(
        tx,
        ...deleted.map((row) => ({
          actorAccountUid: input.accountUid,
          enterpriseUid: input.enterpriseUid,
          entity: 'file',
          entityUid: row.uid,
          action: 'deleted',
          before: auditView(row),
          ip: input.ip,
        })),
      );
      return deleted;
    });
    await Promise.all(rows.map((row) => storage.delete(row.storageKey)));
    return rows.length;
  }

  return { saveFile, readFile, deleteFile, kindOf };
}

export type FileService = ReturnType<typeof fileService>;
