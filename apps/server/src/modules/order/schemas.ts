import {
  INVOICE_APPLICATION_STATUSES,
  ORDER_ACTIONS,
  ORDER_STATUSES,
  REFUND_ACTIONS,
  REFUND_STATUSES,
} from '@pcbunion/core';
import { z } from 'zod';
import { instant, moneyText } from '../../http/answer.js';

/** The order's answers (docs/commerce-contract.md record shapes). */

const party = z.object({ id: z.string(), name: z.string().nullable() });

/** The shipping address as it was at settlement. */
export const orderAddressSnapshot = z
  .object({
    recipient: z.string(),
    company: z.string().nullable(),
    areaCode: z.string(),
    phone: z.string(),
    region: z.array(z.string()),
    regionNames: z.string(),
    detailAddress: z.string(),
    // Orders settled before the snapshot was trimmed to the fields above hold the whole address record.
    id: z.string().optional(),
    isDefault: z.boolean().optional(),
    createdAt: instant.optional(),
    updatedAt: instant.optional(),
  })
  .meta({ id: 'OrderAddressSnapshot' });
export type OrderAddressSnapshot = z.infer<typeof orderAddressSnapshot>;

/** The invoicing info as it was at settlement or when applied for. */
export const invoicingSnapshot = z
  .object({
    unitName: z.string(),
    taxpayerNo: z.string(),
    address: z.string(),
    detailAddress: z.string(),
    phone: z.string(),
    bank: z.string(),
    bankCardNo: z.string(),
    email: z.string(),
  })
  .meta({ id: 'InvoicingSnapshot' });
export type InvoicingSnapshot = z.infer<typeof invoicingSnapshot>;

/** The inquiry's price as it was settled (two-decimal texts). */
export const orderPriceSnapshot = z
  .object({
    estimated: moneyText,
    discounted: moneyText,
    full: moneyText,
    boardFee: moneyText,
    otherFees: moneyText,
    total: moneyText,
    approvedTotal: moneyText.optional(),
    currency: z.string(),
  })
  .meta({ id: 'OrderPriceSnapshot' });
export type OrderPriceSnapshot = z.infer<typeof orderPriceSnapshot>;

export const orderItemAnswer = z
  .object({
    /** The line's number in the order, from 1 (spec 02 §3 Order "item number"). */
    itemNo: z.number().int(),
    inquiryNo: z.string(),
    productNo: z.string().nullable(),
    /** The factory's name of the product in the reader's language; null when the product is no longer in its book. */
    productName: z.string().nullable(),
    /** PCS width × length × pieces in m², 4 decimals (core orderLineAreaM2); null without the piece size. */
    areaM2: z.string().nullable(),
    /** The inquiry version the line was ordered at. */
    version: z.number().int().nullable(),
    // The inquiry's board parameters as the customer entered them (free-form per product kind).
    params: z.record(z.string(), z.unknown()),
    price: orderPriceSnapshot,
    quantity: z.number().int().nullable(),
    deliveryDays: z.number().int().nullable(),
    total: moneyText,
  })
  .meta({ id: 'OrderItem' });

/** An order as either side sees it, with the actions the caller may take. */
export const orderAnswer = z
  .object({
    no: z.string(),
    settlementNo: z.string(),
    status: z.enum(ORDER_STATUSES),
    deleted: z.boolean(),
    customer: party,
    merchant: party,
    items: z.array(orderItemAnswer),
    total: moneyText,
    paid: moneyText,
    refunded: moneyText,
    invoiced: moneyText,
    refundable: moneyText,
    invoiceable: moneyText,
    currency: z.string(),
    refundOpen: z.boolean(),
    address: orderAddressSnapshot,
    invoicingInfo: invoicingSnapshot.nullable(),
    productionNo: z.string().nullable(),
    carrier: z.string().nullable(),
    trackingNo: z.string().nullable(),
    createdAt: instant,
    paidAt: instant.nullable(),
    acceptedAt: instant.nullable(),
    shippedAt: instant.nullable(),
    autoConfirmAt: instant.nullable(),
    completedAt: instant.nullable(),
    cancelledAt: instant.nullable(),
    deletedAt: instant.nullable(),
    actions: z.array(z.enum(ORDER_ACTIONS)),
  })
  .meta({ id: 'Order' });

export const refundAnswer = z
  .object({
    id: z.string(),
    refundNo: z.string(),
    orderNo: z.string(),
    amount: moneyText,
    currency: z.string(),
    reason: z.string(),
    status: z.enum(REFUND_STATUSES),
    rejectReason: z.string().nullable(),
    requestedAt: instant,
    decidedAt: instant.nullable(),
    actions: z.array(z.enum(REFUND_ACTIONS)),
  })
  .meta({ id: 'Refund' });

export const invoiceApplicationAnswer = z
  .object({
    id: z.string(),
    applicationNo: z.string(),
    orderNo: z.string(),
    amount: moneyText,
    currency: z.string(),
    status: z.enum(INVOICE_APPLICATION_STATUSES),
    invoicingInfo: invoicingSnapshot,
    invoiceNo: z.string().nullable(),
    appliedAt: instant,
    issuedAt: instant.nullable(),
  })
  .meta({ id: 'InvoiceApplication' });

/** One line of the order's operation log in the reader's words. */
export const orderLogEntry = z.object({
  id: z.number().int(),
  at: instant,
  action: z.string(),
  actor: z.string().nullable(),
  text: z.string(),
  // The values the change recorded (audit log `after`), as stored.
  after: z.unknown(),
});

/** GET /api/orders/{no}: the order with its refunds, invoice applications and log. */
export const orderDetailAnswer = orderAnswer
  .extend({
    refunds: z.array(refundAnswer),
    invoiceApplications: z.array(invoiceApplicationAnswer),
    log: z.array(orderLogEntry),
    /**
     * The Gerber file each line's board is drawn from (GET /api/gerber/files/{uid}/render/{side}): the upload its
     * inquiry was made from, else the file the factory bound to the inquiry's number; lines without one are left out.
     */
    boards: z.array(z.object({ inquiryNo: z.string(), gerberFileId: z.string() })),
  })
  .meta({ id: 'OrderDetail' });

/** Reorder: new inquiries at today's prices, each beside the price it had in the order. */
export const reorderAnswer = z.object({
  orderNo: z.string(),
  inquiries: z.array(
    z.object({
      from: z.string(),
      inquiryNo: z.string(),
      total: moneyText,
      previousTotal: moneyText,
      priceChanged: z.boolean(),
    }),
  ),
});
