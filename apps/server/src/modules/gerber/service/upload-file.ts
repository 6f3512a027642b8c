import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterprises, gerberFiles } from '../../../db/schema/index.js';
import { AppError, badRequest } from '../../../http/errors.js';
import type { FileService } from '../../../platform/files/file.service.js';
import type { GerberCaller } from '../access.js';
import { auditGerber } from '../audit.js';
import { gerberMessages } from '../messages.js';
import type { AnalysisRunner } from './analysis-runner.js';

export interface GerberUpload {
  fileName: string;
  bytes: Buffer;
  /** The factory the file is for; a factory uploading for itself may leave it out. */
  merchantUid?: string | undefined;
  remarks?: string | undefined;
  ip: string;
}

/** The factory a caller uploads to: its own enterprise (factory screen) or the one a customer names. */
async function merchantFor(db: Database, caller: GerberCaller, named: string | undefined): Promise<string> {
  if (caller.manages && caller.enterpriseKind === 'factory' && (!named || named === caller.enterpriseUid))
    return caller.enterpriseUid;
  if (!named) throw badRequest(gerberMessages.merchantRequired, {}, 'merchant_uid');
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(and(eq(enterprises.uid, named), eq(enterprises.kind, 'factory'), eq(enterprises.status, 'active')))
    .limit(1);
  if (!factory) throw badRequest(gerberMessages.notAFactory, {}, 'merchant_uid');
  return factory.uid;
}

/**
 * Stores the archive through the file service, records the Gerber file as `uploading` / `under_review` and
 * starts its analysis job. Answers the new row's uid (also the job id) at once.
 */
export async function uploadGerberFile(
  deps: { db: Database; files: FileService; runner: AnalysisRunner },
  caller: GerberCaller,
  upload: GerberUpload,
): Promise<string> {
  const { db, files, runner } = deps;
  const merchantUid = await merchantFor(db, caller, upload.merchantUid);
  const stored = await files
    .saveFile({
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: upload.fileName,
      bytes: upload.bytes,
      purpose: 'gerber',
      ip: upload.ip,
    })
    .catch((error: unknown) => {
      if (error instanceof AppError) throw error;
      throw new AppError(500, gerberMessages.uploadFailed);
    });
  const record = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(gerberFiles)
      .values({
        enterpriseUid: caller.enterpriseUid,
        merchantUid,
        uploaderAccountUid: caller.accountUid,
        uploaderStaffUid: caller.staffUid,
        uploaderName: caller.staffName,
        fileName: stored.name,
        fileSize: stored.size,
        storedFileUid: stored.id,
        remarks: upload.remarks || null,
      })
      .returning({ uid: gerberFiles.uid });
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip: upload.ip,
      fileUid: row!.uid,
      action: 'uploaded',
      after: {
        file_name: stored.name,
        file_size: stored.size,
        merchant_uid: merchantUid,
        upload_status: 'uploading',
        audit_status: 'under_review',
        binding_status: 'unbound',
        validity: 'valid',
      },
    });
    return row!.uid;
  });
  // Nothing half-written: an archive whose row could not be recorded is removed again.
  const uid = await record.catch(async (error: unknown) => {
    await files
      .deleteFile({
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        uids: [stored.id],
        ip: upload.ip,
      })
      .catch(() => undefined);
    throw error;
  });
  runner.start(
    { uid, fileName: stored.name, enterpriseUid: caller.enterpriseUid, storedFileUid: stored.id },
    { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid, ip: upload.ip },
    upload.bytes,
  );
  return uid;
}
