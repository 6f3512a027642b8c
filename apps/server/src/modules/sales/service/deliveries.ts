import {
  DELIVERABLE_NOTICE_STATUSES,
  deliveryActions,
  deliveryTransition,
  openQuantity,
  receiptLineProblem,
  type DeliveryAction,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, auditLog, deliveries, deliveryLines, enterprises, saleNotices } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { fieldError } from '../../../http/field-error.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { businessDay, dayRange, presetStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import type { SalesBell } from '../bells.js';
import {
  deliveryActionNames,
  deliveryLabels,
  deliveryLogWords,
  deliveryMessages,
  deliveryStatusNames,
} from '../delivery-messages.js';
import { problemTexts, statusNames } from '../messages.js';
import type { SalesCaller } from './sale-notices.js';
import type { DeliveryBody, DeliveryListQuery, ReceiptBody, ShipBody } from '../delivery-schemas.js';
import { recordAudit } from '../../../platform/audit.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type Side = 'customer' | 'factory';
type Row = typeof deliveries.$inferSelect;
const notFound = (no: string) => new AppError(404, deliveryMessages.notFound, { no });
const conflict = (
  template: (typeof deliveryMessages)['wrongState' | 'changed'],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, {
      no,
      status: deliveryStatusNames[status]!,
      ...(action && { action: deliveryActionNames[action]! }),
    }),
    {},
    0,
    'status',
  );

/** Delivery notices and their shipment and receipt (the delivery-notice and shipping-notice screens). */
export function deliveryService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: SalesCaller, no: string, side: Side): Promise<Row> {
    const scope =
      side === 'factory'
        ? eq(deliveries.merchantUid, caller.enterpriseUid)
        : eq(deliveries.customerUid, caller.enterpriseUid);
    const [row] = await tx
      .select()
      .from(deliveries)
      .where(and(eq(deliveries.deliveryNo, no), scope));
    if (!row) throw notFound(no);
    return row;
  }

  async function audit(tx: Executor, caller: SalesCaller, no: string, action: string, after: unknown, at: Date) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'delivery',
      entityUid: no,
      action,
      before: null,
      after: after ?? null,
      ip: caller.ip,
    });
  }

  async function view(tx: Executor, row: Row, side: Side, language: Language) {
    const [lines, names, log] = await Promise.all([
      tx.select().from(deliveryLines).where(eq(deliveryLines.deliveryId, row.id)).orderBy(asc(deliveryLines.position)),
      tx
        .select({ uid: enterprises.uid, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.uid, [row.customerUid, row.merchantUid])),
      tx
        .select({
          id: auditLog.id,
          at: auditLog.at,
          action: auditLog.action,
          after: auditLog.after,
          who: accounts.name,
        })
        .from(auditLog)
        .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
        .where(and(eq(auditLog.entity, 'delivery'), eq(auditLog.entityUid, row.deliveryNo)))
        .orderBy(asc(auditLog.id)),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side),
      note: row.note,
      receiptNote: row.receiptNote,
      shippedAt: row.shippedAt,
      receivedAt: row.receivedAt,
      lines: lines.map((l) => ({
        position: l.position,
        saleNoticeNo: l.saleNoticeNo,
        orderNo: l.orderNo,
        partNo: l.partNo,
        quantity: l.quantity,
        accepted: l.accepted,
        disputed: l.disputed,
        disputeReason: l.disputeReason,
      })),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = deliveryLogWords[l.action];
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(language, words, { ...after, who: l.who ?? '—' }) : l.action,
        };
      }),
    };
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side) {
    return {
      no: row.deliveryNo,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      plannedDate: row.plannedDate,
      address: row.address,
      packages: row.packages,
      carrier: row.carrier,
      trackingNo: row.trackingNo,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      actions: deliveryActions(row.status, side),
    };
  }

  return {
    /**
     * A planned delivery of parts of released sales notices of one customer. The notices are locked while their
     * open quantity is counted, so two deliveries of the same notice never together exceed it.
     */
    async create(caller: SalesCaller, body: DeliveryBody) {
      const now = clock.now();
      if (body.plannedDate < businessDay(now))
        throw fieldError('plannedDate', deliveryLabels.plannedDate!, problemTexts.past);
      return db.transaction(async (tx) => {
        const nos = body.lines.map((l) => l.saleNoticeNo);
        if (new Set(nos).size !== nos.length) throw fieldError('lines', deliveryLabels.lines!, 'invalid');
        const notices = await tx
          .select()
          .from(saleNotices)
          .where(and(inArray(saleNotices.noticeNo, nos), eq(saleNotices.merchantUid, caller.enterpriseUid)))
          .orderBy(asc(saleNotices.id))
          .for('update');
        const customers = new Set<string>();
        const lines = [];
        for (const [i, line] of body.lines.entries()) {
          const notice = notices.find((n) => n.noticeNo === line.saleNoticeNo);
          if (!notice) throw new AppError(404, deliveryMessages.noticeNotFound, { no: line.saleNoticeNo });
          if (!(DELIVERABLE_NOTICE_STATUSES as readonly string[]).includes(notice.status))
            throw new AppError(
              409,
              localized(deliveryMessages.noticeNotReleased, {
                no: notice.noticeNo,
                status: statusNames[notice.status]!,
              }),
              {},
              0,
              'saleNoticeNo',
            );
          customers.add(notice.customerUid);
          const [held] = await tx
            .select({ n: sql<number>`coalesce(sum(${deliveryLines.quantity}), 0)::int` })
            .from(deliveryLines)
            .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
            .where(and(eq(deliveryLines.saleNoticeId, notice.id), ne(deliveries.status, 'cancelled')));
          const open = openQuantity(notice.quantity, Number(held?.n ?? 0));
          if (line.quantity > open)
            throw fieldError(`lines.${i}.quantity`, deliveryLabels.quantity!, deliveryMessages.beyond, {
              open,
              no: notice.noticeNo,
            });
          lines.push({
            position: i + 1,
            saleNoticeId: notice.id,
            saleNoticeNo: notice.noticeNo,
            orderNo: notice.orderNo,
            partNo: notice.partNo,
            quantity: line.quantity,
          });
        }
        if (customers.size !== 1) throw fieldError('lines', deliveryLabels.lines!, deliveryMessages.oneCustomer);
        const customerUid = [...customers][0]!;
        const no = await businessNumber(tx, 'DN', now);
        const search = [no, ...lines.flatMap((l) => [l.saleNoticeNo, l.orderNo, l.partNo]), body.address]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(deliveries)
          .values({
            deliveryNo: no,
            merchantUid: caller.enterpriseUid,
            customerUid,
            plannedDate: body.plannedDate,
            address: body.address,
            note: body.note ?? null,
            searchText: search,
            createdBy: caller.accountUid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await tx.insert(deliveryLines).values(lines.map((l) => ({ ...l, deliveryId: row!.id })));
        await audit(
          tx,
          caller,
          no,
          'create',
          { plannedDate: body.plannedDate, lines: lines.map((l) => `${l.partNo} × ${l.quantity}`).join(', ') },
          now,
        );
        return view(tx, row!, 'factory', caller.language);
      });
    },

    /** The factory ships a planned delivery: packages, carrier and tracking number (compare-and-set → 409). */
    async ship(caller: SalesCaller, no: string, body: ShipBody, bells: SalesBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await load(tx, caller, no, 'factory');
        return transition(
          tx,
          caller,
          row,
          'ship',
          { packages: body.packages, carrier: body.carrier, trackingNo: body.trackingNo, shippedAt: now },
          { packages: body.packages, carrier: body.carrier, trackingNo: body.trackingNo },
          body.rowVersion,
          now,
          () =>
            bells.push({
              enterpriseUid: row.customerUid,
              screen: 'my-order',
              event: 'shipped_customer',
              values: { no, carrier: body.carrier, trackingNo: body.trackingNo },
            }),
        );
      });
    },

    /** The customer confirms the receipt, every line once: accepted + disputed = shipped, a dispute with its reason. */
    async confirmReceipt(caller: SalesCaller, no: string, body: ReceiptBody, bells: SalesBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await load(tx, caller, no, 'customer');
        if (!deliveryTransition('confirm_receipt').from.includes(row.status))
          throw conflict(deliveryMessages.wrongState, no, row.status, 'confirm_receipt');
        const lines = await tx
          .select()
          .from(deliveryLines)
          .where(eq(deliveryLines.deliveryId, row.id))
          .orderBy(asc(deliveryLines.position));
        const given = new Map(body.lines.map((l) => [l.position, l]));
        if (
          given.size !== body.lines.length ||
          given.size !== lines.length ||
          lines.some((l) => !given.has(l.position))
        )
          throw fieldError('lines', deliveryLabels.receipt!, deliveryMessages.everyLine);
        let accepted = 0;
        let disputed = 0;
        for (const line of lines) {
          const g = given.get(line.position)!;
          const problem = receiptLineProblem({
            shipped: line.quantity,
            accepted: g.accepted,
            disputed: g.disputed,
            reason: g.reason,
          });
          if (problem)
            throw fieldError(`lines.${line.position}`, deliveryLabels.receipt!, deliveryMessages[problem], {
              shipped: line.quantity,
              position: line.position,
            });
          accepted += g.accepted;
          disputed += g.disputed;
        }
        for (const line of lines) {
          const g = given.get(line.position)!;
          await tx
            .update(deliveryLines)
            .set({
              accepted: g.accepted,
              disputed: g.disputed,
              disputeReason: g.disputed > 0 ? g.reason!.trim() : null,
            })
            .where(eq(deliveryLines.id, line.id));
        }
        // The lines are written first: a lost compare-and-set below throws and the transaction takes them back.
        return transition(
          tx,
          caller,
          row,
          'confirm_receipt',
          { receivedAt: now, receivedBy: caller.accountUid, receiptNote: body.note ?? null },
          { accepted, disputed },
          body.rowVersion,
          now,
          () =>
            bells.push({
              enterpriseUid: row.merchantUid,
              screen: 'order-management',
              event: 'received_factory',
              values: { no, disputed: String(disputed) },
            }),
        );
      });
    },

    async cancel(caller: SalesCaller, no: string, rowVersion: number | undefined) {
      const now = clock.now();
      return db.transaction(async (tx) =>
        transition(
          tx,
          caller,
          await load(tx, caller, no, 'factory'),
          'cancel',
          { cancelledAt: now },
          {},
          rowVersion,
          now,
          () => undefined,
        ),
      );
    },

    async detail(caller: SalesCaller, no: string, side: Side) {
      return view(db, await load(db, caller, no, side), side, caller.language);
    },

    /** Either side's deliveries: keyword, status, dates (range or preset), sort, page. */
    async list(caller: SalesCaller, side: Side, q: DeliveryListQuery) {
      const now = clock.now();
      const where: SQL[] = [
        side === 'factory'
          ? eq(deliveries.merchantUid, caller.enterpriseUid)
          : eq(deliveries.customerUid, caller.enterpriseUid),
      ];
      if (q.status) where.push(eq(deliveries.status, q.status));
      if (q.keyword?.trim()) where.push(ilike(deliveries.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(deliveries.createdAt, start));
      }
      where.push(...dayRange(deliveries.createdAt, q.from, q.to));
      const sortable = {
        created_at: deliveries.createdAt,
        planned_date: deliveries.plannedDate,
        delivery_no: deliveries.deliveryNo,
        status: deliveries.status,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: deliveries,
            customer: sql<string | null>`(select name from ${enterprises} where uid = ${deliveries.customerUid})`,
            factory: sql<string | null>`(select name from ${enterprises} where uid = ${deliveries.merchantUid})`,
          })
          .from(deliveries)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(deliveries.createdAt)), desc(deliveries.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(deliveries)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => listView(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },
  };

  /** One row of core's table as a compare-and-set on the state (and the version the screen read); 409 names the state now. */
  async function transition(
    tx: Executor,
    caller: SalesCaller,
    row: Row,
    action: DeliveryAction,
    set: Partial<typeof deliveries.$inferInsert>,
    logged: Record<string, unknown>,
    rowVersion: number | undefined,
    now: Date,
    ring: () => void,
  ) {
    const t = deliveryTransition(action);
    if (!t.from.includes(row.status)) throw conflict(deliveryMessages.wrongState, row.deliveryNo, row.status, action);
    const [updated] = await tx
      .update(deliveries)
      .set({ ...set, status: t.to, rowVersion: sql`${deliveries.rowVersion} + 1`, updatedAt: now })
      .where(
        and(
          eq(deliveries.id, row.id),
          inArray(deliveries.status, [...t.from]),
          ...(rowVersion ? [eq(deliveries.rowVersion, rowVersion)] : []),
        ),
      )
      .returning();
    if (!updated) {
      const [fresh] = await tx.select({ status: deliveries.status }).from(deliveries).where(eq(deliveries.id, row.id));
      throw conflict(deliveryMessages.changed, row.deliveryNo, fresh?.status ?? row.status);
    }
    await audit(tx, caller, row.deliveryNo, action, logged, now);
    ring();
    return view(tx, updated, t.by, caller.language);
  }
}
