import {
  COMPLAINABLE_DELIVERY_STATUSES,
  qualityRecordActions,
  qualityRecordTransition,
  type QualityRecordStatus,
  type ComplaintDefectType,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  auditLog,
  deliveries,
  deliveryLines,
  enterprises,
  qualityRecords,
  storedFiles,
} from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { dayRange, presetStart } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { localized } from '../order/index.js';
import { deliveryStatusNames } from '../sales/index.js';
import type { SalesCaller } from '../sales/index.js';
import {
  defectTypeNames,
  qualityActionNames,
  qualityLabels,
  qualityLogWords,
  qualityMessages,
  qualityStatusNames,
} from './messages.js';
import type { RecordActionBody, RecordBody, RecordListQuery } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

export type Side = 'customer' | 'factory';
type Row = typeof qualityRecords.$inferSelect;

export interface QualityBell {
  enterpriseUid: string;
  side: Side;
  event: 'filed' | 'answered' | 'closed' | 'reopened' | 'withdrawn';
  values: Record<string, string>;
}

const BELL_OF = { answer: 'answered', close: 'closed', reopen: 'reopened', withdraw: 'withdrawn' } as const;
const ANSWER_FIELDS = ['containment', 'rootCause', 'correctiveAction', 'verification'] as const;
const notFound = (no: string) => new AppError(404, qualityMessages.notFound, { no });
const conflict = (
  template: (typeof qualityMessages)['wrongState' | 'changed'],
  no: string,
  status: string,
  action?: string,
) =>
  new AppError(
    409,
    localized(template, {
      no,
      status: qualityStatusNames[status]!,
      ...(action && { action: qualityActionNames[action]! }),
    }),
    {},
    0,
    'status',
  );
const perLanguage = (key: string, words: Record<string, string>) =>
  Object.fromEntries(Object.entries(words).map(([l, v]) => [`${key}:${l}`, v]));

/**
 * Poor quality records: the customer files on a line of a delivery it received (quantity at most the line's delivered
 * quantity, photos its own stored files); the factory answers in 8D style; the customer closes, reopens with a reason
 * or withdraws an unanswered one. Each action is a row of core's table as a compare-and-set.
 */
export function qualityService(db: Database, clock: Clock) {
  async function load(tx: Executor, caller: SalesCaller, no: string): Promise<{ row: Row; side: Side }> {
    const [row] = await tx
      .select()
      .from(qualityRecords)
      .where(
        and(
          eq(qualityRecords.recordNo, no),
          or(
            eq(qualityRecords.merchantUid, caller.enterpriseUid),
            eq(qualityRecords.customerUid, caller.enterpriseUid),
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
      entity: 'quality_record',
      entityUid: no,
      action,
      before: null,
      after,
      ip: caller.ip,
    });
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side) {
    return {
      no: row.recordNo,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      deliveryNo: row.deliveryNo,
      position: row.position,
      saleNoticeNo: row.saleNoticeNo,
      orderNo: row.orderNo,
      partNo: row.partNo,
      delivered: row.delivered,
      defectType: row.defectType as ComplaintDefectType,
      quantity: row.quantity,
      lot: row.lot,
      description: row.description,
      containment: row.containment,
      rootCause: row.rootCause,
      correctiveAction: row.correctiveAction,
      verification: row.verification,
      reopenReason: row.reopenReason,
      reopenCount: row.reopenCount,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      closedAt: row.closedAt,
      actions: qualityRecordActions(row.status, side),
    };
  }

  async function view(tx: Executor, row: Row, side: Side, language: Language) {
    const [names, log, photos] = await Promise.all([
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
        .where(and(eq(auditLog.entity, 'quality_record'), eq(auditLog.entityUid, row.recordNo)))
        .orderBy(asc(auditLog.id)),
      row.photoIds.length
        ? tx
            .select({ uid: storedFiles.uid, name: storedFiles.name, size: storedFiles.size })
            .from(storedFiles)
            .where(inArray(storedFiles.uid, row.photoIds))
        : Promise.resolve([]),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side),
      photos: photos.map((f) => ({
        id: f.uid,
        name: f.name,
        size: f.size,
        url: `/api/quality-records/${row.recordNo}/photos/${f.uid}`,
      })),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = qualityLogWords[l.action];
        const defect = after.defectType
          ? translate(language, defectTypeNames[String(after.defectType)] ?? defectTypeNames.other!)
          : '';
        return {
          id: l.id,
          at: l.at,
          action: l.action,
          actor: l.who,
          text: words ? translate(language, words, { ...after, defect, who: l.who ?? '—' }) : l.action,
        };
      }),
    };
  }

  return {
    /** The customer files on a line of a delivery of its own that it received; quantity at most the line's delivered quantity. */
    async create(caller: SalesCaller, body: RecordBody, bells: QualityBell[]) {
      const now = clock.now();
      const photoIds = [...new Set(body.photoIds ?? [])];
      return db.transaction(async (tx) => {
        const [delivery] = await tx
          .select()
          .from(deliveries)
          .where(and(eq(deliveries.deliveryNo, body.deliveryNo), eq(deliveries.customerUid, caller.enterpriseUid)));
        if (!delivery) throw new AppError(404, qualityMessages.deliveryNotFound, { no: body.deliveryNo });
        if (!(COMPLAINABLE_DELIVERY_STATUSES as readonly string[]).includes(delivery.status))
          throw new AppError(
            409,
            localized(qualityMessages.deliveryState, {
              no: delivery.deliveryNo,
              status: deliveryStatusNames[delivery.status]!,
            }),
            {},
            0,
            'deliveryNo',
          );
        const [line] = await tx
          .select()
          .from(deliveryLines)
          .where(and(eq(deliveryLines.deliveryId, delivery.id), eq(deliveryLines.position, body.position)));
        if (!line)
          throw fieldError('position', qualityLabels.position!, qualityMessages.noLine, {
            no: delivery.deliveryNo,
            position: body.position,
          });
        if (body.quantity > line.quantity)
          throw fieldError('quantity', qualityLabels.quantity!, qualityMessages.overDelivered, {
            delivered: line.quantity,
            position: line.position,
          });
        if (photoIds.length) {
          const mine = await tx
            .select({ uid: storedFiles.uid })
            .from(storedFiles)
            .where(and(inArray(storedFiles.uid, photoIds), eq(storedFiles.enterpriseUid, caller.enterpriseUid)));
          const missing = photoIds.find((id) => !mine.some((m) => m.uid === id));
          if (missing)
            throw fieldError('photoIds', qualityLabels.photoIds!, qualityMessages.photoNotYours, { id: missing });
        }
        const no = await businessNumber(tx, 'QR', now);
        const lot = body.lot?.trim() || null;
        const searchText = [
          no,
          delivery.deliveryNo,
          line.saleNoticeNo,
          line.orderNo,
          line.partNo,
          lot ?? '',
          body.description,
        ]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(qualityRecords)
          .values({
            recordNo: no,
            merchantUid: delivery.merchantUid,
            customerUid: caller.enterpriseUid,
            deliveryId: delivery.id,
            deliveryNo: delivery.deliveryNo,
            deliveryLineId: line.id,
            position: line.position,
            saleNoticeNo: line.saleNoticeNo,
            orderNo: line.orderNo,
            partNo: line.partNo,
            delivered: line.quantity,
            defectType: body.defectType,
            quantity: body.quantity,
            lot,
            description: body.description,
            photoIds,
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
            deliveryNo: delivery.deliveryNo,
            position: line.position,
            partNo: line.partNo,
            defectType: body.defectType,
            quantity: body.quantity,
            lot,
          },
          now,
        );
        bells.push({
          enterpriseUid: delivery.merchantUid,
          side: 'factory',
          event: 'filed',
          values: {
            no,
            partNo: line.partNo,
            deliveryNo: delivery.deliveryNo,
            quantity: String(body.quantity),
            ...perLanguage('defect', defectTypeNames[body.defectType] as unknown as Record<string, string>),
          },
        });
        return view(tx, row!, 'customer', caller.language);
      });
    },

    /** One row of core's table as a compare-and-set (409 naming the state); the wrong side 403; an answer needs its four parts. */
    async act(caller: SalesCaller, no: string, body: RecordActionBody, bells: QualityBell[]) {
      const now = clock.now();
      const t = qualityRecordTransition(body.action);
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        if (t.by !== side) throw new AppError(403, qualityMessages.wrongSide);
        const reason = body.reason?.trim() ?? '';
        if (t.reason && !reason) throw fieldError('reason', qualityLabels.reason!, qualityMessages.reasonNeeded);
        if (body.action === 'answer')
          for (const f of ANSWER_FIELDS)
            if (!body[f]?.trim()) throw fieldError(f, qualityLabels[f]!, qualityMessages.required);
        if (!t.from.includes(row.status)) throw conflict(qualityMessages.wrongState, no, row.status, body.action);
        const extra: Partial<typeof qualityRecords.$inferInsert> =
          body.action === 'answer'
            ? {
                containment: body.containment!.trim(),
                rootCause: body.rootCause!.trim(),
                correctiveAction: body.correctiveAction!.trim(),
                verification: body.verification!.trim(),
                answeredAt: now,
              }
            : body.action === 'close'
              ? { closedAt: now }
              : body.action === 'reopen'
                ? {
                    reopenReason: reason,
                    reopenCount: sql`${qualityRecords.reopenCount} + 1` as unknown as number,
                    closedAt: null,
                  }
                : {};
        const [updated] = await tx
          .update(qualityRecords)
          .set({ ...extra, status: t.to, rowVersion: sql`${qualityRecords.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(qualityRecords.id, row.id),
              inArray(qualityRecords.status, [...t.from] as QualityRecordStatus[]),
              ...(body.rowVersion ? [eq(qualityRecords.rowVersion, body.rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: qualityRecords.status })
            .from(qualityRecords)
            .where(eq(qualityRecords.id, row.id));
          throw conflict(qualityMessages.changed, no, fresh?.status ?? row.status);
        }
        await audit(
          tx,
          caller,
          no,
          body.action,
          { rootCause: updated.rootCause ?? '', correctiveAction: updated.correctiveAction ?? '', reason },
          now,
        );
        const other =
          side === 'factory'
            ? { enterpriseUid: row.customerUid, side: 'customer' as const }
            : { enterpriseUid: row.merchantUid, side: 'factory' as const };
        bells.push({ ...other, event: BELL_OF[body.action], values: { no, partNo: row.partNo, reason } });
        return view(tx, updated, side, caller.language);
      });
    },

    async detail(caller: SalesCaller, no: string) {
      const { row, side } = await load(db, caller, no);
      return view(db, row, side, caller.language);
    },

    /** A photo of the record (the customer's stored file) for either side, or 404. */
    async photo(caller: SalesCaller, no: string, photoId: string) {
      const { row } = await load(db, caller, no);
      if (!row.photoIds.includes(photoId)) throw notFound(no);
      return { enterpriseUid: row.customerUid, uid: photoId };
    },

    /** Either side's records: keyword, status, defect type, dates (range or preset), sort, page (all for the export). */
    async list(caller: SalesCaller, side: Side, q: RecordListQuery, all = false) {
      const now = clock.now();
      const where: SQL[] = [
        side === 'factory'
          ? eq(qualityRecords.merchantUid, caller.enterpriseUid)
          : eq(qualityRecords.customerUid, caller.enterpriseUid),
      ];
      if (q.status) where.push(eq(qualityRecords.status, q.status));
      if (q.defectType) where.push(eq(qualityRecords.defectType, q.defectType));
      if (q.keyword?.trim()) where.push(ilike(qualityRecords.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(qualityRecords.createdAt, start));
      }
      where.push(...dayRange(qualityRecords.createdAt, q.from, q.to));
      const sortable = {
        created_at: qualityRecords.createdAt,
        record_no: qualityRecords.recordNo,
        delivery_no: qualityRecords.deliveryNo,
        part_no: qualityRecords.partNo,
        quantity: qualityRecords.quantity,
        status: qualityRecords.status,
      };
      const query = db
        .select({
          row: qualityRecords,
          customer: sql<string | null>`(select name from ${enterprises} where uid = ${qualityRecords.customerUid})`,
          factory: sql<string | null>`(select name from ${enterprises} where uid = ${qualityRecords.merchantUid})`,
        })
        .from(qualityRecords)
        .where(and(...where))
        .orderBy(orderOf(q, sortable, desc(qualityRecords.createdAt)), desc(qualityRecords.id));
      const [rows, [total]] = await Promise.all([
        all ? query.limit(10_000) : query.limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(qualityRecords)
          .where(and(...where)),
      ]);
      return { data: rows.map((r) => listView(r.row, r.customer, r.factory, side)), total: total?.n ?? 0 };
    },
  };
}
