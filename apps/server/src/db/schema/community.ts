import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/**
 * An invite link of the community-management screen: whoever opens it before it expires, while uses remain
 * and until it is revoked, may register (or join with an existing account) as a member or a staff member of
 * the inviting enterprise. Uses are counted with a compare-and-set.
 */
export const inviteLinks = pgTable(
  'invite_links',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    code: text('code').notNull(),
    purpose: text('purpose', { enum: ['member', 'staff'] }).notNull(),
    maxUses: integer('max_uses').notNull(),
    useCount: integer('use_count').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invite_links_code_unique').on(t.code),
    index('invite_links_enterprise_idx').on(t.enterpriseUid, t.createdAt),
  ],
);

/**
 * An enterprise's invitation of one person, by phone number, to become its staff: nobody becomes staff without
 * accepting. The person accepts or declines on their personal profile page (told by the bell), or accepts with
 * the personal-join-company dialog or the join-enterprise view (enterprise number + a code sent to the phone).
 * A declined invitation is deleted; an invitation for a phone nobody registered waits for its registration.
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    phoneAreaCode: text('phone_area_code').notNull(),
    phone: text('phone').notNull(),
    staffName: text('staff_name'),
    department: text('department'),
    /** The job number and staff-member flag the person gets on accepting (a number taken by then is left out). */
    jobNumber: text('job_number'),
    staffMember: boolean('staff_member').notNull().default(false),
    status: text('status', { enum: ['pending', 'accepted', 'revoked'] })
      .notNull()
      .default('pending'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => accounts.uid),
    acceptedBy: uuid('accepted_by').references(() => accounts.uid),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [index('staff_invitations_phone_idx').on(t.phoneAreaCode, t.phone, t.status)],
);
