import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { enterprises } from './enterprises.js';

/**
 * Shipping addresses (spec 02 §3). `region` holds the codes of the regions package (province, city, county);
 * `region_names` the names at the time of writing, for lists and search. The partial unique index keeps at most one
 * default per enterprise; the service keeps at least one while any address exists.
 */
export const shippingAddresses = pgTable(
  'shipping_addresses',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    recipient: text('recipient').notNull(),
    company: text('company'),
    areaCode: text('area_code').notNull(),
    phone: text('phone').notNull(),
    region: text('region').array().notNull(),
    regionNames: text('region_names').notNull(),
    detailAddress: text('detail_address').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('shipping_addresses_enterprise_idx').on(t.enterpriseUid, t.createdAt),
    uniqueIndex('shipping_addresses_one_default')
      .on(t.enterpriseUid)
      .where(sql`${t.isDefault}`),
  ],
);
