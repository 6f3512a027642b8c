import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { inquiryCommerce } from '../inquiry/index.js';
import { orderLookup } from '../order/index.js';
import type { LinkLookup } from './links.js';

/** A complaint's order: one of the caller's own orders (as its customer); the factory it was placed with answers. */
export function orderLink(db: Database): LinkLookup {
  const orders = orderLookup(db);
  return async (ex, callerEnterpriseUid, number) => {
    const order = await orders.findCustomerOrder(callerEnterpriseUid, number, ex);
    return order ? { uid: null, no: order.no, handlerEnterpriseUid: order.merchant.id } : null;
  };
}

/** A pricing suggestion's inquiry: one of the caller's own inquiries; its factory answers. */
export function inquiryLink(db: Database): LinkLookup {
  const inquiries = inquiryCommerce(db);
  return async (ex, callerEnterpriseUid, number) => {
    try {
      const inquiry = await inquiries.find(ex, callerEnterpriseUid, number);
      return { uid: inquiry.uid, no: inquiry.no, handlerEnterpriseUid: inquiry.merchant.id };
    } catch (error) {
      if (error instanceof AppError && error.statusCode === 404) return null;
      throw error;
    }
  };
}
