import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** A message text in one or more of the five languages; a reader gets theirs, else English, else the first. */
export type MessageText = Partial<Record<'en' | 'zh-CN' | 'zh-TW' | 'es' | 'ja', string>>;

/**
 * The message centre and the bell (spec 01 §2.6, §7 workordermessagestatistics, /ws).
 * A message is addressed to one account in the context of one enterprise (`enterpriseUid` null: any of its
 * enterprises), or, with `recipientAccountUid` null, to the consult queue of `enterpriseUid`, which every staff
 * member (`staff.staff_member`) of that enterprise sees; reading it there marks it read for the whole queue.
 */
export const messages = pgTable(
  'messages',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    recipientAccountUid: uuid('recipient_account_uid').references(() => accounts.uid),
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    /** What the message is about: welcome, consult, bidding, workorder, system, … */
    kind: text('kind').notNull(),
    title: jsonb('title').$type<MessageText>().notNull(),
    body: jsonb('body').$type<MessageText>(),
    /** A route of the web app the message opens, e.g. `/purchasing-manage-detail/index`. */
    link: text('link'),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('messages_recipient_idx').on(t.recipientAccountUid, t.readAt),
    index('messages_queue_idx')
      .on(t.enterpriseUid, t.readAt)
      .where(sql`${t.recipientAccountUid} is null`),
  ],
);
