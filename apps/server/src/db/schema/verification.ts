import { sql } from 'drizzle-orm';
import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A verification code sent to a phone number or an e-mail address for one purpose (registration, password
 * reset, …). Only a salted SHA-256 of the code is kept. A newer code for the same destination and purpose
 * voids the older one; five wrong tries void it too.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    /** `+86 13800000001` for a phone, the lower-cased address for an e-mail. */
    destination: text('destination').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_codes_destination_idx').on(t.destination, t.purpose, t.createdAt)],
);

/**
 * The message outbox: the delivery provider that works without outside services. Every text a provider
 * would send is stored here; the platform operator reads it on the message-outbox screen.
 */
export const messageOutbox = pgTable(
  'message_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: ['sms', 'email'] }).notNull(),
    destination: text('destination').notNull(),
    template: text('template').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('message_outbox_destination_idx').on(t.destination, t.createdAt)],
);
