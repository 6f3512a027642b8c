import { centsOfText } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { ring } from '../inquiry/index.js';
import { inquiryCommerce, type CartInquiry } from '../inquiry/index.js';
import type { Bell } from '../inquiry/index.js';
import type { InquiryPort, InquirySnapshot } from './inquiry-port.js';

/** The inquiry module's answer as the cart and order read it: amounts in cents, parameters with the details. */
function snapshotOf(i: CartInquiry): InquirySnapshot {
  return {
    inquiryNo: i.no,
    status: i.status,
    customerUid: i.customerEnterpriseUid,
    merchantUid: i.merchant.id,
    merchantName: i.merchant.name,
    productNo: i.productNo,
    params: { params: i.params, details: i.details, version: i.version },
    quantity: i.quantity,
    deliveryDays: i.deliveryDays,
    currency: i.currency,
    price: {
      estimated: centsOfText(i.price.estimated),
      discounted: centsOfText(i.price.discounted),
      full: centsOfText(i.price.full),
      boardFee: centsOfText(i.price.boardFee),
      otherFees: centsOfText(i.price.otherFees),
      total: i.totalCents,
    },
  };
}

/** The order module's view of the inquiry module's exported service. */
export function inquiryPort(db: Database): InquiryPort {
  const inquiries = inquiryCommerce(db);
  return {
    find: async (tx, customerUid, inquiryNo, lock) =>
      snapshotOf(await inquiries.find(tx, customerUid, inquiryNo, lock)),
    addToCart: async (tx, actor, inquiryNo) => snapshotOf(await inquiries.markAddedToCart(tx, actor, inquiryNo)),
    removeFromCart: async (tx, actor, inquiryNo) => {
      await inquiries.markRemovedFromCart(tx, actor, inquiryNo);
    },
    markOrdered: (tx, actor, inquiryNos, orderNo) => inquiries.markOrdered(tx, actor, inquiryNos, orderNo),
    priceToday: async (customerUid, inquiryNo) => {
      try {
        return (await inquiries.priceToday(customerUid, inquiryNo)).todayTotalCents;
      } catch (error) {
        // The price book no longer prices the request (the engine's rules refused it, a RuleError with its field
        // errors): nothing to compare, the approved price stands. Anything else is a failure.
        if (
          error instanceof Error &&
          !(error instanceof AppError) &&
          Array.isArray((error as { errors?: unknown }).errors)
        )
          return null;
        throw error;
      }
    },
    reorder: async (actor, inquiryNo, orderNo, language) => {
      const made = await inquiries.reorder(actor, inquiryNo, orderNo, language);
      return {
        inquiryNo: made.inquiry.no,
        total: made.total,
        previousTotal: made.previousTotal,
        priceChanged: made.priceChanged,
        bell: made.bell,
      };
    },
    ring: async (bells, notifier, onError) => {
      for (const bell of bells) await ring(db, notifier, bell as Bell, onError);
    },
  };
}
