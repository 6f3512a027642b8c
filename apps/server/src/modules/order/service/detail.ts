import { and, asc, eq } from 'drizzle-orm';
import { accounts, auditLog, invoiceApplications, refunds } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { inquiryBoards } from '../../gerber/index.js';
import { logWords, orderMessages } from '../messages.js';
import { applicationView, itemsOf, orderView, orderWithNames, refundView, roleOf } from '../view.js';

/** The order's operation log in the reader's words: who did what, when (both sides' changes). */
export async function orderLog(db: Executor, no: string, language: Language) {
  const rows = await db
    .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, after: auditLog.after, who: accounts.name })
    .from(auditLog)
    .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
    .where(and(eq(auditLog.entity, 'order'), eq(auditLog.entityUid, no)))
    .orderBy(asc(auditLog.id));
  return rows.map((r) => {
    const after = (r.after ?? {}) as Record<string, unknown>;
    const values = Object.fromEntries(
      Object.entries(after).map(([k, v]) => [
        k,
        typeof v === 'string' || typeof v === 'number' ? v : Array.isArray(v) ? v.join(', ') : '',
      ]),
    );
    const words = logWords[r.action];
    return {
      id: r.id,
      at: r.at,
      action: r.action,
      actor: r.who,
      text: words ? translate(language, words, { ...values, who: r.who ?? '—' }) : r.action,
      after: r.after,
    };
  });
}

/** GET /api/orders/{no}: the order of either side with its lines, refunds, invoice applications and log; else 404. */
export async function orderDetail(db: Executor, no: string, enterpriseUid: string, language: Language) {
  const row = await orderWithNames(db, no);
  if (!row || (row.order.customerUid !== enterpriseUid && row.order.merchantUid !== enterpriseUid))
    throw new AppError(404, orderMessages.orderNotFound, { no });
  const role = roleOf(row.order, enterpriseUid);
  const [items, refundRows, applications, log] = await Promise.all([
    itemsOf(db, [row.order.id], language),
    db.select().from(refunds).where(eq(refunds.orderId, row.order.id)).orderBy(asc(refunds.requestedAt)),
    db
      .select()
      .from(invoiceApplications)
      .where(eq(invoiceApplications.orderId, row.order.id))
      .orderBy(asc(invoiceApplications.appliedAt)),
    orderLog(db, no, language),
  ]);
  const lines = items.get(row.order.id) ?? [];
  const boards = await inquiryBoards(
    db,
    row.order.merchantUid,
    lines.map((line) => line.inquiryNo),
  );
  return {
    ...orderView(row, lines, enterpriseUid),
    boards: [...boards].map(([inquiryNo, gerberFileId]) => ({ inquiryNo, gerberFileId })),
    refunds: refundRows.map((r) => refundView(r, role)),
    invoiceApplications: applications.map(applicationView),
    log,
  };
}
