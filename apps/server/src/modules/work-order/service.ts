import {
  acceptsReplies,
  canApplyWorkOrder,
  checkWorkOrderDraft,
  workOrderTransition,
  WORK_ORDER_MAX_ATTACHMENTS,
  WORK_ORDER_REOPEN_DAYS,
  type WorkOrderAction,
  type WorkOrderKind,
  type WorkOrderSide,
  type WorkOrderStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  messages,
  staff,
  workOrderAttachments,
  workOrderEntries,
  workOrders,
  type MessageText,
} from '../../db/schema/index.js';
import { AppError, forbidden, notFound } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import { LANGUAGES, type Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { recordAudit } from '../../platform/audit.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { FileService } from '../../platform/files/file.service.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import { workOrderBells } from './bells.js';
import type { Caller, IncomingImage, NewWorkOrder } from './types.js';
import { workOrderImages } from './images.js';
import { findLinked, type Executor } from './links.js';
import { attachmentUrl, sideOf, workOrderViews } from './view.js';
import { actionNames, noticeTexts, statusNames, workOrderFieldLabels, workOrderMessages } from './messages.js';
import type { WorkOrderListQuery } from './schemas.js';
import { businessDay } from '../../platform/business-day.js';
import { dailyNumber } from '../../platform/business-numbers.js';

type Row = typeof workOrders.$inferSelect;

export type { Caller, IncomingImage, NewWorkOrder } from './types.js';

function draftError(problem: NonNullable<ReturnType<typeof checkWorkOrderDraft>>): AppError {
  const label = workOrderFieldLabels[problem.field];
  if (problem.problem === 'tooLong') return fieldError(problem.field, label, 'tooLong', { maximum: problem.max ?? 0 });
  if (problem.problem === 'tooMany')
    return fieldError(problem.field, label, workOrderMessages.tooMany, { max: problem.max ?? 0 });
  if (problem.problem === 'badChoice') return fieldError(problem.field, label, 'invalid');
  return fieldError(problem.field, label, 'required');
}

const textIn = (template: LocalizedText, values: Record<string, (language: Language) => string>): MessageText =>
  Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      translate(language, template, Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v(language)]))),
    ]),
  ) as MessageText;

/** Which side of the work order the caller is on, or null (another enterprise: 404). */

export function workOrderService(deps: { db: Database; files: FileService; notifier: Notifier; now: () => Date }) {
  const { db, files, notifier } = deps;
  const { present, presentEntry, attachmentsOf, attachmentView } = workOrderViews(db, deps.now);
  const { tell, tellOtherSide, pushAll } = workOrderBells(deps.notifier);
  const { checkFileIds, storeImages, dropFiles } = workOrderImages(deps.files);

  /** The work order `no` as the caller's enterprise sees it, with its side; 404 for anyone else. */
  async function findVisible(
    ex: Executor,
    caller: Caller,
    no: string,
    lock = false,
  ): Promise<{ row: Row; side: WorkOrderSide }> {
    const query = ex.select().from(workOrders).where(eq(workOrders.workOrderNo, no)).limit(1);
    const [row] = lock ? await query.for('update') : await query;
    const side = row ? sideOf(row, caller.enterpriseUid) : null;
    if (!row || !side) throw notFound();
    return { row, side };
  }

  /** The enterprise that answers a new work order, and the record it links to. */
  async function resolveHandler(caller: Caller, kind: WorkOrderKind, input: NewWorkOrder) {
    if (kind === 'complaint') {
      const order = await findLinked(db, 'order', caller.enterpriseUid, input.orderNo!);
      if (!order) throw notFound();
      return { handlerEnterpriseUid: order.handlerEnterpriseUid, orderUid: order.uid, orderNo: order.no };
    }
    if (kind === 'pricing_suggestion') {
      const target = input.target as 'quotation' | 'inquiry';
      const linked = await findLinked(db, target, caller.enterpriseUid, input.targetNo!);
      if (!linked) throw notFound();
      return { handlerEnterpriseUid: linked.handlerEnterpriseUid, target, targetUid: linked.uid, targetNo: linked.no };
    }
    if (input.merchantId) {
      const [factory] = await db
        .select({ uid: enterprises.uid })
        .from(enterprises)
        .where(and(eq(enterprises.uid, input.merchantId), eq(enterprises.kind, 'factory')))
        .limit(1);
      if (!factory || factory.uid === caller.enterpriseUid)
        throw fieldError('merchantId', workOrderFieldLabels.merchantId, workOrderMessages.notAFactory);
      return { handlerEnterpriseUid: factory.uid };
    }
    const [platform] = await db
      .select({ uid: enterprises.uid })
      .from(enterprises)
      .where(eq(enterprises.kind, 'platform'))
      .orderBy(asc(enterprises.createdAt))
      .limit(1);
    if (!platform) throw new AppError(409, workOrderMessages.noPlatform);
    if (platform.uid === caller.enterpriseUid)
      throw fieldError('merchantId', workOrderFieldLabels.merchantId, workOrderMessages.notAFactory);
    return { handlerEnterpriseUid: platform.uid };
  }

  const listSortable = {
    createdAt: workOrders.createdAt,
    lastActivityAt: workOrders.lastActivityAt,
    updatedAt: workOrders.updatedAt,
    status: workOrders.status,
    kind: workOrders.kind,
    type: workOrders.type,
    title: workOrders.title,
    no: workOrders.workOrderNo,
  };

  return {
    async create(caller: Caller, raw: NewWorkOrder, images: IncomingImage[]) {
      const input = normalised(raw);
      const fileIds = input.fileIds ?? [];
      const problem = checkWorkOrderDraft({ ...input, fileCount: fileIds.length + images.length });
      if (problem) throw draftError(problem);
      const kind = input.kind as WorkOrderKind;
      const link = await resolveHandler(caller, kind, input);
      const checkedIds = await checkFileIds(db, caller, fileIds);
      const stored = await storeImages(caller, images);
      const now = deps.now();
      let pushes: string[] = [];
      let row: Row;
      try {
        row = await db.transaction(async (tx) => {
          const [created] = await tx
            .insert(workOrders)
            .values({
              workOrderNo: await dailyNumber(tx, 'WO', '', businessDay(now), { width: 6 }),
              kind,
              type: kind === 'pricing_suggestion' ? null : input.type!,
              title: input.title!.trim(),
              content: input.content!.trim(),
              customerEnterpriseUid: caller.enterpriseUid,
              createdBy: caller.accountUid,
              handlerEnterpriseUid: link.handlerEnterpriseUid,
              orderNo: 'orderNo' in link ? link.orderNo : null,
              orderUid: 'orderUid' in link ? link.orderUid : null,
              target: 'target' in link ? link.target : null,
              targetNo: 'targetNo' in link ? link.targetNo : null,
              targetUid: 'targetUid' in link ? link.targetUid : null,
              statusChangedAt: now,
              lastActivityAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          const fileUids = [...checkedIds, ...stored];
          if (fileUids.length) {
            await tx.insert(workOrderAttachments).values(
              fileUids.map((fileUid) => ({
                workOrderUid: created!.uid,
                fileUid,
                ownerEnterpriseUid: caller.enterpriseUid,
                side: 'customer' as const,
                createdAt: now,
              })),
            );
          }
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid: caller.enterpriseUid,
            entity: 'work_order',
            entityUid: created!.uid,
            action: 'create',
            after: {
              no: created!.workOrderNo,
              kind,
              type: created!.type,
              title: created!.title,
              orderNo: created!.orderNo,
              target: created!.target,
              targetNo: created!.targetNo,
              files: fileUids,
            },
            ip: caller.ip,
          });
          const title = textIn(noticeTexts.filed, { no: () => created!.workOrderNo, title: () => created!.title });
          pushes = await tellOtherSide(tx, created!, 'customer', title, caller.accountUid);
          return created!;
        });
      } catch (error) {
        await dropFiles(caller, stored);
        throw error;
      }
      await pushAll(pushes);
      return (await present([row], caller.enterpriseUid))[0]!;
    },

    async list(caller: Caller, q: WorkOrderListQuery) {
      const w = workOrders;
      const mine = or(
        eq(w.customerEnterpriseUid, caller.enterpriseUid),
        eq(w.handlerEnterpriseUid, caller.enterpriseUid),
      )!;
      const conditions: Array<SQL | undefined> = [mine];
      if (q.side === 'staff') conditions.push(eq(w.handlerEnterpriseUid, caller.enterpriseUid));
      if (q.side === 'customer') conditions.push(eq(w.customerEnterpriseUid, caller.enterpriseUid));
      if (q.kind) conditions.push(eq(w.kind, q.kind));
      if (q.status?.length) conditions.push(inArray(w.status, q.status));
      if (q.type) conditions.push(eq(w.type, q.type));
      if (q.assignee === 'me') conditions.push(eq(w.assigneeAccountUid, caller.accountUid));
      else if (q.assignee === 'unassigned') conditions.push(isNull(w.assigneeAccountUid));
      else if (q.assignee) conditions.push(eq(w.assigneeAccountUid, q.assignee));
      if (q.from) conditions.push(gte(w.createdAt, new Date(`${q.from}T00:00:00Z`)));
      if (q.to) conditions.push(lt(w.createdAt, new Date(Date.parse(`${q.to}T00:00:00Z`) + 86_400_000)));
      if (q.overdue) {
        const due = new Date(deps.now().getTime() - 24 * 3_600_000);
        conditions.push(
          or(
            and(isNull(w.firstResponseAt), lt(w.createdAt, due)),
            sql`${w.firstResponseAt} > ${w.createdAt} + interval '24 hours'`,
          ),
        );
      }
      const keyword = q.keyword?.trim();
      if (keyword) {
        const p = likePattern(keyword);
        conditions.push(
          or(
            ilike(w.workOrderNo, p),
            ilike(w.title, p),
            ilike(w.content, p),
            ilike(w.orderNo, p),
            ilike(w.targetNo, p),
          ),
        );
      }
      const where = and(...conditions);
      // The age grows as the filing time goes back: sorting by age is sorting by filing time the other way.
      const paging =
        q.field === 'age'
          ? { ...q, field: 'createdAt', sort: q.sort === 'asc' ? ('desc' as const) : ('asc' as const) }
          : q;
      const order = orderOf(paging, listSortable, desc(w.lastActivityAt));
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(w)
          .where(where)
          .orderBy(order, desc(w.createdAt), w.uid)
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(w).where(where),
      ]);
      return { data: await present(rows, caller.enterpriseUid), total: total!.n };
    },

    /** One work order with its conversation (internal notes and assignment events for the handling side only). */
    async detail(caller: Caller, no: string) {
      const { row, side } = await findVisible(db, caller, no);
      const [view] = await present([row], caller.enterpriseUid);
      const entries = await db
        .select()
        .from(workOrderEntries)
        .where(eq(workOrderEntries.workOrderUid, row.uid))
        .orderBy(asc(workOrderEntries.createdAt), asc(workOrderEntries.uid));
      const visible = entries.filter((e) => side === 'staff' || (e.kind !== 'note' && e.action !== 'assign'));
      const attachments = (await attachmentsOf([row.uid])).map((x) => attachmentView(row.workOrderNo, x));
      const colleagues =
        side === 'staff'
          ? await db
              .select({ id: staff.accountUid, name: staff.staffName })
              .from(staff)
              .where(and(eq(staff.enterpriseUid, row.handlerEnterpriseUid), eq(staff.status, 'active')))
              .orderBy(asc(staff.staffName))
          : [];
      // Opening the work order reads its bell messages.
      const read = await db
        .update(messages)
        .set({ readAt: deps.now() })
        .where(
          and(
            eq(messages.recipientAccountUid, caller.accountUid),
            eq(messages.enterpriseUid, caller.enterpriseUid),
            eq(messages.kind, 'workorder'),
            isNull(messages.readAt),
            sql`${messages.link} like ${`%?no=${encodeURIComponent(no)}`}`,
          ),
        )
        .returning({ uid: messages.uid });
      if (read.length) await notifier.refreshBell(caller.accountUid, caller.enterpriseUid);
      return {
        ...view!,
        entries: visible.map((e) => presentEntry(e, attachments)),
        colleagues,
        reopenDays: WORK_ORDER_REOPEN_DAYS,
        maxAttachments: WORK_ORDER_MAX_ATTACHMENTS,
      };
    },

    async reply(caller: Caller, no: string, body: string | undefined, fileIds: string[], images: IncomingImage[]) {
      if (!body?.trim()) throw fieldError('body', workOrderFieldLabels.body, 'required');
      if (fileIds.length + images.length > WORK_ORDER_MAX_ATTACHMENTS)
        throw fieldError('files', workOrderFieldLabels.files, workOrderMessages.tooMany, {
          max: WORK_ORDER_MAX_ATTACHMENTS,
        });
      const { row: before } = await findVisible(db, caller, no);
      if (!acceptsReplies(before.status)) throw new AppError(409, workOrderMessages.closedNoReply);
      const checkedIds = await checkFileIds(db, caller, fileIds);
      const stored = await storeImages(caller, images);
      let pushes: string[] = [];
      try {
        await db.transaction(async (tx) => {
          const { row, side } = await findVisible(tx, caller, no, true);
          if (!acceptsReplies(row.status)) throw new AppError(409, workOrderMessages.closedNoReply);
          const now = deps.now();
          const [entry] = await tx
            .insert(workOrderEntries)
            .values({
              workOrderUid: row.uid,
              kind: 'reply',
              side,
              authorAccountUid: caller.accountUid,
              authorName: caller.staffName,
              body: body.trim(),
              createdAt: now,
            })
            .returning();
          const fileUids = [...checkedIds, ...stored];
          if (fileUids.length)
            await tx.insert(workOrderAttachments).values(
              fileUids.map((fileUid) => ({
                workOrderUid: row.uid,
                entryUid: entry!.uid,
                fileUid,
                ownerEnterpriseUid: caller.enterpriseUid,
                side,
                createdAt: now,
              })),
            );
          await tx
            .update(workOrders)
            .set({
              lastActivityAt: now,
              updatedAt: now,
              ...(side === 'staff' && !row.firstResponseAt && { firstResponseAt: now }),
            })
            .where(eq(workOrders.uid, row.uid));
          const title = textIn(noticeTexts.replied, { no: () => row.workOrderNo, title: () => row.title });
          pushes = await tellOtherSide(tx, row, side, title, caller.accountUid);
        });
      } catch (error) {
        await dropFiles(caller, stored);
        throw error;
      }
      await pushAll(pushes);
      return this.detail(caller, no);
    },

    async note(caller: Caller, no: string, body: string | undefined) {
      if (!body?.trim()) throw fieldError('body', workOrderFieldLabels.body, 'required');
      await db.transaction(async (tx) => {
        const { row, side } = await findVisible(tx, caller, no, true);
        if (side !== 'staff') throw forbidden(workOrderMessages.staffOnly);
        await tx.insert(workOrderEntries).values({
          workOrderUid: row.uid,
          kind: 'note',
          side,
          authorAccountUid: caller.accountUid,
          authorName: caller.staffName,
          body: body.trim(),
          createdAt: deps.now(),
        });
      });
      return this.detail(caller, no);
    },

    async assign(caller: Caller, no: string, assigneeId: string, rowVersion: number | undefined) {
      let pushes: string[] = [];
      await db.transaction(async (tx) => {
        const { row, side } = await findVisible(tx, caller, no, true);
        if (side !== 'staff') throw forbidden(workOrderMessages.staffOnly);
        if (rowVersion !== undefined && rowVersion !== row.rowVersion) throw changedError(row.status);
        const [colleague] = await tx
          .select({ accountUid: staff.accountUid, name: staff.staffName })
          .from(staff)
          .where(
            and(
              eq(staff.enterpriseUid, row.handlerEnterpriseUid),
              sql`${staff.accountUid}::text = ${assigneeId}`,
              eq(staff.status, 'active'),
            ),
          )
          .limit(1);
        if (!colleague) throw fieldError('assigneeId', workOrderFieldLabels.assigneeId, workOrderMessages.notColleague);
        const now = deps.now();
        const [updated] = await tx
          .update(workOrders)
          .set({ assigneeAccountUid: colleague.accountUid, rowVersion: row.rowVersion + 1, updatedAt: now })
          .where(and(eq(workOrders.uid, row.uid), eq(workOrders.rowVersion, row.rowVersion)))
          .returning();
        if (!updated) throw changedError(row.status);
        await tx.insert(workOrderEntries).values({
          workOrderUid: row.uid,
          kind: 'event',
          side,
          action: 'assign',
          authorAccountUid: caller.accountUid,
          authorName: caller.staffName,
          body: colleague.name,
          createdAt: now,
        });
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: caller.enterpriseUid,
          entity: 'work_order',
          entityUid: row.uid,
          action: 'assign',
          before: { assignee: row.assigneeAccountUid },
          after: { assignee: colleague.accountUid },
          ip: caller.ip,
        });
        if (colleague.accountUid !== caller.accountUid) {
          pushes = await tell(
            tx,
            [colleague.accountUid],
            row.handlerEnterpriseUid,
            row.workOrderNo,
            textIn(noticeTexts.assigned, { no: () => row.workOrderNo, title: () => row.title }),
          );
        }
      });
      await pushAll(pushes);
      return this.detail(caller, no);
    },

    /** A status change of the table in core, as a compare-and-set on status (and rowVersion when sent). */
    async changeStatus(caller: Caller, no: string, action: WorkOrderAction, rowVersion: number | undefined) {
      let pushes: string[] = [];
      await db.transaction(async (tx) => {
        const { row, side } = await findVisible(tx, caller, no, true);
        const transition = workOrderTransition(action);
        if (!transition.by.includes(side)) throw forbidden(workOrderMessages.notYourSide);
        if (rowVersion !== undefined && rowVersion !== row.rowVersion) throw changedError(row.status);
        const now = deps.now();
        if (!transition.from.includes(row.status)) throw wrongState(row.status, action);
        if (!canApplyWorkOrder(action, row.status, side, row.statusChangedAt, now))
          throw new AppError(409, workOrderMessages.reopenExpired, { days: WORK_ORDER_REOPEN_DAYS });
        const [updated] = await tx
          .update(workOrders)
          .set({
            status: transition.to,
            rowVersion: row.rowVersion + 1,
            statusChangedAt: now,
            updatedAt: now,
            lastActivityAt: now,
            ...(transition.to === 'resolved' && { resolvedAt: now }),
            ...(transition.to === 'open' && { resolvedAt: null }),
          })
          .where(
            and(
              eq(workOrders.uid, row.uid),
              inArray(workOrders.status, [...transition.from]),
              eq(workOrders.rowVersion, row.rowVersion),
            ),
          )
          .returning();
        if (!updated) throw changedError(row.status);
        await tx.insert(workOrderEntries).values({
          workOrderUid: row.uid,
          kind: 'event',
          side,
          action,
          fromStatus: row.status,
          toStatus: transition.to,
          authorAccountUid: caller.accountUid,
          authorName: caller.staffName,
          body: '',
          createdAt: now,
        });
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: caller.enterpriseUid,
          entity: 'work_order',
          entityUid: row.uid,
          action,
          before: { status: row.status },
          after: { status: transition.to },
          ip: caller.ip,
        });
        const title = textIn(noticeTexts.status, {
          no: () => row.workOrderNo,
          status: (language) => statusNames[transition.to]![language],
        });
        pushes = await tellOtherSide(tx, updated, side, title, caller.accountUid);
      });
      await pushAll(pushes);
      return this.detail(caller, no);
    },

    /** The bytes of an image of a work order the caller can see. */
    async readAttachment(caller: Caller, no: string, fileId: string) {
      const { row } = await findVisible(db, caller, no);
      const [attachment] = await db
        .select()
        .from(workOrderAttachments)
        .where(
          and(eq(workOrderAttachments.workOrderUid, row.uid), sql`${workOrderAttachments.fileUid}::text = ${fileId}`),
        )
        .limit(1);
      if (!attachment) throw notFound();
      return files.readFile({ enterpriseUid: attachment.ownerEnterpriseUid, uid: attachment.fileUid });
    },

    /** Replaces one image (spec 02 §5: re-upload takes exactly one file): only the side that attached it may. */
    async reupload(caller: Caller, no: string, fileId: string, image: IncomingImage) {
      const { row } = await findVisible(db, caller, no);
      const [attachment] = await db
        .select()
        .from(workOrderAttachments)
        .where(
          and(
            eq(workOrderAttachments.workOrderUid, row.uid),
            sql`${workOrderAttachments.fileUid}::text = ${fileId}`,
            eq(workOrderAttachments.ownerEnterpriseUid, caller.enterpriseUid),
          ),
        )
        .limit(1);
      if (!attachment) throw notFound();
      const file = await files.saveFile({
        enterpriseUid: caller.enterpriseUid,
        accountUid: caller.accountUid,
        name: image.name,
        bytes: image.bytes,
        replaceUid: attachment.fileUid,
        ip: caller.ip,
      });
      await db.transaction(async (tx) => {
        await tx
          .update(workOrders)
          .set({ lastActivityAt: deps.now(), updatedAt: deps.now() })
          .where(eq(workOrders.uid, row.uid));
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: caller.enterpriseUid,
          entity: 'work_order',
          entityUid: row.uid,
          action: 'reupload',
          after: { file: file.id, name: file.name, size: file.size },
          ip: caller.ip,
        });
      });
      return {
        id: file.id,
        name: file.name,
        size: file.size,
        type: file.type,
        side: attachment.side,
        entryId: attachment.entryUid,
        url: attachmentUrl(row.workOrderNo, file.id),
      };
    },
  };
}

const code = (value: string | null | undefined) =>
  value
    ?.trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_');
const KIND_ALIASES: Record<string, WorkOrderKind> = {
  consultation: 'consult',
  pricing: 'pricing_suggestion',
  suggestion: 'pricing_suggestion',
  pricingsuggestion: 'pricing_suggestion',
};

/** Kinds and complaint types as codes whatever their spelling ("Pricing-Suggestion", "wrong shipment"). */
function normalised(input: NewWorkOrder): NewWorkOrder {
  const kind = code(input.kind);
  const k = kind ? (Object.hasOwn(KIND_ALIASES, kind) ? KIND_ALIASES[kind]! : kind) : input.kind;
  return {
    ...input,
    kind: k,
    type: k === 'complaint' ? code(input.type) : input.type?.trim(),
    target: code(input.target) ?? input.target,
  };
}

function wrongState(status: WorkOrderStatus, action: WorkOrderAction): AppError {
  const text = Object.fromEntries(
    LANGUAGES.map((l) => [
      l,
      translate(l, workOrderMessages.wrongState, { status: statusNames[status]![l], action: actionNames[action]![l] }),
    ]),
  ) as LocalizedText;
  return new AppError(409, text);
}

function changedError(status: WorkOrderStatus): AppError {
  const text = Object.fromEntries(
    LANGUAGES.map((l) => [l, translate(l, workOrderMessages.changed, { status: statusNames[status]![l] })]),
  ) as LocalizedText;
  return new AppError(409, text);
}

export type WorkOrderService = ReturnType<typeof workOrderService>;
