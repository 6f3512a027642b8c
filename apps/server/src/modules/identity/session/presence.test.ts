import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Clock } from '../../../platform/jobs/index.js';
import { LivePresence, PRESENCE_STALE_MS } from '../../../platform/notify/index.js';
import { startServer, type RunningServer } from '../../../server.js';
import { Client, createTestDatabase, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { LiveChannel } from '../../../../test/live-channel.js';

// The heartbeat timer is off: each test beats by hand (app.livePresence.beat()) after moving a clock.
process.env.PRESENCE_HEARTBEAT_MS = '0';
process.env.JOBS_POLL_MS = '0';

type OnlineState = { user_uid: string; online: boolean; last_seen_at: string | null };
const userOf = async (client: Client) =>
  (await client.post('/api/atom/auth-info1', {})).body.data.user as { user_uid: string; enterprise_uid: string };
const online = async (asker: Client, userUid: string) => {
  const res = await asker.post<OnlineState>('/api/isonline', { user_uid: userUid });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.online;
};

describe('POST /api/isonline (spec 02 §7): who is online, from the live sockets of every instance', () => {
  let server: TestServer;
  let factory: Client;
  let customer: Client;
  let factoryUser: { user_uid: string; enterprise_uid: string };

  beforeAll(async () => {
    server = await startTestServer();
    [factory, customer] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'customer')]);
    factoryUser = await userOf(factory);
  });
  afterAll(() => server?.stop());

  it('answers online while the person holds a /ws socket and offline once it closes, with when they were last seen', async () => {
    const before = await customer.post<OnlineState>('/api/isonline', { user_uid: factoryUser.user_uid });
    expect(before.body).toMatchObject({ code: 1, data: { user_uid: factoryUser.user_uid, online: false } });

    const page = await LiveChannel.open(server.url, factory.cookie);
    await page.next((p) => p.type === 'bell');
    await expect.poll(() => online(customer, factoryUser.user_uid)).toBe(true);
    // A second page of the same person: closing one leaves them online.
    const second = await LiveChannel.open(server.url, factory.cookie);
    await second.next((p) => p.type === 'bell');
    page.close();
    await page.closed;
    expect(await online(customer, factoryUser.user_uid)).toBe(true);

    const closedAt = Date.now();
    second.close();
    await second.closed;
    await expect.poll(() => online(customer, factoryUser.user_uid)).toBe(false);
    const after = (await customer.post<OnlineState>('/api/isonline', { user_uid: factoryUser.user_uid })).body.data;
    expect(Math.abs(new Date(after.last_seen_at!).getTime() - closedAt)).toBeLessThan(5_000);
  });

  it('counts a socket another instance holds while its heartbeat is fresh, and not once it is stale (that instance died)', async () => {
    // Another server instance on the same database, with a clock of its own.
    const otherClock = new Clock();
    const other = new LivePresence(server.database.db, otherClock, (error) => {
      throw error;
    });
    await other.opened({ accountUid: factoryUser.user_uid, enterpriseUid: factoryUser.enterprise_uid });
    expect(await online(customer, factoryUser.user_uid)).toBe(true);

    // The other instance stops beating: once its last heartbeat is older than the window, nobody counts it.
    server.app.clock.advance(PRESENCE_STALE_MS + 1_000);
    try {
      expect(await online(customer, factoryUser.user_uid)).toBe(false);
      // A heartbeat of the living instance vouches for its socket again.
      otherClock.advance(PRESENCE_STALE_MS + 1_000);
      await other.beat();
      expect(await online(customer, factoryUser.user_uid)).toBe(true);
      // Its clean shutdown takes its sockets away at once.
      await other.stop();
      expect(await online(customer, factoryUser.user_uid)).toBe(false);
    } finally {
      server.app.clock.useSystemTime();
    }
  });

  it('the hourly presence.sweep job closes the rows of an instance that stopped beating and forgets rows older than 30 days', async () => {
    const customerUser = await userOf(customer);
    const holder = { accountUid: customerUser.user_uid, enterpriseUid: customerUser.enterprise_uid };
    const fail = (error: unknown) => {
      throw error;
    };
    const deadClock = new Clock();
    const dead = new LivePresence(server.database.db, deadClock, fail);
    await dead.opened(holder);
    const longAgo = new Clock();
    longAgo.set(new Date(Date.now() - 40 * 86_400_000));
    const old = new LivePresence(server.database.db, longAgo, fail);
    await old.opened(holder);
    await old.closed(holder);
    const rowsOf = async () =>
      (
        (await server.database.db.execute(
          sql`select instance_id, sockets from live_presence where instance_id in (${dead.instanceId}, ${old.instanceId})`,
        )) as unknown as { rows: { instance_id: string; sockets: number }[] }
      ).rows;
    expect(await rowsOf()).toHaveLength(2);

    server.app.clock.advance(PRESENCE_STALE_MS + 1_000);
    try {
      await server.app.jobs.enqueue('presence.sweep', {}, { runAt: server.app.clock.now() });
      while ((await server.app.jobs.runDue(50)) > 0);
      expect(await rowsOf()).toEqual([{ instance_id: dead.instanceId, sockets: 0 }]);
      expect(await online(factory, customerUser.user_uid)).toBe(false);
    } finally {
      server.app.clock.useSystemTime();
    }
  });

  it("lets a caller ask about their own enterprise's staff and a counterpart's, and answers 404 for anyone else", async () => {
    const supplier = await loginAs(server.url, 'supplier');
    const supplierUser = await userOf(supplier);
    const customerUser = await userOf(customer);
    // Own account, the factory's customer through its inquiries and orders, and the other way round.
    expect((await factory.post('/api/isonline', { user_uid: factoryUser.user_uid })).status).toBe(200);
    expect((await factory.post('/api/isonline', { user_uid: customerUser.user_uid })).status).toBe(200);
    expect((await customer.post('/api/isonline', { user_uid: factoryUser.user_uid })).status).toBe(200);
    // The demo customer and the demo supplier do no business together; an unknown account is as unknown.
    const stranger = await customer.post('/api/isonline', { user_uid: supplierUser.user_uid });
    expect(stranger.status).toBe(404);
    expect(stranger.body.code).toBe(0);
    expect((await customer.post('/api/isonline', { user_uid: '00000000-0000-4000-8000-000000000000' })).status).toBe(
      404,
    );
  });

  it('refuses bad input with 400 naming the field in the caller’s language, another session id with 403, no session with 401', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    const missing = await zh.post('/api/isonline', {});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, msg: '用户：不能为空', data: { field: 'user_uid' } });
    const notUid = await zh.post('/api/isonline', { user_uid: '13800000001' });
    expect(notUid.status).toBe(400);
    expect(notUid.body.data.field).toBe('user_uid');
    expect(notUid.body.msg).toMatch(/^用户：/);
    const es = new Client(server.url, 'es');
    es.cookie = customer.cookie;
    expect((await es.post('/api/isonline', { user_uid: 42 })).body.msg).toMatch(/^Usuario: /);
    const otherSession = await customer.post('/api/isonline', {
      user_uid: factoryUser.user_uid,
      sessionid: '00000000-0000-4000-8000-000000000000',
    });
    expect(otherSession.status).toBe(403);
    expect((await new Client(server.url).post('/api/isonline', { user_uid: factoryUser.user_uid })).status).toBe(401);
  });
});

/** Two server processes on one PostgreSQL, as behind a load balancer (test/scale-out/two-instances.test.ts). */
describe.skipIf(!process.env.DATABASE_URL)('POST /api/isonline across two instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    process.env.PG_POOL_MAX ??= '6';
    const database = await createTestDatabase();
    drop = database.drop;
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: database.dataDir!,
      databaseUrl: database.databaseUrl,
      trustProxy: ['loopback'],
    };
    a = await startServer(config);
    b = await startServer(config);
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await drop?.();
  });

  it('a socket opened on A makes the person online on B; closing it makes them offline; a stale heartbeat of A counts offline', async () => {
    const factoryOnA = await loginAs(a.url, 'factory');
    const factoryUser = await userOf(factoryOnA);
    const customerOnB = await loginAs(b.url, 'customer');
    expect(await online(customerOnB, factoryUser.user_uid)).toBe(false);

    const page = await LiveChannel.open(a.url, factoryOnA.cookie);
    await page.next((p) => p.type === 'bell');
    await expect.poll(() => online(customerOnB, factoryUser.user_uid)).toBe(true);
    page.close();
    await page.closed;
    await expect.poll(() => online(customerOnB, factoryUser.user_uid)).toBe(false);

    const again = await LiveChannel.open(a.url, factoryOnA.cookie);
    await again.next((p) => p.type === 'bell');
    await expect.poll(() => online(customerOnB, factoryUser.user_uid)).toBe(true);
    // A stops beating (as a crashed process would): past the window B no longer counts A's socket.
    b.app.clock.advance(PRESENCE_STALE_MS + 1_000);
    try {
      expect(await online(customerOnB, factoryUser.user_uid)).toBe(false);
      // A beats again (its clock at the same time): the socket it still holds counts on B once more.
      a.app.clock.advance(PRESENCE_STALE_MS + 1_000);
      await a.app.livePresence.beat();
      expect(await online(customerOnB, factoryUser.user_uid)).toBe(true);
    } finally {
      a.app.clock.useSystemTime();
      b.app.clock.useSystemTime();
    }
    again.close();
    await again.closed;
    await expect.poll(() => online(customerOnB, factoryUser.user_uid)).toBe(false);
  });
});
