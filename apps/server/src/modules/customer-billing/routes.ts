import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { renderPdf } from '../../platform/documents/index.js';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { applicationReader } from './service/applications.js';
import { ringBillingBells } from './bells.js';
import type { BillingBell, BillingCaller, Side } from './context.js';
import { invoiceDocument, listWorkbook, statementDocument, statementWorkbook } from './documents.js';
import { invoiceService } from './service/invoices.js';
import { applicationStatusNames, billingMessages, invoiceStatusNames, statementStatusNames } from './messages.js';
import {
  adjustBody,
  answerBody,
  applicationListQuery,
  customerInvoiceAnswer,
  customerInvoiceRow,
  customerStatementAnswer,
  customerStatementRow,
  invoiceApplicationAnswer,
  invoiceBody,
  invoiceListQuery,
  issueBody,
  noParams,
  reasonBody,
  statementBody,
  statementCustomer,
  statementListQuery,
  versionBody,
} from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { z } from 'zod';
import { statementService } from './service/statements.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { paymentRoutes } from './payment-routes.js';
import './labels.js';

/** The screens: the factory's statements and invoices; the customer reads and answers its side from them or from My order. */
export const BILLING_SCREENS = {
  statements: ['customer-statement', 'my-order'],
  invoices: ['customer-invoice', 'customer-invoice-new', 'my-order'],
  factoryStatements: ['customer-statement'],
  factoryInvoices: ['customer-invoice'],
} as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Customer statements and customer invoices (issue 20): the factory's monthly statement per customer from the
 * deliveries received (accepted × the order's unit price, less what was disputed, ± adjustments), answered by the
 * customer line by line; invoices against a confirmed statement or order lines, never beyond what was accepted,
 * draft → issued → sent, void with a reason. Compare-and-set on state and version (409 naming the state), the audit
 * log in words, the other side's bell, Excel and PDF.
 */
const routes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const statements = statementService(db, app.clock);
  const invoices = invoiceService(db, app.clock);
  const tags = ['customer-billing'];
  const readStatements = requireScreen(BILLING_SCREENS.statements, config.grantAllMenus);
  const readInvoices = requireScreen(BILLING_SCREENS.invoices, config.grantAllMenus);
  const factoryOnly = (screens: readonly string[]) => {
    const holds = requireScreen(screens, config.grantAllMenus);
    return async (request: FastifyRequest) => {
      if (signedIn(request).staff.enterpriseKind !== 'factory') throw forbidden();
      await holds(request);
    };
  };
  const factoryStatements = factoryOnly(BILLING_SCREENS.factoryStatements);
  const factoryInvoices = factoryOnly(BILLING_SCREENS.factoryInvoices);
  const callerOf = (request: FastifyRequest): BillingCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const side = asked ?? (signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (side === 'factory' && signedIn(request).staff.enterpriseKind !== 'factory') throw forbidden();
    return side;
  };
  const ring = async (request: FastifyRequest, bells: BillingBell[]) =>
    ringBillingBells(db, app.notifier, bells, request.log);
  const said = (request: FastifyRequest, kind: 'statement' | 'invoice', no: string, status: string) => {
    const language = requestLanguage(request);
    const names = kind === 'statement' ? statementStatusNames : invoiceStatusNames;
    return translate(language, kind === 'statement' ? billingMessages.statementDone : billingMessages.invoiceDone, {
      no,
      status: translate(language, names[status]!),
    });
  };
  const xlsx = (reply: FastifyReply, name: string, bytes: Buffer) =>
    reply
      .header('content-type', XLSX)
      .header('content-disposition', `attachment; filename="${name}.xlsx"`)
      .header('cache-control', 'no-store')
      .send(bytes);

  // Statements
  app.get(
    '/api/customer-statements',
    {
      schema: { querystring: statementListQuery, tags, response: answers(pageOf(customerStatementRow)) },
      preHandler: readStatements,
    },
    async (request) => ok(await statements.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/customer-statements/export',
    { schema: { querystring: statementListQuery, tags, response: fileAnswer(XLSX) }, preHandler: readStatements },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await statements.list(
        callerOf(request),
        sideOf(request, request.query.side),
        request.query,
        true,
      );
      const rows = data.map((s) => [
        s.no,
        s.period,
        s.customer.name ?? '',
        s.factory.name ?? '',
        translate(language, statementStatusNames[s.status]!),
        { number: s.delivered },
        { number: `-${s.disputed}` },
        { number: s.adjustments },
        { number: s.total },
      ]);
      return xlsx(
        reply,
        'customer-statements',
        await listWorkbook(
          'Statements',
          language,
          ['statementNo', 'period', 'customer', 'factory', 'status', 'delivered', 'disputed', 'adjustments', 'total'],
          rows,
        ),
      );
    },
  );

  app.get(
    '/api/customer-statements/customers',
    { schema: { tags, response: answers(z.array(statementCustomer)) }, preHandler: factoryStatements },
    async (request) => ok(await statements.customers(callerOf(request))),
  );

  app.get(
    '/api/customer-statements/:no',
    { schema: { params: noParams, tags, response: answers(customerStatementAnswer) }, preHandler: readStatements },
    async (request) => ok(await statements.detail(callerOf(request), request.params.no)),
  );

  app.get(
    '/api/customer-statements/:no/export',
    { schema: { params: noParams, tags, response: fileAnswer(XLSX) }, preHandler: readStatements },
    async (request, reply) => {
      const s = await statements.detail(callerOf(request), request.params.no);
      return xlsx(reply, s.no, await statementWorkbook(s, requestLanguage(request)));
    },
  );

  app.get(
    '/api/customer-statements/:no/pdf',
    { schema: { params: noParams, tags, response: fileAnswer('application/pdf') }, preHandler: readStatements },
    async (request, reply) => {
      const s = await statements.detail(callerOf(request), request.params.no);
      const pdf = await renderPdf(statementDocument(s, requestLanguage(request)), {
        author: s.factory.name ?? undefined,
      });
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${s.no}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/customer-statements',
    {
      schema: { body: statementBody, tags, response: answers(customerStatementAnswer) },
      preHandler: factoryStatements,
    },
    async (request) => {
      const created = await statements.create(callerOf(request), request.body);
      return ok(created, translate(requestLanguage(request), billingMessages.created, { no: created.no }));
    },
  );

  app.put(
    '/api/customer-statements/:no/adjustments',
    {
      schema: { params: noParams, body: adjustBody, tags, response: answers(customerStatementAnswer) },
      preHandler: readStatements,
    },
    async (request) =>
      ok(
        await statements.adjust(callerOf(request), request.params.no, request.body),
        translate(requestLanguage(request), billingMessages.created, { no: request.params.no }),
      ),
  );

  for (const action of ['send', 'reopen'] as const) {
    app.post(
      `/api/customer-statements/:no/${action}`,
      {
        schema: { params: noParams, body: versionBody, tags, response: answers(customerStatementAnswer) },
        preHandler: readStatements,
      },
      async (request) => {
        const bells: BillingBell[] = [];
        const changed = await statements.act(
          callerOf(request),
          request.params.no,
          action,
          { rowVersion: request.body?.rowVersion },
          bells,
        );
        await ring(request, bells);
        return ok(changed, said(request, 'statement', changed.no, changed.status));
      },
    );
  }

  app.post(
    '/api/customer-statements/:no/cancel',
    {
      schema: { params: noParams, body: reasonBody, tags, response: answers(customerStatementAnswer) },
      preHandler: readStatements,
    },
    async (request) => {
      const changed = await statements.act(callerOf(request), request.params.no, 'cancel', request.body, []);
      return ok(changed, said(request, 'statement', changed.no, changed.status));
    },
  );

  app.post(
    '/api/customer-statements/:no/answer',
    {
      schema: { params: noParams, body: answerBody, tags, response: answers(customerStatementAnswer) },
      preHandler: readStatements,
    },
    async (request) => {
      const bells: BillingBell[] = [];
      const changed = await statements.answer(callerOf(request), request.params.no, request.body, bells);
      await ring(request, bells);
      return ok(changed, said(request, 'statement', changed.no, changed.status));
    },
  );

  // Invoices
  app.get(
    '/api/customer-invoices',
    {
      schema: { querystring: invoiceListQuery, tags, response: answers(pageOf(customerInvoiceRow)) },
      preHandler: readInvoices,
    },
    async (request) => ok(await invoices.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/customer-invoices/export',
    { schema: { querystring: invoiceListQuery, tags, response: fileAnswer(XLSX) }, preHandler: readInvoices },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await invoices.list(callerOf(request), sideOf(request, request.query.side), request.query, true);
      const rows = data.map((i) => [
        i.no,
        i.statementNo ?? '',
        i.customer.name ?? '',
        i.factory.name ?? '',
        translate(language, invoiceStatusNames[i.status]!),
        i.taxInvoiceNo ?? '',
        { number: i.taxRate },
        { number: i.exTax },
        { number: i.tax },
        { number: i.total },
      ]);
      return xlsx(
        reply,
        'customer-invoices',
        await listWorkbook(
          'Invoices',
          language,
          [
            'invoiceNo',
            'statementNo',
            'customer',
            'factory',
            'status',
            'taxInvoiceNo',
            'taxRate',
            'exTax',
            'tax',
            'invoiceTotal',
          ],
          rows,
        ),
      );
    },
  );

  app.get(
    '/api/customer-invoices/:no',
    { schema: { params: noParams, tags, response: answers(customerInvoiceAnswer) }, preHandler: readInvoices },
    async (request) => ok(await invoices.detail(callerOf(request), request.params.no)),
  );

  app.get(
    '/api/customer-invoices/:no/pdf',
    { schema: { params: noParams, tags, response: fileAnswer('application/pdf') }, preHandler: readInvoices },
    async (request, reply) => {
      const i = await invoices.detail(callerOf(request), request.params.no);
      const pdf = await renderPdf(invoiceDocument(i, requestLanguage(request)), {
        author: i.factory.name ?? undefined,
      });
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="${i.no}.pdf"`)
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  app.post(
    '/api/customer-invoices',
    { schema: { body: invoiceBody, tags, response: answers(customerInvoiceAnswer) }, preHandler: factoryInvoices },
    async (request) => {
      const created = await invoices.create(callerOf(request), request.body);
      return ok(created, translate(requestLanguage(request), billingMessages.created, { no: created.no }));
    },
  );

  app.post(
    '/api/customer-invoices/:no/issue',
    {
      schema: { params: noParams, body: issueBody, tags, response: answers(customerInvoiceAnswer) },
      preHandler: readInvoices,
    },
    async (request) => {
      const bells: BillingBell[] = [];
      const changed = await invoices.act(
        callerOf(request),
        request.params.no,
        'issue',
        { taxInvoiceNo: request.body?.taxInvoiceNo, rowVersion: request.body?.rowVersion },
        bells,
      );
      await ring(request, bells);
      return ok(changed, said(request, 'invoice', changed.no, changed.status));
    },
  );

  app.post(
    '/api/customer-invoices/:no/send',
    {
      schema: { params: noParams, body: versionBody, tags, response: answers(customerInvoiceAnswer) },
      preHandler: readInvoices,
    },
    async (request) => {
      const bells: BillingBell[] = [];
      const changed = await invoices.act(
        callerOf(request),
        request.params.no,
        'send',
        { rowVersion: request.body?.rowVersion },
        bells,
      );
      await ring(request, bells);
      return ok(changed, said(request, 'invoice', changed.no, changed.status));
    },
  );

  app.post(
    '/api/customer-invoices/:no/void',
    {
      schema: { params: noParams, body: reasonBody, tags, response: answers(customerInvoiceAnswer) },
      preHandler: readInvoices,
    },
    async (request) => {
      const bells: BillingBell[] = [];
      const changed = await invoices.act(callerOf(request), request.params.no, 'void', request.body, bells);
      await ring(request, bells);
      return ok(changed, said(request, 'invoice', changed.no, changed.status));
    },
  );
};

/** The customers' invoice applications (order module) for the customer-invoicing screens: search, dates, sort, export. */
const applicationRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const reader = applicationReader(database.db, app.clock);
  const tags = ['customer-billing'];
  const read = requireScreen(BILLING_SCREENS.invoices, config.grantAllMenus);
  const callerOf = (request: FastifyRequest): BillingCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const kind = signedIn(request).staff.enterpriseKind;
    if (asked === 'factory' && kind !== 'factory') throw forbidden();
    return asked ?? (kind === 'factory' ? 'factory' : 'customer');
  };
  app.get(
    '/api/customer-invoicing/applications',
    {
      schema: { querystring: applicationListQuery, tags, response: answers(pageOf(invoiceApplicationAnswer)) },
      preHandler: read,
    },
    async (request) => ok(await reader.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );
  app.get(
    '/api/customer-invoicing/applications/export',
    { schema: { querystring: applicationListQuery, tags, response: fileAnswer(XLSX) }, preHandler: read },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await reader.list(callerOf(request), sideOf(request, request.query.side), request.query, true);
      const rows = data.map((x) => [
        x.no,
        x.orderNo,
        x.customer.name ?? '',
        x.invoicingInfo?.unitName ?? '',
        x.invoicingInfo?.taxpayerNo ?? '',
        translate(language, applicationStatusNames[x.status]!),
        x.invoiceNo ?? '',
        { number: x.amount },
        new Date(x.appliedAt).toISOString().slice(0, 10),
      ]);
      const bytes = await listWorkbook(
        'Applications',
        language,
        [
          'applicationNo',
          'orderNo',
          'customer',
          'unitName',
          'taxpayerNo',
          'status',
          'taxInvoiceNo',
          'amount',
          'appliedAt',
        ],
        rows,
      );
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="invoice-applications.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
  app.get(
    '/api/customer-invoicing/applications/:no',
    { schema: { params: noParams, tags, response: answers(invoiceApplicationAnswer) }, preHandler: read },
    async (request) => ok(await reader.detail(callerOf(request), request.params.no)),
  );
};

const customerBillingModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  acceptEmptyJsonBody(app);
  await app.register(routes as FastifyPluginAsync<ModuleOptions>, options);
  await app.register(applicationRoutes as FastifyPluginAsync<ModuleOptions>, options);
  await app.register(paymentRoutes as FastifyPluginAsync<ModuleOptions>, options);
};

export default customerBillingModule;
