import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/**
 * A factory's stencils (issue 22): framed or frameless, the outer size, the largest paste extent it opens (the
 * frame and margins take the rest) and the price of one, in integer cents of the table's currency. The stencil
 * quote takes, per side with paste, the cheapest of the chosen kind that holds that side's paste extent.
 */
export const stencilOptions = pgTable(
  'stencil_options',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    kind: text('kind').$type<'framed' | 'frameless'>().notNull(),
    widthMm: numeric('width_mm', { precision: 8, scale: 2 }).notNull(),
    heightMm: numeric('height_mm', { precision: 8, scale: 2 }).notNull(),
    usableWidthMm: numeric('usable_width_mm', { precision: 8, scale: 2 }).notNull(),
    usableHeightMm: numeric('usable_height_mm', { precision: 8, scale: 2 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'bigint' }).notNull(),
    sortNumber: integer('sort_number').notNull().default(0),
  },
  (t) => [
    index('stencil_options_enterprise_idx').on(t.enterpriseUid),
    check('stencil_options_kind', sql`${t.kind} in ('framed', 'frameless')`),
    check(
      'stencil_options_sizes',
      sql`${t.usableWidthMm} > 0 and ${t.usableHeightMm} > 0
        and ${t.usableWidthMm} <= ${t.widthMm} and ${t.usableHeightMm} <= ${t.heightMm} and ${t.priceCents} >= 0`,
    ),
  ],
);

/**
 * A factory's assembly (PCBA) prices, one row per factory: set-up fee, per side assembled, per SMD joint and per
 * through-hole joint (unit prices, numeric with 4 decimals, computed with decimal.js), per unique part, and the
 * minimum order — amounts in integer cents. `version` is the compare-and-set counter of the whole settings
 * (this row and the factory's stencil options are saved together).
 */
export const assemblyPriceTables = pgTable(
  'assembly_price_tables',
  {
    enterpriseUid: uuid('enterprise_uid')
      .primaryKey()
      .references(() => enterprises.uid),
    currency: text('currency').notNull().default('CNY'),
    setupFeeCents: bigint('setup_fee_cents', { mode: 'bigint' }).notNull(),
    perSideCents: bigint('per_side_cents', { mode: 'bigint' }).notNull(),
    smdJoint: numeric('smd_joint', { precision: 12, scale: 4 }).notNull(),
    thtJoint: numeric('tht_joint', { precision: 12, scale: 4 }).notNull(),
    uniquePartCents: bigint('unique_part_cents', { mode: 'bigint' }).notNull(),
    minimumCents: bigint('minimum_cents', { mode: 'bigint' }).notNull(),
    version: integer('row_version').notNull().default(1),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'assembly_price_tables_non_negative',
      sql`${t.setupFeeCents} >= 0 and ${t.perSideCents} >= 0 and ${t.smdJoint} >= 0 and ${t.thtJoint} >= 0
        and ${t.uniquePartCents} >= 0 and ${t.minimumCents} >= 0`,
    ),
  ],
);
