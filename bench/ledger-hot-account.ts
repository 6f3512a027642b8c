/**
 * Payments on one hot account: 50 concurrent clients each move 0.01 from the demo customer's wallet to the
 * platform escrow through the ledger service, with a transfer key, on PostgreSQL, for 10 s after a 2 s warm-up.
 * Every payment hits the same two balance rows, so they queue on the row locks — the worst case of a ledger.
 * Goal: ≥ 1,000 transactions/s with p99 < 50 ms. Two ways of calling it:
 *   - given the pool: `ledger.transfer(db, …)` — one prepared statement that locks both rows in id order, checks
 *     the guards, writes header, balances and lines; the transfers that arrive while a commit is under way go
 *     together in the next one (modules/ledger/group-commit.ts), so a hot row waits for one WAL flush per group,
 *     not per payment;
 *   - in a transaction: `db.transaction((tx) => ledger.transfer(tx, …))` — BEGIN, the same statement, COMMIT
 *     (what a caller that changes its own rows with the payment does): the locks last one more round trip.
 *
 * Peer: PostgreSQL's own pgbench TPC-B-like run on the same machine (`pgbench -i` on a scratch database, then
 * `pgbench -c 50 -j 2 -T 10`): at scale 1 it too updates one branch row in every transaction — the ceiling of a
 * hot row on this PostgreSQL. Its latency is the average pgbench prints (it prints no p99 without a log).
 *
 * Run: npx tsx bench/ledger-hot-account.ts   → prints a table, writes bench/results/ledger-hot-account.json.
 * PGBENCH_URL (default postgres://postgres@127.0.0.1:5432/postgres) names the server; scratch databases are
 * created and dropped. Without PostgreSQL the bench says so and exits (PGlite is one connection: no contention).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { admin, ADMIN_URL, withDatabase } from './support/postgres.js';

const here = import.meta.dirname;
const CLIENTS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP_S = 2;

function percentile(sorted: number[], p: number) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
}

type Mode = 'statement' | 'transaction';

async function ledgerRun(mode: Mode): Promise<{
  tps: number;
  p50: number;
  p99: number;
  avg: number;
  transactions: number;
  refused: number;
  balanced: boolean;
}> {
  const name = `pcb_bench_ledger_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  process.env.PG_POOL_MAX = String(CLIENTS);
  const { openDatabase } = await import('../apps/server/src/db/client.js');
  const { prepareDatabase } = await import('../apps/server/src/prepare.js');
  const { Ledger, checkLedger, platformAccount, walletOf, rowsOf } =
    await import('../apps/server/src/platform/ledger/index.js');
  const { sql } = await import('drizzle-orm');
  const database = await openDatabase({ databaseUrl: withDatabase(ADMIN_URL, name), dataDir: '' });
  try {
    await prepareDatabase(database, { seedDemo: true });
    const db = database.db;
    const customer = rowsOf<{ uid: string }>(
      await db.execute(sql`select uid from enterprises where enterprise_no = 'E0002'`),
    )[0]!.uid;
    const ledger = new Ledger();
    await db.transaction((tx) =>
      ledger.transfer(tx, {
        kind: 'recharge',
        reference: 'BENCH',
        from: platformAccount('platform_bank'),
        to: walletOf(customer),
        amount: 10n ** 12n,
      }),
    );

    let measuring = false;
    let stop = false;
    let serial = 0;
    let refused = 0;
    const reasons = new Map<string, number>();
    const latencies: number[] = [];
    const client = async () => {
      while (!stop) {
        const n = serial++;
        const t0 = performance.now();
        try {
          const payment = {
            kind: 'payment',
            reference: `ORDER-${n}`,
            transferKey: `bench-payment-${n}`,
            from: walletOf(customer),
            to: platformAccount('platform_escrow'),
            amount: 1n,
            enterpriseUid: customer,
          };
          if (mode === 'statement') await ledger.transfer(db, payment);
          else await db.transaction((tx) => ledger.transfer(tx, payment));
          if (measuring) latencies.push(performance.now() - t0);
        } catch (error) {
          refused++;
          const text = String((error as { cause?: unknown }).cause ?? error).slice(0, 160);
          reasons.set(text, (reasons.get(text) ?? 0) + 1);
        }
      }
    };
    const clients = Array.from({ length: CLIENTS }, client);
    await new Promise((r) => setTimeout(r, WARMUP_S * 1000));
    measuring = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, DURATION_S * 1000));
    measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    stop = true;
    await Promise.all(clients);
    if (reasons.size) console.log(`${mode}: refused`, Object.fromEntries(reasons));
    const check = await checkLedger(db);
    latencies.sort((a, b) => a - b);
    return {
      tps: Math.round(latencies.length / elapsed),
      p50: Number(percentile(latencies, 50).toFixed(1)),
      p99: Number(percentile(latencies, 99).toFixed(1)),
      avg: Number((latencies.reduce((a, b) => a + b, 0) / Math.max(1, latencies.length)).toFixed(1)),
      transactions: latencies.length,
      refused,
      balanced: check.balanced,
    };
  } finally {
    await database.close();
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

function pgbenchBinary(): string | null {
  const candidates = [
    'pgbench',
    ...(fs.existsSync('/usr/lib/postgresql')
      ? fs.readdirSync('/usr/lib/postgresql').map((v) => `/usr/lib/postgresql/${v}/bin/pgbench`)
      : []),
  ];
  for (const c of candidates) {
    try {
      execFileSync(c, ['--version'], { stdio: 'ignore' });
      return c;
    } catch {
      // try the next one
    }
  }
  return null;
}

async function pgbenchRun(): Promise<{ tps: number; avg: number } | null> {
  const bin = pgbenchBinary();
  if (!bin) return null;
  const name = `pcb_bench_pgbench_${randomBytes(3).toString('hex')}`;
  await admin(`CREATE DATABASE "${name}"`);
  const u = new URL(ADMIN_URL);
  const args = ['-h', u.hostname, '-p', u.port || '5432', '-U', decodeURIComponent(u.username || 'postgres')];
  const env = { ...process.env, ...(u.password ? { PGPASSWORD: decodeURIComponent(u.password) } : {}) };
  try {
    execFileSync(bin, [...args, '-i', '-q', name], { env, stdio: 'ignore' });
    const out = execFileSync(bin, [...args, '-c', String(CLIENTS), '-j', '2', '-T', String(DURATION_S), name], {
      env,
      encoding: 'utf8',
    });
    const tps = Number(/tps = ([\d.]+)/.exec(out)?.[1] ?? 0);
    const avg = Number(/latency average = ([\d.]+) ms/.exec(out)?.[1] ?? 0);
    return { tps: Math.round(tps), avg };
  } finally {
    await admin(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
}

try {
  await admin('select 1');
} catch (error) {
  console.log(
    `ledger-hot-account: PostgreSQL at ${ADMIN_URL} cannot be reached (${(error as Error).message}); ` +
      'this bench needs it (PGlite is one connection: nothing contends). Skipped.',
  );
  process.exit(0);
}
const load = () => Number(os.loadavg()[0]!.toFixed(1));
const loads: Record<string, number> = {};
loads.statement = load();
const statement = await ledgerRun('statement');
loads.transaction = load();
const transaction = await ledgerRun('transaction');
loads.pgbench = load();
const pgbench = await pgbenchRun();
const rows = [
  {
    case: `ledger payment, given the pool: group commit (${CLIENTS} clients)`,
    'tx/s': statement.tps,
    'p50 ms': statement.p50,
    'p99 ms': statement.p99,
    'avg ms': statement.avg,
    'load avg before': loads.statement,
  },
  {
    case: `ledger payment, in a transaction (${CLIENTS} clients)`,
    'tx/s': transaction.tps,
    'p50 ms': transaction.p50,
    'p99 ms': transaction.p99,
    'avg ms': transaction.avg,
    'load avg before': loads.transaction,
  },
  {
    case: `pgbench TPC-B-like, scale 1 (-c ${CLIENTS} -j 2)`,
    'tx/s': pgbench?.tps ?? 'n/a',
    'p50 ms': '',
    'p99 ms': '',
    'avg ms': pgbench?.avg ?? 'n/a',
    'load avg before': loads.pgbench,
  },
];
console.table(rows);
for (const [name, run] of [
  ['given the pool (group commit)', statement],
  ['in a transaction', transaction],
] as const) {
  console.log(
    `${name}: goal ≥ 1,000 tx/s with p99 < 50 ms ${run.tps >= 1000 && run.p99 < 50 ? 'met' : 'NOT met'}; ` +
      `${pgbench ? `${Math.round((100 * run.tps) / pgbench.tps)} % of pgbench` : 'without pgbench (not installed)'}; ` +
      `${run.transactions} payments measured, ${run.refused} refused, ledger check ${run.balanced ? 'balanced' : 'NOT balanced'}`,
  );
}
console.log(
  `load average (1 min) before each run: ${JSON.stringify(loads)} on ${os.cpus().length} CPUs — the figures move with it`,
);
fs.mkdirSync(path.join(here, 'results'), { recursive: true });
const record = {
  at: new Date().toISOString(),
  clients: CLIENTS,
  durationSeconds: DURATION_S,
  cpus: os.cpus().length,
  loadAverageBefore: loads,
  node: process.version,
  ledger: { statement, transaction },
  pgbench,
};
fs.writeFileSync(path.join(here, 'results', 'ledger-hot-account.json'), `${JSON.stringify(record, null, 2)}\n`);
