import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** An account's membership of one enterprise, with its job number and permission mask. */
export const staff = pgTable(
  'staff',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    accountUid: uuid('account_uid')
      .notNull()
      .references(() => accounts.uid),
    jobNumber: text('job_number'),
    staffName: text('staff_name').notNull(),
    department: text('department'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The `satff_member` flag of spec 01 §3: 1 sends the bell to /want-consult. */
    staffMember: boolean('staff_member').notNull().default(false),
    /** Spec 01 §6: bit (auth_code - 1) set ⇔ the menu with that auth code is granted. Hex, lowest bit last. */
    permissionMask: text('permission_mask').notNull().default('0'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('staff_enterprise_account_unique').on(t.enterpriseUid, t.accountUid),
    uniqueIndex('staff_enterprise_job_number_unique').on(t.enterpriseUid, t.jobNumber),
  ],
);
