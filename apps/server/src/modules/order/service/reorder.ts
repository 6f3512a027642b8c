import { eq } from 'drizzle-orm';
import { orderItems } from '../../../db/schema/index.js';
import type { Language } from '../../../http/language.js';
import { auditOrder, type OrderActor, type OrderDeps } from '../context.js';
import type { InquiryBell, ReorderedInquiry } from '../inquiry-port.js';
import { orderOfSide } from './transitions.js';

/**
 * Reorder (spec 02 §4): every line of the customer's order becomes a new inquiry to the same factory at today's
 * prices (the inquiry module prices and writes each in its own transaction), with the changed prices flagged; the
 * factory's bell rings for each new inquiry once it is committed.
 */
export async function reorder(
  deps: OrderDeps,
  actor: OrderActor & { accountUid: string },
  no: string,
  language: Language,
  tell: (bells: InquiryBell[]) => Promise<void>,
): Promise<{ orderNo: string; inquiries: (ReorderedInquiry & { from: string })[] }> {
  const order = await orderOfSide(deps.db, no, actor.enterpriseUid, 'customer');
  const items = await deps.db
    .select({ inquiryNo: orderItems.inquiryNo })
    .from(orderItems)
    .where(eq(orderItems.orderId, order.id))
    .orderBy(orderItems.position);
  const made: (ReorderedInquiry & { from: string })[] = [];
  const bells: InquiryBell[] = [];
  try {
    for (const item of items) {
      const { bell, ...inquiry } = await deps.inquiries.reorder(
        { enterpriseUid: actor.enterpriseUid, accountUid: actor.accountUid, ip: actor.ip ?? undefined },
        item.inquiryNo,
        no,
        language,
      );
      bells.push(bell);
      made.push({ ...inquiry, from: item.inquiryNo });
    }
  } finally {
    // Each new inquiry is committed by now (its own transaction): the factory hears of every one, even when a
    // later line failed.
    await tell(bells);
  }
  const at = deps.clock.now();
  await deps.db.transaction((tx) =>
    auditOrder(
      tx,
      actor,
      no,
      'reorder',
      null,
      {
        inquiryNo: made.map((m) => m.inquiryNo).join(', '),
        priceChanged: made.some((m) => m.priceChanged) ? 'yes' : 'no',
      },
      at,
    ),
  );
  return { orderNo: no, inquiries: made };
}
