import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { personalDataExports } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { LANGUAGES, type Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import type { Clock, JobContext, JobRunner } from '../../../platform/jobs/index.js';
import type { FileStorage } from '../../../storage/index.js';
import { privacyMessages as M } from '../messages.js';
import { personalDataArchive } from './archive.js';
import { gatherPersonalData } from './gather.js';

export const EXPORT_JOB = 'privacy.export';
export const EXPORT_PRUNE_JOB = 'privacy.export-prune';
/** How long a download link works after the archive is made. */
export const LINK_VALID_MS = 24 * 3_600_000;

export interface ExportDeps {
  db: Database;
  storage: FileStorage;
  jobs: JobRunner;
  clock: Clock;
}

type ExportRow = typeof personalDataExports.$inferSelect;

export const downloadUrl = (token: string) => `/api/profile/privacy/exports/${token}/archive`;

export function exportView(row: ExportRow, now: Date) {
  const expired = row.expiresAt !== null && row.expiresAt <= now;
  return {
    id: row.uid,
    status: row.status,
    requested_at: row.requestedAt,
    ready_at: row.readyAt,
    expires_at: row.expiresAt,
    expired,
    size: row.size,
    download_url: row.status === 'ready' && !expired ? downloadUrl(row.token) : null,
  };
}

/** The person's newest archive, or null. */
export async function latestExport(db: Database, accountUid: string) {
  const [row] = await db
    .select()
    .from(personalDataExports)
    .where(eq(personalDataExports.accountUid, accountUid))
    .orderBy(desc(personalDataExports.requestedAt))
    .limit(1);
  return row ?? null;
}

/**
 * Asks for a new archive: a row being prepared and its durable job, in one transaction. While one is being prepared,
 * asking again answers that one (a double click makes one archive).
 */
export async function requestExport(deps: ExportDeps, accountUid: string, language: Language) {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [preparing] = await tx
      .select()
      .from(personalDataExports)
      .where(and(eq(personalDataExports.accountUid, accountUid), eq(personalDataExports.status, 'preparing')))
      .for('update');
    if (preparing) return preparing;
    const [row] = await tx
      .insert(personalDataExports)
      .values({ accountUid, token: randomBytes(32).toString('base64url'), requestedAt: now })
      .returning();
    await deps.jobs.enqueue(EXPORT_JOB, { uid: row!.uid, language }, { singletonKey: `${EXPORT_JOB}:${row!.uid}`, tx });
    return row!;
  });
}

/**
 * The job: gathers the person's data, zips it with their files, stores the zip and opens its 24-hour link. Runs
 * again safely: an archive already made is left alone; the last failed attempt marks the archive failed.
 */
export async function buildExport(deps: ExportDeps, ctx: JobContext<{ uid: string; language?: string }>) {
  const { db, storage, clock } = deps;
  const [row] = await db.select().from(personalDataExports).where(eq(personalDataExports.uid, ctx.payload.uid));
  if (!row || row.status !== 'preparing') return { skipped: true };
  const language = (LANGUAGES as readonly string[]).includes(ctx.payload.language ?? '')
    ? (ctx.payload.language as Language)
    : 'en';
  try {
    const madeAt = clock.now();
    const { documents, files } = await gatherPersonalData(db, storage, row.accountUid, language);
    const readme = translate(language, M.archiveReadme, { at: madeAt.toISOString() });
    const zip = personalDataArchive(documents, files, madeAt, readme);
    const storageKey = `privacy-exports/${row.uid}`;
    await storage.put(storageKey, zip);
    await db
      .update(personalDataExports)
      .set({
        status: 'ready',
        storageKey,
        size: zip.length,
        readyAt: madeAt,
        expiresAt: new Date(madeAt.getTime() + LINK_VALID_MS),
      })
      .where(and(eq(personalDataExports.uid, row.uid), eq(personalDataExports.status, 'preparing')));
    return { size: zip.length, files: files.length };
  } catch (error) {
    if (ctx.job.attempts >= ctx.job.maxAttempts)
      await db
        .update(personalDataExports)
        .set({ status: 'failed', error: error instanceof Error ? error.message.slice(0, 500) : 'failed' })
        .where(eq(personalDataExports.uid, row.uid));
    throw error;
  }
}

/** The zip a download link names, for its owner only, within its 24 hours; else a clear refusal. */
export async function openArchive(deps: ExportDeps, accountUid: string, token: string) {
  const [row] = await deps.db
    .select()
    .from(personalDataExports)
    .where(and(eq(personalDataExports.token, token), eq(personalDataExports.accountUid, accountUid)));
  if (!row) throw new AppError(404, M.exportNotFound, {}, 0, 'token');
  if (row.status !== 'ready') throw new AppError(409, M.exportNotReady, {}, 0, 'token');
  const expired = () => new AppError(410, M.exportExpired, {}, 0, 'token');
  if (!row.storageKey || row.expiresAt! <= deps.clock.now()) throw expired();
  const bytes = await deps.storage.get(row.storageKey);
  if (!bytes) throw expired();
  return { bytes, name: `pcb-union-my-data-${row.readyAt!.toISOString().slice(0, 10)}.zip` };
}

/** Hourly: the bytes of archives whose link expired are deleted (the row stays, to show the link expired). */
export async function pruneExpiredArchives(deps: ExportDeps, now: Date) {
  const expired = await deps.db
    .select({ uid: personalDataExports.uid, key: personalDataExports.storageKey })
    .from(personalDataExports)
    .where(and(lt(personalDataExports.expiresAt, now), isNotNull(personalDataExports.storageKey)));
  for (const row of expired) {
    await deps.storage.delete(row.key!);
    await deps.db.update(personalDataExports).set({ storageKey: null }).where(eq(personalDataExports.uid, row.uid));
  }
  return { pruned: expired.length };
}

/** Deletes every archive of the person, rows and bytes (at erasure). Answers the storage keys to delete after commit. */
export async function forgetExports(tx: Database, accountUid: string): Promise<string[]> {
  const gone = await tx
    .delete(personalDataExports)
    .where(eq(personalDataExports.accountUid, accountUid))
    .returning({ key: personalDataExports.storageKey });
  return gone.map((g) => g.key).filter((key): key is string => !!key);
}
