import {
  canInquiry,
  inquiryTransition,
  nextInquiryStatus,
  textOfCents,
  toCents,
  type ApproveInquiryBody,
  type CamValues,
  type CreateInquiryBody,
  type InquiryAction,
  type InquiryListQuery,
  type InquirySide,
  type InquirySource,
  type InquiryStatus,
  type ModifyInquiryBody,
  type RejectInquiryBody,
} from '@pcbunion/core';
import { aliasedTable, and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, enterprises, gerberFiles, inquiries, inquiryVersions, staff } from '../../db/schema/index.js';
import { AppError, notFound } from '../../http/errors.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { recordAudit } from '../../platform/audit.js';
import { inquiryBoards } from '../gerber/index.js';
import { inquiryDfm } from './dfm.js';
import { InquiryConflict } from './errors.js';
import { changedBecause, inquiryLogWords, inquiryMessages } from './messages.js';
import { listInquiries } from './list.js';
import type { Bell, Caller } from './types.js';
import { camOf, inquiryPricing } from './pricing-request.js';
import { differencesBetween, presentInquiry, presentVersion, type InquiryRow, type VersionRow } from './present.js';
import type { InquiryPricer } from './pricer.js';

export type Tx = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export type { Bell, Caller } from './types.js';

const CUSTOMER_PAGE = '/online-inquiry-details/index';
const money = (cents: bigint, currency: string) => `${currency} ${textOfCents(cents)}`;

/** Which side the caller is on for this inquiry, or 404 (another enterprise's inquiry does not exist for it). */
export function sideOf(row: InquiryRow, enterpriseUid: string): InquirySide {
  if (row.customerEnterpriseUid === enterpriseUid) return 'customer';
  if (row.merchantEnterpriseUid === enterpriseUid) return 'factory';
  throw notFound(inquiryMessages.notFound);
}

export function inquiryService(db: Database, pricer: InquiryPricer) {
  const customerEnt = aliasedTable(enterprises, 'customer_enterprise');
  const merchantEnt = aliasedTable(enterprises, 'merchant_enterprise');
  const { priceRequest, versionValues } = inquiryPricing(pricer);

  async function namesOf(tx: Tx, row: InquiryRow) {
    const [names] = await tx
      .select({ customerName: customerEnt.name, merchantName: merchantEnt.name })
      .from(customerEnt)
      .innerJoin(merchantEnt, eq(merchantEnt.uid, row.merchantEnterpriseUid))
      .where(eq(customerEnt.uid, row.customerEnterpriseUid));
    return names!;
  }

  async function versionsOf(tx: Tx, inquiryUid: string): Promise<VersionRow[]> {
    return tx
      .select()
      .from(inquiryVersions)
      .where(eq(inquiryVersions.inquiryUid, inquiryUid))
      .orderBy(asc(inquiryVersions.version));
  }

  async function versionOf(tx: Tx, inquiryUid: string, version: number): Promise<VersionRow> {
    const [row] = await tx
      .select()
      .from(inquiryVersions)
      .where(and(eq(inquiryVersions.inquiryUid, inquiryUid), eq(inquiryVersions.version, version)));
    return row!;
  }

  /** The inquiry by number (or uid) as one side sees it; 404 when neither side is the caller's enterprise, or deleted. */
  async function findVisible(
    tx: Tx,
    no: string,
    enterpriseUid: string,
    lock = false,
  ): Promise<{ row: InquiryRow; side: InquirySide }> {
    const byUid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(no);
    const query = tx
      .select()
      .from(inquiries)
      .where(
        and(
          byUid ? eq(inquiries.uid, no) : eq(inquiries.inquiryNo, no),
          eq(inquiries.deleted, false),
          or(eq(inquiries.customerEnterpriseUid, enterpriseUid), eq(inquiries.merchantEnterpriseUid, enterpriseUid)),
        ),
      );
    const [row] = lock ? await query.for('update') : await query;
    if (!row) throw new AppError(404, inquiryMessages.notFound, { number: no });
    return { row, side: sideOf(row, enterpriseUid) };
  }

  /** 409 naming the state unless `side` may take `action` now. */
  function assertMay(action: InquiryAction, row: InquiryRow, side: InquirySide) {
    if (inquiryTransition(action).by !== side && action !== 'print') throw notFound(inquiryMessages.notFound);
    if (!canInquiry(action, row.status, side)) throw new InquiryConflict(action, row.status, row.currentVersion);
  }

  /**
   * The compare-and-set of one table row: the inquiry moves only if it is still in a state the action starts
   * from (and at the version the caller saw); otherwise 409 naming the state it is in now.
   */
  async function compareAndSet(
    tx: Tx,
    action: InquiryAction,
    row: InquiryRow,
    set: Partial<typeof inquiries.$inferInsert>,
    guard?: SQL,
  ): Promise<InquiryRow> {
    const t = inquiryTransition(action);
    const to = nextInquiryStatus(action, row.status);
    const [moved] = await tx
      .update(inquiries)
      .set({
        ...(to ? { status: to } : {}),
        ...set,
        rowVersion: sql`${inquiries.rowVersion} + 1`,
        updatedAt: new Date(),
      })
      .where(
        and(eq(inquiries.uid, row.uid), inArray(inquiries.status, [...t.from]), eq(inquiries.deleted, false), guard),
      )
      .returning();
    if (moved) return moved;
    const [now] = await tx.select().from(inquiries).where(eq(inquiries.uid, row.uid));
    if (!now || now.deleted) throw new AppError(404, inquiryMessages.notFound, { number: row.inquiryNo });
    throw new InquiryConflict(action, now.status, now.currentVersion);
  }

  async function log(
    tx: Tx,
    caller: Caller | null,
    row: InquiryRow,
    action: string,
    values: Record<string, string | number | null>,
    before?: InquiryStatus,
  ) {
    await recordAudit(tx as Database, {
      actorAccountUid: caller?.accountUid ?? null,
      enterpriseUid: caller?.enterpriseUid ?? null,
      entity: 'inquiry',
      entityUid: row.uid,
      action,
      before: before ? { status: before } : null,
      after: { status: row.status, who: caller?.who ?? '', ...values },
      ip: caller?.ip ?? null,
    });
  }

  async function staffOf(enterpriseUid: string): Promise<string[]> {
    const rows = await db
      .select({ accountUid: staff.accountUid })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.status, 'active')));
    return rows.map((r) => r.accountUid);
  }

  async function view(tx: Tx, row: InquiryRow, side: InquirySide) {
    const [names, current, request] = await Promise.all([
      namesOf(tx, row),
      versionOf(tx, row.uid, row.currentVersion),
      versionOf(tx, row.uid, row.requestVersion),
    ]);
    return presentInquiry(row, names, current, request, side);
  }

  /** The operation log in words, in the reader's language, oldest first. */
  async function logOf(tx: Tx, row: InquiryRow, language: Language) {
    const entries = await tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'inquiry'), eq(auditLog.entityUid, row.uid)))
      .orderBy(asc(auditLog.id));
    return entries.map((e) => {
      const after = (e.after ?? {}) as Record<string, string | number>;
      const words = inquiryLogWords[e.action as keyof typeof inquiryLogWords];
      let text = words ? translate(language, words, after) : e.action;
      if (e.action === 'approve' && after.reason) text += translate(language, changedBecause, after);
      return { at: e.at, action: e.action, who: after.who ?? '', status: after.status ?? null, text };
    });
  }

  return {
    findVisible,
    view,
    versionOf,
    compareAndSet,
    log,
    priceRequest,
    versionValues,

    /** POST /api/inquiries: priced on the server for the merchant, version 1, to be reviewed; the factory is told. */
    async create(
      caller: Caller,
      body: CreateInquiryBody,
      language: Language,
      extra: { source?: InquirySource; reorderOf?: string } = {},
    ) {
      let cam = body.cam;
      let merchantId = body.merchant;
      let source: InquirySource = extra.source ?? body.source ?? 'estimate';
      let gerberFileUid: string | null = null;
      if (body.gerberFileId) {
        const [file] = await db
          .select()
          .from(gerberFiles)
          .where(and(eq(gerberFiles.uid, body.gerberFileId), eq(gerberFiles.enterpriseUid, caller.enterpriseUid)));
        const merchant = merchantId ? await pricer.merchant(merchantId) : null;
        if (
          !file ||
          !file.analysis ||
          file.uploadStatus !== 'success' ||
          (merchant && merchant.uid !== file.merchantUid)
        ) {
          throw new AppError(400, inquiryMessages.gerberNotUsable, {}, 0, 'gerberFileId');
        }
        cam = camOf(file.analysis);
        merchantId = file.merchantUid;
        gerberFileUid = file.uid;
        source = extra.source ?? 'gerber';
      }
      const priced = await priceRequest(
        { merchant: merchantId, productNo: body.productNo, params: body.params, cam, details: body.details },
        language,
      );
      const { price } = priced;
      if (price.merchant.uid === caller.enterpriseUid)
        throw new AppError(400, inquiryMessages.ownInquiry, {}, 0, 'merchant');
      const created = await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(inquiries)
          .values({
            // XJ + the day (UTC) + the sequence: XJ20261125000001.
            inquiryNo: sql`'XJ' || to_char(now() at time zone 'UTC', 'YYYYMMDD') || lpad(nextval('inquiry_no_seq')::text, 6, '0')`,
            customerEnterpriseUid: caller.enterpriseUid,
            customerAccountUid: caller.accountUid,
            merchantEnterpriseUid: price.merchant.uid,
            source,
            gerberFileUid,
            quoteRef: body.quoteId ?? null,
            reorderOf: extra.reorderOf ?? null,
            productNo: price.estimate.productNumber,
            currency: price.estimate.currency,
            totalCents: price.totalCents,
            deliveryDays: priced.deliveryDays,
          })
          .returning();
        await tx
          .insert(inquiryVersions)
          .values(versionValues(row!.uid, 1, 'customer', caller.accountUid, { params: body.params, cam }, priced));
        await log(tx, caller, row!, 'create', {
          version: 1,
          total: money(price.totalCents, price.estimate.currency),
          days: priced.deliveryDays,
        });
        return row!;
      });
      const bell: Bell = {
        accountUids: await staffOf(created.merchantEnterpriseUid),
        kind: 'created',
        values: { number: created.inquiryNo, who: caller.who, total: money(created.totalCents, created.currency) },
        link: `/inquiry-management/index?no=${created.inquiryNo}`,
      };
      return { inquiry: await view(db, created, 'customer'), bell };
    },

    /** GET /api/inquiries: the caller's side's inquiries under a tab, searched, dated, sorted and paged. */
    list: (caller: Caller, q: InquiryListQuery & { side?: InquirySide }, now: Date) =>
      listInquiries(db, caller, q, now),

    /** GET /api/inquiries/{no}: header, every version, the operation log in words, the differences request → pricing. */
    async detail(caller: Caller, no: string, language: Language) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      const [header, versions, logLines] = await Promise.all([
        view(db, row, side),
        versionsOf(db, row.uid),
        logOf(db, row, language),
      ]);
      const request = versions.find((x) => x.version === row.requestVersion)!;
      const pricing =
        [...versions].reverse().find((x) => x.side === 'factory' && x.version > row.requestVersion) ?? null;
      const boardFileId =
        row.gerberFileUid ??
        (await inquiryBoards(db, row.merchantEnterpriseUid, [row.inquiryNo])).get(row.inquiryNo) ??
        null;
      const dfm = await inquiryDfm(db, boardFileId, row.merchantEnterpriseUid, request.params);
      return {
        ...header,
        versions: versions.map(presentVersion),
        log: logLines,
        /** The customer's request against the factory's pricing (empty until the factory priced this request). */
        differences: pricing ? differencesBetween(request, pricing) : [],
        pricingVersion: pricing?.version ?? null,
        /** The board's design-rule findings against the merchant's capability table (a Gerber inquiry; else null). */
        dfm,
        boardFileId,
      };
    },

    /** Version against version (any two of the inquiry's), each field that differs. */
    async compare(caller: Caller, no: string, a: number, b: number) {
      const { row } = await findVisible(db, no, caller.enterpriseUid);
      const [va, vb] = await Promise.all([versionOf(db, row.uid, a), versionOf(db, row.uid, b)]);
      if (!va || !vb) throw new AppError(400, inquiryMessages.compareVersions, { a, b }, 0, 'versions');
      return { a: presentVersion(va), b: presentVersion(vb), differences: differencesBetween(va, vb) };
    },

    /** Customer: withdraw (to be reviewed or approved → withdrawn). */
    async withdraw(caller: Caller, no: string) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      assertMay('withdraw', row, side);
      const moved = await db.transaction(async (tx) => {
        const moved = await compareAndSet(tx, 'withdraw', row, {});
        await log(tx, caller, moved, 'withdraw', {}, row.status);
        return moved;
      });
      const bell: Bell = {
        accountUids: await staffOf(row.merchantEnterpriseUid),
        kind: 'withdrawn',
        values: { number: row.inquiryNo },
        link: `/inquiry-management/index?no=${row.inquiryNo}`,
      };
      return { inquiry: await view(db, moved, side), bell };
    },

    /** Customer: delete (gone from both sides' lists; the rows and the log stay). */
    async remove(caller: Caller, no: string) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      assertMay('delete', row, side);
      await db.transaction(async (tx) => {
        const moved = await compareAndSet(tx, 'delete', row, { deleted: true });
        await log(tx, caller, moved, 'delete', {}, row.status);
      });
    },

    /** Customer: modify → a new version priced now, to be reviewed again; the factory is told. */
    async modify(caller: Caller, no: string, body: ModifyInquiryBody, language: Language) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      assertMay('modify', row, side);
      const request = await versionOf(db, row.uid, row.requestVersion);
      // The board keeps its Gerber analysis unless new CAM values are given.
      const cam = body.cam ?? (request.cam as CamValues | null) ?? undefined;
      const priced = await priceRequest(
        {
          merchant: row.merchantEnterpriseUid,
          productNo: body.productNo ?? row.productNo,
          params: body.params,
          cam,
          details: body.details,
        },
        language,
      );
      const moved = await db.transaction(async (tx) => {
        const next = row.currentVersion + 1;
        const guard =
          body.expectedVersion !== undefined
            ? eq(inquiries.currentVersion, body.expectedVersion)
            : eq(inquiries.currentVersion, row.currentVersion);
        const moved = await compareAndSet(
          tx,
          'modify',
          row,
          {
            currentVersion: next,
            requestVersion: next,
            totalCents: priced.price.totalCents,
            deliveryDays: priced.deliveryDays,
            productNo: priced.price.estimate.productNumber,
            currency: priced.price.estimate.currency,
            rejectReason: null,
          },
          guard,
        );
        await tx
          .insert(inquiryVersions)
          .values(versionValues(row.uid, next, 'customer', caller.accountUid, { params: body.params, cam }, priced));
        await log(
          tx,
          caller,
          moved,
          'modify',
          {
            version: next,
            total: money(priced.price.totalCents, priced.price.estimate.currency),
            days: priced.deliveryDays,
          },
          row.status,
        );
        return moved;
      });
      const bell: Bell = {
        accountUids: await staffOf(row.merchantEnterpriseUid),
        kind: 'modified',
        values: { number: row.inquiryNo, version: moved.currentVersion },
        link: `/inquiry-management/index?no=${row.inquiryNo}`,
      };
      return { inquiry: await view(db, moved, side), bell };
    },

    /**
     * Factory: approve (the factory's pricing submitted). The price and the lead time may change — a new total, or
     * a new board-making fee and other fees — with a reason whenever either differs from the request.
     */
    async approve(caller: Caller, no: string, body: ApproveInquiryBody) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      assertMay('approve', row, side);
      const request = await versionOf(db, row.uid, row.requestVersion);
      const totalIn = body.total !== undefined ? toCents(body.total) : undefined;
      let board = body.boardFee !== undefined ? toCents(body.boardFee) : undefined;
      let other = body.otherFees !== undefined ? toCents(body.otherFees) : undefined;
      let total: bigint;
      if (board !== undefined || other !== undefined) {
        board ??= totalIn !== undefined && other !== undefined ? totalIn - other : request.boardFeeCents;
        other ??= totalIn !== undefined ? totalIn - board : request.otherFeesCents;
        total = board + other;
        if (board < 0n || other < 0n || (totalIn !== undefined && totalIn !== total)) {
          throw new AppError(
            400,
            inquiryMessages.feesDisagree,
            { sum: textOfCents(total), total: textOfCents(totalIn ?? total) },
            0,
            'total',
          );
        }
      } else {
        total = totalIn ?? request.totalCents;
        board = total < request.boardFeeCents ? total : request.boardFeeCents;
        other = total - board;
      }
      const days = body.deliveryDays ?? request.deliveryDays;
      const changed = total !== request.totalCents || days !== request.deliveryDays;
      const reason = body.reason?.trim() || null;
      if (changed && !reason) throw new AppError(400, inquiryMessages.reasonRequired, {}, 0, 'reason');
      const moved = await db.transaction(async (tx) => {
        const next = row.currentVersion + 1;
        const guard = and(
          eq(inquiries.requestVersion, row.requestVersion),
          body.expectedVersion !== undefined ? eq(inquiries.currentVersion, body.expectedVersion) : undefined,
        );
        const moved = await compareAndSet(
          tx,
          'approve',
          row,
          {
            currentVersion: next,
            totalCents: total,
            deliveryDays: days,
            rejectReason: null,
            quotingAccountUid: null,
            quotingSince: null,
          },
          guard,
        );
        const { uid: _uid, createdAt: _at, ...copy } = request;
        await tx.insert(inquiryVersions).values({
          ...copy,
          version: next,
          side: 'factory',
          authorAccountUid: caller.accountUid,
          deliveryDays: days,
          discountedCents: total,
          boardFeeCents: board,
          otherFeesCents: other,
          totalCents: total,
          reason,
        });
        await log(
          tx,
          caller,
          moved,
          'approve',
          {
            version: next,
            total: money(total, row.currency),
            days,
            ...(changed
              ? { reason: reason!, before: money(request.totalCents, row.currency), beforeDays: request.deliveryDays }
              : {}),
          },
          row.status,
        );
        return moved;
      });
      const bell: Bell = {
        accountUids: [row.customerAccountUid],
        kind: 'approved',
        values: { number: row.inquiryNo, total: money(total, row.currency), days },
        link: `${CUSTOMER_PAGE}?no=${row.inquiryNo}`,
      };
      return { inquiry: await view(db, moved, side), bell };
    },

    /** Factory: reject with a reason. */
    async reject(caller: Caller, no: string, body: RejectInquiryBody) {
      const reason = body.reason.trim();
      if (!reason) throw new AppError(400, inquiryMessages.rejectReasonRequired, {}, 0, 'reason');
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      assertMay('reject', row, side);
      const moved = await db.transaction(async (tx) => {
        const guard =
          body.expectedVersion !== undefined
            ? eq(inquiries.currentVersion, body.expectedVersion)
            : eq(inquiries.requestVersion, row.requestVersion);
        const moved = await compareAndSet(
          tx,
          'reject',
          row,
          { rejectReason: reason, quotingAccountUid: null, quotingSince: null },
          guard,
        );
        await log(tx, caller, moved, 'reject', { reason }, row.status);
        return moved;
      });
      const bell: Bell = {
        accountUids: [row.customerAccountUid],
        kind: 'rejected',
        values: { number: row.inquiryNo, reason },
        link: `${CUSTOMER_PAGE}?no=${row.inquiryNo}`,
      };
      return { inquiry: await view(db, moved, side), bell };
    },

    /** Either side: print (logged; the data of the printed page / PDF). */
    async print(caller: Caller, no: string, language: Language) {
      const { row } = await findVisible(db, no, caller.enterpriseUid);
      await log(db, caller, row, 'print', {});
      return this.detail(caller, no, language);
    },

    /** Factory: the manual-quotation screen opened the inquiry (spec 01 §2.7): it is held by this staff member. */
    async openQuotation(caller: Caller, no: string) {
      const { row, side } = await findVisible(db, no, caller.enterpriseUid);
      if (side !== 'factory') throw new AppError(404, inquiryMessages.notFound, { number: no });
      const moved = await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(inquiries)
          .set({ quotingAccountUid: caller.accountUid, quotingSince: new Date() })
          .where(eq(inquiries.uid, row.uid))
          .returning();
        await log(tx, caller, moved!, 'open_quotation', {});
        return moved!;
      });
      return view(db, moved, side);
    },

    /**
     * Spec 01 §2.7 `updatethestatusofinquiry`: closing the manual-quotation tab releases the inquiry the quoting
     * enterprise held open. `suppenterpriseuid` must be the caller's enterprise, the merchant asked.
     */
    async closeQuotation(caller: Caller, inquiryUid: string, suppEnterpriseUid: string) {
      if (suppEnterpriseUid !== caller.enterpriseUid)
        throw new AppError(404, inquiryMessages.notFound, { number: inquiryUid });
      const { row, side } = await findVisible(db, inquiryUid, caller.enterpriseUid);
      if (side !== 'factory') throw new AppError(404, inquiryMessages.notFound, { number: inquiryUid });
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(inquiries)
          .set({ quotingAccountUid: null, quotingSince: null })
          .where(eq(inquiries.uid, row.uid))
          .returning();
        await log(tx, caller, moved!, 'close_quotation', {});
      });
      return row.inquiryNo;
    },
  };
}
export type InquiryService = ReturnType<typeof inquiryService>;
