import {
  TRANSFERABLE_ORDER_STATUSES,
  productionTransferActions,
  productionTransferTransition,
  type ProductionTransferAction,
  type ProductionTransferStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, auditLog, enterprises, orders, productionTransfers } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { businessDay, dayRange, presetStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { localized } from '../order/index.js';
import {
  orderStatusWords,
  transferActionNames,
  transferLabels,
  transferLogWords,
  transferMessages,
  transferStatusNames,
} from './messages.js';
import type { TransferBody, TransferListQuery } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

export interface TransferCaller {
  enterpriseUid: string;
  accountUid: string | null;
  name: string;
  ip: string | null;
  language: Language;
}
export interface TransferBell {
  enterpriseUid: string;
  /** `factory` bells go to the transfer screen, `customer` bells to the customer's orders. */
  audience: 'factory' | 'customer';
  event: 'asked' | 'accepted' | 'declined' | 'withdrawn' | 'customer';
  values: Record<string, string>;
}
type Row = typeof productionTransfers.$inferSelect;
type Side = 'sender' | 'receiver' | 'customer';

const BELL_OF: Record<ProductionTransferAction, TransferBell['event']> = {
  accept: 'accepted',
  decline: 'declined',
  withdraw: 'withdrawn',
};
const conflict = (
  template: (typeof transferMessages)['wrongState' | 'changed'],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, {
      no,
      status: transferStatusNames[status]!,
      ...(action && { action: transferActionNames[action]! }),
    }),
    {},
    0,
    'status',
  );

/**
 * Production transfers (transfer-management): the order's factory asks another factory on the platform to produce
 * the order; that factory accepts or declines with a reason; the sender may withdraw. What the order shows: nothing
 * in the order changes — the contracting factory keeps the order, its money and its states (modules/order is
 * untouched); the accepted transfer is a record beside it that the customer is told of by the bell and reads here.
 */
export function productionTransferService(db: Database, clock: Clock) {
  const sideOf = (row: Row, me: string): Side =>
    row.fromUid === me ? 'sender' : row.toUid === me ? 'receiver' : 'customer';
  async function load(tx: Executor, caller: TransferCaller, no: string) {
    const me = caller.enterpriseUid;
    const [row] = await tx
      .select()
      .from(productionTransfers)
      .where(
        and(
          eq(productionTransfers.transferNo, no),
          or(
            eq(productionTransfers.fromUid, me),
            eq(productionTransfers.toUid, me),
            and(eq(productionTransfers.customerUid, me), eq(productionTransfers.status, 'accepted')),
          ),
        ),
      );
    if (!row) throw new AppError(404, transferMessages.notFound, { no });
    return row;
  }
  async function names(tx: Executor, uids: string[]) {
    const rows = await tx
      .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
      .from(enterprises)
      .where(inArray(enterprises.uid, [...new Set(uids)]));
    return (uid: string) => rows.find((r) => r.uid === uid) ?? { uid, name: null, no: null };
  }
  function listView(
    row: Row,
    nameOf: (uid: string) => { uid: string; name: string | null; no: string | null },
    me: string,
  ) {
    const side = sideOf(row, me);
    return {
      no: row.transferNo,
      orderNo: row.orderNo,
      status: row.status,
      side,
      from: { id: row.fromUid, ...nameOf(row.fromUid) },
      to: { id: row.toUid, ...nameOf(row.toUid) },
      customer: { id: row.customerUid, ...nameOf(row.customerUid) },
      quantity: row.quantity,
      dueDate: row.dueDate,
      reason: row.reason,
      answerReason: row.answerReason,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      actions: productionTransferActions(row.status, side),
    };
  }
  async function view(tx: Executor, row: Row, caller: TransferCaller) {
    const nameOf = await names(tx, [row.fromUid, row.toUid, row.customerUid]);
    const log = await tx
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, after: auditLog.after, who: accounts.name })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
      .where(and(eq(auditLog.entity, 'production_transfer'), eq(auditLog.entityUid, row.transferNo)))
      .orderBy(asc(auditLog.id));
    return {
      ...listView(row, nameOf, caller.enterpriseUid),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = transferLogWords[l.action];
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(caller.language, words, { ...after, who: l.who ?? '—' }) : l.action,
        };
      }),
    };
  }
  async function audit(
    tx: Executor,
    caller: TransferCaller,
    no: string,
    action: string,
    after: Record<string, unknown>,
    at: Date,
  ) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'production_transfer',
      entityUid: no,
      action,
      before: null,
      after,
      ip: caller.ip,
    });
  }

  return {
    /** The order's factory asks: its own paid, unshipped order; another factory; one pending (and no accepted) transfer per order. */
    async create(caller: TransferCaller, body: TransferBody, bells: TransferBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNo, body.orderNo), eq(orders.merchantUid, caller.enterpriseUid)))
          .for('update');
        if (!order) throw new AppError(404, transferMessages.orderNotFound, { no: body.orderNo });
        if (!(TRANSFERABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
          throw new AppError(
            409,
            localized(transferMessages.orderState, { no: order.orderNo, status: orderStatusWords[order.status]! }),
            {},
            0,
            'orderNo',
          );
        const [to] = await tx
          .select()
          .from(enterprises)
          .where(and(eq(enterprises.enterpriseNo, body.toFactoryNo), eq(enterprises.kind, 'factory')));
        if (!to || to.uid === caller.enterpriseUid)
          throw fieldError('toFactoryNo', transferLabels.toFactoryNo!, transferMessages.factoryNotFound, {
            no: body.toFactoryNo,
          });
        if (body.dueDate < businessDay(now))
          throw fieldError('dueDate', transferLabels.dueDate!, transferMessages.past);
        const [open] = await tx
          .select({ no: productionTransfers.transferNo, status: productionTransfers.status })
          .from(productionTransfers)
          .where(
            and(
              eq(productionTransfers.orderId, order.id),
              inArray(productionTransfers.status, ['pending', 'accepted']),
            ),
          );
        if (open)
          throw new AppError(
            409,
            localized(open.status === 'pending' ? transferMessages.pendingExists : transferMessages.acceptedExists, {
              no: order.orderNo,
              transfer: open.no,
            }),
            {},
            0,
            'orderNo',
          );
        const no = await businessNumber(tx, 'PT', now);
        const nameOf = await names(tx, [caller.enterpriseUid, to.uid, order.customerUid]);
        const searchText = [
          no,
          order.orderNo,
          to.name,
          to.enterpriseNo,
          nameOf(order.customerUid).name ?? '',
          nameOf(caller.enterpriseUid).name ?? '',
          body.reason,
        ]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(productionTransfers)
          .values({
            transferNo: no,
            orderId: order.id,
            orderNo: order.orderNo,
            customerUid: order.customerUid,
            fromUid: caller.enterpriseUid,
            toUid: to.uid,
            quantity: body.quantity,
            dueDate: body.dueDate,
            reason: body.reason,
            searchText,
            createdBy: caller.accountUid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(
          tx,
          caller,
          no,
          'create',
          { orderNo: order.orderNo, to: to.name, quantity: body.quantity, dueDate: body.dueDate, reason: body.reason },
          now,
        );
        bells.push({
          enterpriseUid: to.uid,
          audience: 'factory',
          event: 'asked',
          values: {
            no,
            orderNo: order.orderNo,
            from: nameOf(caller.enterpriseUid).name ?? '',
            quantity: String(body.quantity),
            dueDate: body.dueDate,
          },
        });
        return view(tx, row!, caller);
      });
    },

    /** One row of core's table as a compare-and-set: 403 for the wrong side, 409 naming the state; an acceptance tells the customer. */
    async act(
      caller: TransferCaller,
      no: string,
      action: ProductionTransferAction,
      reason: string | null | undefined,
      rowVersion: number | undefined,
      bells: TransferBell[],
    ) {
      const now = clock.now();
      const t = productionTransferTransition(action);
      return db.transaction(async (tx) => {
        const row = await load(tx, caller, no);
        const side = sideOf(row, caller.enterpriseUid);
        if (t.by !== side) throw new AppError(403, transferMessages.wrongSide);
        if (t.reason && !reason?.trim())
          throw fieldError('reason', transferLabels.reason!, transferMessages.reasonNeeded);
        if (!t.from.includes(row.status)) throw conflict(transferMessages.wrongState, no, row.status, action);
        const answered =
          side === 'receiver'
            ? { answeredAt: now, answeredBy: caller.accountUid, answerReason: reason?.trim() || null }
            : {};
        const [updated] = await tx
          .update(productionTransfers)
          .set({ ...answered, status: t.to, rowVersion: sql`${productionTransfers.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(productionTransfers.id, row.id),
              inArray(productionTransfers.status, [...t.from] as ProductionTransferStatus[]),
              ...(rowVersion ? [eq(productionTransfers.rowVersion, rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: productionTransfers.status })
            .from(productionTransfers)
            .where(eq(productionTransfers.id, row.id));
          throw conflict(transferMessages.changed, no, fresh?.status ?? row.status);
        }
        const nameOf = await names(tx, [row.fromUid, row.toUid]);
        const values = {
          no,
          orderNo: row.orderNo,
          from: nameOf(row.fromUid).name ?? '',
          to: nameOf(row.toUid).name ?? '',
          reason: reason?.trim() ?? '',
        };
        await audit(tx, caller, no, action, values, now);
        bells.push({
          enterpriseUid: side === 'sender' ? row.toUid : row.fromUid,
          audience: 'factory',
          event: BELL_OF[action],
          values,
        });
        if (action === 'accept')
          bells.push({ enterpriseUid: row.customerUid, audience: 'customer', event: 'customer', values });
        return view(tx, updated, caller);
      });
    },

    async detail(caller: TransferCaller, no: string) {
      return view(db, await load(db, caller, no), caller);
    },

    /** Out of or into the caller's factory, or (the customer) its orders' accepted transfers. */
    async list(caller: TransferCaller, q: TransferListQuery) {
      const me = caller.enterpriseUid;
      const scope =
        q.direction === 'customer'
          ? and(eq(productionTransfers.customerUid, me), eq(productionTransfers.status, 'accepted'))!
          : q.direction === 'out'
            ? eq(productionTransfers.fromUid, me)
            : q.direction === 'in'
              ? eq(productionTransfers.toUid, me)
              : or(eq(productionTransfers.fromUid, me), eq(productionTransfers.toUid, me))!;
      const where: SQL[] = [scope];
      if (q.status) where.push(eq(productionTransfers.status, q.status));
      if (q.keyword?.trim())
        where.push(ilike(productionTransfers.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, clock.now());
        where.push(gte(productionTransfers.createdAt, start));
      }
      where.push(...dayRange(productionTransfers.createdAt, q.from, q.to));
      const sortable = {
        created_at: productionTransfers.createdAt,
        transfer_no: productionTransfers.transferNo,
        order_no: productionTransfers.orderNo,
        due_date: productionTransfers.dueDate,
        status: productionTransfers.status,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(productionTransfers)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(productionTransfers.createdAt)), desc(productionTransfers.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(productionTransfers)
          .where(and(...where)),
      ]);
      const nameOf = await names(db, rows.flatMap((r) => [r.fromUid, r.toUid, r.customerUid]).concat(me));
      return { data: rows.map((r) => listView(r, nameOf, me)), total: total?.n ?? 0 };
    },
  };
}
