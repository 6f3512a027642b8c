import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { rateLimitWindows } from '../../db/schema/index.js';

/** What the plugin passes `child`: at run time the route's limit settings with the route under `routeInfo`. */
type ChildParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

/** One instance's share of one key's window: tokens claimed from the shared count and not yet spent. */
interface Lease {
  window: number;
  left: number;
  /** The shared count after this instance's last claim. */
  counted: number;
  /** How many tokens the next claim asks for: 1 first, doubling while the key stays busy, at most `cap`. */
  block: number;
  /** The shared count reached the limit: nothing more to claim in this window. */
  full: boolean;
  claiming?: Promise<void> | undefined;
}

/** A busy key claims at most this share of its limit at once (what one instance can hold unspent). */
const LARGEST_SHARE = 50;
const KEPT_LEASES = 10_000;

/**
 * A rate-limit store for @fastify/rate-limit whose count is shared by every server instance, and that does not
 * write a database row per request. Windows are fixed and aligned to the clock (window n is [n·w, (n+1)·w)). Each
 * instance claims tokens from the shared row of a key's window in blocks (one upsert adds the block and answers
 * the total), then spends them in memory; the block starts at 1 and doubles while the key stays busy, up to 1/50
 * of the limit. A claim gets only what is left under the limit, so all instances together never allow more than
 * `max` in a window; an instance may end a window holding a few unspent tokens (at most 1/50 of the limit each),
 * which only refuses a little early. Rows expire with their window and leave with the rate-limit sweep.
 */
export function sharedWindowStore(db: Database): FastifyRateLimitStoreCtor {
  const leases = new LRUCache<string, Lease>({ max: KEPT_LEASES });

  async function claim(id: string, lease: Lease, timeWindow: number, max: number): Promise<void> {
    const asked = Math.min(lease.block, max);
    const startsAt = new Date(lease.window * timeWindow);
    const [row] = await db
      .insert(rateLimitWindows)
      .values({
        key: `${id}@${lease.window}`,
        windowStart: startsAt,
        hits: asked,
        expiresAt: new Date(startsAt.getTime() + timeWindow),
      })
      .onConflictDoUpdate({ target: rateLimitWindows.key, set: { hits: sql`${rateLimitWindows.hits} + ${asked}` } })
      .returning({ hits: rateLimitWindows.hits });
    const counted = row!.hits;
    const granted = Math.max(0, Math.min(asked, max - (counted - asked)));
    lease.left += granted;
    lease.counted = counted;
    lease.full = counted >= max;
    lease.block = Math.min(lease.block * 2, Math.max(1, Math.floor(max / LARGEST_SHARE)));
  }

  async function take(id: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = Date.now();
      const window = Math.floor(now / timeWindow);
      const ttl = (window + 1) * timeWindow - now;
      let lease = leases.get(id);
      if (!lease || lease.window !== window) {
        lease = { window, left: 0, counted: 0, block: 1, full: false };
        leases.set(id, lease);
      }
      if (lease.left > 0) {
        lease.left--;
        return { current: Math.min(max, lease.counted - lease.left), ttl };
      }
      if (lease.full || max <= 0) return { current: max + 1, ttl };
      const current = lease;
      current.claiming ??= claim(id, current, timeWindow, max).finally(() => (current.claiming = undefined));
      await current.claiming;
    }
  }

  return class SharedWindowStore implements FastifyRateLimitStore {
    private readonly scope: string;

    constructor(params: Partial<ChildParams> = {}) {
      const route = params.routeInfo;
      this.scope = typeof route?.url === 'string' ? `${[route.method].flat().join(',')} ${route.url}` : 'global';
    }

    child(params: ChildParams): FastifyRateLimitStore {
      return new SharedWindowStore(params);
    }

    incr(key: string, answer: Parameters<FastifyRateLimitStore['incr']>[1], timeWindow: number, max: number): void {
      take(`rate:${this.scope}|${key}`, timeWindow, max).then(
        (state) => answer(null, state),
        (error: Error) => answer(error),
      );
    }
  };
}

/** The store class to give @fastify/rate-limit's `store` option. */
export type RateLimitStore = FastifyRateLimitStoreCtor;
