import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every business state change: who, in which enterprise, did what to which row. Append-only. */
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
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityUid)],
);
