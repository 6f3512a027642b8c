import type { CapabilityItem } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/**
 * A factory's process capability table (issue 17), kept beside its price book: per item (and copper weight for
 * trace and space) the standard limit, the advanced limit reachable at extra cost and the pricing project that
 * charges for it. The quote form, the Gerber detail and the public /process-capability1 page read it.
 */
export const processCapabilities = pgTable(
  'process_capabilities',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    item: text('item').$type<CapabilityItem>().notNull(),
    /** Copper weight in oz (trace/space rules); null = any weight. */
    copperOz: numeric('copper_oz', { precision: 6, scale: 2 }),
    standard: numeric('standard', { precision: 12, scale: 3 }).notNull(),
    advanced: numeric('advanced', { precision: 12, scale: 3 }),
    upgradeProject: text('upgrade_project'),
    sortNumber: integer('sort_number').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('process_capabilities_enterprise_idx').on(t.enterpriseUid),
    uniqueIndex('process_capabilities_item_unique').on(t.enterpriseUid, t.item, sql`coalesce(${t.copperOz}, -1)`),
  ],
);

/** One row per enterprise with a table: `version` is the table's compare-and-set counter (the whole table is saved at once). */
export const processCapabilityTables = pgTable('process_capability_tables', {
  enterpriseUid: uuid('enterprise_uid')
    .primaryKey()
    .references(() => enterprises.uid),
  version: bigint('row_version', { mode: 'number' }).notNull().default(1),
  updatedBy: uuid('updated_by'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
