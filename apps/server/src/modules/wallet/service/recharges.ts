import {
  rechargeTransition,
  textOfCents,
  type RechargeAction,
  type RechargeMethod,
  type RechargeStatus,
} from '@pcbunion/core';
import { and, count, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { offsetOf, orderOf } from '../../../platform/paging.js';
import type { RechargeListQuery } from '../schemas.js';
import { recharges } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { platformAccount, walletOf, type Executor, type Ledger } from '../../../platform/ledger/index.js';
import { auditMoney } from '../audit.js';
import { walletMessages, wrongState } from '../messages.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type Recharge = typeof recharges.$inferSelect;

/** A recharge as the member and finance read it. */
export function rechargeView(r: Recharge) {
  return {
    rechargeNo: r.rechargeNo,
    amount: textOfCents(r.amount),
    currency: r.currency,
    method: r.method,
    status: r.status,
    createdAt: r.createdAt,
    confirmedAt: r.confirmedAt,
    rejectReason: r.rejectReason,
    providerReference: r.providerReference,
  };
}

export async function createRecharge(
  tx: Executor,
  input: { enterpriseUid: string; amount: bigint; method: RechargeMethod; createdBy: string; at: Date },
): Promise<Recharge> {
  const [row] = await tx
    .insert(recharges)
    .values({
      rechargeNo: await businessNumber(tx, 'RC', input.at, 4),
      enterpriseUid: input.enterpriseUid,
      amount: input.amount,
      method: input.method,
      createdBy: input.createdBy,
      createdAt: input.at,
    })
    .returning();
  await auditMoney(tx, {
    actor: input.createdBy,
    enterpriseUid: input.enterpriseUid,
    entity: 'recharge',
    no: row!.rechargeNo,
    action: 'create',
    after: { status: 'pending', amount: textOfCents(input.amount), method: input.method },
    at: input.at,
  });
  return row!;
}

/** The recharge named by `no`, of `enterpriseUid` when given (another enterprise's answers 404). */
export async function findRecharge(tx: Executor, no: string, enterpriseUid?: string): Promise<Recharge> {
  const [row] = await tx
    .select()
    .from(recharges)
    .where(
      enterpriseUid
        ? and(eq(recharges.rechargeNo, no), eq(recharges.enterpriseUid, enterpriseUid))
        : eq(recharges.rechargeNo, no),
    );
  if (!row) throw new AppError(404, walletMessages.rechargeNotFound, { no });
  return row;
}

/** Compare-and-set of a pending recharge; 404 when it does not exist, 409 naming its state when it is not pending. */
async function moveRecharge(
  tx: Executor,
  no: string,
  action: RechargeAction,
  set: Partial<Recharge>,
): Promise<Recharge> {
  const { from, to } = rechargeTransition(action);
  const [moved] = await tx
    .update(recharges)
    .set({ ...set, status: to as RechargeStatus })
    .where(and(eq(recharges.rechargeNo, no), eq(recharges.status, from)))
    .returning();
  if (moved) {
    await auditMoney(tx, {
      actor: set.handledBy ?? null,
      enterpriseUid: moved.enterpriseUid,
      entity: 'recharge',
      no,
      action,
      before: { status: from },
      after: { status: to, rejectReason: moved.rejectReason },
      at: set.confirmedAt ?? new Date(),
    });
    return moved;
  }
  const current = await findRecharge(tx, no);
  throw new AppError(
    409,
    wrongState(walletMessages.rechargeWrongState, action),
    { no, status: current.status },
    0,
    'status',
  );
}

/**
 * The money of a recharge arrived: by the provider's webhook (`handledBy` null, `paidAmount` checked against the
 * order) or by finance confirming a bank transfer. Marks it paid and posts bank → wallet in the same transaction.
 */
export async function markRechargePaid(
  tx: Executor,
  ledger: Ledger,
  input: {
    rechargeNo: string;
    action: 'pay' | 'confirm';
    at: Date;
    handledBy: string | null;
    paidAmount?: bigint;
    providerReference?: string | null;
  },
): Promise<Recharge> {
  const current = await findRecharge(tx, input.rechargeNo);
  if (input.paidAmount !== undefined && input.paidAmount !== current.amount) {
    throw new AppError(
      409,
      walletMessages.amountMismatch,
      { no: input.rechargeNo, paid: textOfCents(input.paidAmount), amount: textOfCents(current.amount) },
      0,
      'amount',
    );
  }
  const paid = await moveRecharge(tx, input.rechargeNo, input.action, {
    confirmedAt: input.at,
    handledBy: input.handledBy,
    ...(input.providerReference ? { providerReference: input.providerReference } : {}),
  });
  const posted = await ledger.transfer(tx, {
    kind: 'recharge',
    reference: paid.rechargeNo,
    description: null,
    from: platformAccount('platform_bank', paid.currency),
    to: walletOf(paid.enterpriseUid, paid.currency),
    amount: paid.amount,
    enterpriseUid: paid.enterpriseUid,
    actorAccountUid: input.handledBy,
    transferKey: `recharge:${paid.rechargeNo}`,
    at: input.at,
  });
  const [linked] = await tx
    .update(recharges)
    .set({ transactionId: posted.id })
    .where(eq(recharges.id, paid.id))
    .returning();
  return linked!;
}

/** Finance refuses a recharge (the transfer never arrived); the reason is shown to the member. */
export function rejectRecharge(
  tx: Executor,
  input: { rechargeNo: string; reason: string; handledBy: string; at: Date },
): Promise<Recharge> {
  return moveRecharge(tx, input.rechargeNo, 'reject', {
    rejectReason: input.reason,
    handledBy: input.handledBy,
    confirmedAt: input.at,
  });
}

/**
 * The `recharge.expire` job: pending recharges older than `maxAgeMs` expire (no money moved; nothing to undo). Each
 * expiry writes its audit row in the same transaction; the actor is the job (no account: `actor_account_uid` null,
 * `after.by` names the job). A recharge paid, confirmed or rejected meanwhile is no longer pending and is left alone;
 * running it again expires nothing more.
 */
export async function expireRecharges(tx: Executor, now: Date, maxAgeMs: number): Promise<number> {
  const { from, to } = rechargeTransition('expire');
  const expired = await tx
    .update(recharges)
    .set({ status: to as RechargeStatus })
    .where(and(eq(recharges.status, from), lt(recharges.createdAt, new Date(now.getTime() - maxAgeMs))))
    .returning({ rechargeNo: recharges.rechargeNo, enterpriseUid: recharges.enterpriseUid, amount: recharges.amount });
  for (const row of expired) {
    await auditMoney(tx, {
      actor: null,
      enterpriseUid: row.enterpriseUid,
      entity: 'recharge',
      no: row.rechargeNo,
      action: 'expire',
      before: { status: from },
      after: { status: to, amount: textOfCents(row.amount), by: 'job:recharge.expire' },
      at: now,
    });
  }
  return expired.length;
}

/** One page of the enterprise's recharges, by status; newest first. */
export async function listRecharges(db: Database, enterpriseUid: string, q: RechargeListQuery) {
  const where: SQL[] = [eq(recharges.enterpriseUid, enterpriseUid)];
  if (q.status) where.push(eq(recharges.status, q.status));
  const sortable = {
    rechargeNo: recharges.rechargeNo,
    amount: recharges.amount,
    status: recharges.status,
    createdAt: recharges.createdAt,
    confirmedAt: recharges.confirmedAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(recharges)
      .where(and(...where))
      .orderBy(orderOf(q, sortable, desc(recharges.createdAt)), desc(recharges.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(recharges)
      .where(and(...where)),
  ]);
  return { data: rows.map(rechargeView), total: total!.n };
}
