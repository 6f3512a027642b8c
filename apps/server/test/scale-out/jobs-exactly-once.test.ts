import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-server.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const JOBS = 1_000;

function startWorker(databaseUrl: string, name: string): Promise<ChildProcess> {
  const child = fork(path.join(here, 'job-worker.ts'), [], {
    execArgv: ['--throw-deprecation', '--import', 'tsx'],
    env: { ...process.env, DATABASE_URL: databaseUrl, WORKER_NAME: name, LEASE_MS: '1500' },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', () => resolve(child));
    child.once('exit', (code) => reject(new Error(`worker ${name} exited with ${code}`)));
  });
}

/**
 * Issue 21: the durable jobs claimed exactly once across instances. Two worker processes share 1,000 jobs on one
 * PostgreSQL; one is killed (SIGKILL, no goodbye) in the middle of the run; its claimed jobs wait for their lease
 * to end and are run by the other. Every job's effect happens once: one marker row, the totals add up.
 */
describe.skipIf(!process.env.DATABASE_URL)('jobs across instances', () => {
  const children: ChildProcess[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
    await drop?.();
  });

  it('runs each of 1,000 jobs once although one instance is killed mid-run', { timeout: 120_000 }, async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const db = new pg.Client({ connectionString: database.databaseUrl });
    await db.connect();
    try {
      await db.query(
        'create table scaleout_effects (job_id bigint primary key, n integer not null, worker text not null)',
      );
      await db.query('create table scaleout_totals (total bigint not null, effects integer not null)');
      await db.query('insert into scaleout_totals values (0, 0)');
      await db.query(`insert into jobs (kind, payload, run_at, max_attempts, created_at)
        select 'scaleout.effect', jsonb_build_object('n', g), now(), 5, now() from generate_series(1, ${JOBS}) g`);

      const a = await startWorker(database.databaseUrl!, 'A');
      const b = await startWorker(database.databaseUrl!, 'B');
      children.push(a, b);
      const done = async () =>
        Number(
          (await db.query(`select count(*) as n from jobs where kind = 'scaleout.effect' and status = 'completed'`))
            .rows[0].n,
        );
      await expect.poll(done, { timeout: 60_000, interval: 20 }).toBeGreaterThanOrEqual(JOBS / 3);
      // A is killed inside a job's transaction, not between two batches where it holds nothing.
      const holding = new Promise<number>((resolve) =>
        a.on('message', (m: { holding?: number }) => m.holding && resolve(m.holding)),
      );
      a.send({ hold: true });
      const heldJob = await holding;
      a.kill('SIGKILL');
      await new Promise((resolve) => a.once('exit', resolve));
      // The jobs A still held (unless B already took one over, its lease being short); the one it stopped in among them.
      const stillHeld = (
        await db.query(
          `select id from jobs where kind = 'scaleout.effect' and status = 'running' and locked_by like $1`,
          [`w-${a.pid}-%`],
        )
      ).rows.map((r: { id: string }) => Number(r.id));
      const held = [...new Set([heldJob, ...stillHeld])];
      const running = held.length;

      await expect.poll(done, { timeout: 90_000, interval: 100 }).toBe(JOBS);
      b.send({ stop: true });
      await new Promise((resolve) => b.once('exit', resolve));

      const effects = (
        await db.query(
          'select count(*)::int as rows, count(distinct job_id)::int as jobs, sum(n)::bigint as sum from scaleout_effects',
        )
      ).rows[0];
      const totals = (await db.query('select total::bigint as total, effects from scaleout_totals')).rows[0];
      const expectedSum = String((JOBS * (JOBS + 1)) / 2);
      expect(effects).toEqual({ rows: JOBS, jobs: JOBS, sum: expectedSum });
      expect(totals).toEqual({ total: expectedSum, effects: JOBS });
      const jobs = (
        await db.query(
          `select count(*)::int as n, count(*) filter (where attempts > 1)::int as retried,
            count(*) filter (where status <> 'completed')::int as open
          from jobs where kind = 'scaleout.effect'`,
        )
      ).rows[0];
      expect(jobs.n).toBe(JOBS);
      expect(jobs.open).toBe(0);
      // The jobs A held when it died were taken over by B after their lease.
      const heldRetried = (
        await db.query(
          `select count(*)::int as n from jobs where id = any($1::bigint[]) and attempts > 1 and status = 'completed'`,
          [held],
        )
      ).rows[0].n;
      expect(heldRetried).toBe(running);
      expect(jobs.retried).toBeGreaterThanOrEqual(running);
      const byWorker = (
        await db.query('select worker, count(*)::int as n from scaleout_effects group by worker order by worker')
      ).rows;
      expect(byWorker.map((r: { worker: string }) => r.worker)).toEqual(['A', 'B']);
      console.info(
        `jobs exactly once: ${JSON.stringify(byWorker)}, ${jobs.retried} retried after the kill (${running} running at the kill)`,
      );
    } finally {
      await db.end();
    }
  });
});
