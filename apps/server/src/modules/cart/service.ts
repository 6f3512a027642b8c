import { centsOfText, textOfCents } from '@pcbunion/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { cartItems } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../../platform/ledger/index.js';
import { placeOrders, type Bell, type InquirySnapshot, type OrderActor, type OrderDeps } from '../order/index.js';
import { cartMessages } from './messages.js';
import type { cartPriceChange } from './schemas.js';

type CartRow = typeof cartItems.$inferSelect;
type Customer = OrderActor & { accountUid: string };

const inquiryActor = (a: Customer) => ({
  enterpriseUid: a.enterpriseUid,
  accountUid: a.accountUid,
  ip: a.ip ?? undefined,
});

/** A cart line: the inquiry as it is now, the price it had when added, and whether that changed. */
function lineView(row: CartRow, inquiry: InquirySnapshot | null) {
  const total = inquiry?.price.total ?? row.approvedTotal;
  return {
    inquiryNo: row.inquiryNo,
    available: inquiry !== null,
    merchant: { id: row.merchantUid, name: inquiry?.merchantName ?? null },
    productNo: inquiry?.productNo ?? null,
    params: inquiry?.params ?? null,
    quantity: inquiry?.quantity ?? null,
    deliveryDays: inquiry?.deliveryDays ?? null,
    price: inquiry
      ? {
          estimated: textOfCents(inquiry.price.estimated),
          discounted: textOfCents(inquiry.price.discounted),
          full: textOfCents(inquiry.price.full),
          boardFee: textOfCents(inquiry.price.boardFee),
          otherFees: textOfCents(inquiry.price.otherFees),
          total: textOfCents(inquiry.price.total),
        }
      : null,
    total: textOfCents(total),
    addedTotal: textOfCents(row.approvedTotal),
    priceChanged: total !== row.approvedTotal,
    currency: row.currency,
    addedAt: row.addedAt,
  };
}

/** Adds an approved inquiry of the customer's (the inquiry's compare-and-set approved → added_to_cart). */
export async function addToCart(tx: Executor, deps: OrderDeps, actor: Customer, inquiryNo: string) {
  const inquiry = await deps.inquiries.addToCart(tx, inquiryActor(actor), inquiryNo);
  const [row] = await tx
    .insert(cartItems)
    .values({
      enterpriseUid: actor.enterpriseUid,
      inquiryNo: inquiry.inquiryNo,
      merchantUid: inquiry.merchantUid,
      approvedTotal: inquiry.price.total,
      currency: inquiry.currency,
      addedBy: actor.accountUid,
      addedAt: deps.clock.now(),
    })
    .returning();
  return lineView(row!, inquiry);
}

/** Removes a line (the inquiry is approved again); not in the cart: 404. */
export async function removeFromCart(tx: Executor, deps: OrderDeps, actor: Customer, inquiryNo: string): Promise<void> {
  const [row] = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.enterpriseUid, actor.enterpriseUid), eq(cartItems.inquiryNo, inquiryNo)))
    .returning();
  if (!row) throw new AppError(404, cartMessages.notFound, { no: inquiryNo });
  await deps.inquiries.removeFromCart(tx, inquiryActor(actor), inquiryNo);
}

async function inquiryOrNull(
  db: Executor,
  deps: OrderDeps,
  customerUid: string,
  inquiryNo: string,
): Promise<InquirySnapshot | null> {
  try {
    return await deps.inquiries.find(db, customerUid, inquiryNo);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/** The cart: its lines with today's state, and the totals per merchant (spec 02 §2 "Shopping cart and settlement"). */
export async function listCart(db: Executor, deps: OrderDeps, customerUid: string) {
  const rows = await db
    .select()
    .from(cartItems)
    .where(eq(cartItems.enterpriseUid, customerUid))
    .orderBy(asc(cartItems.addedAt), asc(cartItems.inquiryNo));
  const lines = [];
  for (const row of rows) lines.push(lineView(row, await inquiryOrNull(db, deps, customerUid, row.inquiryNo)));
  const merchants = new Map<
    string,
    { merchant: { id: string; name: string | null }; count: number; total: bigint; currency: string }
  >();
  for (const line of lines) {
    const m = merchants.get(line.merchant.id) ?? {
      merchant: line.merchant,
      count: 0,
      total: 0n,
      currency: line.currency,
    };
    m.count += 1;
    m.total += centsOfText(line.total);
    merchants.set(line.merchant.id, m);
  }
  const perMerchant = [...merchants.values()].map((m) => ({ ...m, total: textOfCents(m.total) }));
  return {
    items: lines,
    merchants: perMerchant,
    count: lines.length,
    total: textOfCents(lines.reduce((s, l) => s + centsOfText(l.total), 0n)),
  };
}

export type PriceChange = z.infer<typeof cartPriceChange>;

/**
 * The selected lines whose price today is not the one the customer added to the cart: what must be accepted again
 * ("a price that changed since approval"). Today's price is the inquiry module's (the engine's price of the request
 * today, moved by the factory's own change). Runs before the settlement's transaction (it prices with the engine).
 */
export async function priceChanges(
  db: Executor,
  deps: OrderDeps,
  customerUid: string,
  inquiryNos: string[],
): Promise<{ today: Map<string, bigint>; changes: PriceChange[] }> {
  const rows = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.enterpriseUid, customerUid), inArray(cartItems.inquiryNo, inquiryNos)));
  const today = new Map<string, bigint>();
  const changes: PriceChange[] = [];
  for (const row of rows) {
    const total = (await deps.inquiries.priceToday(customerUid, row.inquiryNo)) ?? row.approvedTotal;
    today.set(row.inquiryNo, total);
    if (total !== row.approvedTotal)
      changes.push({
        inquiryNo: row.inquiryNo,
        previousTotal: textOfCents(row.approvedTotal),
        total: textOfCents(total),
      });
  }
  return { today, changes };
}

export const changesText = (changes: PriceChange[]) =>
  changes.map((c) => `${c.inquiryNo} ${c.previousTotal} → ${c.total}`).join('; ');

/**
 * Settlement in the caller's transaction: the selected lines leave the cart (a line already gone — a second click,
 * a retry without the key — is a 409 naming it, and nothing is made), the prices are checked once more, then one
 * order per merchant is placed with the address and invoicing info as they are now.
 */
export async function settle(
  tx: Executor,
  deps: OrderDeps,
  actor: Customer & { customerName: string },
  input: {
    inquiryNos: string[];
    addressId: string;
    address: unknown;
    invoicingInfoId: string | null;
    invoicingInfo: unknown;
    acceptPrices: boolean;
    today: Map<string, bigint>;
  },
  bells: Bell[],
) {
  const wanted = [...new Set(input.inquiryNos)];
  const taken = await tx
    .delete(cartItems)
    .where(and(eq(cartItems.enterpriseUid, actor.enterpriseUid), inArray(cartItems.inquiryNo, wanted)))
    .returning();
  if (taken.length !== wanted.length) {
    const missing = wanted.filter((no) => !taken.some((t) => t.inquiryNo === no));
    throw new AppError(409, cartMessages.notInCart, { nos: missing.join(', ') }, 0, 'inquiryNos');
  }
  const inquiries: InquirySnapshot[] = [];
  const changes: PriceChange[] = [];
  for (const row of taken) {
    const inquiry = await deps.inquiries.find(tx, actor.enterpriseUid, row.inquiryNo, true);
    const today = input.today.get(row.inquiryNo) ?? inquiry.price.total;
    // Accepted: the line takes today's price; not accepted: it must still be the price added to the cart.
    const total = input.acceptPrices ? today : inquiry.price.total;
    if (total !== row.approvedTotal)
      changes.push({
        inquiryNo: row.inquiryNo,
        previousTotal: textOfCents(row.approvedTotal),
        total: textOfCents(total),
      });
    inquiries.push(
      total === inquiry.price.total
        ? inquiry
        : { ...inquiry, price: { ...inquiry.price, total }, approvedTotal: inquiry.price.total },
    );
  }
  if (changes.length > 0 && !input.acceptPrices)
    throw new AppError(409, cartMessages.pricesChanged, { changes: changesText(changes) }, 0, 'acceptPrices');
  return placeOrders(
    tx,
    deps,
    {
      actor,
      addressId: input.addressId,
      address: input.address,
      invoicingInfoId: input.invoicingInfoId,
      invoicingInfo: input.invoicingInfo,
      inquiries,
      customerName: actor.customerName,
    },
    bells,
  );
}
