import {
  int4,
  SUPPLIER_FEE_KINDS,
  SUPPLIER_FEE_STATUSES,
  SUPPLIER_INVOICE_STATUSES,
  SUPPLIER_STATEMENT_STATUSES,
  type SupplierStatementStatus,
  text,
  textOfCents,
} from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { ok, type Envelope } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { pagingQuery } from '../../platform/paging.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { idempotent } from '../../platform/idempotency/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { supplierStandings } from '../supplier/index.js';
import { ringBillingBells } from './bells.js';
import { roleOf, type BillingBell } from './context.js';
import { feeableOrders, feeDetail, listFees, moveFee, proposeFee } from './service/fees.js';
import { invoiceDetail, listInvoices, matchBasis, moveInvoice, submitInvoice } from './service/invoices.js';
import { columnWords, feeKindWords, feeStatusWords, invoiceStatusWords, statementStatusWords } from './messages.js';
import {
  issueStatement,
  listStatements,
  moveStatement,
  statementDetail,
  statementOfCaller,
} from './service/statements.js';
import { requireScreen } from '../../platform/access/guards.js';
import { answers, fileAnswer } from '../../http/answer.js';
import {
  BILLING_CURRENCIES,
  type BillingCurrency,
  billingSide,
  feeableOrder,
  statementSupplier,
  supplierFeeAnswer,
  supplierFeeMoved,
  supplierFeePage,
  supplierFeeProposed,
  supplierInvoiceAnswer,
  supplierInvoiceMoved,
  supplierInvoicePage,
  supplierInvoiceSubmitted,
  supplierInvoiceable,
  supplierStatementAnswer,
  supplierStatementMoved,
  supplierStatementPage,
} from './schemas.js';

export const BILLING_SCREENS = {
  fees: ['supplier-fees'],
  statements: ['supplier-statement', 'supplier-invoice'],
  invoices: ['supplier-invoice'],
} as const;

const decimalField = z.union([z.number(), text(40)]);
const listBase = { ...pagingQuery, keyword: text(100).optional(), from: text(10).optional(), to: text(10).optional() };
const feeQuery = z.object({ ...listBase, status: z.enum(['all', ...SUPPLIER_FEE_STATUSES]).default('all') });
const statementQuery = z.object({
  ...listBase,
  status: z.enum(['all', ...SUPPLIER_STATEMENT_STATUSES]).default('all'),
});
const invoiceQuery = z.object({ ...listBase, status: z.enum(['all', ...SUPPLIER_INVOICE_STATUSES]).default('all') });
const noParams = z.object({ no: text(40).min(1) });
const reasonBody = z.object({ reason: text(500, { trim: true, multiline: true }).min(1) });
const emptyBody = z.object({}).optional();
const acceptFeeBody = z.object({ on: text(10).optional() }).optional();
const feeBody = z.object({
  orderNo: text(40, { trim: true }).min(1),
  kind: z.enum(SUPPLIER_FEE_KINDS),
  amount: decimalField,
  taxRate: decimalField.nullish(),
  description: text(500, { trim: true, multiline: true }).optional(),
});
const issueBody = z.object({
  supplierUid: z.uuid(),
  period: text(7),
  currency: z.enum(BILLING_CURRENCIES).optional(),
  note: text(500, { multiline: true }).optional(),
});
const versionBody = z.object({ version: int4({ min: 1 }).optional() }).optional();
const disputeBody = z.object({
  version: int4({ min: 1 }).optional(),
  lines: z
    .array(z.object({ lineUid: z.uuid(), reason: text(500, { trim: true, multiline: true }).min(1) }))
    .min(1)
    .max(500),
});
const reissueBody = z
  .object({
    version: int4({ min: 1 }).optional(),
    adjustment: text(20).optional(),
    adjustmentReason: text(200, { trim: true }).optional(),
    note: text(500, { multiline: true }).optional(),
  })
  .optional();
const invoiceBody = z.object({
  statementNo: text(40, { trim: true }).min(1),
  supplierInvoiceNo: text(64, { trim: true }).min(1),
  invoiceDate: text(10).optional(),
  note: text(500, { multiline: true }).optional(),
  includeFees: z.boolean().optional(),
  lines: z.array(z.object({ orderLineUid: z.uuid(), quantity: decimalField, unitPrice: decimalField })).max(500),
});

const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Supplier fees, monthly statements and invoices (issue 19). The supplier proposes fees and submits invoices; the
 * factory accepts or rejects them; the factory issues and reissues statements, the supplier confirms or disputes
 * them line by line. Every change is one transaction (idempotent with the header); the other side's bell rings once
 * it is committed.
 */
export const billingRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  const fees = requireScreen(BILLING_SCREENS.fees, grantAll);
  const statements = requireScreen(BILLING_SCREENS.statements, grantAll);
  const invoices = requireScreen(BILLING_SCREENS.invoices, grantAll);
  // The answer of the work, or its stored copy when the request is a retry (same key): the same shape either way.
  const change = async <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0], bells: BillingBell[]) => Promise<Envelope<Data>>,
  ) => {
    const bells: BillingBell[] = [];
    const answer = (await idempotent(db, request, reply, (tx) => work(tx, bells))) as Envelope<Data>;
    if (reply.statusCode < 300 && bells.length) await ringBillingBells(db, app.notifier, bells, request.log);
    return answer;
  };
  const excel = async (
    reply: FastifyReply,
    name: string,
    language: ReturnType<typeof requestLanguage>,
    keys: string[],
    rows: unknown[][],
    widths: number[],
  ) => {
    const header = keys.map((k) => translate(language, columnWords[k]!));
    const bytes = await writeWorkbook([{ name, rows: [header, ...(rows as never[])], boldRows: [1], widths }]);
    return reply
      .header('content-type', xlsx)
      .header('content-disposition', `attachment; filename="${name.toLowerCase().replace(/ /g, '-')}.xlsx"`)
      .send(bytes);
  };
  const num = (text: string) => ({ number: text });

  /** Which side the caller is on (the screens show the supplier's or the factory's buttons). */
  const anyBilling = requireScreen([...BILLING_SCREENS.fees, ...BILLING_SCREENS.statements], grantAll);
  app.get(
    '/api/supplier-billing/side',
    { schema: { tags: ['supplier fees'], response: answers(billingSide) }, preHandler: anyBilling },
    async (request) => ok({ role: roleOf(request) }),
  );

  // Fees
  let tags = ['supplier fees'];
  app.get(
    '/api/supplier-fees',
    { schema: { querystring: feeQuery, tags, response: answers(supplierFeePage) }, preHandler: fees },
    async (request) => ok(await listFees(db, roleOf(request), actorOf(request).enterpriseUid, request.query)),
  );
  app.get(
    '/api/supplier-fees/export',
    { schema: { querystring: feeQuery, tags, response: fileAnswer(xlsx) }, preHandler: fees },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await listFees(db, roleOf(request), actorOf(request).enterpriseUid, request.query, true);
      const rows = data.map((f) => [
        f.no,
        f.orderNo,
        f.supplier.name,
        f.factory.name,
        translate(language, feeKindWords[f.kind]),
        f.description,
        translate(language, feeStatusWords[f.status]),
        f.proposedOn,
        f.currency,
        num(f.amount),
        f.rejectReason ?? '',
      ]);
      return excel(
        reply,
        'Supplier fees',
        language,
        [
          'feeNo',
          'orderNo',
          'supplier',
          'factory',
          'kind',
          'description',
          'status',
          'date',
          'currency',
          'amount',
          'reason',
        ],
        rows,
        [26, 26, 30, 30, 12, 30, 20, 12, 8, 14, 30],
      );
    },
  );
  app.get(
    '/api/supplier-fees/orders',
    { schema: { tags, response: answers(z.array(feeableOrder)) }, preHandler: fees },
    async (request) => ok(await feeableOrders(db, actorOf(request).enterpriseUid)),
  );
  app.get(
    '/api/supplier-fees/:no',
    { schema: { params: noParams, tags, response: answers(supplierFeeAnswer) }, preHandler: fees },
    async (request) =>
      ok(await feeDetail(db, request.params.no, actorOf(request).enterpriseUid, requestLanguage(request))),
  );
  app.post(
    '/api/supplier-fees',
    { schema: { body: feeBody, tags, response: answers(supplierFeeProposed) }, preHandler: fees },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await proposeFee(tx, clock, actorOf(request), request.body, bells);
        return ok({ no: row.feeNo, status: row.status });
      }),
  );
  app.post(
    '/api/supplier-fees/:no/accept',
    { schema: { params: noParams, body: acceptFeeBody, tags, response: answers(supplierFeeMoved) }, preHandler: fees },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok({
          status: (
            await moveFee(tx, clock, actorOf(request), request.params.no, 'accept', { on: request.body?.on }, bells)
          ).status,
        }),
      ),
  );
  app.post(
    '/api/supplier-fees/:no/reject',
    { schema: { params: noParams, body: reasonBody, tags, response: answers(supplierFeeMoved) }, preHandler: fees },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok({
          status: (await moveFee(tx, clock, actorOf(request), request.params.no, 'reject', request.body, bells)).status,
        }),
      ),
  );
  app.post(
    '/api/supplier-fees/:no/withdraw',
    { schema: { params: noParams, body: emptyBody, tags, response: answers(supplierFeeMoved) }, preHandler: fees },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok({ status: (await moveFee(tx, clock, actorOf(request), request.params.no, 'withdraw', {}, bells)).status }),
      ),
  );

  // Statements
  tags = ['supplier statements'];
  app.get(
    '/api/supplier-statements',
    { schema: { querystring: statementQuery, tags, response: answers(supplierStatementPage) }, preHandler: statements },
    async (request) => ok(await listStatements(db, roleOf(request), actorOf(request).enterpriseUid, request.query)),
  );
  app.get(
    '/api/supplier-statements/export',
    { schema: { querystring: statementQuery, tags, response: fileAnswer(xlsx) }, preHandler: statements },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await listStatements(db, roleOf(request), actorOf(request).enterpriseUid, request.query, true);
      const rows = data.map((s) => [
        s.no,
        s.period,
        s.supplier.name,
        s.factory.name,
        translate(language, statementStatusWords[s.status]),
        String(s.version),
        s.currency,
        num(s.receipts),
        num(s.returns),
        num(s.fees),
        num(s.adjustment),
        num(s.total),
      ]);
      return excel(
        reply,
        'Supplier statements',
        language,
        [
          'statementNo',
          'period',
          'supplier',
          'factory',
          'status',
          'version',
          'currency',
          'receipts',
          'returns',
          'fees',
          'adjustment',
          'total',
        ],
        rows,
        [26, 10, 30, 30, 20, 8, 8, 14, 14, 14, 14, 14],
      );
    },
  );
  /** The supplier enterprises a factory may issue a statement to, each with the currency its supplier record trades in. */
  app.get(
    '/api/supplier-statements/suppliers',
    { schema: { tags, response: answers(z.array(statementSupplier)) }, preHandler: statements },
    async (request) => {
      const factoryUid = actorOf(request).enterpriseUid;
      const rows = await db
        .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
        .from(enterprises)
        .where(and(eq(enterprises.kind, 'supplier'), ne(enterprises.uid, factoryUid)))
        .orderBy(asc(enterprises.name))
        .limit(500);
      const standings = await supplierStandings(
        db,
        factoryUid,
        rows.map((r) => r.uid),
      );
      // The supplier file's currency, written only from its form's currencies.
      return ok(rows.map((r) => ({ ...r, currency: (standings.get(r.uid)?.currency ?? 'CNY') as BillingCurrency })));
    },
  );
  app.get(
    '/api/supplier-statements/:no',
    { schema: { params: noParams, tags, response: answers(supplierStatementAnswer) }, preHandler: statements },
    async (request) =>
      ok(await statementDetail(db, request.params.no, actorOf(request).enterpriseUid, requestLanguage(request))),
  );
  app.get(
    '/api/supplier-statements/:no/invoiceable',
    { schema: { params: noParams, tags, response: answers(supplierInvoiceable) }, preHandler: statements },
    async (request) => {
      const { row } = await statementOfCaller(db, request.params.no, actorOf(request).enterpriseUid);
      return ok({
        no: row.statementNo,
        status: row.status,
        currency: row.currency,
        fees: textOfCents(row.feesCents + row.adjustmentCents),
        lines: await matchBasis(db, row),
      });
    },
  );
  app.post(
    '/api/supplier-statements',
    { schema: { body: issueBody, tags, response: answers(supplierStatementMoved) }, preHandler: statements },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await issueStatement(tx, clock, actorOf(request), request.body, bells);
        return ok({ no: row.statementNo, status: row.status, version: row.version });
      }),
  );
  const statementAnswer = (row: { statementNo: string; status: SupplierStatementStatus; version: number }) =>
    ok({ no: row.statementNo, status: row.status, version: row.version });
  app.post(
    '/api/supplier-statements/:no/confirm',
    {
      schema: { params: noParams, body: versionBody, tags, response: answers(supplierStatementMoved) },
      preHandler: statements,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        statementAnswer(
          await moveStatement(
            tx,
            clock,
            actorOf(request),
            request.params.no,
            'confirm',
            { version: request.body?.version },
            bells,
          ),
        ),
      ),
  );
  app.post(
    '/api/supplier-statements/:no/dispute',
    {
      schema: { params: noParams, body: disputeBody, tags, response: answers(supplierStatementMoved) },
      preHandler: statements,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        statementAnswer(
          await moveStatement(tx, clock, actorOf(request), request.params.no, 'dispute', request.body, bells),
        ),
      ),
  );
  app.post(
    '/api/supplier-statements/:no/reissue',
    {
      schema: { params: noParams, body: reissueBody, tags, response: answers(supplierStatementMoved) },
      preHandler: statements,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        statementAnswer(
          await moveStatement(tx, clock, actorOf(request), request.params.no, 'reissue', request.body ?? {}, bells),
        ),
      ),
  );

  // Invoices
  tags = ['supplier invoices'];
  app.get(
    '/api/supplier-invoices',
    { schema: { querystring: invoiceQuery, tags, response: answers(supplierInvoicePage) }, preHandler: invoices },
    async (request) => ok(await listInvoices(db, roleOf(request), actorOf(request).enterpriseUid, request.query)),
  );
  app.get(
    '/api/supplier-invoices/export',
    { schema: { querystring: invoiceQuery, tags, response: fileAnswer(xlsx) }, preHandler: invoices },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await listInvoices(db, roleOf(request), actorOf(request).enterpriseUid, request.query, true);
      const rows = data.map((i) => [
        i.no,
        i.supplierInvoiceNo,
        i.statementNo,
        i.supplier.name,
        i.factory.name,
        translate(language, invoiceStatusWords[i.status]),
        i.invoiceDate,
        i.currency,
        num(i.goods),
        num(i.fees),
        num(i.tax),
        num(i.total),
        i.rejectReason ?? '',
      ]);
      return excel(
        reply,
        'Supplier invoices',
        language,
        [
          'invoiceNo',
          'supplierInvoiceNo',
          'statementNo',
          'supplier',
          'factory',
          'status',
          'date',
          'currency',
          'receipts',
          'fees',
          'tax',
          'total',
          'reason',
        ],
        rows,
        [26, 18, 26, 30, 30, 20, 12, 8, 14, 14, 14, 14, 30],
      );
    },
  );
  app.get(
    '/api/supplier-invoices/:no',
    { schema: { params: noParams, tags, response: answers(supplierInvoiceAnswer) }, preHandler: invoices },
    async (request) =>
      ok(await invoiceDetail(db, request.params.no, actorOf(request).enterpriseUid, requestLanguage(request))),
  );
  app.post(
    '/api/supplier-invoices',
    { schema: { body: invoiceBody, tags, response: answers(supplierInvoiceSubmitted) }, preHandler: invoices },
    async (request, reply) =>
      change(request, reply, async (tx, bells) => {
        const row = await submitInvoice(tx, clock, actorOf(request), request.body, bells);
        return ok({ no: row.invoiceNo, status: row.status, total: String(row.totalCents) });
      }),
  );
  app.post(
    '/api/supplier-invoices/:no/accept',
    {
      schema: { params: noParams, body: emptyBody, tags, response: answers(supplierInvoiceMoved) },
      preHandler: invoices,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok({ status: (await moveInvoice(tx, clock, actorOf(request), request.params.no, 'accept', {}, bells)).status }),
      ),
  );
  app.post(
    '/api/supplier-invoices/:no/reject',
    {
      schema: { params: noParams, body: reasonBody, tags, response: answers(supplierInvoiceMoved) },
      preHandler: invoices,
    },
    async (request, reply) =>
      change(request, reply, async (tx, bells) =>
        ok({
          status: (await moveInvoice(tx, clock, actorOf(request), request.params.no, 'reject', request.body, bells))
            .status,
        }),
      ),
  );
};
