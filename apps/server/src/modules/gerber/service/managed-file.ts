import { and, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { gerberFiles } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import { managedBy, type GerberCaller } from '../access.js';
import { gerberMessages } from '../messages.js';

export type GerberRow = typeof gerberFiles.$inferSelect;
type Executor = Pick<Database, 'select' | 'update'>;

/** A file sent to the caller's factory, or 404 (another enterprise's file answers like a missing one). */
export async function loadManaged(db: Executor, caller: GerberCaller, uid: string, lock = false): Promise<GerberRow> {
  const query = db.select().from(gerberFiles).where(managedBy(caller, uid)).limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(gerberMessages.fileNotFound);
  return row;
}

/**
 * Compare-and-set: changes the row only while `expected` still holds (what the caller read); 0 rows → 409, so two
 * people acting at once cannot both win.
 */
export async function compareAndSet(
  db: Executor,
  uid: string,
  expected: SQL,
  change: Partial<GerberRow>,
): Promise<GerberRow> {
  const [row] = await db
    .update(gerberFiles)
    .set({ ...change, updatedAt: new Date() })
    .where(and(eq(gerberFiles.uid, uid), expected))
    .returning();
  if (!row) throw conflict();
  return row;
}

/** What sends a file back to analysis (a re-check, a role correction): analysing again, under review, no failure kept. */
export const backToAnalysis = {
  uploadStatus: 'uploading',
  auditStatus: 'under_review',
  failureCode: null,
  failureMessage: null,
} satisfies Partial<GerberRow>;
