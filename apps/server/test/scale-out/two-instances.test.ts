import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import pg from 'pg';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../../src/server.js';
import { createTestDatabase, DEMO, Client } from '../test-server.js';
import { LiveChannel } from '../live-channel.js';

// Each instance's embedded MQTT broker on a free port, on topics of this run only.
process.env.MQTT_BROKER_PORT = '0';
// Two instances per file beside the rest of the suite: small pools keep PostgreSQL under max_connections.
process.env.PG_POOL_MAX ??= '6';
process.env.MQTT_TOPIC_PREFIX = `so${randomBytes(4).toString('hex')}`;

/**
 * Issue 21: two server instances on one PostgreSQL database (as two processes behind a load balancer would be),
 * each with its own port, pool, LISTEN connection and WebSockets.
 */
describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  let a: RunningServer;
  let b: RunningServer;
  let databaseUrl: string;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const database = await createTestDatabase();
    databaseUrl = database.databaseUrl!;
    drop = database.drop;
    const config = {
      port: 0,
      host: '127.0.0.1',
      logLevel: 'silent',
      dataDir: database.dataDir!,
      databaseUrl,
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

  const loginCustomer = (server: RunningServer) => {
    const client = new Client(server.url);
    return client
      .post('/api/service/login', {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: DEMO.customer.phone,
        login_password: DEMO.password,
      })
      .then((res) => {
        expect(res.body.code).toBe(1);
        return { client, sessionID: res.body.data.sessionID as string };
      });
  };

  it('signs out a customer signed in on A within 2 s of a second login through B', async () => {
    const first = await loginCustomer(a);
    const page = await LiveChannel.open(a.url, first.client.cookie);
    await page.next((p) => p.type === 'bell');

    const started = Date.now();
    const second = await loginCustomer(b);
    expect(await page.next((p) => p.type === 'session-replaced', 2_000)).toEqual({ type: 'session-replaced' });
    expect((await page.closed).code).toBe(4001);
    expect(Date.now() - started).toBeLessThan(2_000);

    // What the page then asks (spec 01 §8): verify_login names another session, so it shows
    // "该账号已在其他端点登录，请重新登录！" and logs out; the old cookie no longer opens anything on either instance.
    expect((await first.client.post('/api/verify_login', {})).body.data.sessionid).toBe(second.sessionID);
    expect((await first.client.post('/api/polling-login', { uid: first.sessionID })).body.data).toEqual({
      active: false,
      reason: 'replaced',
    });
    for (const server of [a, b]) {
      const stale = new Client(server.url);
      stale.cookie = first.client.cookie;
      expect((await stale.post('/api/atom/auth-info1', {})).status).toBe(401);
    }
  });

  it('delivers a bell raised through A to a page held open on B', async () => {
    const { client } = await loginCustomer(b);
    const page = await LiveChannel.open(b.url, client.cookie);
    const before = (await page.next((p) => p.type === 'bell')).totlecount as number;
    const me = (await client.post('/api/atom/auth-info1', {})).body.data;
    const userUid = me.user.user_uid as string;

    const started = Date.now();
    await a.app.notifier.notify(userUid, { kind: 'system', title: 'Raised on instance A' });
    expect((await page.next((p) => p.type === 'message', 2_000)).message.title).toBe('Raised on instance A');
    expect((await page.next((p) => p.type === 'bell', 2_000)).totlecount).toBe(before + 1);
    expect(Date.now() - started).toBeLessThan(2_000);

    await a.app.notifier.refreshBell(userUid, null);
    expect((await page.next((p) => p.type === 'bell', 2_000)).totlecount).toBe(before + 1);
    page.close();
  });

  it('answers /api/ready and /metrics on each instance', async () => {
    for (const server of [a, b]) {
      const ready = await fetch(`${server.url}/api/ready`);
      expect(ready.status).toBe(200);
      const body = (await ready.json()) as {
        code: number;
        data: { db: string; reachable: boolean; migrations: { applied: number; expected: number; current: boolean } };
      };
      expect(body.code).toBe(1);
      expect(body.data).toMatchObject({ db: 'postgresql', reachable: true, migrations: { current: true } });
      expect(body.data.migrations.applied).toBeGreaterThanOrEqual(body.data.migrations.expected);

      await fetch(`${server.url}/api/health`);
      const metrics = await fetch(`${server.url}/metrics`);
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toMatch(/^text\/plain/);
      const text = await metrics.text();
      expect(text).toMatch(/^pcb_http_requests_total\{method="GET",route="\/api\/health",status="200"\} [1-9]/m);
      expect(text).toMatch(
        /^pcb_http_request_duration_seconds_bucket\{le="0.005",method="GET",route="\/api\/health"\} \d+/m,
      );
      expect(text).toMatch(/^pcb_db_pool_connections\{state="total"\} [1-9]/m);
      expect(text).toMatch(/^pcb_jobs\{status="scheduled"\} \d+/m);
      expect(text).toMatch(/^pcb_jobs_oldest_due_age_seconds \d/m);
      expect(text).toMatch(/^pcb_websocket_connections \d+/m);
      expect(text).toMatch(/^pcb_gerber_queue \d+/m);
      expect(text).toMatch(/^# TYPE pcb_http_errors_total counter$/m);
    }
  });

  it('counts the WebSockets an instance holds', async () => {
    const { client } = await loginCustomer(a);
    const page = await LiveChannel.open(a.url, client.cookie);
    await page.next((p) => p.type === 'bell');
    const count = async () =>
      Number(/^pcb_websocket_connections (\d+)/m.exec(await (await fetch(`${a.url}/metrics`)).text())![1]);
    expect(await count()).toBe(1);
    page.close();
    await page.closed;
    await expect.poll(count).toBe(0);
  });

  it("carries the request id to PostgreSQL's application_name", async () => {
    const watcher = new pg.Client({ connectionString: databaseUrl });
    await watcher.connect();
    try {
      const requestId = `scaleout-${Date.now()}`;
      // While the request runs, its database connection is named after it (a slow query shows who asked).
      const seen: string[] = [];
      // One look at a time: a second query on the watcher while one runs is pg's deprecation (an error in pg 9).
      let watching = true;
      const watch = (async () => {
        while (watching) {
          const r = await watcher.query(
            `select application_name from pg_stat_activity where application_name like 'pcb-union req=%'`,
          );
          seen.push(...r.rows.map((row: { application_name: string }) => row.application_name));
        }
      })();
      // Readiness asks the database (liveness, /api/health, does not).
      const answers = await Promise.all(
        Array.from({ length: 40 }, () => fetch(`${a.url}/api/ready`, { headers: { 'x-request-id': requestId } })),
      );
      watching = false;
      await watch;
      expect(answers.every((r) => r.status === 200)).toBe(true);
      const res = await fetch(`${a.url}/api/health`, { headers: { 'x-request-id': requestId } });
      expect(res.headers.get('x-request-id')).toBe(requestId);
      expect(
        (await fetch(`${a.url}/api/health`, { headers: { 'x-request-id': 'bad id;drop' } })).headers.get(
          'x-request-id',
        ),
      ).toMatch(/^[0-9a-f-]{36}$/);
      expect(seen).toContain(`pcb-union req=${requestId}`);
    } finally {
      await watcher.end();
    }
  });

  it('is not ready while a migration this build ships is missing from the database', async () => {
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query(
        'delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations) returning *',
      );
      const res = await fetch(`${b.url}/api/ready`);
      expect(res.status).toBe(503);
      expect(await res.json()).toMatchObject({
        code: 0,
        msg: 'Database migrations are not current',
        data: { reachable: true, migrations: { current: false } },
      });
      expect((await fetch(`${b.url}/api/health`)).status).toBe(200);
      await admin.query('insert into drizzle.__drizzle_migrations (id, hash, created_at) values ($1, $2, $3)', [
        rows[0].id,
        rows[0].hash,
        rows[0].created_at,
      ]);
      expect((await fetch(`${b.url}/api/ready`)).status).toBe(200);
    } finally {
      await admin.end();
    }
  });

  it("pushes a device reading received by A's broker to a /push page on B, and closes it when the session ends on A", async () => {
    const factory = new Client(b.url);
    const login = await factory.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.factory.phone,
      login_password: DEMO.password,
    });
    const sessionId = login.body.data.sessionID as string;
    const socket = new WebSocket(`${b.url.replace(/^http/, 'ws')}/push/${sessionId}`, {
      headers: { cookie: factory.cookie! },
    });
    const received: any[] = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));

    await a.app.equipment.broker.ready;
    const device = await mqtt.connectAsync(a.app.equipment.broker.url);
    await device.publishAsync(
      `${process.env.MQTT_TOPIC_PREFIX}/E0001/M-001/telemetry`,
      JSON.stringify({
        ts: new Date().toISOString(),
        seq: 7,
        status: 'running',
        temperature: 41.5,
        speed: 120,
        counters: { good: 10, bad: 1 },
      }),
      { qos: 1 },
    );
    await expect
      .poll(() => received.find((p) => p.type === 'reading'), { timeout: 3_000 })
      .toMatchObject({ type: 'reading', device: { machineNo: 'M-001' }, reading: { seq: 7, temperature: 41.5 } });
    expect(received.filter((p) => p.type === 'reading')).toHaveLength(1);
    await device.endAsync();

    await new Client(a.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.factory.phone,
      login_password: DEMO.password,
    });
    expect(await closed).toBe(4001);
  });
});
