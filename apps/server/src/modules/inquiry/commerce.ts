import {
  textOfCents,
  type InquiryAction,
  type InquiryDetails,
  type InquiryPrice,
  type InquiryStatus,
} from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, staff } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Language } from '../../http/language.js';
import { InquiryConflict } from './errors.js';
import { inquiryMessages } from './messages.js';
import { detailsOf, priceOf, type InquiryRow, type InquiryView } from './present.js';
import { inquiryPricer } from './pricer.js';
import { inquiryService, type Bell, type Caller, type InquiryService, type Tx } from './service.js';

/** The customer acting through the cart or the order module. */
export interface InquiryActor {
  enterpriseUid: string;
  accountUid: string;
  ip?: string | undefined;
}

/** An inquiry as the cart and the order read it (docs/commerce-contract.md). */
export interface CartInquiry {
  uid: string;
  no: string;
  status: InquiryStatus;
  customerEnterpriseUid: string;
  customer: { id: string; name: string };
  merchant: { id: string; name: string };
  productNo: string;
  /** The priced parameters of the request version. */
  params: Record<string, string>;
  details: InquiryDetails;
  quantity: number;
  currency: string;
  deliveryDays: number;
  /** The current total in cents: the factory's approved one once priced. */
  totalCents: bigint;
  price: InquiryPrice;
  approvedPrice: { total: string; deliveryDays: number; reason: string | null } | null;
  version: number;
}

export interface InquiryCommerce {
  find(tx: Tx, customerEnterpriseUid: string, inquiryNo: string, lock?: boolean): Promise<CartInquiry>;
  findApproved(
    tx: Tx,
    customerEnterpriseUid: string,
    inquiryNo: string,
    statuses?: InquiryStatus[],
  ): Promise<CartInquiry>;
  markAddedToCart(tx: Tx, actor: InquiryActor, inquiryNo: string): Promise<CartInquiry>;
  markRemovedFromCart(tx: Tx, actor: InquiryActor, inquiryNo: string): Promise<CartInquiry>;
  markOrdered(tx: Tx, actor: InquiryActor, inquiryNos: string[], orderNo: string): Promise<void>;
  priceToday(
    customerEnterpriseUid: string,
    inquiryNo: string,
  ): Promise<{ approvedTotalCents: bigint; todayTotalCents: bigint; changed: boolean }>;
  /** Writes in its own transaction; the caller rings the returned `bell` (the factory's staff) once it has committed. */
  reorder(
    actor: InquiryActor,
    fromInquiryNo: string,
    orderNo: string,
    language: Language,
  ): Promise<{ inquiry: InquiryView; previousTotal: string; total: string; priceChanged: boolean; bell: Bell }>;
}

/**
 * The seam the cart and the order modules call (one direction: order → inquiry). Every move is the same
 * compare-and-set as the inquiry routes, in the caller's transaction, and lands in the operation log.
 */
export function inquiryCommerce(
  db: Database,
  service: InquiryService = inquiryService(db, inquiryPricer(db)),
): InquiryCommerce {
  /** The customer's own inquiry only: another enterprise's (even the factory's side) is 404 here. */
  async function own(tx: Tx, customerEnterpriseUid: string, inquiryNo: string, lock = false): Promise<InquiryRow> {
    const { row, side } = await service.findVisible(tx, inquiryNo, customerEnterpriseUid, lock);
    if (side !== 'customer') throw new AppError(404, inquiryMessages.notFound, { number: inquiryNo });
    return row;
  }

  async function cartView(tx: Tx, row: InquiryRow): Promise<CartInquiry> {
    const [current, request, names] = await Promise.all([
      service.versionOf(tx, row.uid, row.currentVersion),
      service.versionOf(tx, row.uid, row.requestVersion),
      tx
        .select({ uid: enterprises.uid, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.uid, [row.customerEnterpriseUid, row.merchantEnterpriseUid])),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? '';
    return {
      uid: row.uid,
      no: row.inquiryNo,
      status: row.status,
      customerEnterpriseUid: row.customerEnterpriseUid,
      customer: { id: row.customerEnterpriseUid, name: nameOf(row.customerEnterpriseUid) },
      merchant: { id: row.merchantEnterpriseUid, name: nameOf(row.merchantEnterpriseUid) },
      productNo: row.productNo,
      params: request.pricedParams,
      details: detailsOf(request),
      quantity: request.quantity,
      currency: row.currency,
      deliveryDays: row.deliveryDays,
      totalCents: row.totalCents,
      price: priceOf(current),
      approvedPrice:
        current.side === 'factory'
          ? { total: textOfCents(current.totalCents), deliveryDays: current.deliveryDays, reason: current.reason }
          : null,
      version: row.currentVersion,
    };
  }

  async function callerOf(tx: Tx, actor: InquiryActor): Promise<Caller> {
    const [who] = await tx
      .select({ staffName: staff.staffName, enterpriseName: enterprises.name, kind: enterprises.kind })
      .from(enterprises)
      .leftJoin(staff, and(eq(staff.enterpriseUid, enterprises.uid), eq(staff.accountUid, actor.accountUid)))
      .where(eq(enterprises.uid, actor.enterpriseUid));
    return {
      ...actor,
      who: who ? `${who.staffName ?? ''} (${who.enterpriseName})`.trim() : '',
      enterpriseKind: who?.kind ?? 'customer',
    };
  }

  async function move(
    tx: Tx,
    actor: InquiryActor,
    inquiryNo: string,
    action: InquiryAction,
    values: Record<string, string> = {},
  ): Promise<InquiryRow> {
    const row = await own(tx, actor.enterpriseUid, inquiryNo);
    const moved = await service.compareAndSet(tx, action, row, {});
    await service.log(tx, await callerOf(tx, actor), moved, action, values, row.status);
    return moved;
  }

  return {
    async find(tx, customerEnterpriseUid, inquiryNo, lock = false) {
      return cartView(tx, await own(tx, customerEnterpriseUid, inquiryNo, lock));
    },

    async findApproved(tx, customerEnterpriseUid, inquiryNo, statuses = ['approved']) {
      const row = await own(tx, customerEnterpriseUid, inquiryNo);
      if (!statuses.includes(row.status)) throw new InquiryConflict('add_to_cart', row.status, row.currentVersion);
      return cartView(tx, row);
    },

    async markAddedToCart(tx, actor, inquiryNo) {
      return cartView(tx, await move(tx, actor, inquiryNo, 'add_to_cart'));
    },

    async markRemovedFromCart(tx, actor, inquiryNo) {
      return cartView(tx, await move(tx, actor, inquiryNo, 'remove_from_cart'));
    },

    async markOrdered(tx, actor, inquiryNos, orderNo) {
      for (const no of inquiryNos) await move(tx, actor, no, 'order', { order: orderNo });
    },

    async priceToday(customerEnterpriseUid, inquiryNo) {
      const row = await own(db, customerEnterpriseUid, inquiryNo);
      const request = await service.versionOf(db, row.uid, row.requestVersion);
      const priced = await service.priceRequest(
        {
          merchant: row.merchantEnterpriseUid,
          productNo: row.productNo,
          params: request.params,
          cam: (request.cam as never) ?? undefined,
          details: detailsOf(request) as never,
        },
        'en',
      );
      // The factory's change of the price carries over: today's engine price moved by the same amount.
      const adjustment = row.totalCents - request.totalCents;
      const today = priced.price.totalCents + adjustment;
      return { approvedTotalCents: row.totalCents, todayTotalCents: today, changed: today !== row.totalCents };
    },

    async reorder(actor, fromInquiryNo, orderNo, language) {
      const row = await own(db, actor.enterpriseUid, fromInquiryNo);
      const request = await service.versionOf(db, row.uid, row.requestVersion);
      const details = detailsOf(request);
      const created = await service.create(
        await callerOf(db, actor),
        {
          merchant: row.merchantEnterpriseUid,
          productNo: row.productNo,
          params: request.params,
          cam: (request.cam as never) ?? undefined,
          details: { ...details, setWidthMm: details.setWidthMm, remarks: details.remarks },
        },
        language,
        { source: 'reorder', reorderOf: orderNo },
      );
      const previousTotal = textOfCents(row.totalCents);
      const total = created.inquiry.price.total;
      return {
        inquiry: created.inquiry,
        previousTotal,
        total,
        priceChanged: total !== previousTotal,
        bell: created.bell,
      };
    },
  };
}
