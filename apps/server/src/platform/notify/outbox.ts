import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { rows } from '../../db/rows.js';

/** Where an instance has read the outbox to: a transaction id (xid8, as text) and a row id within it. */
interface Cursor {
  txid: string;
  id: string;
}

const BATCH = 500;
/** How often an instance reads the outbox without a wake-up (a NOTIFY it missed, a transaction that finished late). */
export const OUTBOX_POLL_MS = 1_000;
/** How long delivered rows are kept (an instance that was away this long starts from now again). */
export const OUTBOX_RETENTION_MS = 3_600_000;

/** Writes one event in `db`'s transaction (or on its own) and wakes the readers once it commits. */
export async function writeOutbox(db: Database, channel: string, event: unknown): Promise<void> {
  // NOTIFY inside a transaction is sent at its commit, and never when it rolls back.
  await db.execute(
    sql`with written as (insert into hub_outbox (event) values (${JSON.stringify(event)}::jsonb) returning id)
        select pg_notify(${channel}, '') from written`,
  );
}

/**
 * One instance's reader of the outbox: it delivers each committed event once, in the order of the transactions
 * that wrote them. Rows are read only below the oldest transaction still running (`pg_snapshot_xmin`), in
 * (transaction, id) order: a row of a transaction that commits later always sorts after what was read, which an
 * order by id alone would not promise (ids are taken before the commit). Woken by NOTIFY, after the LISTEN
 * connection comes back (catching up on what it missed), and every `pollMs` besides.
 */
export class OutboxRelay {
  private cursor: Cursor | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly db: Database,
    private readonly deliver: (event: unknown) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Starts after what is already there: the sockets this instance will hold were not open for it. (The oldest
   * running transaction is the cluster's, other databases' included; a row written before it is old news.)
   */
  async start(pollMs = OUTBOX_POLL_MS): Promise<void> {
    const [start] = rows<{ xmin: string; txid: string | null; id: string | null }>(
      await this.db.execute(sql`select pg_snapshot_xmin(pg_current_snapshot())::text as xmin, last.txid, last.id
        from (select 1) one left join lateral (select txid::text as txid, id::text as id from hub_outbox
          order by hub_outbox.txid desc, hub_outbox.id desc limit 1) last on true`),
    );
    const { xmin, txid, id } = start!;
    this.cursor = txid !== null && BigInt(txid) >= BigInt(xmin) ? { txid, id: id! } : { txid: xmin, id: '0' };
    if (pollMs > 0) {
      const tick = () => {
        if (this.closed) return;
        this.wake();
        this.timer = setTimeout(tick, pollMs);
        this.timer.unref();
      };
      this.timer = setTimeout(tick, pollMs);
      this.timer.unref();
    }
  }

  /** Reads what is new now (again after the current read, if one is running). */
  wake(): Promise<void> {
    if (this.closed || !this.cursor) return Promise.resolve();
    if (this.reading) {
      this.again = true;
      return this.reading;
    }
    this.reading = this.drain()
      .catch(this.onError)
      .finally(() => {
        this.reading = null;
      });
    return this.reading;
  }

  private async drain(): Promise<void> {
    do {
      this.again = false;
      let batch: Array<{ txid: string; id: string; event: unknown }>;
      do {
        const { txid, id } = this.cursor!;
        batch = rows<{ txid: string; id: string; event: unknown }>(
          // Ordered by the columns, not by the text the answer carries them as.
          await this.db.execute(sql`select txid::text as txid, id::text as id, event from hub_outbox
            where txid >= ${txid}::xid8 and (txid > ${txid}::xid8 or id > ${id}::bigint)
              and txid < pg_snapshot_xmin(pg_current_snapshot())
            order by hub_outbox.txid, hub_outbox.id limit ${BATCH}`),
        );
        for (const row of batch) {
          this.cursor = { txid: row.txid, id: row.id };
          try {
            this.deliver(typeof row.event === 'string' ? JSON.parse(row.event) : row.event);
          } catch (error) {
            this.onError(error);
          }
        }
      } while (batch.length === BATCH && !this.closed);
    } while (this.again && !this.closed);
  }

  /** Events committed that this instance has not delivered yet, and the age of the oldest (for /metrics). */
  async backlog(): Promise<{ rows: number; oldestSeconds: number }> {
    if (!this.cursor) return { rows: 0, oldestSeconds: 0 };
    const { txid, id } = this.cursor;
    const [row] = rows<{ count: string; oldest: string | null }>(
      await this.db.execute(sql`select count(*) as count, extract(epoch from now() - min(created_at)) as oldest
        from hub_outbox where txid >= ${txid}::xid8 and (txid > ${txid}::xid8 or id > ${id}::bigint)`),
    );
    return { rows: Number(row?.count ?? 0), oldestSeconds: Number(row?.oldest ?? 0) };
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    await this.reading;
  }
}

/** Forgets events older than the retention (every instance has read them long before). */
export async function pruneOutbox(db: Database, now: Date, retentionMs = OUTBOX_RETENTION_MS): Promise<void> {
  await db.execute(
    sql`delete from hub_outbox where created_at < ${new Date(now.getTime() - retentionMs).toISOString()}`,
  );
}
