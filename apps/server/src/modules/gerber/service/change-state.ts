import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberFiles } from '../../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../../http/errors.js';
import type { GerberCaller } from '../access.js';
import type { AnalysisPool } from '../analysis/pool.js';
import { auditGerber } from '../audit.js';
import { gerberMessages } from '../messages.js';
import { canRecheck, canReview } from '../states.js';
import type { AnalysisRunner } from './analysis-runner.js';
import { backToAnalysis, compareAndSet, loadManaged } from './managed-file.js';

const refused = (message: (typeof gerberMessages)[keyof typeof gerberMessages]) => new AppError(409, message);

/** Manual review: the factory sets the audit to success (an optional remark) or failed (the reason is required). */
export async function reviewFile(
  db: Database,
  caller: GerberCaller,
  uid: string,
  input: { audit_status: 'success' | 'failed'; remarks?: string | undefined },
  ip: string,
) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid);
    if (input.audit_status === 'failed' && !input.remarks)
      throw badRequest(gerberMessages.rejectReasonRequired, {}, 'remarks');
    if (!canReview(before)) throw refused(gerberMessages.notAnalysed);
    const sameRemarks = input.remarks === undefined || input.remarks === (before.remarks ?? '');
    if (before.auditStatus === input.audit_status && sameRemarks) throw refused(gerberMessages.sameState);
    const after = await compareAndSet(
      tx,
      uid,
      and(eq(gerberFiles.auditStatus, before.auditStatus), eq(gerberFiles.uploadStatus, 'success'))!,
      {
        auditStatus: input.audit_status,
        reviewedBy: caller.staffName,
        reviewedAt: new Date(),
        ...(input.remarks !== undefined ? { remarks: input.remarks || null } : {}),
      },
    );
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'reviewed',
      before: { audit_status: before.auditStatus, remarks: before.remarks },
      after: { audit_status: after.auditStatus, remarks: after.remarks },
    });
  });
}

/** Re-check: runs the analysis again on the stored archive; the audit goes back to under review. */
export async function recheckFile(
  deps: { db: Database; runner: AnalysisRunner; pool: AnalysisPool },
  caller: GerberCaller,
  uid: string,
  ip: string,
) {
  const { db, runner, pool } = deps;
  const waiting = pool.waitingFor(caller.enterpriseUid);
  if (waiting >= pool.options.maxQueue) throw new AppError(429, gerberMessages.enterpriseQueueFull, { n: waiting });
  const row = await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid);
    if (!canRecheck(before)) throw refused(gerberMessages.stillAnalysing);
    const after = await compareAndSet(tx, uid, eq(gerberFiles.uploadStatus, before.uploadStatus), backToAnalysis);
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'recheck',
      before: { upload_status: before.uploadStatus, audit_status: before.auditStatus },
      after: { upload_status: after.uploadStatus, audit_status: after.auditStatus },
    });
    return after;
  });
  runner.start(
    { uid, fileName: row.fileName, enterpriseUid: row.enterpriseUid, storedFileUid: row.storedFileUid },
    { accountUid: caller.accountUid, enterpriseUid: caller.enterpriseUid, ip },
  );
}

export async function setValidity(
  db: Database,
  caller: GerberCaller,
  uid: string,
  validity: 'valid' | 'expired',
  ip: string,
) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid);
    if (before.validity === validity) throw refused(gerberMessages.sameState);
    await compareAndSet(tx, uid, eq(gerberFiles.validity, before.validity), { validity });
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'validity',
      before: { validity: before.validity },
      after: { validity },
    });
  });
}

export async function saveRemarks(db: Database, caller: GerberCaller, uid: string, remarks: string, ip: string) {
  await db.transaction(async (tx) => {
    const before = await loadManaged(tx, caller, uid, true);
    const [updated] = await tx
      .update(gerberFiles)
      .set({ remarks: remarks || null, updatedAt: new Date() })
      .where(eq(gerberFiles.uid, uid))
      .returning({ uid: gerberFiles.uid });
    if (!updated) throw conflict();
    await auditGerber(tx, {
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      ip,
      fileUid: uid,
      action: 'remarks',
      before: { remarks: before.remarks },
      after: { remarks: remarks || null },
    });
  });
}
