import { z } from 'zod';
import { BID_STATUSES, PURCHASE_REQUEST_STATUSES, text } from '@pcbunion/core';
import { day, instant, moneyText } from '../../../http/answer.js';
import { pagingQuery } from '../../../platform/paging.js';

/**
 * Bodies of supplier bidding. Types and clean text only: the rules (positive quantities and prices, dates, the
 * deadline's window, suppliers of the caller) are checked in the service and named per field.
 */
export const publishBody = z.object({
  kind: z.enum(['material', 'service']),
  name: text(200).nullish(),
  specification: text(2000).nullish(),
  quantity: z.union([text(40), z.number()]).nullish(),
  unit: text(20).nullish(),
  /** ISO date-time with a zone, e.g. 2026-12-01T10:00:00Z. */
  deadline: text(40).nullish(),
  deliveryPlace: text(500).nullish(),
  remarks: text(2000).nullish(),
  attachments: z.array(z.uuid()).max(10).optional(),
  audience: z.enum(['chosen', 'all']),
  supplierUids: z.array(z.uuid()).max(500).optional(),
});
export type PublishBody = z.infer<typeof publishBody>;

export const bidBody = z.object({
  unitPrice: z.union([text(40), z.number()]).nullish(),
  quantity: z.union([text(40), z.number()]).nullish(),
  deliveryDate: text(10).nullish(),
  validUntil: text(10).nullish(),
  remarks: text(2000).nullish(),
  attachmentFileUid: z.uuid().nullish(),
  /** The version the bidder saw: a change made meanwhile answers 409. */
  expectedVersion: z.number().int().min(0).max(1_000_000).optional(),
});
export type BidBody = z.infer<typeof bidBody>;

export const awardBody = z.object({ bidUids: z.array(z.uuid()).min(1).max(500) });

export const requestParams = z.object({ uid: z.uuid() });
export const requestFileParams = z.object({ uid: z.uuid(), fileUid: z.uuid() });
export const bidParams = z.object({ bidUid: z.uuid() });

export const requestListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  phase: z.enum(['bidding', 'evaluating', 'awarded', 'cancelled']).optional(),
});
export type RequestListQuery = z.infer<typeof requestListQuery>;

// The answers (issue 27). Quantities are plain decimals ("12.5"), unit prices up to six places, amounts "1234.50".
const requestFields = {
  uid: z.string(),
  requestNo: z.string(),
  detailsNo: z.string(),
  kind: z.enum(['material', 'service']),
  name: z.string(),
  specification: z.string(),
  quantity: z.string(),
  unit: z.string(),
  deadline: instant,
  deliveryPlace: z.string(),
  remarks: z.string(),
  audience: z.enum(['chosen', 'all']),
  status: z.enum(PURCHASE_REQUEST_STATUSES),
  phase: z.enum(['bidding', 'evaluating', 'awarded', 'cancelled']),
  /** Bids are sealed until the deadline. */
  sealed: z.boolean(),
  createdAt: instant,
  decidedAt: instant.nullable(),
};

/** What a bid (or one of its earlier versions) offers. */
export const bidValuesAnswer = z
  .object({
    version: z.number().int(),
    unitPrice: z.string(),
    quantity: z.string(),
    amount: moneyText,
    deliveryDate: day,
    validUntil: day,
    remarks: z.string(),
    attachmentFileUid: z.string().nullable(),
    submittedAt: instant,
  })
  .meta({ id: 'BidValues' });

const bidFields = {
  uid: z.string(),
  status: z.enum(BID_STATUSES),
  ...bidValuesAnswer.shape,
  decidedAt: instant.nullable(),
};

export const purchasingFile = z
  .object({ id: z.string(), name: z.string(), size: z.number().int(), type: z.string() })
  .meta({ id: 'PurchasingFile' });

/**
 * A row of the request list. The buyer's rows carry how many suppliers were invited and bid (null while sealed);
 * a supplier's rows carry the buyer's name and its own bid. One shape with the side's keys, since the list is one
 * route for both sides.
 */
export const purchaseRequestRow = z
  .object({
    ...requestFields,
    /** The buyer's side only. */
    invitedCount: z.number().int().optional(),
    bidCount: z.number().int().nullable().optional(),
    /** A supplier's side only. */
    buyerName: z.string().nullable().optional(),
    myBid: z.object(bidFields).nullable().optional(),
  })
  .meta({ id: 'PurchaseRequestRow' });

/** The buyer's view: its request, the invited suppliers and, once opened, every bid with its versions. */
export const buyerRequestAnswer = z
  .object({
    role: z.literal('buyer'),
    request: z.object({ ...requestFields, attachments: z.array(purchasingFile) }),
    suppliers: z.array(z.object({ uid: z.string(), name: z.string() })),
    /** Null while the bids are sealed. */
    bids: z
      .array(
        z.object({
          ...bidFields,
          supplierUid: z.string(),
          supplierName: z.string(),
          versions: z.array(bidValuesAnswer),
        }),
      )
      .nullable(),
  })
  .meta({ id: 'PurchaseRequestBuyerView' });

/** A supplier's view: the request and its own bid with every version, nobody else's. */
export const supplierRequestAnswer = z
  .object({
    role: z.literal('supplier'),
    request: z.object({ ...requestFields, buyerName: z.string(), attachments: z.array(purchasingFile) }),
    myBid: z
      .object({ ...bidFields, attachment: purchasingFile.nullable(), versions: z.array(bidValuesAnswer) })
      .nullable(),
  })
  .meta({ id: 'PurchaseRequestSupplierView' });

export const purchaseRequestAnswer = z
  .discriminatedUnion('role', [buyerRequestAnswer, supplierRequestAnswer])
  .meta({ id: 'PurchaseRequestView' });

/** The buyer's suppliers (its partners of relation supplier). */
export const purchasingSupplier = z
  .object({ uid: z.string(), name: z.string(), enterpriseNo: z.string() })
  .meta({ id: 'PurchasingSupplier' });
