import { sql } from 'drizzle-orm';
import { date, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** A tenant: the platform operator, a PCB factory, a customer or a supplier. */
export const enterprises = pgTable('enterprises', {
  uid: uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  enterpriseNo: text('enterprise_no').notNull().unique(),
  name: text('name').notNull(),
  abbreviation: text('abbreviation'),
  kind: text('kind', { enum: ['platform', 'factory', 'customer', 'supplier'] }).notNull(),
  creditCode: text('credit_code'),
  phone: text('phone'),
  /** System expiry date of spec 01 §6/§7: after it the enterprise's staff are logged out. */
  expiresOn: date('expires_on'),
  status: text('status', { enum: ['active', 'disabled'] })
    .notNull()
    .default('active'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
