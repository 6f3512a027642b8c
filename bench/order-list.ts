/**
 * The order list under load: 1,000,000 orders (one line each) generated with SQL generate_series over 1,000 customer
 * enterprises and 50 factories, in a scratch PostgreSQL database of its own, spread over two years and the six
 * states, 2 % in the customers' recycle bins. 20 concurrent clients, each signed in as staff of its own customer
 * enterprise, read `GET /api/orders` through the real HTTP route (session, validation, the list with its lines and
 * the count) for 10 s after a 2 s warm-up, rotating the tab (all, unpaid, paid, pending shipment, completed,
 * recycle bin), a date range (last month, three months, a year) and the sort (newest first, total ascending).
 * Goal: p99 < 50 ms. As in production, a client's signed-in session is kept in memory for its reads
 * (auth/live-sessions.ts); SESSION_CACHE_MS=0 looks it up on every request, PG_REQUEST_NAMES=0 leaves out the
 * request's name on its database connection (one statement less per request).
 *
 * Peer (the floor): PostgreSQL's own index scan of the same query — the same page SELECT and count, sent straight
 * to PostgreSQL by 20 pg clients with nothing in between — and its EXPLAIN ANALYZE, which names the index it used.
 * Beside it, the route's own statement (modules/order/list-sql.ts: page, lines, names, actions and count as one JSON
 * text) sent straight to PostgreSQL, prepared, by 20 clients: the floor of the route as it is written.
 * BENCH_SERVER=<path of a server.ts> runs another copy of the server (before/after on the same database);
 * BENCH_LOG=error shows the server's errors.
 *
 * Run: npx tsx bench/order-list.ts   → prints a table, writes bench/results/order-list.json.
 * PGBENCH_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; the scratch database is
 * created and dropped (KEEP_BENCH_DB=1 keeps it; BENCH_DB=<name> runs again on a kept one without generating).
 * Without PostgreSQL the bench says so and exits.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import pg from 'pg';
import { admin, ADMIN_URL, latencySummary, withDatabase } from './support/postgres.js';

const here = import.meta.dirname;
const CLIENTS = 20;
const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);
const CUSTOMERS = 1_000;
const FACTORIES = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;
const PASSWORD = 'Pcb_Demo2026';

/** The queries the clients rotate through: tab, date preset, sort. */
const TABS = ['all', 'unpaid', 'paid', 'pending_shipment', 'completed', 'recycle_bin'] as const;
const PRESETS = ['last_month', 'three_months', 'one_year'] as const;
const SORTS = [{}, { field: 'total', sort: 'asc' }] as const;
const variant = (n: number) => ({
  tab: TABS[n % TABS.length]!,
  preset: PRESETS[Math.floor(n / TABS.length) % PRESETS.length]!,
  sort: SORTS[Math.floor(n / (TABS.length * PRESETS.length)) % SORTS.length]!,
});
const VARIANTS = TABS.length * PRESETS.length * SORTS.length;

/** The load generator (plain JavaScript, run in a worker thread): each client loops over the list variants. */
const HTTP_CLIENTS = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, cookies, paths, warmupMs, durationMs } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: cookies.length });
const get = (path, cookie) => new Promise((resolve, reject) => {
  const req = http.get(base + path, { agent, headers: { cookie } }, (res) => {
    const chunks = [];
    res.on('data', (c) => chunks.push(c));
    res.on('end', () => resolve({ status: res.statusCode, body: Buffer.concat(chunks).toString() }));
  });
  req.on('error', reject);
});
let measuring = false, stop = false, errors = 0, rows = 0, firstError = '';
const latencies = [];
const client = async (i) => {
  for (let n = i; !stop; n++) {
    const t0 = performance.now();
    const res = await get(paths[n % paths.length], cookies[i]);
    const t1 = performance.now();
    if (res.status !== 200) {
      errors++;
      if (!firstError) firstError = res.status + ' ' + res.body.slice(0, 300);
    }
    else rows += JSON.parse(res.body).data.data.length;
    if (measuring) latencies.push(t1 - t0);
  }
};
(async () => {
  const clients = cookies.map((_, i) => client(i));
  await new Promise((r) => setTimeout(r, warmupMs));
  measuring = true;
  const started = performance.now();
  await new Promise((r) => setTimeout(r, durationMs));
  measuring = false;
  const elapsed = (performance.now() - started) / 1000;
  stop = true;
  await Promise.all(clients);
  agent.destroy();
  parentPort.postMessage({ latencies, elapsed, errors, rows, firstError });
})();
`;

/** Generates the enterprises, the 20 bench accounts and the orders with their lines, in SQL. */
async function generate(client: pg.Client) {
  const t0 = performance.now();
  await client.query(`insert into enterprises (enterprise_no, name, kind)
    select 'BC' || lpad(i::text, 5, '0'), 'Bench Customer ' || i, 'customer' from generate_series(1, ${CUSTOMERS}) i`);
  await client.query(`insert into enterprises (enterprise_no, name, kind)
    select 'BF' || lpad(i::text, 5, '0'), 'Bench Factory ' || i, 'factory' from generate_series(1, ${FACTORIES}) i`);
  // 20 staff accounts, one per customer enterprise BC00001…BC00020, with the demo customer's password and screens.
  await client.query(`insert into accounts (user_no, name, phone_area_code, phone, password_hash)
    select 'BENCH' || i, 'Bench Buyer ' || i, '+86', '1990000' || lpad(i::text, 4, '0'), (select password_hash from accounts where phone = '13800000002')
    from generate_series(1, ${CLIENTS}) i`);
  await client.query(`insert into staff (enterprise_uid, account_uid, staff_name, is_admin, permission_mask)
    select e.uid, a.uid, a.name, true, (select s.permission_mask from staff s join enterprises d on d.uid = s.enterprise_uid where d.enterprise_no = 'E0002')
    from generate_series(1, ${CLIENTS}) i
    join enterprises e on e.enterprise_no = 'BC' || lpad(i::text, 5, '0')
    join accounts a on a.user_no = 'BENCH' || i`);
  const statuses = `(array['unpaid','paid','pending_shipment','pending_receipt','completed','cancelled'])`;
  await client.query(`with c as (select array_agg(uid order by enterprise_no) as ids from enterprises where enterprise_no like 'BC%'),
      f as (select array_agg(uid order by enterprise_no) as ids from enterprises where enterprise_no like 'BF%')
    insert into orders (order_no, settlement_no, customer_uid, merchant_uid, status, total, paid, currency, address, search_text,
      created_at, updated_at, paid_at, customer_deleted_at)
    select 'OD' || lpad(g::text, 12, '0'), 'ST' || lpad(g::text, 12, '0'), c.ids[1 + g % ${CUSTOMERS}], f.ids[1 + (g / ${CUSTOMERS}) % ${FACTORIES}],
      ${statuses}[1 + (g * 7 / ${CUSTOMERS}) % 6], 10000 + (g::bigint * 7919) % 500000,
      case when ${statuses}[1 + (g * 7 / ${CUSTOMERS}) % 6] in ('unpaid', 'cancelled') then 0 else 10000 + (g::bigint * 7919) % 500000 end, 'CNY',
      '{"recipient":"Li Lei","regionNames":"广东省 深圳市 南山区","detailAddress":"No. 1 Keji Road"}'::jsonb,
      lower('OD' || lpad(g::text, 12, '0') || ' XJ' || g || ' bench customer ' || (1 + g % ${CUSTOMERS})),
      ts, ts, ts + interval '1 hour',
      case when g % 50 = 0 and ${statuses}[1 + (g * 7 / ${CUSTOMERS}) % 6] in ('completed', 'cancelled') then ts + interval '1 day' end
    from generate_series(1, ${ORDERS}) g, c, f, lateral (select now() - ((g::bigint * 104729) % (730 * 86400)) * interval '1 second' as ts) t`);
  await client.query(`insert into order_items (order_id, position, inquiry_no, product_no, params, price, quantity, delivery_days, total)
    select id, 0, 'XJ' || substr(order_no, 3), 'FR4-2L', '{"LAYERS":"2","WIDTH_MM":"100","HEIGHT_MM":"80"}'::jsonb,
      jsonb_build_object('total', (total / 100.0)::numeric(12, 2)::text), 10, 5, total from orders where order_no like 'OD0%'`);
  await client.query('analyze');
  return (performance.now() - t0) / 1000;
}

async function login(base: string, i: number): Promise<string> {
  const res = await fetch(`${base}/api/service/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.0.${i + 1}` },
    body: JSON.stringify({
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: `1990000${String(i + 1).padStart(4, '0')}`,
      login_password: PASSWORD,
    }),
  });
  const body = (await res.json()) as { code: number; msg: string };
  if (body.code !== 1) throw new Error(`bench login ${i + 1} failed: ${body.msg}`);
  return res.headers.get('set-cookie')!.split(';')[0]!;
}

/** The list's page and count as the route sent them before list-sql.ts (the floor of the query), from PostgreSQL's own log. */
function floorQueries(customerUid: string, n: number): { page: string; count: string; params: unknown[] } {
  const v = variant(n);
  const months = { last_month: 1, three_months: 3, one_year: 12 }[v.preset];
  const where = [
    `o.customer_uid = $1`,
    v.tab === 'recycle_bin' ? 'o.customer_deleted_at is not null' : 'o.customer_deleted_at is null',
    `o.created_at >= now() - interval '${months} months'`,
  ];
  if (v.tab !== 'all' && v.tab !== 'recycle_bin') where.push(`o.status = '${v.tab}'`);
  const order = 'field' in v.sort ? 'o.total asc, o.id asc' : 'o.created_at desc, o.id desc';
  return {
    page: `select o.*, c.name, m.name from orders o join enterprises c on c.uid = o.customer_uid join enterprises m on m.uid = o.merchant_uid
      where ${where.join(' and ')} order by ${order} limit 20`,
    count: `select count(*) from orders o where ${where.join(' and ')}`,
    params: [customerUid],
  };
}

async function run() {
  try {
    await admin('select 1');
  } catch (error) {
    console.log(
      `order-list: PostgreSQL at ${ADMIN_URL} cannot be reached (${(error as Error).message}); this bench needs it. Skipped.`,
    );
    return;
  }
  // BENCH_DB=<name> reuses a database an earlier run kept (KEEP_BENCH_DB=1): no generation, not dropped.
  const reuse = process.env.BENCH_DB;
  const name = reuse ?? `pcb_bench_orders_${randomBytes(3).toString('hex')}`;
  if (!reuse) await admin(`CREATE DATABASE "${name}"`);
  const url = withDatabase(ADMIN_URL, name);
  // The route of list-sql.ts needs one connection per client; the earlier one (BENCH_SERVER) ran its page and its
  // count at once, two per client: both get the same pool.
  process.env.PG_POOL_MAX = String(CLIENTS * 2);
  process.env.JOBS_POLL_MS = '0';
  // BENCH_SERVER=<path of a server.ts> runs another copy of the server (e.g. an earlier commit's, for before/after).
  const { startServer } = (await import(
    process.env.BENCH_SERVER ?? '../apps/server/src/server.js'
  )) as typeof import('../apps/server/src/server.js');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    logLevel: (process.env.BENCH_LOG ?? 'silent') as 'silent',
    databaseUrl: url,
    dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-bench-orders-')),
    trustProxy: ['loopback'],
  });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    console.log(
      `order-list: generating ${ORDERS.toLocaleString('en')} orders over ${CUSTOMERS} customers and ${FACTORIES} factories…`,
    );
    const generatedIn = reuse ? 0 : await generate(client);
    const cookies = await Promise.all(Array.from({ length: CLIENTS }, (_, i) => login(server.url, i)));
    const customers = (
      await client.query(
        `select uid from enterprises where enterprise_no like 'BC%' order by enterprise_no limit ${CLIENTS}`,
      )
    ).rows.map((r: { uid: string }) => r.uid);
    const perCustomer = Number(
      (await client.query('select count(*) as n from orders where customer_uid = $1', [customers[0]])).rows[0].n,
    );

    // Through the HTTP route, from a worker thread of its own: the clients' HTTP work does not share the server's
    // event loop (node:http with keep-alive, 20 connections).
    const paths = Array.from({ length: VARIANTS }, (_, n) => {
      const v = variant(n);
      return `/api/orders?${new URLSearchParams({ tab: v.tab, preset: v.preset, page_size: '20', ...v.sort })}`;
    });
    const loadAtStart = os.loadavg()[0]!;
    const load = await new Promise<{
      latencies: number[];
      elapsed: number;
      errors: number;
      rows: number;
      firstError: string;
    }>((resolve, reject) => {
      const worker = new Worker(HTTP_CLIENTS, {
        eval: true,
        workerData: { base: server.url, cookies, paths, warmupMs: WARMUP_S * 1000, durationMs: DURATION_S * 1000 },
      });
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    if (load.errors > 0) console.log(`route errors: ${load.errors}, the first: ${load.firstError}`);
    const http = load.latencies;
    const errors = load.errors;
    const rowsSeen = load.rows;
    const httpElapsed = load.elapsed;
    let measuring = false;
    let stop = false;
    let started = 0;

    // The floor: the same page and count straight to PostgreSQL.
    // BENCH_ROUTE_ONLY=1 skips it (to profile the server alone).
    const pool = new pg.Pool({ connectionString: url, max: CLIENTS * 2 });
    const floor: number[] = [];
    stop = false;
    const sqlClient = async (i: number) => {
      for (let n = i; !stop; n++) {
        const q = floorQueries(customers[i]!, n);
        const t0 = performance.now();
        await Promise.all([pool.query(q.page, q.params), pool.query(q.count, q.params)]);
        if (measuring) floor.push(performance.now() - t0);
      }
    };
    const sqlClients =
      process.env.BENCH_ROUTE_ONLY === '1' ? [] : Array.from({ length: CLIENTS }, (_, i) => sqlClient(i));
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    measuring = true;
    started = performance.now();
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    measuring = false;
    const floorElapsed = (performance.now() - started) / 1000;
    stop = true;
    await Promise.all(sqlClients);
    await pool.end();

    // The floor of the route's own statement (list-sql.ts: page, lines, names and count as one JSON text), prepared,
    // straight to PostgreSQL by 20 clients.
    const { orderListStatement } = await import('../apps/server/src/modules/order/index.js');
    const statementPool = new pg.Pool({ connectionString: url, max: CLIENTS });
    const own: number[] = [];
    stop = false;
    const statementClient = async (i: number) => {
      for (let n = i; !stop; n++) {
        const v = variant(n);
        const s = orderListStatement(
          'customer',
          customers[i]!,
          { tab: v.tab, preset: v.preset, page_no: 1, page_size: 20, ...v.sort },
          new Date(),
        );
        const t0 = performance.now();
        await statementPool.query(s);
        if (measuring) own.push(performance.now() - t0);
      }
    };
    const statementClients =
      process.env.BENCH_ROUTE_ONLY === '1' ? [] : Array.from({ length: CLIENTS }, (_, i) => statementClient(i));
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    measuring = true;
    started = performance.now();
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    measuring = false;
    const ownElapsed = (performance.now() - started) / 1000;
    stop = true;
    await Promise.all(statementClients);
    await statementPool.end();

    const sample = floorQueries(customers[0]!, 1);
    const plan = (await client.query(`explain (analyze, buffers) ${sample.page}`, sample.params)).rows
      .map((r: Record<string, string>) => r['QUERY PLAN'])
      .join('\n');
    const indexes = [...new Set(plan.match(/orders_\w+_idx/g) ?? [])];

    const through = latencySummary(http, httpElapsed);
    const direct = latencySummary(floor, floorElapsed);
    console.table([
      {
        case: `GET /api/orders, ${CLIENTS} clients (tab × date preset × sort, ${VARIANTS} variants)`,
        ...through,
        errors,
      },
      { case: `PostgreSQL alone: the same page + count (${CLIENTS} pg clients)`, ...direct, errors: 0 },
      {
        case: `PostgreSQL alone: the route's own JSON statement (${CLIENTS} pg clients)`,
        ...latencySummary(own, ownElapsed),
        errors: 0,
      },
    ]);
    console.log(
      `data: ${ORDERS.toLocaleString('en')} orders + lines generated in ${generatedIn.toFixed(0)} s; ` +
        `~${perCustomer} orders per customer; ${rowsSeen} rows answered`,
    );
    console.log(
      `plan of "${TABS[1]} · ${PRESETS[0]} · newest first": ${indexes.join(', ') || 'no order index named'}\n${plan}`,
    );
    console.log(
      `goal p99 < 50 ms through the route: ${through['p99 ms'] < 50 && errors === 0 ? 'met' : 'NOT met'}; ` +
        `the route's p99 is ${(through['p99 ms'] / Math.max(0.1, direct['p99 ms'])).toFixed(1)}× PostgreSQL's own`,
    );
    console.log(
      `load average (1 min) at the route's start ${loadAtStart.toFixed(1)}, now ${os.loadavg()[0]!.toFixed(1)} ` +
        `on ${os.cpus().length} CPUs — the figures move with it`,
    );
    fs.mkdirSync(path.join(here, 'results'), { recursive: true });
    const record = {
      at: new Date().toISOString(),
      orders: ORDERS,
      customers: CUSTOMERS,
      factories: FACTORIES,
      clients: CLIENTS,
      durationSeconds: DURATION_S,
      cpus: os.cpus().length,
      loadAverage: os.loadavg()[0],
      loadAtStart,
      node: process.version,
      route: { ...through, errors },
      postgres: direct,
      postgresStatement: latencySummary(own, ownElapsed),
      indexes,
      plan,
    };
    fs.writeFileSync(path.join(here, 'results', 'order-list.json'), `${JSON.stringify(record, null, 2)}\n`);
  } finally {
    await client.end();
    await server.stop();
    if (process.env.KEEP_BENCH_DB !== '1' && !reuse) await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    else console.log(`kept database ${name} (run again with BENCH_DB=${name})`);
  }
}

await run();
