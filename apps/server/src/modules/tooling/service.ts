import {
  amortisation,
  textOfCents,
  toolTransferActions,
  toolTransferTransition,
  toolingStatusAt,
  type ToolTransferAction,
  type ToolTransferStatus,
  type ToolingKind,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, auditLog, enterprises, orders, toolingTransfers, toolings } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { dateWhere } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { localized } from '../order/index.js';
import {
  toolingActionNames,
  toolingLabels,
  toolingLogWords,
  toolingMessages,
  toolingStatusNames,
  transferActionNames,
  transferStatusNames,
} from './messages.js';
import type { ToolingActionBody, ToolingBody, ToolingListQuery, TransferBody, TransferListQuery } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';
import { businessNumber } from '../../platform/business-numbers.js';

export interface ToolingCaller {
  enterpriseUid: string;
  accountUid: string | null;
  name: string;
  ip: string | null;
  language: Language;
}
/** A bell to ring once committed, to every member of the enterprise holding the screen. */
export interface ToolingBell {
  enterpriseUid: string;
  event: 'sent' | 'received' | 'refused' | 'cancelled';
  values: Record<string, string>;
}
type Tooling = typeof toolings.$inferSelect;
type Transfer = typeof toolingTransfers.$inferSelect;
type Side = 'factory' | 'customer';

const BELL_OF: Record<ToolTransferAction, ToolingBell['event']> = {
  receive: 'received',
  refuse: 'refused',
  cancel: 'cancelled',
};

/** The cost, what is amortised of it and what remains, as the API writes money ("1000.00"). */
function costView(row: Pick<Tooling, 'costCents' | 'amortiseOver' | 'amortisedUnits'>) {
  const { amortisedCents, remainingCents, percent } = amortisation(row.costCents, row.amortiseOver, row.amortisedUnits);
  return {
    cost: textOfCents(row.costCents),
    amortised: textOfCents(amortisedCents),
    remaining: textOfCents(remainingCents),
    percent,
  };
}

/**
 * Tooling made for customers and its transfers between factories (tooling-collaboration, tooling-transfer-management).
 * The factory keeping the record changes it; the factory holding it sends it; the other factory signs or refuses;
 * the customer reads its tooling. Every change is a compare-and-set with the audit log in words.
 */
export function toolingService(db: Database, clock: Clock) {
  async function names(tx: Executor, uids: string[]) {
    const rows = await tx
      .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
      .from(enterprises)
      .where(inArray(enterprises.uid, [...new Set(uids)]));
    return (uid: string) => rows.find((r) => r.uid === uid) ?? { uid, name: null, no: null };
  }
  async function audit(
    tx: Executor,
    caller: ToolingCaller,
    entity: string,
    no: string,
    action: string,
    after: Record<string, unknown>,
    at: Date,
  ) {
    await recordAudit(tx, {
      at,
      actorAccountUid: caller.accountUid,
      enterpriseUid: caller.enterpriseUid,
      entity,
      entityUid: no,
      action,
      before: null,
      after,
      ip: caller.ip,
    });
  }
  async function logOf(tx: Executor, entity: string, no: string, language: Language) {
    const log = await tx
      .select({ id: auditLog.id, at: auditLog.at, action: auditLog.action, after: auditLog.after, who: accounts.name })
      .from(auditLog)
      .leftJoin(accounts, eq(accounts.uid, auditLog.actorAccountUid))
      .where(and(eq(auditLog.entity, entity), eq(auditLog.entityUid, no)))
      .orderBy(asc(auditLog.id));
    return log.map((l) => {
      const after = (l.after ?? {}) as Record<string, string | number>;
      const words = toolingLogWords[l.action];
      return {
        id: l.id,
        at: l.at,
        action: l.action,
        actor: l.who,
        text: words ? translate(language, words, { ...after, who: l.who ?? '—' }) : l.action,
      };
    });
  }

  function toolingView(
    row: Tooling,
    nameOf: (uid: string) => { uid: string; name: string | null; no: string | null },
    caller: ToolingCaller,
  ) {
    const side: Side =
      row.customerUid === caller.enterpriseUid &&
      row.merchantUid !== caller.enterpriseUid &&
      row.holderUid !== caller.enterpriseUid
        ? 'customer'
        : 'factory';
    const maker = row.merchantUid === caller.enterpriseUid;
    const actions: Array<'record_use' | 'scrap' | 'transfer'> =
      side === 'customer' || row.status === 'scrapped'
        ? []
        : [
            ...(maker ? (['record_use'] as const) : []),
            ...(maker && row.status === 'active' ? (['scrap'] as const) : []),
            ...(row.holderUid === caller.enterpriseUid ? (['transfer'] as const) : []),
          ];
    return {
      no: row.toolingNo,
      name: row.name,
      kind: row.kind,
      status: row.status,
      side,
      factory: { id: row.merchantUid, ...nameOf(row.merchantUid) },
      customer: { id: row.customerUid, ...nameOf(row.customerUid) },
      holder: { id: row.holderUid, ...nameOf(row.holderUid) },
      orderNo: row.orderNo,
      owner: row.owner,
      amortiseBasis: row.amortiseBasis,
      amortiseOver: row.amortiseOver,
      amortisedUnits: row.amortisedUnits,
      ...costView(row),
      location: row.location,
      scrapReason: row.scrapReason,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
      actions,
    };
  }

  function transferView(
    row: Transfer,
    nameOf: (uid: string) => { uid: string; name: string | null; no: string | null },
    caller: ToolingCaller,
    tooling?: { name: string; kind: ToolingKind },
  ) {
    const side: 'sender' | 'receiver' = row.fromUid === caller.enterpriseUid ? 'sender' : 'receiver';
    return {
      no: row.transferNo,
      toolingNo: row.toolingNo,
      toolingName: tooling?.name ?? null,
      toolingKind: tooling?.kind ?? null,
      status: row.status,
      side,
      from: { id: row.fromUid, ...nameOf(row.fromUid) },
      to: { id: row.toUid, ...nameOf(row.toUid) },
      fromLocation: row.fromLocation,
      toLocation: row.toLocation,
      note: row.note,
      answerReason: row.answerReason,
      sentByName: row.sentByName,
      signedByName: row.signedByName,
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      answeredAt: row.answeredAt,
      actions: toolTransferActions(row.status, side),
    };
  }

  async function loadTooling(tx: Executor, caller: ToolingCaller, no: string) {
    const me = caller.enterpriseUid;
    const [row] = await tx
      .select()
      .from(toolings)
      .where(
        and(
          eq(toolings.toolingNo, no),
          or(eq(toolings.merchantUid, me), eq(toolings.holderUid, me), eq(toolings.customerUid, me)),
        ),
      );
    if (!row) throw new AppError(404, toolingMessages.notFound, { no });
    return row;
  }
  async function loadTransfer(tx: Executor, caller: ToolingCaller, no: string) {
    const [row] = await tx
      .select()
      .from(toolingTransfers)
      .where(
        and(
          eq(toolingTransfers.transferNo, no),
          or(eq(toolingTransfers.fromUid, caller.enterpriseUid), eq(toolingTransfers.toUid, caller.enterpriseUid)),
        ),
      );
    if (!row) throw new AppError(404, toolingMessages.transferNotFound, { no });
    return row;
  }
  async function toolingDetail(tx: Executor, caller: ToolingCaller, row: Tooling) {
    const nameOf = await names(tx, [row.merchantUid, row.customerUid, row.holderUid]);
    const transfers = await tx
      .select()
      .from(toolingTransfers)
      .where(eq(toolingTransfers.toolingId, row.id))
      .orderBy(desc(toolingTransfers.createdAt));
    const transferNames = await names(tx, transfers.flatMap((t) => [t.fromUid, t.toUid]).concat(row.merchantUid));
    return {
      ...toolingView(row, nameOf, caller),
      transfers: transfers.map((t) => transferView(t, transferNames, caller)),
      log: await logOf(tx, 'tooling', row.toolingNo, caller.language),
    };
  }

  return {
    /** The factory records tooling for a customer enterprise (and optionally one of that customer's orders with it). */
    async create(caller: ToolingCaller, body: ToolingBody) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const [customer] = await tx
          .select()
          .from(enterprises)
          .where(and(eq(enterprises.enterpriseNo, body.customerNo), eq(enterprises.kind, 'customer')));
        if (!customer)
          throw fieldError('customerNo', toolingLabels.customerNo!, toolingMessages.customerNotFound, {
            no: body.customerNo,
          });
        const orderNo = body.orderNo?.trim() || null;
        if (orderNo) {
          const [order] = await tx
            .select({ id: orders.id })
            .from(orders)
            .where(
              and(
                eq(orders.orderNo, orderNo),
                eq(orders.merchantUid, caller.enterpriseUid),
                eq(orders.customerUid, customer.uid),
              ),
            );
          if (!order)
            throw fieldError('orderNo', toolingLabels.orderNo!, toolingMessages.orderNotFound, { no: orderNo });
        }
        const used = body.amortisedUnits ?? 0;
        if (used > body.amortiseOver)
          throw fieldError('amortisedUnits', toolingLabels.amortisedUnits!, toolingMessages.tooMany, {
            over: body.amortiseOver,
          });
        const no = await businessNumber(tx, 'TL', now);
        const searchText = [no, body.name, customer.name, customer.enterpriseNo, orderNo ?? '', body.location ?? '']
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(toolings)
          .values({
            toolingNo: no,
            merchantUid: caller.enterpriseUid,
            customerUid: customer.uid,
            holderUid: caller.enterpriseUid,
            name: body.name,
            kind: body.kind,
            orderNo,
            owner: body.owner,
            costCents: body.cost,
            amortiseBasis: body.amortiseBasis,
            amortiseOver: body.amortiseOver,
            amortisedUnits: used,
            location: body.location ?? '',
            searchText,
            createdBy: caller.accountUid,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(
          tx,
          caller,
          'tooling',
          no,
          'create',
          {
            name: body.name,
            customer: customer.name,
            cost: textOfCents(body.cost),
            over: body.amortiseOver,
            basis: body.amortiseBasis,
          },
          now,
        );
        return toolingDetail(tx, caller, row!);
      });
    },

    /** Record use (amortisation moves on, never past the total) or scrap with a reason; only the factory keeping the record. */
    async act(caller: ToolingCaller, no: string, body: ToolingActionBody) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const row = await loadTooling(tx, caller, no);
        if (row.merchantUid !== caller.enterpriseUid)
          throw new AppError(403, localized(toolingMessages.notMaker, { no }));
        const allowed = body.action === 'scrap' ? ['active'] : ['active', 'at_other_factory'];
        const stateConflict = () =>
          new AppError(
            409,
            localized(toolingMessages.wrongTooling, {
              no,
              status: toolingStatusNames[row.status]!,
              action: toolingActionNames[body.action]!,
            }),
            {},
            0,
            'status',
          );
        if (body.action === 'scrap' && !body.reason?.trim())
          throw fieldError('reason', toolingLabels.reason!, toolingMessages.reasonNeeded);
        if (body.action === 'record_use' && !body.units)
          throw fieldError('units', toolingLabels.units!, toolingMessages.unitsNeeded);
        if (!allowed.includes(row.status)) throw stateConflict();
        if (body.action === 'record_use' && row.amortisedUnits + body.units! > row.amortiseOver)
          throw fieldError('units', toolingLabels.units!, toolingMessages.tooMany, {
            over: row.amortiseOver - row.amortisedUnits,
          });
        const change =
          body.action === 'scrap'
            ? { status: 'scrapped' as const, scrapReason: body.reason!.trim() }
            : { amortisedUnits: sql`${toolings.amortisedUnits} + ${body.units!}` };
        const [updated] = await tx
          .update(toolings)
          .set({ ...change, rowVersion: sql`${toolings.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(toolings.id, row.id),
              inArray(toolings.status, allowed as Tooling['status'][]),
              ...(body.rowVersion ? [eq(toolings.rowVersion, body.rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx.select({ status: toolings.status }).from(toolings).where(eq(toolings.id, row.id));
          throw new AppError(
            409,
            localized(toolingMessages.toolingChanged, { no, status: toolingStatusNames[fresh?.status ?? row.status]! }),
            {},
            0,
            'status',
          );
        }
        await audit(
          tx,
          caller,
          'tooling',
          no,
          body.action,
          body.action === 'scrap'
            ? { reason: body.reason!.trim() }
            : { units: body.units!, used: updated.amortisedUnits, over: updated.amortiseOver },
          now,
        );
        return toolingDetail(tx, caller, updated);
      });
    },

    async detail(caller: ToolingCaller, no: string) {
      return toolingDetail(db, caller, await loadTooling(db, caller, no));
    },

    /** The factory's tooling (kept or held) or the customer's: keyword, status, kind, dates, sort, page. */
    async list(caller: ToolingCaller, side: Side, q: ToolingListQuery) {
      const me = caller.enterpriseUid;
      const where: SQL[] = [
        side === 'factory'
          ? or(eq(toolings.merchantUid, me), eq(toolings.holderUid, me))!
          : eq(toolings.customerUid, me),
      ];
      if (q.status) where.push(eq(toolings.status, q.status));
      if (q.kind) where.push(eq(toolings.kind, q.kind));
      if (q.keyword?.trim()) where.push(ilike(toolings.searchText, likePattern(q.keyword.trim().toLowerCase())));
      where.push(...dateWhere(toolings.createdAt, q, clock.now()));
      const sortable = {
        created_at: toolings.createdAt,
        tooling_no: toolings.toolingNo,
        name: toolings.name,
        cost_cents: toolings.costCents,
        status: toolings.status,
        location: toolings.location,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(toolings)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(toolings.createdAt)), desc(toolings.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(toolings)
          .where(and(...where)),
      ]);
      const nameOf = await names(db, rows.flatMap((r) => [r.merchantUid, r.customerUid, r.holderUid]).concat(me));
      return { data: rows.map((r) => toolingView(r, nameOf, caller)), total: total?.n ?? 0 };
    },

    /** The holding factory sends tooling to another factory on the platform; one open transfer per tooling. */
    async send(caller: ToolingCaller, body: TransferBody, bells: ToolingBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const tooling = await loadTooling(tx, caller, body.toolingNo);
        if (tooling.holderUid !== caller.enterpriseUid)
          throw new AppError(403, localized(toolingMessages.notHolder, { no: tooling.toolingNo }));
        if (tooling.status === 'scrapped')
          throw new AppError(
            409,
            localized(toolingMessages.wrongTooling, {
              no: tooling.toolingNo,
              status: toolingStatusNames.scrapped!,
              action: toolingActionNames.transfer!,
            }),
            {},
            0,
            'status',
          );
        const [to] = await tx
          .select()
          .from(enterprises)
          .where(and(eq(enterprises.enterpriseNo, body.toFactoryNo), eq(enterprises.kind, 'factory')));
        if (!to || to.uid === caller.enterpriseUid)
          throw fieldError('toFactoryNo', toolingLabels.toFactoryNo!, toolingMessages.factoryNotFound, {
            no: body.toFactoryNo,
          });
        const [open] = await tx
          .select({ no: toolingTransfers.transferNo })
          .from(toolingTransfers)
          .where(and(eq(toolingTransfers.toolingId, tooling.id), eq(toolingTransfers.status, 'sent')));
        if (open)
          throw new AppError(
            409,
            localized(toolingMessages.openTransfer, { no: tooling.toolingNo, transfer: open.no }),
            {},
            0,
            'toolingNo',
          );
        const no = await businessNumber(tx, 'TT', now);
        const [from] = await tx
          .select({ name: enterprises.name })
          .from(enterprises)
          .where(eq(enterprises.uid, caller.enterpriseUid));
        const searchText = [
          no,
          tooling.toolingNo,
          tooling.name,
          to.name,
          to.enterpriseNo,
          from?.name ?? '',
          body.note ?? '',
        ]
          .join(' ')
          .toLowerCase();
        const [row] = await tx
          .insert(toolingTransfers)
          .values({
            transferNo: no,
            toolingId: tooling.id,
            toolingNo: tooling.toolingNo,
            fromUid: caller.enterpriseUid,
            toUid: to.uid,
            fromLocation: tooling.location,
            toLocation: body.toLocation ?? '',
            note: body.note ?? '',
            searchText,
            sentBy: caller.accountUid,
            sentByName: caller.name,
            createdAt: now,
            updatedAt: now,
          })
          .returning();
        await audit(tx, caller, 'tooling', tooling.toolingNo, 'send', { to: to.name, transferNo: no }, now);
        await audit(tx, caller, 'tooling_transfer', no, 'send', { to: to.name, transferNo: no }, now);
        bells.push({
          enterpriseUid: to.uid,
          event: 'sent',
          values: { no, toolingNo: tooling.toolingNo, name: tooling.name, from: from?.name ?? '' },
        });
        return transferView(row!, await names(tx, [row!.fromUid, row!.toUid]), caller, tooling);
      });
    },

    /**
     * The receiving factory signs (the tooling moves to it, compare-and-set on its holder) or refuses with a reason;
     * the sending factory may cancel. The wrong side gets 403, a stale or finished transfer 409 naming its state.
     */
    async actOnTransfer(
      caller: ToolingCaller,
      no: string,
      action: ToolTransferAction,
      reason: string | null | undefined,
      location: string | undefined,
      rowVersion: number | undefined,
      bells: ToolingBell[],
    ) {
      const now = clock.now();
      const t = toolTransferTransition(action);
      return db.transaction(async (tx) => {
        const row = await loadTransfer(tx, caller, no);
        const side: 'sender' | 'receiver' = row.fromUid === caller.enterpriseUid ? 'sender' : 'receiver';
        if (t.by !== side) throw new AppError(403, toolingMessages.wrongSide);
        if (t.reason && !reason?.trim())
          throw fieldError('reason', toolingLabels.reason!, toolingMessages.reasonNeeded);
        if (!t.from.includes(row.status))
          throw new AppError(
            409,
            localized(toolingMessages.wrongState, {
              no,
              status: transferStatusNames[row.status]!,
              action: transferActionNames[action]!,
            }),
            {},
            0,
            'status',
          );
        const toLocation = location?.trim() || row.toLocation;
        const answered =
          side === 'receiver'
            ? {
                answeredAt: now,
                signedBy: caller.accountUid,
                signedByName: caller.name,
                answerReason: reason?.trim() || null,
                toLocation,
              }
            : {};
        const [updated] = await tx
          .update(toolingTransfers)
          .set({ ...answered, status: t.to, rowVersion: sql`${toolingTransfers.rowVersion} + 1`, updatedAt: now })
          .where(
            and(
              eq(toolingTransfers.id, row.id),
              inArray(toolingTransfers.status, [...t.from] as ToolTransferStatus[]),
              ...(rowVersion ? [eq(toolingTransfers.rowVersion, rowVersion)] : []),
            ),
          )
          .returning();
        if (!updated) {
          const [fresh] = await tx
            .select({ status: toolingTransfers.status })
            .from(toolingTransfers)
            .where(eq(toolingTransfers.id, row.id));
          throw new AppError(
            409,
            localized(toolingMessages.changed, { no, status: transferStatusNames[fresh?.status ?? row.status]! }),
            {},
            0,
            'status',
          );
        }
        const [tooling] = await tx.select().from(toolings).where(eq(toolings.id, row.toolingId));
        if (action === 'receive') {
          const [moved] = await tx
            .update(toolings)
            .set({
              holderUid: row.toUid,
              location: toLocation,
              status: toolingStatusAt(tooling!.merchantUid, row.toUid),
              rowVersion: sql`${toolings.rowVersion} + 1`,
              updatedAt: now,
            })
            .where(
              and(
                eq(toolings.id, row.toolingId),
                eq(toolings.holderUid, row.fromUid),
                inArray(toolings.status, ['active', 'at_other_factory']),
              ),
            )
            .returning({ id: toolings.id });
          if (!moved)
            throw new AppError(
              409,
              localized(toolingMessages.toolingChanged, {
                no: row.toolingNo,
                status: toolingStatusNames[tooling!.status]!,
              }),
              {},
              0,
              'status',
            );
        }
        const nameOf = await names(tx, [row.fromUid, row.toUid]);
        const values = {
          transferNo: no,
          to: nameOf(row.toUid).name ?? '',
          from: nameOf(row.fromUid).name ?? '',
          location: toLocation || '—',
          reason: reason?.trim() ?? '',
        };
        await audit(tx, caller, 'tooling', row.toolingNo, action, values, now);
        await audit(tx, caller, 'tooling_transfer', no, action, values, now);
        bells.push({
          enterpriseUid: side === 'sender' ? row.toUid : row.fromUid,
          event: BELL_OF[action],
          values: { ...values, no, toolingNo: row.toolingNo },
        });
        return {
          ...transferView(updated, nameOf, caller, tooling),
          log: await logOf(tx, 'tooling_transfer', no, caller.language),
        };
      });
    },

    async transferDetail(caller: ToolingCaller, no: string) {
      const row = await loadTransfer(db, caller, no);
      const [tooling] = await db.select().from(toolings).where(eq(toolings.id, row.toolingId));
      return {
        ...transferView(row, await names(db, [row.fromUid, row.toUid]), caller, tooling),
        tooling: tooling
          ? {
              ...costView(tooling),
              owner: tooling.owner,
              status: tooling.status,
              location: tooling.location,
            }
          : null,
        log: await logOf(db, 'tooling_transfer', no, caller.language),
      };
    },

    /** Transfers out of or into the caller's factory. */
    async transfers(caller: ToolingCaller, q: TransferListQuery) {
      const me = caller.enterpriseUid;
      const where: SQL[] = [
        q.direction === 'out'
          ? eq(toolingTransfers.fromUid, me)
          : q.direction === 'in'
            ? eq(toolingTransfers.toUid, me)
            : or(eq(toolingTransfers.fromUid, me), eq(toolingTransfers.toUid, me))!,
      ];
      if (q.status) where.push(eq(toolingTransfers.status, q.status));
      if (q.keyword?.trim())
        where.push(ilike(toolingTransfers.searchText, likePattern(q.keyword.trim().toLowerCase())));
      where.push(...dateWhere(toolingTransfers.createdAt, q, clock.now()));
      const sortable = {
        created_at: toolingTransfers.createdAt,
        transfer_no: toolingTransfers.transferNo,
        tooling_no: toolingTransfers.toolingNo,
        status: toolingTransfers.status,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({ row: toolingTransfers, name: toolings.name, kind: toolings.kind })
          .from(toolingTransfers)
          .innerJoin(toolings, eq(toolings.id, toolingTransfers.toolingId))
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(toolingTransfers.createdAt)), desc(toolingTransfers.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(toolingTransfers)
          .where(and(...where)),
      ]);
      const nameOf = await names(db, rows.flatMap((r) => [r.row.fromUid, r.row.toUid]).concat(me));
      return { data: rows.map((r) => transferView(r.row, nameOf, caller, r)), total: total?.n ?? 0 };
    },
  };
}
