import { eq, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.js';
import { rateLimitWindows } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { LocalizedText } from '../../http/messages.js';
import { accountMessages } from './messages.js';

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
 */
export async function hit(db: Database, limit: Limit): Promise<LimitState> {
  const expired = sql`${rateLimitWindows.windowStart} <= now() - make_interval(secs => ${limit.windowSeconds})`;
  const [row] = await db
    .insert(rateLimitWindows)
    .values({ key: limit.key, windowStart: sql`now()`, hits: 1 })
    .onConflictDoUpdate({
      target: rateLimitWindows.key,
      set: {
        windowStart: sql`CASE WHEN ${expired} THEN now() ELSE ${rateLimitWindows.windowStart} END`,
        hits: sql`CASE WHEN ${expired} THEN 1 ELSE ${rateLimitWindows.hits} + 1 END`,
      },
    })
    .returning({ hits: rateLimitWindows.hits, remaining: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))` });
  return { hits: row!.hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(row!.remaining))) };
}

/** Reads a counter without counting: hits 0 when the window is over. */
export async function peek(db: Database, limit: Limit): Promise<LimitState> {
  const [row] = await db
    .select({ hits: rateLimitWindows.hits, remaining: sql<string>`extract(epoch from (${rateLimitWindows.windowStart} + make_interval(secs => ${limit.windowSeconds}) - now()))` })
    .from(rateLimitWindows)
    .where(eq(rateLimitWindows.key, limit.key));
  if (!row || Number(row.remaining) <= 0) return { hits: 0, retryAfterSeconds: 0 };
  return { hits: row.hits, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.remaining))) };
}

/** 429 with a "try again in N s" message in the caller's language, and a Retry-After header. */
export function tooMany(reply: FastifyReply | undefined, seconds: number, message: LocalizedText = accountMessages.tryAgainIn): AppError {
  reply?.header('retry-after', String(seconds));
  return new AppError(429, message, { seconds });
}

/** Counts a hit and refuses with 429 when the window holds more than `max`. */
export async function enforce(db: Database, limit: Limit, reply?: FastifyReply, message?: LocalizedText): Promise<void> {
  const state = await hit(db, limit);
  if (state.hits > limit.max) throw tooMany(reply, state.retryAfterSeconds, message);
}

/** Refuses with 429 when the window is already full, without counting. */
export async function assertUnder(db: Database, limit: Limit, reply?: FastifyReply, message?: LocalizedText): Promise<void> {
  const state = await peek(db, limit);
  if (state.hits >= limit.max) throw tooMany(reply, state.retryAfterSeconds, message);
}
