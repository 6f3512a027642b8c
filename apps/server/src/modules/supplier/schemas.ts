import {
  EVALUATION_CRITERIA,
  QUALIFICATION_KINDS,
  SUPPLIER_ACTIONS,
  SUPPLIER_PAYMENT_TERMS,
  SUPPLIER_STATUSES,
  SUPPLY_CATEGORIES,
} from '@pcbunion/core';
import { z } from 'zod';
import { day } from '../../http/answer.js';

/** The currencies a supplier is paid in. */
export const SUPPLIER_CURRENCIES = ['CNY', 'USD', 'HKD', 'EUR', 'JPY'] as const;
export type SupplierCurrency = (typeof SUPPLIER_CURRENCIES)[number];

const expiry = z.enum(['valid', 'expiring', 'expired', 'open_ended']);

/** A supplier file as a list row answers it (the supplier enterprise reading its own file sees no remark). */
export const supplierRow = z
  .object({
    uid: z.string(),
    supplierNo: z.string(),
    name: z.string(),
    shortName: z.string(),
    status: z.enum(SUPPLIER_STATUSES),
    version: z.number().int(),
    /** The supplier enterprise on the platform this file is, if linked. */
    enterprise: z.object({ uid: z.string(), name: z.string().nullable(), no: z.string().nullable() }).nullable(),
    factory: z.object({ uid: z.string(), name: z.string().nullable() }),
    contacts: z.array(z.object({ name: z.string(), role: z.string(), phone: z.string(), email: z.string() })),
    categories: z.array(z.enum(SUPPLY_CATEGORIES)),
    paymentTerms: z.enum(SUPPLIER_PAYMENT_TERMS),
    currency: z.enum(SUPPLIER_CURRENCIES),
    taxNo: z.string(),
    bankName: z.string(),
    bankAccount: z.string(),
    address: z.string(),
    rating: z.number().int().nullable(),
    note: z.string(),
    statusReason: z.string().nullable(),
    approvedAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** How many qualification documents, how many expired or expiring, and the worst state. */
    documents: z.object({
      total: z.number().int(),
      expired: z.number().int(),
      expiring: z.number().int(),
      worst: expiry.nullable(),
    }),
    role: z.enum(['factory', 'supplier']),
    actions: z.array(z.enum(SUPPLIER_ACTIONS)),
  })
  .meta({ id: 'SupplierRow' });

/** A page of supplier files with the count per state of the scope (the screen's tabs). */
export const supplierPage = z.object({
  data: z.array(supplierRow),
  total: z.number().int(),
  // The states of the scope only (master: approved, suspended; potential: the others).
  counts: z.partialRecord(z.enum(SUPPLIER_STATUSES), z.number().int()),
});

/** A qualification document with its expiry, its file (PDF/JPEG/PNG/WebP) and who uploaded it when. */
export const supplierDocument = z
  .object({
    uid: z.string(),
    kind: z.enum(QUALIFICATION_KINDS),
    title: z.string(),
    documentNo: z.string(),
    issuer: z.string(),
    issuedOn: day.nullable(),
    expiresOn: day.nullable(),
    expiry,
    /** Whole days to the expiry date (negative once expired); null when the document does not expire. */
    daysLeft: z.number().int().nullable(),
    file: z.object({ name: z.string(), size: z.number().int(), type: z.string(), url: z.string() }).nullable(),
    uploadedBy: z.string().nullable(),
    uploadedAt: z.iso.datetime().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'SupplierDocument' });

/** A page of one supplier file's documents. */
export const supplierDocumentPage = z.object({ data: z.array(supplierDocument), total: z.number().int() });

/** The whole supplier file: documents with their expiry, evaluations and the operation log in words. */
export const supplierAnswer = supplierRow
  .extend({
    documentList: z.array(supplierDocument),
    evaluations: z.array(
      z.object({
        uid: z.string(),
        scores: z.object(
          Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, z.number()])) as Record<
            (typeof EVALUATION_CRITERIA)[number],
            z.ZodNumber
          >,
        ),
        /** The weighted total, one decimal ("86.5"). */
        total: z.string(),
        decision: z.enum(['approve', 'reject']),
        reason: z.string(),
        evaluator: z.string(),
        evaluatedAt: z.iso.datetime(),
      }),
    ),
    log: z.array(z.object({ at: z.iso.datetime(), action: z.string(), by: z.string(), words: z.string() })),
  })
  .meta({ id: 'Supplier' });

/** A supplier enterprise on the platform a file can be linked to. */
export const platformSupplier = z.object({ uid: z.string(), name: z.string(), no: z.string() });

/** The file's state after a move (evaluate, reconsider, suspend, reinstate). */
export const supplierMoved = z.object({
  uid: z.string(),
  status: z.enum(SUPPLIER_STATUSES),
  version: z.number().int(),
});

/** The file's state after an evaluation, with its rating and weighted total ("86.5"). */
export const supplierEvaluated = supplierMoved.extend({ rating: z.number().int().nullable(), total: z.string() });
