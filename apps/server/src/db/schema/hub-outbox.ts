import { sql } from 'drizzle-orm';
import { bigserial, customType, index, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';

/** PostgreSQL's 64-bit transaction id (`xid8`), read as text. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

/**
 * The live events of several instances on one PostgreSQL (platform/notify/outbox.ts, issue 32): a new message, a
 * bell count to refresh, sessions ended. Written in the transaction of the change that causes it, with that
 * transaction's id; every instance reads the rows in (transaction, id) order from where it last read, once every
 * older transaction has finished, so none is skipped and one missed NOTIFY (or a whole disconnection) loses
 * nothing. Device readings are not here: a newer reading replaces a missed one. Rows are pruned after a retention
 * period by the `hub.outbox-prune` job.
 */
export const hubOutbox = pgTable(
  'hub_outbox',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    txid: xid8('txid')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    event: jsonb('event').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('hub_outbox_order_idx').on(t.txid, t.id), index('hub_outbox_created_idx').on(t.createdAt)],
);
