import {
  billingLineAmountCents,
  centsOfInput,
  customerStatementActions,
  customerStatementAfterAnswers,
  customerStatementTotals,
  customerStatementTransition,
  isCustomerStatementPeriod,
  statementPeriodBounds,
  textOfCents,
  type CustomerStatementAction,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  accounts,
  auditLog,
  customerStatementLines,
  customerStatements,
  deliveries,
  deliveryLines,
  enterprises,
} from '../../../db/schema/index.js';
import { AppError, forbidden } from '../../../http/errors.js';
import { fieldError } from '../../../http/field-error.js';
import { translate } from '../../../http/messages.js';
import { businessDay, businessDayStart, dayRange, presetStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { auditBilling, isUniqueViolation, type BillingBell, type BillingCaller, type Side } from '../context.js';
import { changeLine, markBilled, releaseBilledChanges, unbilledChanges } from './change-billing.js';
import {
  actionNames,
  answerNames,
  billingLabels,
  billingMessages,
  logWords,
  statementStatusNames,
} from '../messages.js';
import { orderFacts } from '../quantities.js';
import type { AdjustBody, AnswerBody, StatementBody, StatementListQuery } from '../schemas.js';
import { businessNumber } from '../../../platform/business-numbers.js';

type Row = typeof customerStatements.$inferSelect;
type LineRow = typeof customerStatementLines.$inferSelect;

const notFound = (no: string) => new AppError(404, billingMessages.statementNotFound, { no });
const wrongState = (no: string, status: string, action: string) =>
  new AppError(
    409,
    localized(billingMessages.statementState, {
      no,
      status: statementStatusNames[status]!,
      action: actionNames[action]!,
    }),
    {},
    0,
    'status',
  );
const money = (cents: bigint, currency: string) => `${currency} ${textOfCents(cents)}`;

/** The statement's live issued invoice and what was paid or written off of it (issue 30): "no|settled cents". */
const invoicedSql = sql<string | null>`(select iv.invoice_no || '|' || (iv.paid_cents + iv.written_off_cents)::text
  from customer_invoices iv where iv.statement_id = ${customerStatements.id} and iv.status not in ('draft', 'void') limit 1)`;

/** What is really open of a statement: its total less what was paid or written off of its invoice. */
function openOf(row: Row, invoiced: string | null) {
  const [invoiceNo = null, settled = '0'] = invoiced ? invoiced.split('|') : [];
  const settledCents = BigInt(settled);
  const open = row.status === 'cancelled' ? 0n : row.totalCents - settledCents;
  return { invoiceNo, settled: textOfCents(settledCents), open: textOfCents(open > 0n ? open : 0n) };
}

/** Customer statements: made by the factory from the month's received deliveries, answered by the customer line by line. */
export function statementService(db: Database, clock: Clock) {
  /** The statement and the caller's side on it: the factory's own, or the customer's once sent; anyone else's → 404. */
  async function load(tx: Executor, caller: BillingCaller, no: string): Promise<{ row: Row; side: Side }> {
    const [row] = await tx
      .select()
      .from(customerStatements)
      .where(
        and(
          eq(customerStatements.statementNo, no),
          or(
            eq(customerStatements.merchantUid, caller.enterpriseUid),
            and(eq(customerStatements.customerUid, caller.enterpriseUid), ne(customerStatements.status, 'draft')),
          ),
        ),
      );
    if (!row) throw notFound(no);
    return { row, side: row.merchantUid === caller.enterpriseUid ? 'factory' : 'customer' };
  }

  const linesOf = (tx: Executor, id: string) =>
    tx
      .select()
      .from(customerStatementLines)
      .where(eq(customerStatementLines.statementId, id))
      .orderBy(asc(customerStatementLines.position));

  function lineView(l: LineRow) {
    return {
      position: l.position,
      kind: l.kind,
      deliveryNo: l.deliveryNo,
      orderNo: l.orderNo,
      partNo: l.partNo,
      day: l.day,
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      amount: textOfCents(l.amountCents),
      description: l.description,
      changeNo: l.changeNo,
      answer: l.answer,
      answerReason: l.answerReason,
    };
  }

  function listView(row: Row, customer: string | null, factory: string | null, side: Side, invoiced: string | null) {
    return {
      ...openOf(row, invoiced),
      no: row.statementNo,
      period: row.period,
      status: row.status,
      side,
      customer: { id: row.customerUid, name: customer },
      factory: { id: row.merchantUid, name: factory },
      currency: row.currency,
      delivered: textOfCents(row.deliveredCents),
      disputed: textOfCents(row.disputedCents),
      adjustments: textOfCents(row.adjustmentCents),
      total: textOfCents(row.totalCents),
      rowVersion: row.rowVersion,
      createdAt: row.createdAt,
      sentAt: row.sentAt,
      answeredAt: row.answeredAt,
      actions: customerStatementActions(row.status, side),
    };
  }

  async function view(tx: Executor, row: Row, side: Side, caller: BillingCaller) {
    const [lines, names, log, [invoiced]] = await Promise.all([
      linesOf(tx, row.id),
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
        .where(and(eq(auditLog.entity, 'customer_statement'), eq(auditLog.entityUid, row.statementNo)))
        .orderBy(asc(auditLog.id)),
      tx.select({ v: invoicedSql }).from(customerStatements).where(eq(customerStatements.id, row.id)),
    ]);
    const nameOf = (uid: string) => names.find((n) => n.uid === uid)?.name ?? null;
    return {
      ...listView(row, nameOf(row.customerUid), nameOf(row.merchantUid), side, invoiced?.v ?? null),
      note: row.note,
      answerNote: row.answerNote,
      cancelReason: row.cancelReason,
      lines: lines.map(lineView),
      log: log.map((l) => {
        const after = (l.after ?? {}) as Record<string, string | number>;
        const words = logWords[l.action];
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

  /** Sums of the lines written onto the row. */
  const totalsOf = (lines: Array<{ kind: LineRow['kind']; amountCents: bigint }>) => customerStatementTotals(lines);

  /** One row of core's table as a compare-and-set on the state and the version read; 409 names the state now. */
  async function transition(
    tx: Executor,
    caller: BillingCaller,
    row: Row,
    side: Side,
    action: CustomerStatementAction,
    set: Partial<typeof customerStatements.$inferInsert>,
    logged: Record<string, unknown>,
    rowVersion: number | undefined,
    now: Date,
  ) {
    const t = customerStatementTransition(action);
    if (t.by !== side) throw forbidden();
    if (!t.from.includes(row.status)) throw wrongState(row.statementNo, row.status, action);
    const [updated] = await tx
      .update(customerStatements)
      .set({
        ...(t.to === 'same' || t.to === 'by_answers' ? {} : { status: t.to }),
        ...set,
        rowVersion: sql`${customerStatements.rowVersion} + 1`,
        updatedAt: now,
      })
      .where(
        and(
          eq(customerStatements.id, row.id),
          inArray(customerStatements.status, [...t.from]),
          ...(rowVersion ? [eq(customerStatements.rowVersion, rowVersion)] : []),
        ),
      )
      .returning();
    if (!updated) {
      const [fresh] = await tx
        .select({ status: customerStatements.status })
        .from(customerStatements)
        .where(eq(customerStatements.id, row.id));
      throw new AppError(
        409,
        localized(billingMessages.statementChanged, {
          no: row.statementNo,
          status: statementStatusNames[fresh?.status ?? row.status]!,
        }),
        {},
        0,
        'status',
      );
    }
    await auditBilling(tx, caller, 'customer_statement', row.statementNo, action, logged, now);
    return updated;
  }

  return {
    /** The factory's statement of one customer and month, from the deliveries received in it (Shanghai days). */
    async create(caller: BillingCaller, body: StatementBody) {
      if (!isCustomerStatementPeriod(body.period))
        throw fieldError('period', billingLabels.period!, billingMessages.badPeriod);
      const now = clock.now();
      const { from, until } = statementPeriodBounds(body.period);
      // Two makers of the same customer's month at once: the one-live-statement index lets one win, the other is 409.
      return db
        .transaction(async (tx) => {
          const [known] = await tx
            .select({ n: count() })
            .from(deliveries)
            .where(and(eq(deliveries.merchantUid, caller.enterpriseUid), eq(deliveries.customerUid, body.customerUid)));
          if (!known?.n) throw fieldError('customerUid', billingLabels.customerUid!, billingMessages.unknownCustomer);
          const [live] = await tx
            .select({ no: customerStatements.statementNo })
            .from(customerStatements)
            .where(
              and(
                eq(customerStatements.merchantUid, caller.enterpriseUid),
                eq(customerStatements.customerUid, body.customerUid),
                eq(customerStatements.period, body.period),
                ne(customerStatements.status, 'cancelled'),
              ),
            );
          if (live)
            throw new AppError(409, billingMessages.statementExists, { no: live.no, period: body.period }, 0, 'period');
          const received = await tx
            .select({ line: deliveryLines, deliveryNo: deliveries.deliveryNo, receivedAt: deliveries.receivedAt })
            .from(deliveryLines)
            .innerJoin(deliveries, eq(deliveries.id, deliveryLines.deliveryId))
            .where(
              and(
                eq(deliveries.merchantUid, caller.enterpriseUid),
                eq(deliveries.customerUid, body.customerUid),
                eq(deliveries.status, 'received'),
                gte(deliveries.receivedAt, businessDayStart(from)),
                lt(deliveries.receivedAt, businessDayStart(until)),
              ),
            )
            .orderBy(asc(deliveries.receivedAt), asc(deliveries.deliveryNo), asc(deliveryLines.position));
          // Accepted changes not billed yet, accepted before the month's end: their price impact is an adjustment here.
          const changes = await unbilledChanges(tx, caller.enterpriseUid, body.customerUid, businessDayStart(until));
          if (!received.length && !changes.length)
            throw fieldError('period', billingLabels.period!, billingMessages.nothingDelivered, {
              period: body.period,
            });
          const facts = await orderFacts(tx, caller.enterpriseUid, body.customerUid, [
            ...new Set(received.map((r) => r.line.orderNo)),
          ]);
          const lines: Array<Omit<typeof customerStatementLines.$inferInsert, 'statementId'>> = [];
          for (const r of received) {
            const unitPrice = facts.get(r.line.orderNo)?.unitPrice ?? '0.000000';
            const dayOf = businessDay(r.receivedAt!);
            const common = {
              deliveryLineId: r.line.id,
              deliveryNo: r.deliveryNo,
              orderNo: r.line.orderNo,
              partNo: r.line.partNo,
              day: dayOf,
              unitPrice,
            };
            lines.push({
              ...common,
              position: lines.length + 1,
              kind: 'delivery',
              quantity: r.line.quantity,
              amountCents: billingLineAmountCents(r.line.quantity, unitPrice),
            });
            if (r.line.disputed)
              lines.push({
                ...common,
                position: lines.length + 1,
                kind: 'disputed',
                quantity: r.line.disputed,
                amountCents: -billingLineAmountCents(r.line.disputed, unitPrice),
                description: r.line.disputeReason,
              });
          }
          for (const c of changes) lines.push(changeLine(c, lines.length + 1));
          const totals = totalsOf(lines as Array<{ kind: LineRow['kind']; amountCents: bigint }>);
          const no = await businessNumber(tx, 'CS', now);
          const [customer] = await tx
            .select({ name: enterprises.name })
            .from(enterprises)
            .where(eq(enterprises.uid, body.customerUid));
          const search = [
            no,
            body.period,
            customer?.name ?? '',
            ...lines.flatMap((l) => [l.deliveryNo, l.orderNo, l.partNo, l.changeNo]),
          ]
            .join(' ')
            .toLowerCase();
          const [row] = await tx
            .insert(customerStatements)
            .values({
              statementNo: no,
              merchantUid: caller.enterpriseUid,
              customerUid: body.customerUid,
              period: body.period,
              currency: [...facts.values()][0]?.currency ?? 'CNY',
              ...totals,
              note: body.note ?? null,
              searchText: search,
              createdBy: caller.accountUid,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
          await tx.insert(customerStatementLines).values(lines.map((l) => ({ ...l, statementId: row!.id })));
          await markBilled(tx, row!.id, changes);
          await auditBilling(
            tx,
            caller,
            'customer_statement',
            no,
            'create',
            { period: body.period, total: money(totals.totalCents, row!.currency) },
            now,
          );
          return view(tx, row!, 'factory', caller);
        })
        .catch((error: unknown) => {
          if (isUniqueViolation(error))
            throw new AppError(409, billingMessages.statementExists, { no: '', period: body.period }, 0, 'period');
          throw error;
        });
    },

    /** The factory's adjustments (± amount, description) replace the draft's; the totals follow. */
    async adjust(caller: BillingCaller, no: string, body: AdjustBody) {
      const now = clock.now();
      const amounts = body.adjustments.map((a, i) => {
        const text = typeof a.amount === 'number' ? String(a.amount) : a.amount.trim();
        const negative = text.startsWith('-');
        const cents = centsOfInput(negative ? text.slice(1) : text);
        if (cents === undefined || cents === 0n)
          throw fieldError(`adjustments.${i}.amount`, billingLabels.amount!, billingMessages.badAmount);
        return negative ? -cents : cents;
      });
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        if (side !== 'factory') throw forbidden();
        if (row.status !== 'draft') throw wrongState(no, row.status, 'adjust');
        // The factory's own adjustments are replaced; an accepted change's line stays (it is billed here once).
        const kept = (await linesOf(tx, row.id)).filter((l) => l.kind !== 'adjustment' || l.changeNo);
        const last = Math.max(0, ...kept.map((l) => l.position));
        const added = body.adjustments.map((a, i) => ({
          statementId: row.id,
          position: last + i + 1,
          kind: 'adjustment' as const,
          description: a.description,
          amountCents: amounts[i]!,
        }));
        const totals = totalsOf([...kept, ...added]);
        const updated = await transition(
          tx,
          caller,
          row,
          side,
          'adjust',
          totals,
          { adjustments: money(totals.adjustmentCents, row.currency), total: money(totals.totalCents, row.currency) },
          body.rowVersion,
          now,
        );
        await tx
          .delete(customerStatementLines)
          .where(
            and(
              eq(customerStatementLines.statementId, row.id),
              eq(customerStatementLines.kind, 'adjustment'),
              isNull(customerStatementLines.changeNo),
            ),
          );
        if (added.length) await tx.insert(customerStatementLines).values(added);
        return view(tx, updated, side, caller);
      });
    },

    async act(
      caller: BillingCaller,
      no: string,
      action: 'send' | 'reopen' | 'cancel',
      opts: { reason?: string; rowVersion?: number },
      bells: BillingBell[],
    ) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        const set: Partial<typeof customerStatements.$inferInsert> =
          action === 'send'
            ? { sentAt: now }
            : action === 'cancel'
              ? { cancelledAt: now, cancelReason: opts.reason ?? null }
              : { answeredAt: null, answeredBy: null, answerNote: null };
        const updated = await transition(
          tx,
          caller,
          row,
          side,
          action,
          set,
          opts.reason ? { reason: opts.reason } : {},
          opts.rowVersion,
          now,
        );
        if (action === 'cancel') await releaseBilledChanges(tx, row.id);
        if (action === 'reopen')
          await tx
            .update(customerStatementLines)
            .set({ answer: null, answerReason: null })
            .where(eq(customerStatementLines.statementId, row.id));
        if (action === 'send')
          bells.push({
            enterpriseUid: row.customerUid,
            screen: 'customer-statement',
            event: 'statement_sent',
            values: { no, period: row.period, total: money(row.totalCents, row.currency) },
          });
        return view(tx, updated, side, caller);
      });
    },

    /** The customer answers every line once: confirmed, or disputed with its reason; one dispute disputes the statement. */
    async answer(caller: BillingCaller, no: string, body: AnswerBody, bells: BillingBell[]) {
      const now = clock.now();
      return db.transaction(async (tx) => {
        const { row, side } = await load(tx, caller, no);
        if (side !== 'customer') throw forbidden();
        if (row.status !== 'sent') throw wrongState(no, row.status, 'answer');
        const lines = await linesOf(tx, row.id);
        const given = new Map(body.lines.map((l) => [l.position, l]));
        if (
          given.size !== body.lines.length ||
          given.size !== lines.length ||
          lines.some((l) => !given.has(l.position))
        )
          throw fieldError('lines', billingLabels.lines!, billingMessages.everyLine);
        for (const l of body.lines)
          if (l.answer === 'disputed' && !l.reason?.trim())
            throw fieldError(`lines.${l.position}.reason`, billingLabels.reason!, billingMessages.answerReason, {
              position: l.position,
            });
        const status = customerStatementAfterAnswers(body.lines.map((l) => l.answer));
        const disputed = body.lines.filter((l) => l.answer === 'disputed').length;
        const updated = await transition(
          tx,
          caller,
          row,
          side,
          'answer',
          { status, answeredAt: now, answeredBy: caller.accountUid, answerNote: body.note ?? null },
          { confirmed: body.lines.length - disputed, disputed },
          body.rowVersion,
          now,
        );
        for (const l of lines) {
          const g = given.get(l.position)!;
          await tx
            .update(customerStatementLines)
            .set({ answer: g.answer, answerReason: g.answer === 'disputed' ? g.reason!.trim() : null })
            .where(eq(customerStatementLines.id, l.id));
        }
        bells.push({
          enterpriseUid: row.merchantUid,
          screen: 'customer-statement',
          event: 'statement_answered',
          values: { no, status: translate(caller.language, answerNames[status]!) },
        });
        return view(tx, updated, side, caller);
      });
    },

    async detail(caller: BillingCaller, no: string) {
      const { row, side } = await load(db, caller, no);
      return view(db, row, side, caller);
    },

    /** Either side's statements: keyword, status, period, dates (range or preset), sort, page. */
    async list(caller: BillingCaller, side: Side, q: StatementListQuery, all = false) {
      const now = clock.now();
      const where: SQL[] =
        side === 'factory'
          ? [eq(customerStatements.merchantUid, caller.enterpriseUid)]
          : [eq(customerStatements.customerUid, caller.enterpriseUid), ne(customerStatements.status, 'draft')];
      if (q.status) where.push(eq(customerStatements.status, q.status));
      if (q.period) where.push(eq(customerStatements.period, q.period));
      if (q.keyword?.trim())
        where.push(ilike(customerStatements.searchText, likePattern(q.keyword.trim().toLowerCase())));
      if (q.preset) {
        const start = presetStart(q.preset, now);
        where.push(gte(customerStatements.createdAt, start));
      }
      where.push(...dayRange(customerStatements.createdAt, q.from, q.to));
      const sortable = {
        createdAt: customerStatements.createdAt,
        period: customerStatements.period,
        statementNo: customerStatements.statementNo,
        status: customerStatements.status,
        total: customerStatements.totalCents,
      };
      const page = db
        .select({
          row: customerStatements,
          customer: sql<string | null>`(select name from ${enterprises} where uid = ${customerStatements.customerUid})`,
          factory: sql<string | null>`(select name from ${enterprises} where uid = ${customerStatements.merchantUid})`,
          invoiced: invoicedSql,
        })
        .from(customerStatements)
        .where(and(...where))
        .orderBy(orderOf(q, sortable, desc(customerStatements.createdAt)), desc(customerStatements.id));
      const [rows, [total]] = await Promise.all([
        all ? page.limit(5000) : page.limit(q.page_size).offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(customerStatements)
          .where(and(...where)),
      ]);
      return {
        data: rows.map((r) => listView(r.row, r.customer, r.factory, side, r.invoiced)),
        total: total?.n ?? 0,
      };
    },

    /** The customers the factory delivered to (the new statement's choice). */
    async customers(caller: BillingCaller) {
      return db
        .selectDistinct({ uid: enterprises.uid, name: enterprises.name })
        .from(deliveries)
        .innerJoin(enterprises, eq(enterprises.uid, deliveries.customerUid))
        .where(eq(deliveries.merchantUid, caller.enterpriseUid))
        .orderBy(asc(enterprises.name))
        .limit(500);
    },
  };
}

export type StatementDetail = Awaited<ReturnType<ReturnType<typeof statementService>['detail']>>;
