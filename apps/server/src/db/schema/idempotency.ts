import { index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The stored answers of requests sent with an `Idempotency-Key` (modules/idempotency): one row per enterprise,
 * route and key, written in the same database transaction as the change the request made.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** The caller's enterprise (or account when it has none). */
    scope: text('scope').notNull(),
    /** The route pattern, e.g. "POST /api/wallet/withdrawals/:no/cancel". */
    route: text('route').notNull(),
    key: text('key').notNull(),
    /** sha256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    answer: jsonb('answer'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.scope, t.route, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
