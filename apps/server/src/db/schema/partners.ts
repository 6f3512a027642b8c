import { sql } from 'drizzle-orm';
import { boolean, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** How an enterprise came to be: a business registration, or a personal one made for a registered user. */
export const enterpriseProfiles = pgTable('enterprise_profiles', {
  enterpriseUid: uuid('enterprise_uid')
    .primaryKey()
    .references(() => enterprises.uid),
  personal: boolean('personal').notNull().default(false),
  registeredBy: uuid('registered_by').references(() => accounts.uid),
  /** When the registrant ticked the enterprise use agreement. */
  agreementAcceptedAt: timestamp('agreement_accepted_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Spec 01 §6: a factory or customer invites a supplier enterprise; the supplier's administrator accepts.
 * Also a factory's invite link of purpose `member` records the new member's enterprise as its customer.
 */
export const partnerInvitations = pgTable('partner_invitations', {
  uid: uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`),
  enterpriseUid: uuid('enterprise_uid')
    .notNull()
    .references(() => enterprises.uid),
  partnerEnterpriseUid: uuid('partner_enterprise_uid')
    .notNull()
    .references(() => enterprises.uid),
  relation: text('relation', { enum: ['supplier', 'customer'] }).notNull(),
  status: text('status', { enum: ['pending', 'accepted', 'declined', 'revoked'] })
    .notNull()
    .default('pending'),
  invitedBy: uuid('invited_by')
    .notNull()
    .references(() => accounts.uid),
  decidedBy: uuid('decided_by').references(() => accounts.uid),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  decidedAt: timestamp('decided_at', { withTimezone: true }),
});

/** An accepted relationship: `partnerEnterpriseUid` is `relation` (supplier or customer) of `enterpriseUid`. */
export const enterprisePartners = pgTable(
  'enterprise_partners',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    partnerEnterpriseUid: uuid('partner_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    relation: text('relation', { enum: ['supplier', 'customer'] }).notNull(),
    invitationUid: uuid('invitation_uid'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('enterprise_partners_unique').on(t.enterpriseUid, t.partnerEnterpriseUid, t.relation)],
);
