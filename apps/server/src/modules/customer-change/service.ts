import {
  CHANGEABLE_ORDER_STATUSES,
  changeAsksNothing,
  customerChangeActions,
  customerChangeTransition,
  textOfCents,
  type CustomerChangeAction,
  type CustomerChangeStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  auditLog,
  customerChanges,
  deliveries,
  deliveryLines,
  enterprises,
  orders,
  saleNotices,
  storedFiles,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { businessDay, dayRange, presetStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import { fileUrl } from '../../platform/files/file.service.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { billChangeOnDraft } from '../customer-billing/index.js';
import { localized } from '../order/index.js';
import { statusWords } from '../order/index.js';
import type { SalesCaller } from '../sales/index.js';
import {
  changeActionNames,
  changeLabels,
  changeLogWords,
  changeMessages,
  changeStatusNames,
  whatWords,
} from './messages.js';
import type { ChangeActionBody, ChangeBody, ChangeListQuery } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

export type Side = 'customer' | 'factory';
type Row = typeof customerChanges.$inferSelect;

/** A bell to ring once committed: the factory (its customer-change screen) or the customer (its orders). */
export interface ChangeBell {
  enterpriseUid: string;
  side: Side;
  event: 'asked' | 'offered' | 'rejected' | 'accepted' | 'withdrawn';
  values: Record<string, string>;
}

const BELL_OF: Record<CustomerChangeAction, ChangeBell['event']> = {
  offer: 'offered',
  reject: 'rejected',
  accept: 'accepted',
  withdraw: 'withdrawn',
};
/** Notice states an accepted change is put on: not cancelled. */
const OPEN_NOTICES = ['draft', 'released', 'acknowledged'] as const;
const notFound = (no: string) => new AppError(404, changeMessages.notFound, { no });
const conflict = (
  template: (typeof changeMessages)['wrongState' | 'changed'],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, {
      no,
      status: changeStatusNames[status]!,
      ...(action && { action: changeActionNames[action]! }),
    }),
    {},
    0,
    'status',
  );
/** Cents as signed yuan text: "+1,250.00" / "-80.00" / "0.00". */
export const signedAmount = (cents: bigint | null) =>
  cents == null ? '—' : `${cents > 0n ? '+' : ''}${textOfCents(cents)}`;

/** What a change asks, in one language: "revision B, 1200 pcs, by 2099-12-08, 2 files". */
export function whatOf(
  language: Language,
  c: { newRevision: string | null; newQuantity: number | null; newDate: string | null; fileIds: readonly string[] },
) {
  const parts: string[] = [];
  if (c.newRevision) parts.push(translate(language, whatWords.revision, { v: c.newRevision }));
  if (c.newQuantity != null) parts.push(translate(language, whatWords.quantity, { v: String(c.newQuantity) }));
  if (c.newDate) parts.push(translate(language, whatWords.date, { v: c.newDate }));
  if (c.fileIds.length) parts.push(translate(language, whatWords.files, { v: String(c.fileIds.length) }));
  return parts.join(', ');
}

/**
 * Customer engineering changes: the customer asks on a paid, not yet shipped order of its own; the factory offers its
 * impact or rejects; the customer accepts (the change goes onto the order's open sales notices in the same
 * transaction) or withdraws. Each action is a row of core's table as a compare-and-set.
 */
export function changeService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: SalesCaller, no: string): Promise<{ row: Row; side: Side }> {
    const [row] = await tx
      .select()
      .from(customerChanges)
      .where(
        and(
          eq(customerChanges.changeNo, no),
          or(
            eq(customerChanges.merchantUid, caller.enterpriseUid),
            eq(customerChanges.customerUid, caller.enterpriseUid),
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
      entity: 'customer_change',
      entityUid: no,
      action,
      before: null,
      after,
      ip: caller.ip,
    });
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side, language: Language) {
    return {
      no: row.changeNo,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      orderNo: row.orderNo,
      description: row.description,
      what: whatOf(language, row),
      newRevision: row.newRevision,
      newQuantity: row.newQuantity,
      newDate: row.newDate,
      amountDelta: row.amountDelta == null ? null : textOfCents(row.amountDelta),
      impactDate: row.impactDate,
      impactNote: row.impactNote,
      rejectReason: row.rejectReason,
      appliedTo: row.appliedTo ?? [],
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      decidedAt: row.decidedAt,
      actions: customerChangeActions(row.status, side),
    };
  }

  async function view(tx: Executor, row: Row, side: Side, language: Language) {
    const [names, log, files, notices] = await Promise.all([
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
        .where(and(eq(auditLog.entity, 'customer_change'), eq(auditLog.entityUid, row.changeNo)))
        .orderBy(asc(auditLog.id)),
      row.fileIds.length
        ? tx
            .select({ uid: storedFiles.uid, name: storedFiles.name, size: storedFiles.size })
            .from(storedFiles)
            .where(inArray(storedFiles.uid, row.fileIds))
        : Promise.resolve([]),
      tx
        .select({
          no: saleNotices.noticeNo,
          status: saleNotices.status,
          partNo: saleNotices.partNo,
          revision: saleNotices.revision,
          quantity: saleNotices.quantity,
          deliveryDate: saleNotices.deliveryDate,
        })
        .from(saleNotices)
        .where(and(eq(saleNotices.orderId, row.orderId), ne(saleNotices.status, 'cancelled'))),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side, language),
      files: files.map((f) => ({
        id: f.uid,
        name: f.name,
        size: f.size,
        url: `/api/customer-changes/${row.changeNo}/files/${f.uid}`,
      })),
      saleNotices: notices,
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = changeLogWords[l.action];
        const what =
          l.action === 'create'
            ? whatOf(language, {
                newRevision: (after.newRevision as string) ?? null,
                newQuantity: (after.newQuantity as number) ?? null,
                newDate: (after.newDate as string) ?? null,
                fileIds: Array.from({ length: Number(after.files ?? 0) }, () => ''),
              })
            : '';
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(language, words, { ...after, what, who: l.who ?? '—' }) : l.action,
        };
      }),
    };
  }

  return {
    /** The customer asks: a paid, unshipped order of its own, something to change, its own files; one open change per order. */
    async create(caller: SalesCaller, body: ChangeBody, bells: ChangeBell[]) {
      const now = clock.now();
      const fileIds = [...new Set(body.fileIds ?? [])];
      const asked = {
        newRevision: body.newRevision?.trim() || null,
        newQuantity: body.newQuantity ?? null,
        newDate: body.newDate ?? null,
        fileIds,
      };
      if (changeAsksNothing(asked))
        throw fieldError('newRevision', changeLabels.newRevision!, changeMessages.asksNothing);
      if (asked.newDate && asked.newDate < businessDay(now))
        throw fieldError('newDate', changeLabels.newDate!, changeMessages.past);
      return db.transaction(async (tx) => {
        const [order] = await tx
          .select()
          .from(orders)
          .where(and(eq(orders.orderNo, body.orderNo), eq(orders.customerUid, caller.enterpriseUid)))
          .for('update');
        if (!order) throw new AppError(404, changeMessages.orderNotFound, { no: body.orderNo });
        if (!(CHANGEABLE_ORDER_STATUSES as readonly string[]).includes(order.status))
          throw new AppError(
            409,
            localized(changeMessages.orderState, { no: order.orderNo, status: statusWords[order.status] }),
            {},
            0,
            'orderNo',
          );
        if (fileIds.length) {
          const mine = await tx
            .select({ uid: storedFiles.uid })
            .from(storedFiles)
            .where(and(inArray(storedFiles.uid, fileIds), eq(storedFiles.enterpriseUid, caller.enterpriseUid)));
          const missing = fileIds.find((id) => !mine.some((m) => m.uid === id));
          if (missing) throw fieldError('fileIds', changeLabels.fileIds!, changeMessages.fileNotYours, { id: missing });
        }
        const [live] = await tx
          .select({ no: customerChanges.changeNo })
          .from(customerChanges)
          .where(and(eq(customerChanges.orderId, order.id), inArray(customerChanges.status, ['submitted', 'offered'])));
        if (live)
          throw new AppError(
            409,
            localized(changeMessages.liveExists, { no: order.orderNo, change: live.no }),
            {},
            0,
            'orderNo',
          );
        const no = await businessNumber(tx, 'EC', now);
        const searchText = [no, order.orderNo, body.description, asked.newRevision ?? ''].join(' ').toLowerCase();
        const [row] = await tx
          .insert(customerChanges)
          .values({
            changeNo: no,
            merchantUid: order.merchantUid,
            customerUid: caller.enterpriseUid,
            orderId: order.id,
            orderNo: order.orderNo,
            description: body.description,
            ...asked,
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
          {
            orderNo: order.orderNo,
            newRevision: asked.newRevision,
            newQuantity: asked.newQuantity,
            newDate: asked.newDate,
            files: fileIds.length,
            description: body.description,
          },
          now,
        );
        bells.push({
          enterpriseUid: order.merchantUid,
          side: 'factory',
          event: 'asked',
          values: {
            no,
            orderNo: order.orderNo,
            ...Object.fromEntries(
              (['en', 'zh-CN', 'zh-TW', 'es', 'ja'] as const).map((l) => [`what:${l}`, whatOf(l, row!)]),
            ),
          },
        });
        return view(tx, row!, 'customer', caller.language);
      });
    },

    /**
     * One row of core's table as a compare-and-set (409 naming the state); the wrong side 403. An offer names its price
     * impact (cents) and delivery date; acceptance puts revision, quantity and date on the order's open sales notices.
     */
    async act(caller: SalesCaller, no: string, body: ChangeActionBody, bells: ChangeBell[]) {
      const now = clock.now();
      const t = customerChangeTransition(body.action);
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        if (t.by !== side) throw new AppError(403, changeMessages.wrongSide);
        const reason = body.reason?.trim() ?? '';
        if (t.reason && !reason) throw fieldError('reason', changeLabels.reason!, changeMessages.reasonNeeded);
        if (body.action === 'offer') {
          if (body.amountDelta == null)
            throw fieldError('amountDelta', changeLabels.amountDelta!, changeMessages.required);
          if (!body.impactDate) throw fieldError('impactDate', changeLabels.impactDate!, changeMessages.required);
          if (body.impactDate < businessDay(now))
            throw fieldError('impactDate', changeLabels.impactDate!, changeMessages.past);
        }
        if (!t.from.includes(row.status)) throw conflict(changeMessages.wrongState, no, row.status, body.action);
        const extra: Partial<typeof customerChanges.$inferInsert> =
          body.action === 'offer'
            ? {
                amountDelta: body.amountDelta!,
                impactDate: body.impactDate!,
                impactNote: body.impactNote?.trim() || null,
                answeredAt: now,
              }
            : body.action === 'reject'
              ? { rejectReason: reason, answeredAt: now }
              : body.action === 'accept'
                ? { decidedAt: now }
                : {};
        let applied: string[] = [];
        if (body.action === 'accept') applied = await applyToNotices(tx, row, now);
        const [updated] = await tx
          .update(customerChanges)
          .set({
            ...extra,
            ...(body.action === 'accept' && { appliedTo: applied }),
            status: t.to,
            rowVersion: sql`${customerChanges.rowVersion} + 1`,
            updatedAt: now,
          })
          .where(
            and(
              eq(customerChanges.id, row.id),
              inArray(customerChanges.status, [...t.from] as CustomerChangeStatus[]),
              ...(body.rowVersion ? [eq(customerChanges.rowVersion, body.rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: customerChanges.status })
            .from(customerChanges)
            .where(eq(customerChanges.id, row.id));
          throw conflict(changeMessages.changed, no, fresh?.status ?? row.status);
        }
        // The price impact is billed on the customer's statement: the month's draft at once, else the next statement made.
        if (body.action === 'accept') await billChangeOnDraft(tx, caller, updated.id, now);
        const amount = signedAmount(updated.amountDelta);
        await audit(
          tx,
          caller,
          no,
          body.action,
          {
            orderNo: row.orderNo,
            amount,
            impactDate: updated.impactDate ?? '—',
            reason,
            applied: applied.join(', ') || '—',
          },
          now,
        );
        const other =
          side === 'factory'
            ? { enterpriseUid: row.customerUid, side: 'customer' as const }
            : { enterpriseUid: row.merchantUid, side: 'factory' as const };
        bells.push({
          ...other,
          event: BELL_OF[body.action],
          values: { no, orderNo: row.orderNo, amount, impactDate: updated.impactDate ?? '—', reason },
        });
        return view(tx, updated, side, caller.language);
      });
    },

    async detail(caller: SalesCaller, no: string) {
      const { row, side } = await load(db, caller, no);
      return view(db, row, side, caller.language);
    },

    /** A file of the change (the customer's stored file) for either side: its owner and storage key, or 404. */
    async file(caller: SalesCaller, no: string, fileId: string) {
      const { row } = await load(db, caller, no);
      if (!row.fileIds.includes(fileId)) throw notFound(no);
      return { enterpriseUid: row.customerUid, uid: fileId, url: fileUrl(fileId) };
    },

    /** Either side's changes: keyword, status, dates (range or preset), sort, page (all of them for the export). */
    async list(caller: SalesCaller, side: Side, q: ChangeListQuery, all = false) {
      const now = clock.now();
      const where: SQL[] = [
        side === 'factory'
          ? eq(customerChanges.merchantUid, caller.enterpriseUid)
          : eq(customerChanges.customerUid, caller.enterpriseUid),
      ];
      if (q.status) where.push(eq(customerChanges.status, q.status));
      if (q.keyword?.trim()) where.push(ilike(customerChanges.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(customerChanges.createdAt, start));
      }
      where.push(...dayRange(customerChanges.createdAt, q.from, q.to));
      const sortable = {
        created_at: customerChanges.createdAt,
        change_no: customerChanges.changeNo,
        order_no: customerChanges.orderNo,
        status: customerChanges.status,
        impact_date: customerChanges.impactDate,
        amount_delta: customerChanges.amountDelta,
      };
      const query = db
        .select({
          row: customerChanges,
          customer: sql<string | null>`(select name from ${enterprises} where uid = ${customerChanges.customerUid})`,
          factory: sql<string | null>`(select name from ${enterprises} where uid = ${customerChanges.merchantUid})`,
        })
        .from(customerChanges)
        .where(and(...where))
        .orderBy(orderOf(q, sortable, desc(customerChanges.createdAt)), desc(customerChanges.id));
      const [rows, [total]] = await Promise.all([
        all ? query.limit(10_000) : query.limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(customerChanges)
          .where(and(...where)),
      ]);
      return {
        data: rows.map((r) => listView(r.row, r.customer, r.factory, side, caller.language)),
        total: total?.n ?? 0,
      };
    },
  };

  /**
   * Acceptance: the order's open sales notices take the new revision and date; the quantity when one notice is open
   * and not below what is planned to deliver.
   */
  async function applyToNotices(tx: Executor, row: Row, now: Date): Promise<string[]> {
    const notices = await tx
      .select()
      .from(saleNotices)
      .where(and(eq(saleNotices.orderId, row.orderId), inArray(saleNotices.status, [...OPEN_NOTICES])))
      .for('update');
    const date = row.impactDate ?? row.newDate;
    for (const n of notices) {
      const set: Partial<typeof saleNotices.$inferInsert> = {};
      if (row.newRevision) set.revision = row.newRevision;
      if (date) set.deliveryDate = date;
      if (row.newQuantity != null && notices.length === 1) {
        const [planned] = await tx
          .select({ q: sql<number>`coalesce(sum(${deliveryLines.quantity}), 0)::int` })
          .from(deliveryLines)
          .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
          .where(and(eq(deliveryLines.saleNoticeId, n.id), ne(deliveries.status, 'cancelled')));
        if ((planned?.q ?? 0) > row.newQuantity)
          throw new AppError(
            409,
            changeMessages.deliveredBeyond,
            { notice: n.noticeNo, planned: String(planned?.q ?? 0) },
            0,
            'status',
          );
        set.quantity = row.newQuantity;
      }
      if (Object.keys(set).length)
        await tx
          .update(saleNotices)
          .set({ ...set, rowVersion: sql`${saleNotices.rowVersion} + 1`, updatedAt: now })
          .where(eq(saleNotices.id, n.id));
    }
    return notices.map((n) => n.noticeNo);
  }
}
