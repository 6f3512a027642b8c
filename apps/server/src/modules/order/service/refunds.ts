import { refundAmountProblem, refundTransition, textOfCents, type RefundAction } from '@pcbunion/core';
import { and, eq, sql } from 'drizzle-orm';
import { orders, refunds } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { businessNumber } from '../../../platform/business-numbers.js';
import { platformAccount, walletOf, type Executor } from '../../../platform/ledger/index.js';
import { knownUid } from '../../../platform/ids.js';
import { auditOrder, conflictError, type Bell, type OrderActor, type OrderDeps } from '../context.js';
import { actionWords, orderMessages, refundStatusWords } from '../messages.js';
import { ExtraConditionFailed, moveOrder } from './transitions.js';
import type { OrderRow, RefundRow } from '../view.js';

/**
 * The customer asks for a refund while the order is paid or pending shipment: amount ≤ paid − refunded, a reason.
 * The order's `refund_open` flag is set by the same compare-and-set that checks the state, so a shipment racing
 * the request finds it (or the request finds the order shipped): exactly one wins.
 */
export async function requestRefund(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  input: { amount: bigint; reason: string },
  bells: Bell[],
): Promise<{ order: OrderRow; refund: RefundRow }> {
  const at = deps.clock.now();
  if (refundAmountProblem(input.amount, { paid: input.amount, refunded: 0n }) === 'zero')
    throw new AppError(400, orderMessages.badAmount, { field: 'amount' }, 0, 'amount');
  let order: OrderRow;
  try {
    ({ after: order } = await moveOrder(tx, {
      no,
      action: 'request_refund',
      role: 'customer',
      enterpriseUid: actor.enterpriseUid,
      set: { refundOpen: true },
      extra: sql`${orders.paid} - ${orders.refunded} >= ${input.amount}`,
      at,
    }));
  } catch (error) {
    if (!(error instanceof ExtraConditionFailed)) throw error;
    const refundable = error.current.paid - error.current.refunded;
    throw new AppError(400, orderMessages.refundExceeds, { refundable: textOfCents(refundable) }, 0, 'amount');
  }
  const [refund] = await tx
    .insert(refunds)
    .values({
      refundNo: await businessNumber(tx, 'RF', at),
      orderId: order.id,
      orderNo: no,
      customerUid: order.customerUid,
      merchantUid: order.merchantUid,
      amount: input.amount,
      currency: order.currency,
      reason: input.reason,
      requestedBy: actor.accountUid,
      requestedAt: at,
    })
    .returning();
  await auditOrder(
    tx,
    actor,
    no,
    'request_refund',
    null,
    { refundNo: refund!.refundNo, amount: textOfCents(input.amount), reason: input.reason },
    at,
  );
  bells.push({ enterpriseUid: order.merchantUid, side: 'factory', event: 'request_refund', no });
  return { order, refund: refund! };
}

/** The refund `id` as the side sees it, or 404. */
export async function refundOfSide(
  tx: Executor,
  id: string,
  actor: OrderActor,
  role: 'customer' | 'factory',
): Promise<RefundRow> {
  const side =
    role === 'factory' ? eq(refunds.merchantUid, actor.enterpriseUid) : eq(refunds.customerUid, actor.enterpriseUid);
  const [row] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, knownUid(id)), side));
  if (!row) throw new AppError(404, orderMessages.refundNotFound, { id });
  return row;
}

/**
 * A refund decided: the customer cancels it, the factory approves it (the amount goes back from the escrow to the
 * customer's wallet; everything paid refunded → the order is cancelled) or rejects it with a reason. A
 * compare-and-set from `requested`; the order's refund flag is cleared in the same transaction.
 */
export async function decideRefund(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  id: string,
  action: RefundAction,
  reason: string | null,
  bells: Bell[],
): Promise<RefundRow> {
  const at = deps.clock.now();
  const t = refundTransition(action);
  const role = t.by === 'factory' ? 'factory' : 'customer';
  const current = await refundOfSide(tx, id, actor, role);
  const [moved] = await tx
    .update(refunds)
    .set({
      status: t.to,
      decidedAt: at,
      decidedBy: actor.accountUid,
      ...(action === 'reject' ? { rejectReason: reason } : {}),
    })
    .where(and(eq(refunds.id, current.id), eq(refunds.status, t.from)))
    .returning();
  if (!moved) {
    const now = await refundOfSide(tx, id, actor, role);
    throw conflictError(orderMessages.refundWrongState, {
      no: now.refundNo,
      status: refundStatusWords[now.status],
      action: actionWords[action] ?? action,
    });
  }
  if (action === 'approve') {
    const transfer = await deps.ledger.transfer(tx, {
      kind: 'refund',
      reference: moved.orderNo,
      description: moved.reason,
      from: platformAccount('platform_escrow', moved.currency),
      to: walletOf(moved.customerUid, moved.currency),
      amount: moved.amount,
      enterpriseUid: moved.customerUid,
      actorAccountUid: actor.accountUid,
      transferKey: `refund:${moved.id}`,
      at,
    });
    await tx.update(refunds).set({ transactionId: transfer.id }).where(eq(refunds.id, moved.id));
    // Everything paid came back: nothing is left to make or ship (core's `refund_in_full`).
    await tx
      .update(orders)
      .set({
        refunded: sql`${orders.refunded} + ${moved.amount}`,
        refundOpen: false,
        status: sql`case
          when ${orders.refunded} + ${moved.amount} = ${orders.paid} and ${orders.status} in ('paid', 'pending_shipment')
          then 'cancelled' else ${orders.status} end`,
        cancelledAt: sql`case
          when ${orders.refunded} + ${moved.amount} = ${orders.paid} and ${orders.status} in ('paid', 'pending_shipment')
          then ${at.toISOString()}::timestamptz else ${orders.cancelledAt} end`,
        updatedAt: at,
      })
      .where(eq(orders.id, moved.orderId));
  } else {
    await tx.update(orders).set({ refundOpen: false, updatedAt: at }).where(eq(orders.id, moved.orderId));
  }
  const logAction = action === 'approve' ? 'approve_refund' : action === 'reject' ? 'reject_refund' : 'cancel_refund';
  await auditOrder(
    tx,
    actor,
    moved.orderNo,
    logAction,
    { refundNo: moved.refundNo, status: 'requested' },
    { refundNo: moved.refundNo, status: moved.status, amount: textOfCents(moved.amount), reason: reason ?? undefined },
    at,
  );
  bells.push(
    role === 'factory'
      ? { enterpriseUid: moved.customerUid, side: 'customer', event: logAction, no: moved.orderNo }
      : { enterpriseUid: moved.merchantUid, side: 'factory', event: logAction, no: moved.orderNo },
  );
  return moved;
}
