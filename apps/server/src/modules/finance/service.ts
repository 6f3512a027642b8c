import { textOfCents } from '@pcbunion/core';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, recharges, withdrawals } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { checkLedger } from '../../platform/ledger/index.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import { rechargeView, withdrawalView } from '../wallet/index.js';
import { financeMessages } from './messages.js';
import type { RechargeQuery, WithdrawalQuery } from './schemas.js';

/** The ledger's invariant check, the difference in cents as money text. */
export async function ledgerCheck(db: Database) {
  const check = await checkLedger(db);
  return { ...check, difference: textOfCents(check.difference) };
}

/** A reject reason is required (it is shown to the member); 400 naming `reason` otherwise. */
export function reasonOf(body: { reason?: string } | undefined): string {
  const reason = body?.reason?.trim();
  if (!reason) throw new AppError(400, financeMessages.reasonRequired, {}, 0, 'reason');
  return reason;
}

/** One page of every enterprise's recharges, newest first unless sorted otherwise. */
export async function listRecharges(db: Database, q: RechargeQuery) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(recharges.status, q.status));
  if (q.keyword?.trim())
    where.push(
      or(
        ilike(recharges.rechargeNo, likePattern(q.keyword.trim())),
        ilike(enterprises.name, likePattern(q.keyword.trim())),
      )!,
    );
  const filter = where.length ? and(...where) : undefined;
  const sortable = {
    rechargeNo: recharges.rechargeNo,
    amount: recharges.amount,
    status: recharges.status,
    createdAt: recharges.createdAt,
    confirmedAt: recharges.confirmedAt,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({ r: recharges, enterpriseName: enterprises.name })
      .from(recharges)
      .innerJoin(enterprises, eq(enterprises.uid, recharges.enterpriseUid))
      .where(filter)
      .orderBy(orderOf(q, sortable, desc(recharges.createdAt)), desc(recharges.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(recharges)
      .innerJoin(enterprises, eq(enterprises.uid, recharges.enterpriseUid))
      .where(filter),
  ]);
  return {
    data: rows.map(({ r, enterpriseName }) => ({ ...rechargeView(r), enterpriseName })),
    total: total!.n,
  };
}

/** One page of every enterprise's withdrawals, newest application first unless sorted otherwise. */
export async function listWithdrawals(db: Database, q: WithdrawalQuery) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(withdrawals.status, q.status));
  if (q.batchNo) where.push(eq(withdrawals.batchNo, q.batchNo));
  if (q.keyword?.trim())
    where.push(
      or(
        ilike(withdrawals.withdrawalNo, likePattern(q.keyword.trim())),
        ilike(enterprises.name, likePattern(q.keyword.trim())),
      )!,
    );
  const filter = where.length ? and(...where) : undefined;
  const sortable = {
    withdrawalNo: withdrawals.withdrawalNo,
    amount: withdrawals.amount,
    status: withdrawals.status,
    appliedAt: withdrawals.appliedAt,
    handledAt: withdrawals.handledAt,
    batchNo: withdrawals.batchNo,
  };
  const [rows, [total]] = await Promise.all([
    db
      .select({ w: withdrawals, enterpriseName: enterprises.name })
      .from(withdrawals)
      .innerJoin(enterprises, eq(enterprises.uid, withdrawals.enterpriseUid))
      .where(filter)
      .orderBy(orderOf(q, sortable, desc(withdrawals.appliedAt)), desc(withdrawals.id))
      .limit(q.page_size)
      .offset(offsetOf(q)),
    db
      .select({ n: count() })
      .from(withdrawals)
      .innerJoin(enterprises, eq(enterprises.uid, withdrawals.enterpriseUid))
      .where(filter),
  ]);
  return {
    data: rows.map(({ w, enterpriseName }) => ({ ...withdrawalView(w), enterpriseName })),
    total: total!.n,
  };
}
