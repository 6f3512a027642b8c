import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../../test/test-server.js';
import { HUB_CHANNEL, PostgresHub, type HubEvent } from './hub.js';
import { OutboxRelay, pruneOutbox, writeOutbox } from './outbox.js';

const CHANNEL = 'pcb_union_hub_test';
const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The hub's outbox on PostgreSQL (issue 32): every committed event reaches a reader once, in commit order, whatever
 * the order its ids were taken in; nothing rolled back is sent; a reader that was not woken catches up.
 */
describe.skipIf(!onPostgres)('live events through the outbox (PostgreSQL)', () => {
  let database: DatabaseHandle;
  let databaseUrl: string;
  let drop: () => Promise<void>;
  const clients: pg.Client[] = [];

  const connection = async () => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    clients.push(client);
    return client;
  };
  const write = (client: pg.Client, n: number) =>
    client.query(`insert into hub_outbox (event) values ($1::jsonb)`, [JSON.stringify({ n })]);
  /** Reads until `seen` holds what is wanted: another database's transaction on the cluster may hold reading back. */
  const delivered = (relay: OutboxRelay, seen: number[]) =>
    expect.poll(async () => {
      await relay.wake();
      return seen;
    });
  const reader = async () => {
    const seen: number[] = [];
    const relay = new OutboxRelay(
      database.db,
      (event) => seen.push((event as { n: number }).n),
      (error) => {
        throw error;
      },
    );
    await relay.start(0);
    return { relay, seen };
  };

  beforeAll(async () => {
    const made = await createTestDatabase();
    databaseUrl = made.databaseUrl!;
    drop = made.drop;
    database = await openDatabase({ databaseUrl, dataDir: made.dataDir! });
  });
  afterAll(async () => {
    for (const client of clients) await client.end().catch(() => {});
    await database?.close();
    await drop?.();
  });

  it('sends an event of a transaction only once it commits, after the older transactions, in commit order', async () => {
    const { relay, seen } = await reader();
    const [first, second] = [await connection(), await connection()];
    // `first` takes its transaction id before `second`, but writes its event after it: ids and commits cross.
    await first.query('begin');
    await first.query(`select pg_current_xact_id()`);
    await second.query('begin');
    await write(second, 2);
    await second.query('commit');
    await relay.wake();
    // `second` committed, but an older transaction still runs: reading past it could skip what it writes.
    expect(seen).toEqual([]);
    await write(first, 1);
    await first.query('commit');
    await delivered(relay, seen).toEqual([1, 2]);
    await relay.wake();
    expect(seen).toEqual([1, 2]);
    await relay.close();
  });

  it('never sends the event of a transaction rolled back', async () => {
    const { relay, seen } = await reader();
    const client = await connection();
    await client.query('begin');
    await write(client, 10);
    await client.query('rollback');
    await write(client, 11);
    await delivered(relay, seen).toEqual([11]);
    await relay.close();
  });

  it('catches up on everything committed while it was not woken, in batches, each once', async () => {
    const { relay, seen } = await reader();
    const client = await connection();
    for (let n = 0; n < 1_200; n += 100)
      await client.query(
        `insert into hub_outbox (event) select jsonb_build_object('n', g) from generate_series($1::int, $2::int) g`,
        [n, n + 99],
      );
    expect((await relay.backlog()).rows).toBe(1_200);
    await delivered(relay, seen).toEqual(Array.from({ length: 1_200 }, (_, i) => i));
    expect((await relay.backlog()).rows).toBe(0);
    await relay.close();
  });

  it('writes an event in the caller’s transaction and wakes the listeners at its commit', async () => {
    const listener = await connection();
    const woken: string[] = [];
    listener.on('notification', (note) => woken.push(note.channel));
    await listener.query(`listen ${CHANNEL}`);
    const { relay, seen } = await reader();
    await database.db.transaction(async (tx) => {
      await writeOutbox(tx, CHANNEL, { n: 7 });
      await relay.wake();
      expect(seen).toEqual([]);
    });
    await expect.poll(() => woken).toEqual([CHANNEL]);
    await delivered(relay, seen).toEqual([7]);
    await relay.close();
  });

  it('an instance whose LISTEN connection was cut gets every event sent meanwhile once it is back, each once', async () => {
    // No poll: only the wake-ups (NOTIFY, and the LISTEN connection coming back) make `a` read.
    const a = await PostgresHub.start(databaseUrl, database.db, () => {}, 0);
    const b = await PostgresHub.start(databaseUrl, database.db, () => {}, 0);
    const got: string[] = [];
    a.subscribe((event: HubEvent) => event.type === 'message' && got.push(event.messageUid));
    try {
      await b.publish({ type: 'message', messageUid: 'before' });
      await expect.poll(() => got).toEqual(['before']);
      const admin = await connection();
      const cut = async () => {
        const listening = await admin.query(
          `select pid from pg_stat_activity where datname = current_database() and query = $1 and pid <> pg_backend_pid()`,
          [`LISTEN ${HUB_CHANNEL}`],
        );
        for (const { pid } of listening.rows) await admin.query('select pg_terminate_backend($1)', [pid]);
        return listening.rows.length;
      };
      // Both instances' LISTEN connections go; `b` publishes while they are away.
      expect(await cut()).toBe(2);
      for (const uid of ['while-1', 'while-2', 'while-3']) await b.publish({ type: 'message', messageUid: uid });
      await b.publish({ type: 'message', messageUid: 'after' });
      await expect.poll(() => got, { timeout: 10_000 }).toEqual(['before', 'while-1', 'while-2', 'while-3', 'after']);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('prunes what is older than the retention', async () => {
    await database.db.execute(sql`update hub_outbox set created_at = now() - interval '2 hours'`);
    const client = await connection();
    await write(client, 99);
    await pruneOutbox(database.db, new Date(), 3_600_000);
    const left = await client.query(`select event from hub_outbox`);
    expect(left.rows.map((row: { event: { n: number } }) => row.event.n)).toEqual([99]);
  });
});
