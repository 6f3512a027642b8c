import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { storedFiles } from './files.js';

const KINDS = ['consult', 'complaint', 'pricing_suggestion'] as const;
const STATUSES = ['open', 'in_progress', 'resolved', 'closed'] as const;

/**
 * A work order (spec 02 §3 Work order; issue 18): a consultation, a complaint about one of the customer's orders,
 * or a pricing suggestion about a quotation or inquiry. `customerEnterpriseUid` filed it, `handlerEnterpriseUid`
 * (a factory or the platform) answers it; each side sees it, nobody else (another enterprise gets 404).
 * Status changes are compare-and-set on `status` and `rowVersion`.
 */
export const workOrders = pgTable(
  'work_orders',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    workOrderNo: text('work_order_no').notNull().unique(),
    kind: text('kind', { enum: KINDS }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('open'),
    /** Consult type or complaint type (core CONSULT_TYPES / COMPLAINT_TYPES); null for a pricing suggestion. */
    type: text('type'),
    title: text('title').notNull(),
    content: text('content').notNull(),
    customerEnterpriseUid: uuid('customer_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => accounts.uid),
    handlerEnterpriseUid: uuid('handler_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    assigneeAccountUid: uuid('assignee_account_uid').references(() => accounts.uid),
    /** A complaint's order (number as the customer sees it, and its row id in the orders module). */
    orderNo: text('order_no'),
    orderUid: uuid('order_uid'),
    /** A pricing suggestion's quotation or inquiry. */
    target: text('target', { enum: ['quotation', 'inquiry'] }),
    targetNo: text('target_no'),
    targetUid: uuid('target_uid'),
    rowVersion: integer('row_version').notNull().default(1),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    firstResponseAt: timestamp('first_response_at', { withTimezone: true }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('work_orders_customer_idx').on(t.customerEnterpriseUid, t.createdAt),
    index('work_orders_handler_idx').on(t.handlerEnterpriseUid, t.status, t.createdAt),
  ],
);

/**
 * The conversation of a work order: replies of both sides, internal notes of the handling side (never shown to the
 * customer side) and status events, in time order.
 */
export const workOrderEntries = pgTable(
  'work_order_entries',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    workOrderUid: uuid('work_order_uid')
      .notNull()
      .references(() => workOrders.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['reply', 'note', 'event'] }).notNull(),
    side: text('side', { enum: ['customer', 'staff'] }).notNull(),
    authorAccountUid: uuid('author_account_uid')
      .notNull()
      .references(() => accounts.uid),
    authorName: text('author_name').notNull(),
    body: text('body').notNull(),
    /** For events: the action (start, resolve, close, reopen, assign) and the states. */
    action: text('action'),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('work_order_entries_order_idx').on(t.workOrderUid, t.createdAt)],
);

/** An image of a work order (JPG/PNG ≤ 500 kB, a stored file of the uploader's enterprise), on the order or a reply. */
export const workOrderAttachments = pgTable(
  'work_order_attachments',
  {
    uid: uuid('uid')
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    workOrderUid: uuid('work_order_uid')
      .notNull()
      .references(() => workOrders.uid, { onDelete: 'cascade' }),
    entryUid: uuid('entry_uid').references(() => workOrderEntries.uid, { onDelete: 'cascade' }),
    fileUid: uuid('file_uid')
      .notNull()
      .references(() => storedFiles.uid),
    /** The enterprise the stored file belongs to (files are tenant-owned). */
    ownerEnterpriseUid: uuid('owner_enterprise_uid')
      .notNull()
      .references(() => enterprises.uid),
    side: text('side', { enum: ['customer', 'staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('work_order_attachments_file_unique').on(t.fileUid),
    index('work_order_attachments_order_idx').on(t.workOrderUid),
  ],
);
