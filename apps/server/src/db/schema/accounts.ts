import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/** A person who can sign in; belongs to enterprises through `staff`. */
export const accounts = pgTable(
  'accounts',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    userNo: text('user_no').notNull().unique(),
    name: text('name').notNull(),
    phoneAreaCode: text('phone_area_code'),
    phone: text('phone'),
    email: text('email'),
    passwordHash: text('password_hash'),
    avatarUrl: text('avatar_url'),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('active'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('accounts_phone_unique').on(t.phoneAreaCode, t.phone),
    uniqueIndex('accounts_email_unique').on(sql`lower(${t.email})`),
  ],
);
