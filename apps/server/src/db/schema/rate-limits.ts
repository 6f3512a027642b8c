import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Fixed-window counters for rate limits (login tries, code requests), kept in the database so every server
 * instance behind a load balancer counts the same hits. One row per key; the window restarts when it ends.
 * `last_hit_at` times the growing delays of login throttling; a row past `expires_at` no longer limits anything
 * and is deleted by the periodic sweep.
 */
export const rateLimitWindows = pgTable(
  'rate_limit_windows',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull(),
    lastHitAt: timestamp('last_hit_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('rate_limit_windows_expires_idx').on(t.expiresAt)],
);
