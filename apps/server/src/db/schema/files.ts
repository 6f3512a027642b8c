import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';

/** Metadata of a stored file (spec 01 §7 file service); the bytes live in the storage under `storageKey`. */
export const storedFiles = pgTable(
  'stored_files',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    /** The tenant: only this enterprise's staff can read, replace or delete the file. */
    enterpriseUid: uuid('enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => accounts.uid),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** `file` (any allowed type, ≤ 20 MB) or `image` (JPG/PNG by content, ≤ 500 kB). */
    kind: text('kind', { enum: ['file', 'image'] })
      .notNull()
      .default('file'),
    /** The purpose a caller gave, e.g. `avatar`, `gerber`; free text, for the owner module. */
    purpose: text('purpose'),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('stored_files_enterprise_idx').on(t.enterpriseUid, t.createdAt)],
);
