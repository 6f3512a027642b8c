import type pg from 'pg';

/**
 * Runs one connection's statements one after another in our own queue. A transaction is one connection, and
 * code that starts several reads of it at once (`Promise.all` over a tx) would otherwise hand pg a second query
 * while one is running: pg 8 queues it with a deprecation warning and pg 9 refuses it. Reads of one connection
 * run in turn either way; this keeps that order and makes it ours. Callback and stream (submittable) queries pass
 * through untouched: drizzle and our code use the promise form.
 */
export function queueQueries(client: pg.PoolClient | pg.Client): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  let tail: Promise<unknown> = Promise.resolve();
  client.query = ((...args: unknown[]) => {
    const first = args[0] as { submit?: unknown } | undefined;
    if (typeof args[args.length - 1] === 'function' || typeof first?.submit === 'function') return query(...args);
    const run = tail.then(() => query(...args));
    tail = run.catch(() => undefined);
    return run;
  }) as typeof client.query;
}
