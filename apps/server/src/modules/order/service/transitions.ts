import {
  canApplyOrder,
  orderTransition,
  textOfCents,
  type OrderAction,
  type OrderRole,
  type OrderStatus,
} from '@pcbunion/core';
import { and, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { orders } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { balanceOf, LedgerError, platformAccount, walletOf, type Executor } from '../../../platform/ledger/index.js';
import { auditOrder, conflictError, type Bell, type OrderActor, type OrderDeps } from '../context.js';
import { actionWords, orderMessages, statusWords } from '../messages.js';
import type { OrderRow } from '../view.js';

type OrderSet = { [K in keyof typeof orders.$inferInsert]?: (typeof orders.$inferInsert)[K] | SQL };

/** The order `no` as the side sees it: the customer's own, or the factory's sold one; anything else is 404. */
export async function orderOfSide(tx: Executor, no: string, enterpriseUid: string, role: OrderRole): Promise<OrderRow> {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderNo, no), sideOf(role, enterpriseUid)));
  if (!row) throw new AppError(404, orderMessages.orderNotFound, { no });
  return row;
}

export const sideOf = (role: OrderRole, enterpriseUid: string): SQL =>
  role === 'factory' ? eq(orders.merchantUid, enterpriseUid) : eq(orders.customerUid, enterpriseUid);

/** Why an action did not apply to the order as it is now: the state, an open refund, or the recycle bin. */
export function refusal(row: OrderRow, action: OrderAction): AppError {
  const t = orderTransition(action);
  const facts = {
    status: row.status as OrderStatus,
    deleted: row.customerDeletedAt !== null,
    openRefund: row.refundOpen,
  };
  const actionWord = actionWords[action] ?? action;
  if (t.from.includes(facts.status)) {
    if (t.guards.includes('no_open_refund') && facts.openRefund)
      return conflictError(orderMessages.refundOpen, { no: row.orderNo, action: actionWord });
    if (t.guards.includes('not_deleted') && facts.deleted)
      return conflictError(orderMessages.inRecycleBin, { no: row.orderNo });
    if (t.guards.includes('deleted') && !facts.deleted)
      return conflictError(orderMessages.notInRecycleBin, { no: row.orderNo });
  }
  return conflictError(orderMessages.wrongState, {
    no: row.orderNo,
    status: statusWords[facts.status],
    action: actionWord,
  });
}

/**
 * The compare-and-set of one row of the order table: `UPDATE orders … WHERE no AND side AND status IN (from) AND
 * guards`. No row: the order is not the side's (404) or not in a state the action applies to (409 naming it).
 */
export async function moveOrder(
  tx: Executor,
  input: {
    no: string;
    action: OrderAction;
    role: OrderRole;
    enterpriseUid: string | null;
    set: OrderSet;
    extra?: SQL;
    at: Date;
  },
): Promise<{ before: OrderRow | null; after: OrderRow }> {
  const t = orderTransition(input.action);
  const where: SQL[] = [eq(orders.orderNo, input.no), inArray(orders.status, [...t.from])];
  if (input.enterpriseUid) where.push(sideOf(input.role, input.enterpriseUid));
  for (const guard of t.guards) {
    if (guard === 'no_open_refund') where.push(eq(orders.refundOpen, false));
    if (guard === 'not_deleted') where.push(isNull(orders.customerDeletedAt));
    if (guard === 'deleted') where.push(isNotNull(orders.customerDeletedAt));
  }
  if (input.extra) where.push(input.extra);
  const [after] = await tx
    .update(orders)
    .set({ ...input.set, ...(t.to === 'same' ? {} : { status: t.to }), updatedAt: input.at })
    .where(and(...where))
    .returning();
  if (after) return { before: null, after };
  const current = input.enterpriseUid
    ? await orderOfSide(tx, input.no, input.enterpriseUid, input.role)
    : await anyOrder(tx, input.no);
  if (
    canApplyOrder(input.action, {
      status: current.status as OrderStatus,
      deleted: current.customerDeletedAt !== null,
      openRefund: current.refundOpen,
    })
  ) {
    // The state allows it: the extra condition (an amount) refused it; the caller says why.
    throw new ExtraConditionFailed(current);
  }
  throw refusal(current, input.action);
}

/** The state allowed the action but the caller's extra condition did not hold (the row as it is now). */
export class ExtraConditionFailed extends Error {
  constructor(readonly current: OrderRow) {
    super('extra condition failed');
  }
}

async function anyOrder(tx: Executor, no: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.orderNo, no));
  if (!row) throw new AppError(404, orderMessages.orderNotFound, { no });
  return row;
}

const statusAfter = (row: OrderRow) => ({ status: row.status });

/**
 * Pay from the wallet: unpaid → paid, the total moves from the customer's wallet to the platform's escrow in the
 * same transaction (transfer key `order-pay:<no>`: a retried payment never moves money twice). Not enough money:
 * 400 naming the balance, nothing changed.
 */
export async function payOrder(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  bells: Bell[],
): Promise<OrderRow> {
  const at = deps.clock.now();
  const { after } = await moveOrder(tx, {
    no,
    action: 'pay',
    role: 'customer',
    enterpriseUid: actor.enterpriseUid,
    set: { paid: sql`${orders.total}`, paidAt: at },
    at,
  });
  let transactionId: string;
  try {
    const t = await deps.ledger.transfer(tx, {
      kind: 'payment',
      reference: no,
      from: walletOf(after.customerUid, after.currency),
      to: platformAccount('platform_escrow', after.currency),
      amount: after.total,
      enterpriseUid: after.customerUid,
      actorAccountUid: actor.accountUid,
      transferKey: `order-pay:${no}`,
      at,
    });
    transactionId = t.id;
  } catch (error) {
    if (error instanceof LedgerError && error.refusal === 'insufficient_funds') {
      // The guarded UPDATE skipped the wallet (no SQL error), so the transaction can still read before it rolls back.
      const { available } = await balanceOf(tx, walletOf(after.customerUid, after.currency));
      throw new AppError(
        400,
        orderMessages.insufficientBalance,
        { available: textOfCents(available), total: textOfCents(after.total) },
        0,
        'balance',
      );
    }
    throw error;
  }
  const [paid] = await tx
    .update(orders)
    .set({ paymentTransactionId: transactionId })
    .where(eq(orders.id, after.id))
    .returning();
  await auditOrder(
    tx,
    actor,
    no,
    'pay',
    { status: 'unpaid' },
    { status: 'paid', amount: textOfCents(after.total) },
    at,
  );
  bells.push({ enterpriseUid: after.merchantUid, side: 'factory', event: 'pay', no });
  return paid!;
}

/** Cancel while unpaid (spec 02 §4): nothing was paid, nothing moves. */
export async function cancelOrder(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  bells: Bell[],
): Promise<OrderRow> {
  const at = deps.clock.now();
  const { after } = await moveOrder(tx, {
    no,
    action: 'cancel',
    role: 'customer',
    enterpriseUid: actor.enterpriseUid,
    set: { cancelledAt: at },
    at,
  });
  await auditOrder(tx, actor, no, 'cancel', { status: 'unpaid' }, statusAfter(after), at);
  bells.push({ enterpriseUid: after.merchantUid, side: 'factory', event: 'cancel', no });
  return after;
}

/** The factory accepts a paid order with its production number: → pending shipment. */
export async function acceptOrder(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  productionNo: string,
  bells: Bell[],
): Promise<OrderRow> {
  const at = deps.clock.now();
  const { after } = await moveOrder(tx, {
    no,
    action: 'accept',
    role: 'factory',
    enterpriseUid: actor.enterpriseUid,
    set: { productionNo, acceptedAt: at },
    at,
  });
  await auditOrder(tx, actor, no, 'accept', { status: 'paid' }, { ...statusAfter(after), productionNo }, at);
  bells.push({ enterpriseUid: after.customerUid, side: 'customer', event: 'accept', no });
  return after;
}

/** The factory ships: → pending receipt, and the durable auto-confirm job is queued for `autoConfirmDays` later. */
export async function shipOrder(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  shipment: { carrier: string; trackingNo: string },
  bells: Bell[],
): Promise<OrderRow> {
  const at = deps.clock.now();
  const autoConfirmAt = new Date(at.getTime() + deps.autoConfirmDays * 86_400_000);
  const { after } = await moveOrder(tx, {
    no,
    action: 'ship',
    role: 'factory',
    enterpriseUid: actor.enterpriseUid,
    set: { ...shipment, shippedAt: at, autoConfirmAt },
    at,
  });
  await deps.jobs.enqueue(
    AUTO_CONFIRM_JOB,
    { no },
    { runAt: autoConfirmAt, singletonKey: `${AUTO_CONFIRM_JOB}:${no}`, tx },
  );
  await auditOrder(
    tx,
    actor,
    no,
    'ship',
    { status: 'pending_shipment' },
    { ...statusAfter(after), ...shipment, autoConfirmAt: autoConfirmAt.toISOString() },
    at,
  );
  bells.push({ enterpriseUid: after.customerUid, side: 'customer', event: 'ship', no });
  return after;
}

export const AUTO_CONFIRM_JOB = 'order.auto-confirm';

/**
 * Receipt confirmed (by the customer, or by the job once `autoConfirmAt` passed): → completed, and what the escrow
 * holds for the order (paid − refunded) is released to the factory's wallet (transfer key `order-release:<no>`).
 */
export async function confirmReceipt(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  bells: Bell[],
  by: 'customer' | 'job' = 'customer',
): Promise<OrderRow> {
  const at = deps.clock.now();
  const action = by === 'job' ? 'auto_confirm' : 'confirm_receipt';
  const { after } = await moveOrder(tx, {
    no,
    action,
    role: 'customer',
    enterpriseUid: by === 'job' ? null : actor.enterpriseUid,
    set: { completedAt: at },
    extra: by === 'job' ? sql`${orders.autoConfirmAt} <= ${at.toISOString()}` : undefined,
    at,
  });
  const release = after.paid - after.refunded;
  let releaseTransactionId: string | null = null;
  if (release > 0n) {
    const t = await deps.ledger.transfer(tx, {
      kind: 'payment',
      reference: no,
      description: 'order income',
      from: platformAccount('platform_escrow', after.currency),
      to: walletOf(after.merchantUid, after.currency),
      amount: release,
      enterpriseUid: after.merchantUid,
      actorAccountUid: actor.accountUid,
      transferKey: `order-release:${no}`,
      at,
    });
    releaseTransactionId = t.id;
  }
  const [done] = await tx.update(orders).set({ releaseTransactionId }).where(eq(orders.id, after.id)).returning();
  await auditOrder(
    tx,
    by === 'job' ? { ...actor, enterpriseUid: after.customerUid } : actor,
    no,
    action,
    { status: 'pending_receipt' },
    { ...statusAfter(after), amount: textOfCents(release) },
    at,
  );
  bells.push({ enterpriseUid: after.merchantUid, side: 'factory', event: 'confirm_receipt', no });
  if (by === 'job') bells.push({ enterpriseUid: after.customerUid, side: 'customer', event: 'confirm_receipt', no });
  return done!;
}

/** To the recycle bin (completed or cancelled only) and back; the factory still sees the order. */
export async function binOrder(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  action: 'delete' | 'restore',
): Promise<OrderRow> {
  const at = deps.clock.now();
  const { after } = await moveOrder(tx, {
    no,
    action,
    role: 'customer',
    enterpriseUid: actor.enterpriseUid,
    set: { customerDeletedAt: action === 'delete' ? at : null },
    at,
  });
  await auditOrder(tx, actor, no, action, { deleted: action === 'restore' }, { deleted: action === 'delete' }, at);
  return after;
}
