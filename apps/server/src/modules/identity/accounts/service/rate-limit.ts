import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../../db/client.js';
import { rateLimitWindows } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import type { LocalizedText } from '../../../../http/messages.js';
import { accountMessages } from '../messages.js';

export interface Limit {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface LimitState {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Counts one hit on a fixed-window counter in one statement (an upsert), so concurrent requests and several
 * server instances count together. Answers the hits in the current window and the seconds until it ends.
 * The row expires at the end of its window, or `holdSeconds` after this hit when that is later (a delay it imposes).
 */
export async function hit(db: Database, limit: Limit & { holdSeconds?: number }): Promise<LimitState> {
  const expired = sql`${rateLimitWindows.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const hold = limit.holdSeconds ?? 0;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({
      key: limit.key,
      windowStart: sql`now()`,
      hits: 1,
      lastHitAt: sql`now()`,
      expiresAt: sql`now() + make_interval(secs => ${Math.max(limit.windowSeconds, hold)})`,
    })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitWindows.windowStart} END`,
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
        lastHitAt: sql`now()`,
        expiresAt: sql`greatest(
          CASE WHEN ${expired} THEN now() ELSE ${rateLimitWindows.windowStart} END + make_interval(secs => ${limit.windowSeconds}),
          now() + make_interval(secs => ${hold})
        )`,
      },
    })
    .returning({
      hits: rateLimitWindows.hits,
      remaining: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))`,
    });
  return { hits: row!.hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(row!.remaining))) };
}

/** Forgets a counter (a successful login clears its own failures). */
export async function clear(db: Database, key: string): Promise<void> {
  await db.delete(rateLimitWindows).where(eq(rateLimitWindows.key, key));
}

/** Deletes the counters that no longer limit anything; answers how many. */
export async function deleteExpired(db: Database): Promise<number> {
  const gone = await db
    .delete(rateLimitWindows)
    // Rows written before expiry was recorded: a day covers every window in use.
    .where(
      or(
        lt(rateLimitWindows.expiresAt, sql`now()`),
        and(isNull(rateLimitWindows.expiresAt), lt(rateLimitWindows.windowStart, sql`now() - interval '1 day'`)),
      ),
    )
    .returning({ key: rateLimitWindows.key });
  return gone.length;
}

/**
 * Growing delay (OWASP): the first `free` hits in the window cost nothing; after them each try must wait
 * `2^(hits - free)` seconds after the previous hit, up to `maxDelaySeconds`. Answers the seconds still to wait (0: go).
 */
export async function pendingDelay(
  db: Database,
  limit: Limit & { free: number; maxDelaySeconds: number },
): Promise<number> {
  const [row] = await db
    .select({
      hits: rateLimitWindows.hits,
      windowLeft: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))`,
      sinceLast: sql<string>`extract(epoch from (now() - coalesce(${rateLimitWindows.lastHitAt}, ${rateLimitWindows.windowStart})))`,
    })
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, limit.key));
  if (!row || Number(row.windowLeft) <= 0 || row.hits < limit.free) return 0;
  const delay = Math.min(limit.maxDelaySeconds, 2 ** Math.min(30, row.hits - limit.free));
  return Math.max(0, Math.ceil(delay - Number(row.sinceLast)));
}

/** Reads a counter without counting: hits 0 when the window is over. */
export async function peek(db: Database, limit: Limit): Promise<LimitState> {
  const [row] = await db
    .select({
      hits: rateLimitWindows.hits,
      remaining: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))`,
    })
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, limit.key));
  if (!row || Number(row.remaining) <= 0) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** 429 with a "try again in N s" message in the caller's language, and a Retry-After header. */
export function tooMany(
  reply: FastifyReply | undefined,
  seconds: number,
  message: LocalizedText = accountMessages.tryAgainIn,
): AppError {
  reply?.header('retry-after', String(seconds));
  return new AppError(429, message, { seconds });
}

/** Counts a hit and refuses with 429 when the window holds more than `max`. */
export async function enforce(
  db: Database,
  limit: Limit,
  reply?: FastifyReply,
  message?: LocalizedText,
): Promise<void> {
  const state = await hit(db, limit);
  if (state.hits > limit.max) throw tooMany(reply, state.retryAfterSeconds, message);
}

/** Refuses with 429 when the window is already full, without counting. */
export async function assertUnder(
  db: Database,
  limit: Limit,
  reply?: FastifyReply,
  message?: LocalizedText,
): Promise<void> {
  const state = await peek(db, limit);
  if (state.hits >= limit.max) throw tooMany(reply, state.retryAfterSeconds, message);
}
