import { sql } from 'drizzle-orm';
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Every business state change: who, in which enterprise, did what to which row. Append-only and tamper-evident:
 * each enterprise's rows form a hash chain (the rows with no enterprise form the platform's), kept by the
 * `audit_log_chain` trigger of migration 0048 — docs/audit.md.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorAccountUid: uuid('actor_account_uid'),
    enterpriseUid: uuid('enterprise_uid'),
    entity: text('entity').notNull(),
    entityUid: text('entity_uid').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    // The chain's three columns are set by the trigger whatever an INSERT gives; the placeholders only keep
    // them out of the insert's required fields.
    /** The row's place in its enterprise's chain, from 1. */
    seq: bigint('seq', { mode: 'number' })
      .notNull()
      .$defaultFn(() => 0),
    /** The hash of the chain's previous row; null for the first. */
    prevHash: text('prev_hash'),
    /** SHA-256 (hex) of the row's canonical content, its place and `prev_hash`. */
    hash: text('hash')
      .notNull()
      .$defaultFn(() => ''),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityUid),
    uniqueIndex('audit_log_chain_idx').on(
      sql`coalesce(${t.enterpriseUid}, '00000000-0000-0000-0000-000000000000')`,
      t.seq,
    ),
    index('audit_log_enterprise_at_idx').on(t.enterpriseUid, t.at),
  ],
);
