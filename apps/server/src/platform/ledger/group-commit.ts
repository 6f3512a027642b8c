import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../../db/client.js';
import type { Executor } from './accounts.js';

/**
 * The most transfers one commit carries. Measured at 50 writers on one hot account (bench/ledger-hot-account.ts, 2 cores):
 * 16 → 1,971 tx/s, p99 42 ms; 32 → 2,105 tx/s, p99 42 ms; 64 → 1,734 tx/s, p99 51 ms (a long batch makes the next wait).
 */
const MAX_BATCH = 32;

interface Waiting<T> {
  run: (tx: Executor) => Promise<T>;
  accountIds: readonly string[];
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit for ledger writes made outside a caller's transaction on PostgreSQL. Each such write is one
 * all-or-nothing statement (write-statement.ts) that locks its balance rows until the commit, so on a hot account
 * every write waits for the previous one's commit — its WAL flush — and the rate stops at one flush per payment
 * (pgbench's TPC-B ceiling). Here the writes that arrive while a commit is under way wait for it, then go together
 * in one transaction: each statement still decides alone (a refused one writes nothing and does not disturb the
 * others), and each caller hears its answer only after the commit that holds it, so nothing acknowledged is lost.
 * When the batch fails as a whole (a deadlock with a caller's own transaction, a constraint, a dropped connection),
 * nothing of it was written, and each write is tried again alone, as it would have been without batching.
 */
export class GroupCommit {
  private queue: Waiting<unknown>[] = [];
  private draining = false;

  constructor(private readonly db: Database) {}

  /** Runs `work` (one ledger statement touching `accountIds`) in the next commit, and answers after that commit. */
  run<T>(work: (tx: Executor) => Promise<T>, accountIds: readonly string[]): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ run: work, accountIds, resolve: resolve as (value: unknown) => void, reject });
      if (!this.draining) void this.drain();
    });
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      while (this.queue.length) {
        const batch = this.queue.splice(0, MAX_BATCH);
        if (batch.length === 1) {
          await settle(batch[0]!, () => batch[0]!.run(this.db));
          continue;
        }
        let answers: unknown[];
        try {
          answers = await this.db.transaction(async (tx) => {
            // Every row of the batch locked first, in id order, as one statement locks its own: a batch never holds
            // one row while it waits for a lower one, so it cannot deadlock with a single transfer.
            const ids = [...new Set(batch.flatMap((w) => w.accountIds))].sort();
            await tx.execute(
              sql`select 1 from ledger_accounts where id = any(${`{${ids.join(',')}}`}::uuid[]) order by id for update`,
            );
            const out: unknown[] = [];
            for (const w of batch) out.push(await w.run(tx));
            return out;
          });
        } catch {
          for (const w of batch) await settle(w, () => w.run(this.db));
          continue;
        }
        batch.forEach((w, i) => w.resolve(answers[i]));
      }
    } finally {
      this.draining = false;
    }
  }
}

async function settle(w: Waiting<unknown>, work: () => Promise<unknown>): Promise<void> {
  try {
    w.resolve(await work());
  } catch (error) {
    w.reject(error);
  }
}

const groups = new WeakMap<object, GroupCommit>();

/**
 * The group commit of `db` when it is the root of a node-postgres pool; none inside a transaction (the caller's own
 * commit decides) or on PGlite (one connection in one process: there is no lock to queue on and no flush to share).
 */
export function groupCommitOf(db: Executor): GroupCommit | null {
  const client = (db as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return null;
  let group = groups.get(db);
  if (!group) groups.set(db, (group = new GroupCommit(db as Database)));
  return group;
}
