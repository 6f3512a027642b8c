import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Clock } from '../jobs/clock.js';
import { rows } from '../../db/rows.js';

/** How often an instance vouches for the sockets it holds (PRESENCE_HEARTBEAT_MS; 0 turns the timer off). */
export const PRESENCE_HEARTBEAT_MS = 30_000;
/** How long a heartbeat keeps a row live: three beats, so one late beat does not blink anyone offline. */
export const PRESENCE_STALE_MS = 90_000;
/** How long a closed or dead row is kept as the person's "last seen". */
export const PRESENCE_RETENTION_MS = 30 * 86_400_000;

/** Whose sockets a row counts. */
interface Holder {
  accountUid: string;
  enterpriseUid: string;
}

/** Rows per upsert (5 parameters each). */
const ROWS_PER_WRITE = 1000;
const keyOf = ({ accountUid, enterpriseUid }: Holder) => `${accountUid}|${enterpriseUid}`;

/**
 * Who holds a live /ws socket on THIS instance, kept in `live_presence` so every instance can answer whether a
 * person is online (POST /api/isonline). The instance counts its sockets per account and enterprise in memory
 * and writes the count as it is (never an increment) on each connect and close, one write at a time, so the row
 * is never behind the last change; every heartbeat writes all its counts again with the clock's time (repairing
 * a write a database blip lost). A reader counts a row only while its heartbeat is fresh (`presenceOf`): the
 * sockets of an instance that died stop counting within PRESENCE_STALE_MS without anyone cleaning up.
 */
export class LivePresence {
  /** This process among the instances (random per start: a restarted process is a new instance). */
  readonly instanceId = `i-${process.pid}-${randomBytes(4).toString('hex')}`;
  private readonly counts = new Map<string, Holder & { sockets: number }>();
  private writes: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** A socket of `holder` opened on this instance. */
  opened(holder: Holder): Promise<void> {
    if (this.stopped) return this.writes;
    const entry = this.counts.get(keyOf(holder)) ?? { ...holder, sockets: 0 };
    entry.sockets++;
    this.counts.set(keyOf(holder), entry);
    return this.write([holder]);
  }

  /** A socket of `holder` closed on this instance. */
  closed(holder: Holder): Promise<void> {
    if (this.stopped) return this.writes;
    const entry = this.counts.get(keyOf(holder));
    if (entry && --entry.sockets <= 0) this.counts.delete(keyOf(holder));
    return this.write([holder]);
  }

  /** The heartbeat: every count of this instance written again, stamped now. */
  beat(): Promise<void> {
    if (this.stopped) return this.writes;
    return this.write([...this.counts.values()], true);
  }

  /** Beats every `intervalMs` (unref'd) until stop(). */
  start(intervalMs: number): void {
    if (intervalMs <= 0) return;
    this.timer = setInterval(() => void this.beat(), intervalMs);
    this.timer.unref();
  }

  /** A clean shutdown: this instance's sockets are gone now (its rows keep the moment as "last seen"). */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    if (this.stopped) return this.writes;
    this.stopped = true;
    this.counts.clear();
    await this.write([], true);
  }

  /**
   * Writes the counts of `holders` as memory has them when the write runs (0 for a holder without sockets);
   * with `everyRow`, also zeroes this instance's rows of holders memory no longer has. Serialised, never throws.
   */
  private write(holders: Holder[], everyRow = false): Promise<void> {
    this.writes = this.writes
      .then(async () => {
        const now = this.clock.now().toISOString();
        const values = holders.map((holder) => {
          const sockets = this.counts.get(keyOf(holder))?.sockets ?? 0;
          return sql`(${this.instanceId}, ${holder.accountUid}::uuid, ${holder.enterpriseUid}::uuid, ${sockets}, ${now}::timestamptz)`;
        });
        // In slices, so a busy instance's heartbeat stays far below PostgreSQL's limit of parameters per statement.
        for (let from = 0; from < values.length; from += ROWS_PER_WRITE)
          await this.db
            .execute(sql`insert into live_presence (instance_id, account_uid, enterprise_uid, sockets, heartbeat_at)
            values ${sql.join(values.slice(from, from + ROWS_PER_WRITE), sql`, `)}
            on conflict (instance_id, account_uid, enterprise_uid)
            do update set sockets = excluded.sockets, heartbeat_at = excluded.heartbeat_at`);
        if (everyRow) {
          // The holders memory has, as one parameter (a JSON list of "account|enterprise"), however many they are.
          const held = JSON.stringify([...this.counts.keys()]);
          await this.db.execute(sql`update live_presence set sockets = 0, heartbeat_at = ${now}::timestamptz
            where instance_id = ${this.instanceId} and sockets > 0
              and account_uid::text || '|' || enterprise_uid::text
                not in (select jsonb_array_elements_text(${held}::jsonb))`);
        }
      })
      .catch(this.onError);
    return this.writes;
  }
}

/** Whether `accountUid` holds a live socket on any instance (a fresh heartbeat), and when it was last seen. */
export async function presenceOf(
  db: Database,
  accountUid: string,
  now: Date,
  staleMs = PRESENCE_STALE_MS,
): Promise<{ online: boolean; lastSeenAt: Date | null }> {
  const fresh = new Date(now.getTime() - staleMs).toISOString();
  const [row] = rows<{ online: boolean | null; last_seen_at: string | Date | null }>(
    await db.execute(sql`select bool_or(sockets > 0 and heartbeat_at > ${fresh}::timestamptz) as online,
        max(heartbeat_at) as last_seen_at
      from live_presence where account_uid = ${accountUid}::uuid`),
  );
  const seen = row?.last_seen_at;
  return { online: row?.online === true, lastSeenAt: seen ? new Date(seen) : null };
}

/**
 * The hourly `presence.sweep` job: the rows of instances that stopped beating are closed at their last heartbeat,
 * and rows older than PRESENCE_RETENTION_MS are forgotten. Idempotent.
 */
export async function sweepPresence(db: Database, now: Date): Promise<{ closed: number; removed: number }> {
  const stale = new Date(now.getTime() - PRESENCE_STALE_MS).toISOString();
  const old = new Date(now.getTime() - PRESENCE_RETENTION_MS).toISOString();
  const closed = rows<{ n: number }>(
    await db.execute(sql`with closed as (update live_presence set sockets = 0
        where sockets > 0 and heartbeat_at < ${stale}::timestamptz returning 1) select count(*)::int as n from closed`),
  );
  const removed = rows<{ n: number }>(
    await db.execute(sql`with removed as (delete from live_presence where heartbeat_at < ${old}::timestamptz returning 1)
      select count(*)::int as n from removed`),
  );
  return { closed: Number(closed[0]?.n ?? 0), removed: Number(removed[0]?.n ?? 0) };
}
