import type { FastifyRateLimitStore } from '@fastify/rate-limit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database, type DatabaseHandle } from '../../db/client.js';
import { createTestDatabase } from '../../../test/test-server.js';
import { sharedWindowStore } from './shared-window-store.js';

let database: DatabaseHandle;
let drop: () => Promise<void>;
beforeAll(async () => {
  const created = await createTestDatabase();
  drop = created.drop;
  database = await openDatabase({ databaseUrl: created.databaseUrl, dataDir: created.dataDir ?? '' });
});
afterAll(async () => {
  await database.close();
  await drop();
});

/** One server instance's store for the estimate route: its own memory, the shared database. */
function instance(db: Database = database.db): FastifyRateLimitStore {
  const Store = sharedWindowStore(db);
  return new Store({}).child({ routeInfo: { method: 'POST', url: '/api/pricing/estimate' } } as never);
}

const hit = (store: FastifyRateLimitStore, key: string, max: number, windowMs = 3_600_000) =>
  new Promise<boolean>((resolve, reject) =>
    store.incr(key, (error, state) => (error ? reject(error) : resolve(state!.current <= max)), windowMs, max),
  );

describe('a rate limit shared by the instances behind the load balancer', () => {
  it('allows no more than the limit in a window across two instances, however the requests are spread', async () => {
    const [a, b] = [instance(), instance()];
    const max = 600;
    const allowed = await Promise.all(
      Array.from({ length: 1500 }, (_, i) => hit(i % 3 === 0 ? a : b, 'ip:203.0.113.7', max)),
    );
    const count = allowed.filter(Boolean).length;
    expect(count).toBeLessThanOrEqual(max);
    // Each instance may end the window holding at most 1/50 of the limit unspent.
    expect(count).toBeGreaterThanOrEqual(max - 2 * (max / 50));
    expect(await hit(a, 'ip:203.0.113.7', max)).toBe(false);
    expect(await hit(b, 'ip:203.0.113.7', max)).toBe(false);
    // Another address has its own count.
    expect(await hit(a, 'ip:203.0.113.8', max)).toBe(true);
  });

  it('counts a small limit exactly, one claim per request until the key is busy', async () => {
    const [a, b] = [instance(), instance()];
    const answers = [];
    for (let i = 0; i < 5; i++) answers.push(await hit(i % 2 ? b : a, 'ip:198.51.100.1', 3));
    expect(answers).toEqual([true, true, true, false, false]);
  });

  it('writes the database once per claimed block, not once per request', async () => {
    let upserts = 0;
    const counted = new Proxy(database.db, {
      get: (target, name, receiver) => {
        if (name === 'insert') upserts++;
        return Reflect.get(target, name, receiver) as unknown;
      },
    });
    const store = instance(counted);
    for (let i = 0; i < 2000; i++) expect(await hit(store, 'account:busy', 100_000)).toBe(true);
    // Blocks of 1, 2, 4 … up to 2,000 (1/50 of the limit): 11 claims hold 2,047 tokens.
    expect(upserts).toBe(11);
  });

  it('starts the window with the first request, and a new count when it ends', async () => {
    const [a, b] = [instance(), instance()];
    const windowMs = 1000;
    const first = [];
    for (let i = 0; i < 3; i++) first.push(await hit(i % 2 ? b : a, 'ip:192.0.2.9', 2, windowMs));
    expect(first).toEqual([true, true, false]);
    await new Promise((resolve) => setTimeout(resolve, windowMs + 50));
    expect(await hit(b, 'ip:192.0.2.9', 2, windowMs)).toBe(true);
    expect(await hit(a, 'ip:192.0.2.9', 2, windowMs)).toBe(true);
    expect(await hit(a, 'ip:192.0.2.9', 2, windowMs)).toBe(false);
  });
});
