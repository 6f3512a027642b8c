import {
  billingLineAmountCents,
  canApplySaleNotice,
  checkSaleNotice,
  SALE_NOTICE_ORDER_STATUSES,
  saleNoticeActions,
  saleNoticeTransition,
  type SaleNoticeAction,
  type SaleNoticeStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { accounts, auditLog, enterprises, saleNotices } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { fieldError } from '../../../http/field-error.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { businessDay, dayRange, presetStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { assertWithinCredit, orderUnitPrice } from '../../customer/index.js';
import { itemsOf, localized, orderWithNames } from '../../order/index.js';
import type { SalesBell } from '../bells.js';
import {
  actionNames,
  logWords,
  orderStatusNames,
  problemTexts,
  saleNoticeLabels,
  saleNoticeMessages,
  statusNames,
} from '../messages.js';
import type { ListQuery, NoticeBody } from '../schemas.js';
import { recordAudit } from '../../../platform/audit.js';
import { businessNumber } from '../../../platform/business-numbers.js';

/** Who acts: a staff member of an enterprise, in the reader's language. */
export interface SalesCaller {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  ip: string | null;
  language: Language;
}

type Row = typeof saleNotices.$inferSelect;
type Side = 'customer' | 'factory';

/** The factory's calendar day (Asia/Shanghai) of an instant, `YYYY-MM-DD`. */

const notFound = (no: string) => new AppError(404, saleNoticeMessages.notFound, { no });
const conflict = (
  template: (typeof saleNoticeMessages)[keyof typeof saleNoticeMessages],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, { no, status: statusNames[status]!, ...(action && { action: actionNames[action]! }) }),
    {},
    0,
    'status',
  );

export function saleNoticeService(db: Database, clock: Clock) {
  /** The notice as the side sees it; a draft is the factory's own (the customer gets 404 for it, as for another's). */
  async function load(tx: Executor, caller: SalesCaller, no: string, side: Side, lock = false): Promise<Row> {
    const scope =
      side === 'factory'
        ? eq(saleNotices.merchantUid, caller.enterpriseUid)
        : and(eq(saleNotices.customerUid, caller.enterpriseUid), ne(saleNotices.status, 'draft'));
    const query = tx
      .select()
      .from(saleNotices)
      .where(and(eq(saleNotices.noticeNo, no), scope));
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw notFound(no);
    return row;
  }

  async function audit(
    tx: Executor,
    caller: SalesCaller,
    no: string,
    action: string,
    before: unknown,
    after: unknown,
    at: Date,
  ) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity: 'sale_notice',
      entityUid: no,
      action,
      before: before ?? null,
      after: after ?? null,
      ip: caller.ip,
    });
  }

  /** The form's values checked by core's rules, the first wrong field named in the caller's language. */
  function checked(body: NoticeBody, now: Date) {
    const draft = {
      productName: body.productName,
      partNo: body.partNo,
      revision: body.revision,
      quantity: body.quantity,
      deliveryDate: body.deliveryDate,
      requirements: body.requirements,
    };
    const problem = checkSaleNotice(draft, businessDay(now));
    if (problem) throw fieldError(problem.field, saleNoticeLabels[problem.field], problemTexts[problem.problem]);
    const blank = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);
    return {
      productName: body.productName!.trim(),
      partNo: body.partNo!.trim(),
      revision: blank(body.revision),
      quantity: body.quantity!,
      deliveryDate: body.deliveryDate!,
      requirements: blank(body.requirements),
    };
  }

  const searchOf = (
    no: string,
    orderNo: string,
    productNo: string | null,
    v: { productName: string; partNo: string },
    customer: string | null,
  ) => [no, orderNo, productNo ?? '', v.partNo, v.productName, customer ?? ''].join(' ').toLowerCase();

  async function view(tx: Executor, row: Row, side: Side, language: Language) {
    const [names] = await tx
      .select({
        customer: sql<string | null>`(select name from ${enterprises} where uid = ${row.customerUid})`,
        factory: sql<string | null>`(select name from ${enterprises} where uid = ${row.merchantUid})`,
      })
      .from(sql`(select 1) as one`);
    const log = await tx
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, after: auditLog.after, who: accounts.name })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
      .where(and(eq(auditLog.entity, 'sale_notice'), eq(auditLog.entityUid, row.noticeNo)))
      .orderBy(asc(auditLog.id));
    return {
      ...listView(row, names?.customer ?? null, names?.factory ?? null, side),
      requirements: row.requirements,
      cancelReason: row.cancelReason,
      releasedAt: row.releasedAt,
      acknowledgedAt: row.acknowledgedAt,
      cancelledAt: row.cancelledAt,
      // The customer reads the notice's life, not the factory's edits of its draft.
      log: log
        .filter((l) => side === 'factory' || l.action !== 'edit')
        .map((l) => {
          const after = (l.after ?? {}) as Record<string, string | number>;
          const words = logWords[l.action];
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
      no: row.noticeNo,
      orderNo: row.orderNo,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      productName: row.productName,
      productNo: row.productNo,
      partNo: row.partNo,
      revision: row.revision,
      quantity: row.quantity,
      deliveryDate: row.deliveryDate,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      actions: side === 'factory' ? saleNoticeActions(row.status) : [],
    };
  }

  return {
    /** A draft notice for a paid or accepted order of the factory's customer; the product comes from the order when not given. */
    async create(caller: SalesCaller, body: NoticeBody) {
      const now = clock.now();
      const orderNo = body.orderNo?.trim();
      if (!orderNo) throw fieldError('orderNo', saleNoticeLabels.orderNo, problemTexts.required);
      return db.transaction(async (tx) => {
        const order = await orderWithNames(tx, orderNo);
        if (!order || order.order.merchantUid !== caller.enterpriseUid)
          throw new AppError(404, saleNoticeMessages.orderNotFound, { no: orderNo });
        if (!(SALE_NOTICE_ORDER_STATUSES as readonly string[]).includes(order.order.status))
          throw new AppError(
            409,
            localized(saleNoticeMessages.orderNotConfirmed, {
              no: orderNo,
              status: orderStatusNames[order.order.status]!,
            }),
            {},
            0,
            'orderNo',
          );
        const values = checked(body, now);
        const no = await businessNumber(tx, 'SN', now);
        const productNo = await firstProductNo(tx, order.order.id);
        const [row] = await tx
          .insert(saleNotices)
          .values({
            noticeNo: no,
            merchantUid: caller.enterpriseUid,
            customerUid: order.order.customerUid,
            orderId: order.order.id,
            orderNo,
            productNo,
            ...values,
            searchText: searchOf(no, orderNo, productNo, values, order.customerName),
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
          null,
          { orderNo, partNo: values.partNo, quantity: values.quantity, deliveryDate: values.deliveryDate },
          now,
        );
        return view(tx, row!, 'factory', caller.language);
      });
    },

    /** A draft's fields changed (compare-and-set on status draft and the row version the form was read at). */
    async edit(caller: SalesCaller, no: string, body: NoticeBody) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await load(tx, caller, no, 'factory');
        if (row.status !== 'draft') throw conflict(saleNoticeMessages.onlyDraft, no, row.status);
        const values = checked(body, now);
        const version = body.rowVersion ?? row.rowVersion;
        const customer = await tx
          .select({ name: enterprises.name })
          .from(enterprises)
          .where(eq(enterprises.uid, row.customerUid));
        const [updated] = await tx
          .update(saleNotices)
          .set({
            ...values,
            searchText: searchOf(no, row.orderNo, row.productNo, values, customer[0]?.name ?? null),
            rowVersion: sql`${saleNotices.rowVersion} + 1`,
            updatedAt: now,
          })
          .where(and(eq(saleNotices.id, row.id), eq(saleNotices.status, 'draft'), eq(saleNotices.rowVersion, version)))
          .returning();
        if (!updated) throw conflict(saleNoticeMessages.changed, no, row.status);
        await audit(
          tx,
          caller,
          no,
          'edit',
          { quantity: row.quantity, deliveryDate: row.deliveryDate },
          { partNo: values.partNo, quantity: values.quantity, deliveryDate: values.deliveryDate },
          now,
        );
        return view(tx, updated, 'factory', caller.language);
      });
    },

    /** Release, acknowledge or cancel: core's table as a compare-and-set; 409 names the state the notice is in now. */
    async act(
      caller: SalesCaller,
      no: string,
      action: SaleNoticeAction,
      reason: string | null | undefined,
      rowVersion: number | undefined,
      bells: SalesBell[],
    ) {
      const now = clock.now();
      const t = saleNoticeTransition(action);
      const why = reason?.trim();
      if (t.reason && !why) throw fieldError('reason', saleNoticeLabels.reason, problemTexts.required);
      return db.transaction(async (tx) => {
        // A release locks the notice first (then the customer file, in the credit gate): the same notice released twice
        // at once waits and answers its new state, never counts itself against the limit twice.
        const row = await load(tx, caller, no, 'factory', action === 'release');
        if (!canApplySaleNotice(action, row.status))
          throw conflict(saleNoticeMessages.wrongState, no, row.status, action);
        if (action === 'release') {
          // The credit gate (ERPNext / Odoo): a customer on credit terms with a limit takes no new business beyond it.
          const price = await orderUnitPrice(tx, row.merchantUid, row.customerUid, row.orderNo);
          await assertWithinCredit(tx, row.merchantUid, row.customerUid, billingLineAmountCents(row.quantity, price));
        }
        const stamp =
          action === 'release'
            ? { releasedAt: now, releasedBy: caller.accountUid }
            : action === 'acknowledge'
              ? { acknowledgedAt: now, acknowledgedBy: caller.accountUid }
              : { cancelledAt: now, cancelReason: why! };
        const [updated] = await tx
          .update(saleNotices)
          .set({ status: t.to, ...stamp, rowVersion: sql`${saleNotices.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(saleNotices.id, row.id),
              sql`${saleNotices.status} in ${t.from}`,
              ...(rowVersion ? [eq(saleNotices.rowVersion, rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: saleNotices.status })
            .from(saleNotices)
            .where(eq(saleNotices.id, row.id));
          throw conflict(saleNoticeMessages.changed, no, fresh?.status ?? row.status);
        }
        await audit(tx, caller, no, action, { status: row.status }, { status: t.to, ...(why && { reason: why }) }, now);
        const values = { no, orderNo: row.orderNo };
        if (action === 'release')
          bells.push(
            { enterpriseUid: row.customerUid, screen: 'my-order', event: 'released_customer', values },
            { enterpriseUid: row.merchantUid, screen: 'sale-notice', event: 'released_factory', values },
          );
        if (action === 'acknowledge')
          bells.push({ enterpriseUid: row.customerUid, screen: 'my-order', event: 'acknowledged_customer', values });
        return view(tx, updated, 'factory', caller.language);
      });
    },

    async detail(caller: SalesCaller, no: string, side: Side) {
      return view(db, await load(db, caller, no, side), side, caller.language);
    },

    /** The factory's notices, or the customer's released ones: keyword, status, dates (range or preset), sort, page. */
    async list(caller: SalesCaller, side: Side, q: ListQuery) {
      const now = clock.now();
      const where: SQL[] =
        side === 'factory'
          ? [eq(saleNotices.merchantUid, caller.enterpriseUid)]
          : [eq(saleNotices.customerUid, caller.enterpriseUid), ne(saleNotices.status, 'draft')];
      if (q.status) where.push(eq(saleNotices.status, q.status));
      if (q.keyword?.trim()) where.push(ilike(saleNotices.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(saleNotices.createdAt, start));
      }
      // Whole days of the factory's calendar: from 00:00 of `from` to before 00:00 of the day after `to` (UTC+8).
      where.push(...dayRange(saleNotices.createdAt, q.from, q.to));
      const sortable = {
        created_at: saleNotices.createdAt,
        delivery_date: saleNotices.deliveryDate,
        quantity: saleNotices.quantity,
        notice_no: saleNotices.noticeNo,
        status: saleNotices.status,
        part_no: saleNotices.partNo,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({
            row: saleNotices,
            customer: sql<string | null>`(select name from ${enterprises} where uid = ${saleNotices.customerUid})`,
            factory: sql<string | null>`(select name from ${enterprises} where uid = ${saleNotices.merchantUid})`,
          })
          .from(saleNotices)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(saleNotices.createdAt)), desc(saleNotices.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(saleNotices)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => listView(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },
  };
}

/** The order's first line's product number (the order module's lines, read through its service). */
async function firstProductNo(tx: Executor, orderId: string): Promise<string | null> {
  return (await itemsOf(tx, [orderId])).get(orderId)?.[0]?.productNo ?? null;
}

export type SaleNoticeService = ReturnType<typeof saleNoticeService>;
export type { SaleNoticeStatus };
