import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import {
  CUSTOMER_SHEET_WIDTHS,
  customerSheet,
  LOG_SHEET_WIDTHS,
  logSheet,
  OVERVIEW_SHEET_WIDTHS,
  overviewSheet,
} from './export.js';
import { consentService, type ConsentCaller } from './service.js';
import { consentMessages } from './messages.js';
import {
  consentBody,
  consentLogRow,
  consentOverviewAnswer,
  consentParams,
  customerListQuery,
  customerParams,
  factoryChoiceAnswer,
  factorySearchQuery,
  logQuery,
  overviewQuery,
  savedConsentAnswer,
  sharedCustomerRow,
  sharedDetailAnswer,
} from './schemas.js';
import { signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
/** The most rows one export writes (the list's filters narrow it). */
const CUSTOMER_EXPORT_ROWS = 10_000;
const LOG_EXPORT_ROWS = 10_000;

/**
 * Third-party sharing by the customer's consent (issue 20, the fixed page /third-party-customer-information): a
 * customer grants or revokes, per factory and category, what the factory may share with third parties; the factory
 * reads only what holds. No menu owns the page (spec 01 §2.3), so a signed-in caller is enough; the side comes from
 * the enterprise: a factory calling the customer's routes, or anyone else the factory's, answers 403.
 */
const consentModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  const consents = consentService(database.db, app.clock);
  const tags = ['consent'];

  const callerOf = (request: FastifyRequest, side: 'customer' | 'factory'): ConsentCaller => {
    const caller = signedInToEnterprise(request);
    const isFactory = caller.staff.enterpriseKind === 'factory';
    if (side === 'factory' && !isFactory) throw forbidden(consentMessages.factoryOnly);
    if (side === 'customer' && (isFactory || caller.staff.enterpriseKind === 'platform'))
      throw forbidden(consentMessages.customerOnly);
    return {
      enterpriseUid: caller.enterpriseUid,
      enterpriseName: caller.staff.enterpriseName,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const sideOf = (request: FastifyRequest) =>
    signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer';

  /** Which side of the page the caller sees: the customer's consents, or the factory's shared information. */
  app.get(
    '/api/customer-consents/side',
    { schema: { tags, response: answers(z.object({ side: z.enum(['customer', 'factory']) })) } },
    async (request) => ok({ side: sideOf(request) }),
  );

  app.get(
    '/api/customer-consents',
    { schema: { querystring: overviewQuery, tags, response: answers(consentOverviewAnswer) } },
    async (request) => ok(await consents.overview(callerOf(request, 'customer'), request.query)),
  );

  /** The customer's consents as Excel, one row per factory and category, with the overview's filters. */
  app.get(
    '/api/customer-consents/export',
    { schema: { querystring: overviewQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { categories, factories } = await consents.overview(callerOf(request, 'customer'), request.query);
      const bytes = await writeWorkbook([
        {
          name: 'Consents',
          rows: overviewSheet(factories, categories, requestLanguage(request)),
          boldRows: [1],
          widths: OVERVIEW_SHEET_WIDTHS,
        },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="my-consents.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/api/customer-consents/factories',
    { schema: { querystring: factorySearchQuery, tags, response: answers(factoryChoiceAnswer) } },
    async (request) => {
      callerOf(request, 'customer');
      return ok(await consents.searchFactories(request.query.keyword));
    },
  );

  app.put(
    '/api/customer-consents/:factoryUid/:category',
    { schema: { params: consentParams, body: consentBody, tags, response: answers(savedConsentAnswer) } },
    async (request) => {
      const saved = await consents.answer(
        callerOf(request, 'customer'),
        request.params.factoryUid,
        request.params.category,
        request.body,
      );
      return ok(saved, translate(requestLanguage(request), consentMessages.saved));
    },
  );

  app.get(
    '/api/customer-consents/customers',
    { schema: { querystring: customerListQuery, tags, response: answers(pageOf(sharedCustomerRow)) } },
    async (request) => ok(await consents.customers(callerOf(request, 'factory'), request.query)),
  );

  /** The factory's customer list as Excel: the same filters and order, the first CUSTOMER_EXPORT_ROWS rows. */
  app.get(
    '/api/customer-consents/customers/export',
    { schema: { querystring: customerListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { data } = await consents.customers(callerOf(request, 'factory'), {
        ...request.query,
        page_no: 1,
        page_size: CUSTOMER_EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        {
          name: 'Customers',
          rows: customerSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: CUSTOMER_SHEET_WIDTHS,
        },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="customer-consents.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/api/customer-consents/customers/:customerUid',
    { schema: { params: customerParams, tags, response: answers(sharedDetailAnswer) } },
    async (request) => ok(await consents.customer(callerOf(request, 'factory'), request.params.customerUid)),
  );

  app.get(
    '/api/customer-consents/log',
    { schema: { querystring: logQuery, tags, response: answers(pageOf(consentLogRow)) } },
    async (request) => {
      const side = sideOf(request);
      return ok(await consents.log(callerOf(request, side), side, request.query));
    },
  );

  /** The log as Excel (either side's own), with the list's search and days, newest first, the first LOG_EXPORT_ROWS rows. */
  app.get(
    '/api/customer-consents/log/export',
    { schema: { querystring: logQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const side = sideOf(request);
      const { data } = await consents.log(callerOf(request, side), side, {
        ...request.query,
        page_no: 1,
        page_size: LOG_EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        {
          name: 'Consent log',
          rows: logSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: LOG_SHEET_WIDTHS,
        },
      ]);
      return reply
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="consent-log.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );
};

export default consentModule as FastifyPluginAsync<ModuleOptions>;
