import { and, count, eq, gt, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, instantQuotes } from '../../db/schema/index.js';
import { AppError, conflict } from '../../http/errors.js';
import type { FileStorage } from '../../storage/index.js';
import { AnalysisError, type AnalysisPool } from '../gerber/analysis/pool.js';
import type { Clock } from '../jobs/index.js';
import type { EstimateService } from '../pricing/estimate/estimate.service.js';
import { instantQuoteMessages } from './messages.js';
import type { QuoteState } from './schemas.js';

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
export class InstantQuoteService {
  constructor(
    private readonly db: Database,
    private readonly storage: FileStorage,
    private readonly estimates: EstimateService,
    private readonly pool: AnalysisPool,
    private readonly clock: Clock,
    private readonly settings: InstantQuoteSettings,
  ) {}

  private expiry(): Date {
    return new Date(this.clock.now().getTime() + this.settings.validDays * DAY_MS);
  }

  /** The quote if the caller may reach it (unclaimed, or claimed by the caller) and it is still valid; 404 otherwise. */
  private async reachable(id: string, accountUid: string | null): Promise<Row> {
    const [row] = await this.db.select().from(instantQuotes).where(eq(instantQuotes.uid, id));
    if (!row || row.expiresAt.getTime() <= this.clock.now().getTime()) throw gone();
    if (row.ownerAccountUid !== null && row.ownerAccountUid !== accountUid) throw gone();
    return row;
  }

  private async merchantUid(merchant: string | undefined): Promise<string> {
    return (await this.estimates.merchant(merchant)).uid;
  }

  async create(
    input: { merchant?: string | undefined; state?: QuoteState | undefined },
    caller: { accountUid: string | null; ip: string },
  ): Promise<InstantQuoteView> {
    if (caller.accountUid === null) {
      const since = new Date(this.clock.now().getTime() - 3_600_000);
      const [recent] = await this.db
        .select({ n: count() })
        .from(instantQuotes)
        .where(and(eq(instantQuotes.createdIp, caller.ip), gt(instantQuotes.createdAt, since)));
      if ((recent?.n ?? 0) >= this.settings.createsPerHour) throw new AppError(429, instantQuoteMessages.tooMany);
    }
    const merchantUid = await this.merchantUid(input.merchant);
    const now = this.clock.now();
    const [row] = await this.db
      .insert(instantQuotes)
      .values({
        merchantUid,
        state: input.state ?? { params: {} },
        ownerAccountUid: caller.accountUid,
        createdIp: caller.ip,
        expiresAt: this.expiry(),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return view(row!);
  }

  async get(id: string, accountUid: string | null): Promise<InstantQuoteView> {
    return view(await this.reachable(id, accountUid));
  }

  /** Replaces the choices (compare-and-set when `rowVersion` is given: a stale one answers 409) and extends the validity. */
  async update(
    id: string,
    accountUid: string | null,
    input: { merchant?: string | undefined; state: QuoteState; rowVersion?: number | undefined },
  ): Promise<InstantQuoteView> {
    const row = await this.reachable(id, accountUid);
    const merchantUid = input.merchant === undefined ? row.merchantUid : await this.merchantUid(input.merchant);
    const version = input.rowVersion ?? row.rowVersion;
    const [updated] = await this.db
      .update(instantQuotes)
      .set({
        merchantUid,
        state: input.state,
        rowVersion: sql`${instantQuotes.rowVersion} + 1`,
        expiresAt: this.expiry(),
        updatedAt: this.clock.now(),
      })
      .where(and(eq(instantQuotes.uid, id), eq(instantQuotes.rowVersion, version)))
      .returning();
    if (!updated) throw conflict();
    return view(updated);
  }

  /** The signed-in caller takes the quote (idempotent for its owner); another account's quote answers 404. */
  async claim(id: string, accountUid: string, ip: string): Promise<InstantQuoteView> {
    const row = await this.reachable(id, accountUid);
    if (row.ownerAccountUid === accountUid) return view(row);
    const claimed = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(instantQuotes)
        .set({
          ownerAccountUid: accountUid,
          rowVersion: sql`${instantQuotes.rowVersion} + 1`,
          expiresAt: this.expiry(),
          updatedAt: this.clock.now(),
        })
        .where(and(eq(instantQuotes.uid, id), sql`${instantQuotes.ownerAccountUid} is null`))
        .returning();
      if (!row) throw gone();
      await tx.insert(auditLog).values({
        actorAccountUid: accountUid,
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
  async upload(
    id: string,
    accountUid: string | null,
    archive: { fileName: string; bytes: Buffer },
    owner: string,
  ): Promise<InstantQuoteView> {
    await this.reachable(id, accountUid);
    // The pool hands its worker the buffer under the bytes it gets (a Buffer's slice shares it): give it a copy.
    const outcome = await this.pool.analyze({
      bytes: new Uint8Array(archive.bytes),
      fileName: archive.fileName,
      preview: false,
      owner,
    });
    const key = `instant-quotes/${id}`;
    await this.storage.put(key, archive.bytes);
    const [updated] = await this.db
      .update(instantQuotes)
      .set({
        fileName: archive.fileName,
        fileSize: archive.bytes.length,
        storageKey: key,
        analysis: outcome.result,
        rowVersion: sql`${instantQuotes.rowVersion} + 1`,
        expiresAt: this.expiry(),
        updatedAt: this.clock.now(),
      })
      .where(eq(instantQuotes.uid, id))
      .returning();
    if (!updated) throw gone();
    return view(updated);
  }

  /** The archive's bytes (the signed-in customer sends them on as the inquiry's Gerber file). */
  async archive(id: string, accountUid: string | null): Promise<{ fileName: string; bytes: Buffer }> {
    const row = await this.reachable(id, accountUid);
    const bytes = row.storageKey ? await this.storage.get(row.storageKey) : null;
    if (!row.fileName || !bytes) throw new AppError(404, instantQuoteMessages.noUpload);
    return { fileName: row.fileName, bytes };
  }

  /** Deletes the quotes whose validity ended, and their uploads. Answers how many went. */
  async purgeExpired(): Promise<number> {
    const expired = await this.db
      .delete(instantQuotes)
      .where(lt(instantQuotes.expiresAt, this.clock.now()))
      .returning({ key: instantQuotes.storageKey });
    for (const { key } of expired) if (key) await this.storage.delete(key).catch(() => undefined);
    return expired.length;
  }
}

export { AnalysisError };
