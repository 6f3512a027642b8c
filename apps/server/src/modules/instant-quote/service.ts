import { recolorPreview, type BoardColors } from '@pcbunion/cam';
import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { instantQuotes } from '../../db/schema/index.js';
import { AppError, conflict } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import { AnalysisError, type AnalysisPool } from '../gerber/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { EstimateService } from '../pricing/index.js';
import { instantQuoteMessages } from './messages.js';
import type { QuoteState } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';

export interface InstantQuoteSettings {
  /** How long a quote is kept after its last change. */
  validDays: number;
  /** Quotes one address may start per hour. */
  createsPerHour: number;
}

type Row = typeof instantQuotes.$inferSelect;

export interface InstantQuoteView {
  id: string;
  merchant: string | null;
  state: QuoteState | Record<string, never>;
  file: { name: string; size: number } | null;
  analysis: unknown;
  expiresAt: string;
  claimed: boolean;
  rowVersion: number;
}

const DAY_MS = 86_400_000;
const SIDES = ['top', 'bottom'] as const;
/** Where the SVG render of one side of a quote's upload is kept. */
const renderKey = (id: string, side: 'top' | 'bottom') => `instant-quote-renders/${id}/${side}`;
const gone = () => new AppError(404, instantQuoteMessages.notFound);
const view = (row: Row): InstantQuoteView => ({
  id: row.uid,
  merchant: row.merchantUid,
  state: (row.state ?? {}) as QuoteState,
  file: row.fileName && row.fileSize !== null ? { name: row.fileName, size: row.fileSize } : null,
  analysis: row.analysis ?? null,
  expiresAt: row.expiresAt.toISOString(),
  claimed: row.ownerAccountUid !== null,
  rowVersion: row.rowVersion,
});

/**
 * Quotes of the public instant-quote page (issue 22), kept server-side so a visitor who signs in or registers
 * returns to the same quote with nothing lost. Unclaimed, a quote is reachable by its unguessable id (a v4 uuid)
 * alone; the first signed-in account to open it claims it, and from then on only that account reaches it. Each
 * change extends the validity to `validDays` from then; expired quotes and their uploads are purged.
 */
export function instantQuoteService(
  db: Database,
  storage: FileStorage,
  estimates: EstimateService,
  pool: AnalysisPool,
  clock: Clock,
  settings: InstantQuoteSettings,
) {
  return { create, get, update, claim, upload, archive, render, purgeExpired };

  function expiry(): Date {
    return new Date(clock.now().getTime() + settings.validDays * DAY_MS);
  }

  /** The quote if the caller may reach it (unclaimed, or claimed by the caller) and it is still valid; 404 otherwise. */
  async function reachable(id: string, accountUid: string | null): Promise<Row> {
    const [row] = await db.select().from(instantQuotes).where(eq(instantQuotes.uid, id));
    if (!row || row.expiresAt.getTime() <= clock.now().getTime()) throw gone();
    if (row.ownerAccountUid !== null && row.ownerAccountUid !== accountUid) throw gone();
    return row;
  }

  async function merchantUidOf(merchant: string | undefined): Promise<string> {
    return (await estimates.merchant(merchant)).uid;
  }

  async function create(
    input: { merchant?: string | undefined; state?: QuoteState | undefined },
    caller: { accountUid: string | null; ip: string },
  ): Promise<InstantQuoteView> {
    if (caller.accountUid === null) {
      const since = new Date(clock.now().getTime() - 3_600_000);
      const [recent] = await db
        .select({ n: count() })
        .from(instantQuotes)
        .where(and(eq(instantQuotes.createdIp, caller.ip), gt(instantQuotes.createdAt, since)));
      if ((recent?.n ?? 0) >= settings.createsPerHour) throw new AppError(429, instantQuoteMessages.tooMany);
    }
    const merchantUid = await merchantUidOf(input.merchant);
    const now = clock.now();
    const [row] = await db
      .insert(instantQuotes)
      .values({
        merchantUid,
        state: input.state ?? { params: {} },
        ownerAccountUid: caller.accountUid,
        createdIp: caller.ip,
        expiresAt: expiry(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return view(row!);
  }

  async function get(id: string, accountUid: string | null): Promise<InstantQuoteView> {
    return view(await reachable(id, accountUid));
  }

  /** Replaces the choices (compare-and-set when `rowVersion` is given: a stale one answers 409) and extends the validity. */
  async function update(
    id: string,
    accountUid: string | null,
    input: { merchant?: string | undefined; state: QuoteState; rowVersion?: number | undefined },
  ): Promise<InstantQuoteView> {
    const row = await reachable(id, accountUid);
    const merchantUid = input.merchant === undefined ? row.merchantUid : await merchantUidOf(input.merchant);
    const version = input.rowVersion ?? row.rowVersion;
    const [updated] = await db
      .update(instantQuotes)
      .set({
        merchantUid,
        state: input.state,
        rowVersion: sql`${instantQuotes.rowVersion} + 1`,
        expiresAt: expiry(),
        updatedAt: clock.now(),
      })
      .where(and(eq(instantQuotes.uid, id), eq(instantQuotes.rowVersion, version)))
      .returning();
    if (!updated) throw conflict();
    return view(updated);
  }

  /** The signed-in caller takes the quote (idempotent for its owner); another account's quote answers 404. */
  async function claim(id: string, accountUid: string, ip: string): Promise<InstantQuoteView> {
    const row = await reachable(id, accountUid);
    if (row.ownerAccountUid === accountUid) return view(row);
    const claimed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(instantQuotes)
        .set({
          ownerAccountUid: accountUid,
          rowVersion: sql`${instantQuotes.rowVersion} + 1`,
          expiresAt: expiry(),
          updatedAt: clock.now(),
        })
        .where(and(eq(instantQuotes.uid, id), sql`${instantQuotes.ownerAccountUid} is null`))
        .returning();
      if (!row) throw gone();
      await recordAudit(tx, {
        actorAccountUid: accountUid,
        enterpriseUid: null,
        entity: 'instant_quote',
        entityUid: id,
        action: 'claim',
        before: { claimed: false },
        after: { claimed: true },
        ip,
      });
      return row;
    });
    return view(claimed);
  }

  /**
   * The Gerber archive: analysed in this module's own bounded pool (anonymous work never holds the factories'
   * workers), then its bytes kept in the file storage under the quote and the analysis on the quote. A new upload
   * replaces the previous one.
   */
  async function upload(
    id: string,
    accountUid: string | null,
    archive: { fileName: string; bytes: Buffer },
    owner: string,
  ): Promise<InstantQuoteView> {
    await reachable(id, accountUid);
    // The pool hands its worker the buffer under the bytes it gets (a Buffer's slice shares it): give it a copy.
    const outcome = await pool.analyze({
      bytes: new Uint8Array(archive.bytes),
      fileName: archive.fileName,
      preview: true,
      owner,
    });
    const key = `instant-quotes/${id}`;
    await storage.put(key, archive.bytes);
    // The pool answers no preview when drawing failed or came out too large: the last upload's must not stay.
    for (const side of SIDES) {
      const svg = outcome.preview?.[side];
      if (svg) await storage.put(renderKey(id, side), Buffer.from(svg, 'utf8'));
      else await storage.delete(renderKey(id, side));
    }
    const [updated] = await db
      .update(instantQuotes)
      .set({
        fileName: archive.fileName,
        fileSize: archive.bytes.length,
        storageKey: key,
        analysis: outcome.result,
        rowVersion: sql`${instantQuotes.rowVersion} + 1`,
        expiresAt: expiry(),
        updatedAt: clock.now(),
      })
      .where(eq(instantQuotes.uid, id))
      .returning();
    if (!updated) throw gone();
    return view(updated);
  }

  /** The archive's bytes (the signed-in customer sends them on as the inquiry's Gerber file). */
  async function archive(id: string, accountUid: string | null): Promise<{ fileName: string; bytes: Buffer }> {
    const row = await reachable(id, accountUid);
    const bytes = row.storageKey ? await storage.get(row.storageKey) : null;
    if (!row.fileName || !bytes) throw new AppError(404, instantQuoteMessages.noUpload);
    return { fileName: row.fileName, bytes };
  }

  /**
   * One side of the upload's board as the CAM analysis drew it, in the chosen mask and silkscreen colours; only
   * whoever reaches the quote sees it (the same rule as the quote itself).
   */
  async function render(id: string, accountUid: string | null, side: 'top' | 'bottom', colors: BoardColors) {
    await reachable(id, accountUid);
    const svg = await storage.get(renderKey(id, side));
    if (!svg) throw new AppError(404, instantQuoteMessages.noRender);
    return recolorPreview(svg.toString('utf8'), colors);
  }

  /** Deletes the quotes whose validity ended, and their uploads. Answers how many went. */
  async function purgeExpired(): Promise<number> {
    const expired = await db
      .delete(instantQuotes)
      .where(lt(instantQuotes.expiresAt, clock.now()))
      .returning({ id: instantQuotes.uid, key: instantQuotes.storageKey });
    for (const { id, key } of expired) {
      if (!key) continue;
      await storage.delete(key).catch(() => undefined);
      for (const side of SIDES) await storage.delete(renderKey(id, side)).catch(() => undefined);
    }
    return expired.length;
  }
}

export type InstantQuoteService = ReturnType<typeof instantQuoteService>;

export { AnalysisError };
