import { BARCODE_RULE_STATUSES, BARCODE_SYMBOLOGIES, BARCODE_USAGES } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * A factory's barcode and label rule (issue 20): the symbology of the barcode, the fields printed and the label
 * size, for shipping labels or production lots. The default active rule of a usage is the one the shipping label
 * uses; a factory without one prints the built-in rule (core `DEFAULT_LABEL_RULE`). Changes are compare-and-set on
 * `rowVersion`.
 */
export const barcodeRules = pgTable(
  'barcode_rules',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    ruleNo: text('rule_no').notNull().unique(),
    name: text('name').notNull(),
    usage: text('usage', { enum: BARCODE_USAGES }).notNull(),
    symbology: text('symbology', { enum: BARCODE_SYMBOLOGIES }).notNull(),
    /** The printed fields in print order (core `LABEL_FIELDS`). */
    fields: text('fields').array().notNull(),
    widthMm: integer('width_mm').notNull(),
    heightMm: integer('height_mm').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    status: text('status', { enum: BARCODE_RULE_STATUSES }).notNull().default('active'),
    note: text('note'),
    rowVersion: integer('row_version').notNull().default(1),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('barcode_rules_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    uniqueIndex('barcode_rules_one_default')
      .on(t.enterpriseUid, t.usage)
      .where(sql`${t.isDefault}`),
    check('barcode_rules_size', sql`${t.widthMm} between 30 and 200 and ${t.heightMm} between 30 and 200`),
    check('barcode_rules_default_active', sql`not ${t.isDefault} or ${t.status} = 'active'`),
  ],
);
