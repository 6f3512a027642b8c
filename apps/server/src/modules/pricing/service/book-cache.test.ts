import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../../db/client.js';
import { BookCache, type CachedBook } from './book-cache.js';

/** A cache whose database answers are counted: `versions` is what the merchant's books are at now. */
function countedCache(state: { versions: string }) {
  const cache = new BookCache({} as Database, async () => null, 1000);
  const calls = { versions: 0, loads: 0 };
  const internals = cache as unknown as {
    versions: () => Promise<string>;
    load: () => Promise<CachedBook>;
  };
  internals.versions = async () => {
    calls.versions++;
    await new Promise((resolve) => setImmediate(resolve));
    return state.versions;
  };
  internals.load = async () => {
    calls.loads++;
    return { versions: state.versions, checkedAt: Date.now() } as CachedBook;
  };
  return { cache, calls };
}

afterEach(() => vi.useRealTimers());

describe('the compiled book cache beside other instances', () => {
  it('compares versions once for all the estimates that find the entry due, and reloads once when they moved', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const state = { versions: '1/0' };
    const { cache, calls } = countedCache(state);
    const first = await cache.get('M1');
    expect(calls).toEqual({ versions: 0, loads: 1 });

    vi.setSystemTime(Date.now() + 500);
    await Promise.all(Array.from({ length: 20 }, () => cache.get('M1')));
    expect(calls.versions).toBe(0);

    vi.setSystemTime(Date.now() + 1000);
    const same = await Promise.all(Array.from({ length: 50 }, () => cache.get('M1')));
    expect(calls).toEqual({ versions: 1, loads: 1 });
    expect(same.every((entry) => entry === first)).toBe(true);

    state.versions = '2/0';
    vi.setSystemTime(Date.now() + 1000);
    const changed = await Promise.all(Array.from({ length: 50 }, () => cache.get('M1')));
    expect(calls).toEqual({ versions: 2, loads: 2 });
    expect(new Set(changed).size).toBe(1);
    expect(changed[0]!.versions).toBe('2/0');
  });
});
