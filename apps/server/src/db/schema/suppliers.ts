import { SUPPLIER_PAYMENT_TERMS, QUALIFICATION_KINDS, SUPPLIER_STATUSES, type EvaluationScores } from '@pcbunion/core';
import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { accounts } from './accounts.js';
import { enterprises } from './enterprises.js';
import { storedFiles } from './files.js';

/**
 * The supplier master of a factory and its potential suppliers (issue 19), modelled on ERPNext's Supplier and Odoo's
 * vendor (res.partner with supplier rank): number, name, contacts, categories supplied, payment terms, tax number,
 * bank, rating, the platform enterprise it is when there is one; its qualification documents with expiry dates, and
 * the evaluations that move a potential supplier to approved or rejected.
 */
const uidColumn = () =>
  uuid('uid')
    .primaryKey()
    .default(sql`gen_random_uuid()`);
const at = (name: string) => timestamp(name, { withTimezone: true });

export interface SupplierContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export const suppliers = pgTable(
  'suppliers',
  {
    uid: uidColumn(),
    factoryUid: uuid('factory_uid')
      .notNull()
      .references(() => enterprises.uid),
    /** The factory's own supplier number (S0001), unique within the factory. */
    supplierNo: text('supplier_no').notNull(),
    name: text('name').notNull(),
    shortName: text('short_name').notNull().default(''),
    /** The supplier enterprise on the platform this record is (it can then read it and receive orders). */
    enterpriseUid: uuid('enterprise_uid').references(() => enterprises.uid),
    status: text('status', { enum: SUPPLIER_STATUSES }).notNull().default('potential'),
    /** Grows with every change, so a change made on an old copy is refused (compare-and-set). */
    version: integer('row_version').notNull().default(1),
    contacts: jsonb('contacts').$type<SupplierContact[]>().notNull().default([]),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    paymentTerms: text('payment_terms', { enum: SUPPLIER_PAYMENT_TERMS }).notNull().default('monthly_30'),
    currency: text('currency').notNull().default('CNY'),
    taxNo: text('tax_no').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    address: text('address').notNull().default(''),
    /** 1–5, from the last evaluation or set by the factory. */
    rating: integer('rating'),
    note: text('note').notNull().default(''),
    /** The reason of the last rejection or suspension. */
    statusReason: text('status_reason'),
    approvedAt: at('approved_at'),
    createdBy: uuid('created_by').references(() => accounts.uid),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('suppliers_factory_no').on(t.factoryUid, t.supplierNo),
    index('suppliers_factory_status_idx').on(t.factoryUid, t.status, t.createdAt),
    index('suppliers_enterprise_idx').on(t.enterpriseUid),
  ],
);

/** A qualification document (licence, certificate) with its number and validity. */
export const supplierDocuments = pgTable(
  'supplier_documents',
  {
    uid: uidColumn(),
    supplierUid: uuid('supplier_uid')
      .notNull()
      .references(() => suppliers.uid, { onDelete: 'cascade' }),
    kind: text('kind', { enum: QUALIFICATION_KINDS }).notNull(),
    title: text('title').notNull().default(''),
    documentNo: text('document_no').notNull().default(''),
    /** Who issued it (the registration authority, the certification body). */
    issuer: text('issuer').notNull().default(''),
    issuedOn: date('issued_on'),
    expiresOn: date('expires_on'),
    /** The scan or PDF (the factory's stored file: PDF, JPEG, PNG or WebP by its bytes). */
    fileUid: uuid('file_uid').references(() => storedFiles.uid, { onDelete: 'set null' }),
    uploadedBy: uuid('uploaded_by').references(() => accounts.uid),
    uploadedByName: text('uploaded_by_name').notNull().default(''),
    uploadedAt: at('uploaded_at'),
    /** Grows with every change of the document, so an edit made on an old copy is refused (compare-and-set). */
    version: integer('row_version').notNull().default(1),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('supplier_documents_supplier_idx').on(t.supplierUid),
    index('supplier_documents_expiry_idx').on(t.expiresOn),
  ],
);

/**
 * The expiry bells already rung: one row per document, milestone (`warning` 30 days before, `expiry` on the day)
 * and expiry date, written in the same transaction as the bells, so a second run or instance rings nothing twice
 * and a renewed document (a new expiry date) rings again.
 */
export const supplierDocumentBells = pgTable(
  'supplier_document_bells',
  {
    documentUid: uuid('document_uid')
      .notNull()
      .references(() => supplierDocuments.uid, { onDelete: 'cascade' }),
    milestone: text('milestone', { enum: ['warning', 'expiry'] }).notNull(),
    expiresOn: date('expires_on').notNull(),
    rungAt: at('rung_at').notNull(),
    /** How many staff members heard it. */
    recipients: integer('recipients').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.documentUid, t.milestone, t.expiresOn] })],
);

/** An evaluation of a supplier: scores per criterion, weighted total, evaluator, decision and reason. */
export const supplierEvaluations = pgTable(
  'supplier_evaluations',
  {
    uid: uidColumn(),
    supplierUid: uuid('supplier_uid')
      .notNull()
      .references(() => suppliers.uid, { onDelete: 'cascade' }),
    scores: jsonb('scores').$type<EvaluationScores>().notNull(),
    total: numeric('total', { precision: 5, scale: 1 }).notNull(),
    decision: text('decision', { enum: ['approve', 'reject'] }).notNull(),
    reason: text('reason').notNull().default(''),
    evaluatorUid: uuid('evaluator_uid').references(() => accounts.uid),
    evaluatorName: text('evaluator_name').notNull(),
    evaluatedAt: at('evaluated_at').notNull().defaultNow(),
  },
  (t) => [index('supplier_evaluations_supplier_idx').on(t.supplierUid, t.evaluatedAt)],
);
