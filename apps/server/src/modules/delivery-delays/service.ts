import {
  DELAYABLE_NOTICE_STATUSES,
  delayDateProblem,
  delayDays,
  deliveryDelayActions,
  deliveryDelayTransition,
  type DeliveryDelayAction,
  type DeliveryDelayStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, auditLog, deliveryDelays, enterprises, saleNotices } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { businessDay, dayRange, presetStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { localized } from '../order/index.js';
import { delayActionNames, delayLabels, delayLogWords, delayMessages, delayStatusNames } from './messages.js';
import type { DelayBody, DelayListQuery } from './schemas.js';
import { saleNoticeStatusNames as statusNames } from '../sales/index.js';
import type { SalesCaller } from '../sales/index.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

type Side = 'customer' | 'factory';
type Row = typeof deliveryDelays.$inferSelect;

/** A bell to ring once committed: the customer (its order screen) or the factory (its delay screen). */
export interface DelayBell {
  enterpriseUid: string;
  side: Side;
  event: 'asked' | 'agreed' | 'refused' | 'withdrawn';
  values: Record<string, string>;
}

const BELL_OF: Record<DeliveryDelayAction, DelayBell['event']> = {
  agree: 'agreed',
  refuse: 'refused',
  withdraw: 'withdrawn',
};
const notFound = (no: string) => new AppError(404, delayMessages.notFound, { no });
const conflict = (
  template: (typeof delayMessages)['wrongState' | 'changed'],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, {
      no,
      status: delayStatusNames[status]!,
      ...(action && { action: delayActionNames[action]! }),
    }),
    {},
    0,
    'status',
  );

/**
 * Delivery delay applications (the delivery-delay-application screens): the factory asks, the customer agrees or
 * refuses, the factory may withdraw. The sales notice's date moves only with the customer's agreement, in the
 * agreement's transaction, compare-and-set on the date the application was made against.
 */
export function delayService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: SalesCaller, no: string): Promise<{ row: Row; side: Side }> {
    const [row] = await tx
      .select()
      .from(deliveryDelays)
      .where(
        and(
          eq(deliveryDelays.delayNo, no),
          or(
            eq(deliveryDelays.merchantUid, caller.enterpriseUid),
            eq(deliveryDelays.customerUid, caller.enterpriseUid),
          ),
        ),
      );
    if (!row) throw notFound(no);
    return { row, side: row.merchantUid === caller.enterpriseUid ? 'factory' : 'customer' };
  }

  async function audit(
    tx: Executor,
    caller: SalesCaller,
    no: string,
    action: string,
    after: Record<string, unknown>,
    at: Date,
  ) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'delivery_delay',
      entityUid: no,
      action,
      before: null,
      after,
      ip: caller.ip,
    });
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side) {
    return {
      no: row.delayNo,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      saleNoticeNo: row.saleNoticeNo,
      orderNo: row.orderNo,
      partNo: row.partNo,
      fromDate: row.fromDate,
      toDate: row.toDate,
      days: delayDays(row.fromDate, row.toDate),
      reason: row.reason,
      answerReason: row.answerReason,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      actions: deliveryDelayActions(row.status, side),
    };
  }

  async function view(tx: Executor, row: Row, side: Side, language: Language) {
    const [names, log] = await Promise.all([
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
        .where(and(eq(auditLog.entity, 'delivery_delay'), eq(auditLog.entityUid, row.delayNo)))
        .orderBy(asc(auditLog.id)),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = delayLogWords[l.action];
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

  return {
    /** The factory asks: a released notice of its own, a later day, a reason; one pending application per notice. */
    async create(caller: SalesCaller, body: DelayBody, bells: DelayBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [notice] = await tx
          .select()
          .from(saleNotices)
          .where(and(eq(saleNotices.noticeNo, body.saleNoticeNo), eq(saleNotices.merchantUid, caller.enterpriseUid)))
          .for('update');
        if (!notice) throw new AppError(404, delayMessages.noticeNotFound, { no: body.saleNoticeNo });
        if (!(DELAYABLE_NOTICE_STATUSES as readonly string[]).includes(notice.status))
          throw new AppError(
            409,
            localized(delayMessages.noticeState, { no: notice.noticeNo, status: statusNames[notice.status]! }),
            {},
            0,
            'saleNoticeNo',
          );
        const problem = delayDateProblem(notice.deliveryDate, body.toDate, businessDay(now));
        if (problem)
          throw fieldError('toDate', delayLabels.toDate!, delayMessages[problem], { promised: notice.deliveryDate });
        const [pending] = await tx
          .select({ no: deliveryDelays.delayNo })
          .from(deliveryDelays)
          .where(and(eq(deliveryDelays.saleNoticeId, notice.id), eq(deliveryDelays.status, 'pending')));
        if (pending)
          throw new AppError(
            409,
            localized(delayMessages.pendingExists, { no: notice.noticeNo, delay: pending.no }),
            {},
            0,
            'saleNoticeNo',
          );
        const no = await businessNumber(tx, 'DD', now);
        const searchText = [no, notice.noticeNo, notice.orderNo, notice.partNo, notice.productName, body.reason]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(deliveryDelays)
          .values({
            delayNo: no,
            merchantUid: caller.enterpriseUid,
            customerUid: notice.customerUid,
            saleNoticeId: notice.id,
            saleNoticeNo: notice.noticeNo,
            orderNo: notice.orderNo,
            partNo: notice.partNo,
            fromDate: notice.deliveryDate,
            toDate: body.toDate,
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
          { saleNoticeNo: notice.noticeNo, fromDate: notice.deliveryDate, toDate: body.toDate, reason: body.reason },
          now,
        );
        bells.push({
          enterpriseUid: notice.customerUid,
          side: 'customer',
          event: 'asked',
          values: {
            no,
            saleNoticeNo: notice.noticeNo,
            partNo: notice.partNo,
            fromDate: notice.deliveryDate,
            toDate: body.toDate,
          },
        });
        return view(tx, row!, 'factory', caller.language);
      });
    },

    /**
     * One row of core's table as a compare-and-set (409 naming the state). The wrong side gets 403; an agreement
     * moves the notice's date in the same transaction, only if the date is still the one the factory asked against.
     */
    async act(
      caller: SalesCaller,
      no: string,
      action: DeliveryDelayAction,
      reason: string | null | undefined,
      rowVersion: number | undefined,
      bells: DelayBell[],
    ) {
      const now = clock.now();
      const t = deliveryDelayTransition(action);
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        if (t.by !== side) throw new AppError(403, delayMessages.wrongSide);
        if (t.reason && !reason?.trim()) throw fieldError('reason', delayLabels.reason!, delayMessages.reasonNeeded);
        if (!t.from.includes(row.status)) throw conflict(delayMessages.wrongState, no, row.status, action);
        const answered =
          side === 'customer'
            ? {
                answeredAt: now,
                answeredBy: caller.accountUid,
                answerReason: t.reason ? reason!.trim() : (reason?.trim() ?? null),
              }
            : {};
        const [updated] = await tx
          .update(deliveryDelays)
          .set({ ...answered, status: t.to, rowVersion: sql`${deliveryDelays.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(deliveryDelays.id, row.id),
              inArray(deliveryDelays.status, [...t.from] as DeliveryDelayStatus[]),
              ...(rowVersion ? [eq(deliveryDelays.rowVersion, rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: deliveryDelays.status })
            .from(deliveryDelays)
            .where(eq(deliveryDelays.id, row.id));
          throw conflict(delayMessages.changed, no, fresh?.status ?? row.status);
        }
        if (action === 'agree') {
          const [moved] = await tx
            .update(saleNotices)
            .set({ deliveryDate: row.toDate, rowVersion: sql`${saleNotices.rowVersion} + 1`, updatedAt: now })
            .where(
              and(
                eq(saleNotices.id, row.saleNoticeId),
                eq(saleNotices.deliveryDate, row.fromDate),
                inArray(saleNotices.status, [...DELAYABLE_NOTICE_STATUSES]),
              ),
            )
            .returning({ id: saleNotices.id });
          if (!moved) {
            const [notice] = await tx
              .select({ date: saleNotices.deliveryDate })
              .from(saleNotices)
              .where(eq(saleNotices.id, row.saleNoticeId));
            throw new AppError(
              409,
              localized(delayMessages.dateMoved, { no: row.saleNoticeNo, date: notice?.date ?? '—' }),
              {},
              0,
              'status',
            );
          }
        }
        await audit(
          tx,
          caller,
          no,
          action,
          { saleNoticeNo: row.saleNoticeNo, fromDate: row.fromDate, toDate: row.toDate, reason: reason?.trim() ?? '' },
          now,
        );
        const other =
          side === 'factory'
            ? { enterpriseUid: row.customerUid, side: 'customer' as const }
            : { enterpriseUid: row.merchantUid, side: 'factory' as const };
        bells.push({
          ...other,
          event: BELL_OF[action],
          values: {
            no,
            saleNoticeNo: row.saleNoticeNo,
            partNo: row.partNo,
            fromDate: row.fromDate,
            toDate: row.toDate,
            reason: reason?.trim() ?? '',
          },
        });
        return view(tx, updated, side, caller.language);
      });
    },

    async detail(caller: SalesCaller, no: string) {
      const { row, side } = await load(db, caller, no);
      return view(db, row, side, caller.language);
    },

    /** Either side's applications: keyword, status, dates (range or preset), sort, page. */
    async list(caller: SalesCaller, side: Side, q: DelayListQuery) {
      const now = clock.now();
      const where: SQL[] = [
        side === 'factory'
          ? eq(deliveryDelays.merchantUid, caller.enterpriseUid)
          : eq(deliveryDelays.customerUid, caller.enterpriseUid),
      ];
      if (q.status) where.push(eq(deliveryDelays.status, q.status));
      if (q.keyword?.trim()) where.push(ilike(deliveryDelays.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(deliveryDelays.createdAt, start));
      }
      where.push(...dayRange(deliveryDelays.createdAt, q.from, q.to));
      const sortable = {
        created_at: deliveryDelays.createdAt,
        to_date: deliveryDelays.toDate,
        from_date: deliveryDelays.fromDate,
        delay_no: deliveryDelays.delayNo,
        status: deliveryDelays.status,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: deliveryDelays,
            customer: sql<string | null>`(select name from ${enterprises} where uid = ${deliveryDelays.customerUid})`,
            factory: sql<string | null>`(select name from ${enterprises} where uid = ${deliveryDelays.merchantUid})`,
          })
          .from(deliveryDelays)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(deliveryDelays.createdAt)), desc(deliveryDelays.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(deliveryDelays)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => listView(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },
  };
}
