/**
 * One "instance" of the exactly-once jobs test (jobs-exactly-once.test.ts), as its own process so the test can
 * kill it abruptly: the server's JobRunner on DATABASE_URL, running the test's job kind until told to stop.
 * Its body is idempotent the way DESIGN.md asks: the effect and its marker commit together or not at all.
 */
import { sql } from 'drizzle-orm';
import pino from 'pino';
import type { FastifyBaseLogger } from 'fastify';
import { openDatabase } from '../../src/db/client.js';
import { Clock } from '../../src/platform/jobs/clock.js';
import { JobRunner } from '../../src/platform/jobs/runner.js';

const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL!, dataDir: '' });
const runner = new JobRunner(database.db, new Clock(), pino({ level: 'silent' }) as unknown as FastifyBaseLogger);
const worker = process.env.WORKER_NAME!;
// Told to hold, the next job stops inside its transaction and says so: the test kills this process there.
let hold = false;

runner.register<{ n: number }>(
  'scaleout.effect',
  async ({ payload, job, db }) =>
    db.transaction(async (tx) => {
      const inserted = await tx.execute(
        sql`insert into scaleout_effects (job_id, n, worker) values (${job.id}, ${payload.n}, ${worker}) on conflict (job_id) do nothing returning job_id`,
      );
      // The work takes a little while, so a kill lands inside running jobs.
      await tx.execute(sql`select pg_sleep(0.004)`);
      if (hold) {
        process.send?.({ holding: job.id });
        await new Promise(() => {});
      }
      if ((inserted as unknown as { rows: unknown[] }).rows.length === 1)
        await tx.execute(sql`update scaleout_totals set total = total + ${payload.n}, effects = effects + 1`);
      return { worker };
    }),
  { leaseMs: Number(process.env.LEASE_MS ?? 1500), maxAttempts: 5 },
);

process.send?.({ ready: true });
let stopping = false;
process.on('message', (message: { stop?: boolean; hold?: boolean }) => {
  if (message.stop) stopping = true;
  if (message.hold) hold = true;
});
while (!stopping) {
  const ran = await runner.runDue(8);
  if (ran === 0) await new Promise((resolve) => setTimeout(resolve, 50));
}
await database.close();
process.exit(0);
