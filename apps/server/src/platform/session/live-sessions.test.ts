import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../server.js';
import { enterprises, staff } from '../../db/schema/index.js';
import { Client, createTestDatabase, loginAs } from '../../../test/test-server.js';
import { LiveSessions } from './live-sessions.js';
import type { SessionContext } from './session-store.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
let databaseUrl: string | undefined;
let filesDir = '';

/** Reads until `done` holds (a notification takes a few milliseconds to arrive). */
async function eventually(read: () => Promise<boolean>, ms = 2_000): Promise<boolean> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await read()) return true;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return read();
}

describe.skipIf(!onPostgres)('signed-in sessions kept for reads (PostgreSQL, two instances)', () => {
  const servers: RunningServer[] = [];
  let drop: (() => Promise<void>) | undefined;
  let a: RunningServer;
  let b: RunningServer;
  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    databaseUrl = database.databaseUrl;
    filesDir = database.dataDir!;
    for (let i = 0; i < 2; i++) {
      servers.push(
        await startServer({
          port: 0,
          host: '127.0.0.1',
          logLevel: 'silent',
          dataDir: database.dataDir!,
          databaseUrl: database.databaseUrl,
          trustProxy: ['loopback'],
        }),
      );
    }
    [a, b] = servers as [RunningServer, RunningServer];
  });
  afterAll(async () => {
    for (const server of servers) await server.stop();
    await drop?.();
  });

  const on = (server: RunningServer, signedIn: Client) => {
    const client = new Client(server.url);
    client.cookie = signedIn.cookie;
    return client;
  };

  it('answers repeated reads from memory and writes from the database', async () => {
    const factory = await loginAs(a.url, 'factory');
    await factory.get('/api/messages');
    const before = { hits: a.app.liveSessions.hits, misses: a.app.liveSessions.misses };
    for (let i = 0; i < 5; i++) expect((await factory.get('/api/messages')).body.code).toBe(1);
    expect(a.app.liveSessions.hits - before.hits).toBe(5);
    expect(a.app.liveSessions.misses).toBe(before.misses);
    const metrics = await (await fetch(`${a.url}/metrics`)).text();
    expect(metrics).toMatch(/pcb_live_sessions\{state="hits"\} [1-9]/);
  });

  it('ends a logged-out session on the other instance at once', async () => {
    const customer = await loginAs(a.url, 'customer');
    const onB = on(b, customer);
    expect((await onB.get('/api/messages')).status).toBe(200);
    expect((await onB.get('/api/messages')).status).toBe(200);
    expect((await customer.post('/api/atom/logout', {})).body.code).toBe(1);
    // Same instance: forgotten before the logout's answer left.
    expect((await customer.get('/api/messages')).status).toBe(401);
    // The other instance: within the notification's few milliseconds, well before the 10 s bound.
    expect(await eventually(async () => (await onB.get('/api/messages')).status === 401, 1_000)).toBe(true);
  });

  it('sees a staff member disabled or an enterprise expired by a change made outside the server (psql)', async () => {
    const supplier = await loginAs(a.url, 'supplier');
    const read = () => supplier.get('/api/messages');
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    const me = (await supplier.post('/api/atom/auth-info1', {})).body.data.user;
    const db = a.database.db;
    await db.update(staff).set({ status: 'disabled' }).where(eq(staff.uid, me.staff_uid));
    expect(await eventually(async () => (await read()).status === 401, 1_000)).toBe(true);
    await db.update(staff).set({ status: 'active' }).where(eq(staff.uid, me.staff_uid));
    expect(await eventually(async () => (await read()).status === 200, 1_000)).toBe(true);

    // A write is never authorized from memory: the expiry set a moment ago refuses it even before any notification.
    const invite = () =>
      supplier.post('/api/staff/invitations', { phone_area_code: '+86', phone: `139${String(Date.now()).slice(-8)}` });
    await db.update(enterprises).set({ expiresOn: '2000-01-01' }).where(eq(enterprises.uid, me.enterprise_uid));
    expect((await invite()).status).toBe(403);
    await db.update(enterprises).set({ expiresOn: null }).where(eq(enterprises.uid, me.enterprise_uid));
  });

  it('keeps nothing with SESSION_CACHE_MS=0', async () => {
    const uncached = await startServer({
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: filesDir,
      databaseUrl,
      sessionCacheMs: 0,
      trustProxy: ['loopback'],
    });
    servers.push(uncached);
    const client = await loginAs(uncached.url, 'customer');
    for (let i = 0; i < 3; i++) expect((await client.get('/api/messages')).status).toBe(200);
    expect(uncached.app.liveSessions.hits).toBe(0);
    expect(uncached.app.liveSessions.size).toBe(0);
  });

  const session = (uid: string) => ({ uid }) as unknown as SessionContext;
  /** A lookup the test answers by hand. */
  const manualLookup = () => {
    const pending: Array<(value: SessionContext) => void> = [];
    let calls = 0;
    return {
      lookup: (_token: string) => {
        calls += 1;
        return new Promise<SessionContext>((resolve) => pending.push(resolve));
      },
      answer: (value: SessionContext) => pending.shift()!(value),
      get calls() {
        return calls;
      },
    };
  };
  const settle = () => new Promise((resolve) => setImmediate(resolve));
  const errors: unknown[] = [];

  it('does not keep the answer of a lookup that was running when something changed', async () => {
    const fake = manualLookup();
    const live = new LiveSessions(fake.lookup, 10_000);
    await live.listen(databaseUrl!, (error) => errors.push(error));
    try {
      const first = live.forRead('t1');
      await settle();
      live.forgetAll();
      fake.answer(session('old'));
      expect((await first)?.uid).toBe('old');
      expect(live.size).toBe(0);

      const second = live.forRead('t1');
      await settle();
      fake.answer(session('new'));
      expect((await second)?.uid).toBe('new');
      expect((await live.forRead('t1'))?.uid).toBe('new');
      expect(fake.calls).toBe(2);
      expect(live.hits).toBe(1);
    } finally {
      await live.close();
    }
  });

  it('forgets everything when the database notifies a change, and keeps nothing once it stops listening', async () => {
    const fake = manualLookup();
    const live = new LiveSessions(fake.lookup, 10_000);
    await live.listen(databaseUrl!, (error) => errors.push(error));
    const read = live.forRead('t2');
    await settle();
    fake.answer(session('s2'));
    await read;
    expect(live.size).toBe(1);
    await a.database.db.execute(sql`update enterprises set name = name where false`);
    expect(await eventually(async () => live.size === 0, 1_000)).toBe(true);

    await live.close();
    const after = live.forRead('t2');
    await settle();
    fake.answer(session('s2'));
    await after;
    expect(live.size).toBe(0);
  });
});
