import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import { rateLimitWindows } from '../../db/schema/index.js';

/** What the plugin passes `child`: at run time the route's limit settings with the route under `routeInfo`. */
type ChildParams = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

/** One instance's share of one key's window: tokens claimed from the shared count and not yet spent. */
interface Lease {
  /** When the key's window ends (this process's clock). */
  until: number;
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
 * write a database row per request. A key's window starts with its first request anywhere (as the plugin's own
 * store counts) and is kept in the key's `rate_limit_windows` row. Each instance claims tokens from that row in
 * blocks (one upsert adds the block and answers the total and the time left), then spends them in memory; the
 * block starts at 1 and doubles while the key stays busy, up to 1/50 of the limit. A claim gets only what is left
 * under the limit, so all instances together never allow more than `max` in a window; an instance may end a window
 * holding a few unspent tokens (at most 1/50 of the limit), which only refuses a little early. Rows expire with
 * their window and leave with the rate-limit sweep.
 */
export function sharedWindowStore(db: Database): FastifyRateLimitStoreCtor {
  const leases = new LRUCache<string, Lease>({ max: KEPT_LEASES });

  async function claim(key: string, lease: Lease, timeWindow: number, max: number): Promise<void> {
    const asked = Math.min(lease.block, max);
    const ended = sql`${rateLimitWindows.windowStart} <= now() - make_interval(secs => ${timeWindow / 1000})`;
    const [row] = await db
      .insert(rateLimitWindows)
      .values({
        key,
        windowStart: sql`now()`,
        hits: asked,
        expiresAt: sql`now() + make_interval(secs => ${timeWindow / 1000})`,
      })
      .onConflictDoUpdate({
        target: rateLimitWindows.key,
        set: {
          windowStart: sql`CASE WHEN ${ended} THEN now() ELSE ${rateLimitWindows.windowStart} END`,
          hits: sql`CASE WHEN ${ended} THEN ${asked} ELSE ${rateLimitWindows.hits} + ${asked} END`,
          expiresAt: sql`CASE WHEN ${ended} THEN now() + make_interval(secs => ${timeWindow / 1000}) ELSE ${rateLimitWindows.expiresAt} END`,
        },
      })
      .returning({
        hits: rateLimitWindows.hits,
        leftMs: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} - now())) * 1000 + ${timeWindow}`,
      });
    const counted = row!.hits;
    const granted = Math.max(0, Math.min(asked, max - (counted - asked)));
    lease.until = Date.now() + Math.max(0, Number(row!.leftMs));
    lease.left += granted;
    lease.counted = counted;
    lease.full = counted >= max;
    lease.block = Math.min(lease.block * 2, Math.max(1, Math.floor(max / LARGEST_SHARE)));
  }

  async function take(key: string, timeWindow: number, max: number): Promise<{ current: number; ttl: number }> {
    for (;;) {
      const now = Date.now();
      let lease = leases.get(key);
      if (!lease || (now >= lease.until && !lease.claiming)) {
        lease = { until: now + timeWindow, left: 0, counted: 0, block: 1, full: false };
        leases.set(key, lease);
      }
      const ttl = Math.max(0, lease.until - now);
      if (lease.left > 0 && now < lease.until) {
        lease.left--;
        return { current: Math.min(max, lease.counted - lease.left), ttl };
      }
      if (lease.full && now < lease.until) return { current: max + 1, ttl };
      if (max <= 0) return { current: max + 1, ttl };
      const current = lease;
      current.left = 0;
      current.claiming ??= claim(key, current, timeWindow, max).finally(() => (current.claiming = undefined));
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

declare module 'fastify' {
  interface FastifyInstance {
    /** The rate-limit store every route's @fastify/rate-limit registration uses (`store`), shared by instances. */
    rateLimitStore: FastifyRateLimitStoreCtor;
  }
}

/** The store class to give @fastify/rate-limit's `store` option. */
export type RateLimitStore = FastifyRateLimitStoreCtor;
