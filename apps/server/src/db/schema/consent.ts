import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** What a customer may let a factory share with a third party, one category each (issue 20, /third-party-customer-information). */
export const CONSENT_CATEGORIES = ['profile', 'addresses', 'invoicing', 'orders'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

/**
 * A customer's consent that a factory may share one category of its information with third parties (carriers,
 * outsourcing factories, inspection bodies): granted or revoked by the customer, read by the factory, which sees
 * only the categories granted. Compare-and-set on `rowVersion`; every change is in the audit log.
 */
export const customerConsents = pgTable(
  'customer_consents',
  {
    id: uuid('id')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    customerUid: uuid('customer_uid')
      .notNull()
      .references(() => enterprises.uid),
    factoryUid: uuid('factory_uid')
      .notNull()
      .references(() => enterprises.uid),
    category: text('category', { enum: CONSENT_CATEGORIES }).notNull(),
    status: text('status', { enum: ['granted', 'revoked'] }).notNull(),
    /** Whom the factory may share with (e.g. "carriers", "outsourcing factories"). */
    thirdParty: text('third_party'),
    purpose: text('purpose'),
    /** The last day the consent holds; none = until revoked. */
    expiresOn: date('expires_on', { mode: 'string' }),
    rowVersion: integer('row_version').notNull().default(1),
    grantedAt: timestamp('granted_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    updatedBy: uuid('updated_by').references(() => accounts.uid),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customer_consents_unique').on(t.customerUid, t.factoryUid, t.category),
    index('customer_consents_factory_idx').on(t.factoryUid, t.customerUid),
  ],
);
