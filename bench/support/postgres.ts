/** What the PostgreSQL benches share: the server they make scratch databases on, and latency percentiles. */
import pg from 'pg';

export { withDatabase } from '../../apps/server/test/pg-databases.js';

/** The server the benches create their scratch databases on (PGBENCH_URL). */
export const ADMIN_URL = process.env.PGBENCH_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** One statement on the admin database (create or drop a scratch database); fails fast when nobody answers. */
export async function admin(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;

/** Requests, req/s (to `rateDigits` places), p50, p99 and max in ms of one measured window. */
export function latencySummary(latencies: number[], elapsedSeconds: number, rateDigits = 0) {
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests: sorted.length,
    'req/s': Number((sorted.length / elapsedSeconds).toFixed(rateDigits)),
    'p50 ms': Number(percentile(sorted, 50).toFixed(1)),
    'p99 ms': Number(percentile(sorted, 99).toFixed(1)),
    'max ms': Number((sorted.at(-1) ?? 0).toFixed(1)),
  };
}
