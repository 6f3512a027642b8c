import { and, asc, desc, eq } from 'drizzle-orm';
import type { GerberBindingKind } from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { accounts, auditLog, gerberBindings, gerberFiles } from '../../../db/schema/index.js';
import { notFound } from '../../../http/errors.js';
import { visibleTo, type GerberCaller } from '../access.js';
import type { JobBoard, JobView } from '../jobs.js';
import { gerberMessages } from '../messages.js';
import { joinNames, listColumns, toView, type GerberFileView, type ListRow } from '../view.js';

/** A file the caller may see, or 404 (another enterprise's file answers exactly like a missing one). */
export async function findVisible(db: Database, caller: GerberCaller, uid: string): Promise<ListRow> {
  const [row] = await joinNames(db.select(listColumns).from(gerberFiles))
    .where(and(eq(gerberFiles.uid, uid), visibleTo(caller)))
    .limit(1);
  if (!row) throw notFound(gerberMessages.fileNotFound);
  return row as ListRow;
}

export interface GerberFileDetail extends GerberFileView {
  /** The CAM result as `pcbunion-cam` prints it (null until analysed or after a failure). */
  analysis: unknown;
  bindings: Array<{
    uid: string;
    kind: GerberBindingKind;
    number: string;
    bound_at: string;
    unbound_at: string | null;
  }>;
  /** The operation log: every state change, newest first. */
  log: Array<{ at: string; action: string; actor: string | null; before: unknown; after: unknown }>;
}

export async function fileDetail(db: Database, caller: GerberCaller, uid: string): Promise<GerberFileDetail> {
  const row = await findVisible(db, caller, uid);
  const [[stored], bindings, log] = await Promise.all([
    db.select({ analysis: gerberFiles.analysis }).from(gerberFiles).where(eq(gerberFiles.uid, uid)),
    db.select().from(gerberBindings).where(eq(gerberBindings.gerberFileUid, uid)).orderBy(asc(gerberBindings.boundAt)),
    db
      .select({
        at: auditLog.at,
        action: auditLog.action,
        actor: accounts.name,
        before: auditLog.before,
        after: auditLog.after,
      })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
      .where(and(eq(auditLog.entity, 'gerber_file'), eq(auditLog.entityUid, uid)))
      .orderBy(desc(auditLog.id))
      .limit(200),
  ]);
  return {
    ...toView(row, caller),
    analysis: stored?.analysis ?? null,
    bindings: bindings.map((b) => ({
      uid: b.uid,
      kind: b.kind,
      number: b.number,
      bound_at: b.boundAt.toISOString(),
      unbound_at: b.unboundAt?.toISOString() ?? null,
    })),
    log: log.map((entry) => ({
      at: entry.at.toISOString(),
      action: entry.action,
      actor: entry.actor,
      before: entry.before,
      after: entry.after,
    })),
  };
}

export async function filePreview(
  db: Database,
  caller: GerberCaller,
  uid: string,
  side: 'top' | 'bottom',
): Promise<string> {
  await findVisible(db, caller, uid);
  const [row] = await db
    .select({ top: gerberFiles.previewTop, bottom: gerberFiles.previewBottom })
    .from(gerberFiles)
    .where(eq(gerberFiles.uid, uid));
  const svg = row?.[side];
  if (!svg) throw notFound(gerberMessages.fileNotFound);
  return svg;
}

/** The analysis job of a file: live from this instance when it runs here, else read from the file's state. */
export async function jobOf(
  db: Database,
  caller: GerberCaller,
  jobs: JobBoard,
  uid: string,
  aheadOf: (uid: string) => number | null = () => null,
): Promise<JobView> {
  const row = await findVisible(db, caller, uid);
  const live = jobs.get(uid);
  if (live) return { ...live, ahead: live.state === 'queued' ? aheadOf(uid) : null };
  const state = row.uploadStatus === 'uploading' ? 'running' : row.uploadStatus === 'success' ? 'done' : 'failed';
  return {
    id: uid,
    state,
    stage: state === 'done' ? 'done' : state === 'running' ? 'queued' : 'done',
    progress: state === 'running' ? 0 : 1,
    error_code: row.failureCode,
    message: row.failureMessage,
    started_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
