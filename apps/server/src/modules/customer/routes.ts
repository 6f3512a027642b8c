import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customers, enterprises, orders, staff } from '../../db/schema/index.js';
import { ok, type Envelope } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { idempotent } from '../../platform/idempotency/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { factoryOnly } from './context.js';
import { adoptPlatformCustomers, changeCustomer, createCustomer, moveCustomer } from './service/customers.js';
import { customerDetail, customerSheet, listCustomers } from './customers.view.js';
import { addFollowUp, changeLead, createLead, moveLead } from './service/leads.js';
import { countsByStage, leadDetail, leadSheet, listLeads } from './leads.view.js';
import {
  customerAnswer,
  customerBody,
  customerChangeBody,
  customerListQuery,
  customerMoveBody,
  customerMoved,
  customerRow,
  customerSaved,
  followUpBody,
  leadAnswer,
  leadBody,
  leadChangeBody,
  leadFollowedUp,
  leadListQuery,
  leadMoveBody,
  leadMoved,
  leadPage,
  leadParams,
  leadSaved,
  platformCandidate,
  salesmanAnswer,
  uidParams,
} from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { requireScreen } from '../../platform/access/guards.js';

export const CUSTOMER_SCREENS = { customers: ['customer-files'], leads: ['potentialCustomer-management'] } as const;

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The factory's customer files and leads (issue 20). Only a factory's staff holding the screen may call them (a
 * customer or supplier enterprise is 403); every query is scoped by the caller's enterprise (another factory's
 * customer or lead is 404). Every change is one transaction (idempotent with the header).
 */
export const customerRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  const tags = ['customers'];
  const factory = async (request: FastifyRequest) => factoryOnly(actorOf(request));
  const files = [requireScreen(CUSTOMER_SCREENS.customers, grantAll), factory];
  const leads = [requireScreen(CUSTOMER_SCREENS.leads, grantAll), factory];
  const either = [requireScreen([...CUSTOMER_SCREENS.customers, ...CUSTOMER_SCREENS.leads], grantAll), factory];
  // The answer of the work, or its stored copy when the request is a retry (same key): the same shape either way.
  const change = <Data>(
    request: FastifyRequest,
    reply: FastifyReply,
    work: (tx: Parameters<Parameters<typeof db.transaction>[0]>[0]) => Promise<Envelope<Data>>,
  ) => idempotent(db, request, reply, work) as Promise<Envelope<Data>>;
  const me = (request: FastifyRequest) => actorOf(request).enterpriseUid;

  app.get(
    '/api/customers',
    { schema: { querystring: customerListQuery, tags, response: answers(pageOf(customerRow)) }, preHandler: files },
    async (request) => {
      // A platform customer who ordered gets its file on the factory's first look at the list.
      await db.transaction((tx) => adoptPlatformCustomers(tx, clock, actorOf(request)));
      return ok(await listCustomers(db, me(request), request.query));
    },
  );

  app.get(
    '/api/customers/export',
    { schema: { querystring: customerListQuery, tags, response: fileAnswer(XLSX) }, preHandler: files },
    async (request, reply) => {
      const { data } = await listCustomers(db, me(request), request.query, true);
      const bytes = await writeWorkbook([
        {
          name: 'Customers',
          rows: customerSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: [10, 30, 12, 10, 14, 16, 22, 14, 22, 12, 30, 12],
        },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="customers.xlsx"')
        .send(bytes);
    },
  );

  /** The factory's active staff, to pick a salesman. */
  app.get(
    '/api/customers/salesmen',
    { schema: { tags, response: answers(z.array(salesmanAnswer)) }, preHandler: either },
    async (request) =>
      ok(
        await db
          .select({ uid: staff.uid, name: staff.staffName, jobNumber: staff.jobNumber, department: staff.department })
          .from(staff)
          .where(and(eq(staff.enterpriseUid, me(request)), eq(staff.status, 'active')))
          .orderBy(asc(staff.staffName))
          .limit(500),
      ),
  );

  /** Platform customer enterprises that ordered from the factory and have no customer file linked yet. */
  app.get(
    '/api/customers/platform-candidates',
    { schema: { tags, response: answers(z.array(platformCandidate)) }, preHandler: files },
    async (request) => {
      const rows = await db
        .selectDistinct({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
        .from(orders)
        .innerJoin(enterprises, eq(enterprises.uid, orders.customerUid))
        .leftJoin(
          customers,
          and(eq(customers.enterpriseUid, orders.merchantUid), eq(customers.platformEnterpriseUid, orders.customerUid)),
        )
        .where(and(eq(orders.merchantUid, me(request)), eq(enterprises.kind, 'customer'), isNull(customers.uid)))
        .limit(200);
      return ok(rows);
    },
  );

  app.get(
    '/api/customers/:uid',
    { schema: { params: uidParams, tags, response: answers(customerAnswer) }, preHandler: files },
    async (request) => ok(await customerDetail(db, request.params.uid, me(request), requestLanguage(request))),
  );

  app.post(
    '/api/customers',
    { schema: { body: customerBody, tags, response: answers(customerSaved) }, preHandler: files },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await createCustomer(tx, clock, actorOf(request), request.body);
        return ok({ uid: row.uid, customerNo: row.customerNo, rowVersion: row.rowVersion });
      }),
  );

  app.put(
    '/api/customers/:uid',
    {
      schema: { params: uidParams, body: customerChangeBody, tags, response: answers(customerSaved) },
      preHandler: files,
    },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await changeCustomer(tx, clock, actorOf(request), request.params.uid, request.body);
        return ok({ uid: row.uid, customerNo: row.customerNo, rowVersion: row.rowVersion });
      }),
  );

  for (const action of ['archive', 'restore'] as const) {
    app.post(
      `/api/customers/:uid/${action}`,
      {
        schema: { params: uidParams, body: customerMoveBody, tags, response: answers(customerMoved) },
        preHandler: files,
      },
      async (request, reply) =>
        change(request, reply, async (tx) => {
          const row = await moveCustomer(
            tx,
            clock,
            actorOf(request),
            request.params.uid,
            action,
            request.body?.rowVersion,
          );
          return ok({ uid: row.uid, status: row.status, rowVersion: row.rowVersion });
        }),
    );
  }

  app.get(
    '/api/customer-leads',
    { schema: { querystring: leadListQuery, tags, response: answers(leadPage) }, preHandler: leads },
    async (request) =>
      ok({ ...(await listLeads(db, me(request), request.query)), counts: await countsByStage(db, me(request)) }),
  );

  app.get(
    '/api/customer-leads/export',
    { schema: { querystring: leadListQuery, tags, response: fileAnswer(XLSX) }, preHandler: leads },
    async (request, reply) => {
      const { data } = await listLeads(db, me(request), request.query, true);
      const bytes = await writeWorkbook([
        {
          name: 'Leads',
          rows: leadSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: [24, 30, 14, 16, 12, 12, 14, 12, 30, 12],
        },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="leads.xlsx"')
        .send(bytes);
    },
  );

  app.get(
    '/api/customer-leads/:no',
    { schema: { params: leadParams, tags, response: answers(leadAnswer) }, preHandler: leads },
    async (request) => ok(await leadDetail(db, request.params.no, me(request), requestLanguage(request))),
  );

  app.post(
    '/api/customer-leads',
    { schema: { body: leadBody, tags, response: answers(leadSaved) }, preHandler: leads },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await createLead(tx, clock, actorOf(request), request.body);
        return ok({ no: row.leadNo, stage: row.stage, rowVersion: row.rowVersion });
      }),
  );

  app.put(
    '/api/customer-leads/:no',
    { schema: { params: leadParams, body: leadChangeBody, tags, response: answers(leadSaved) }, preHandler: leads },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await changeLead(tx, clock, actorOf(request), request.params.no, request.body);
        return ok({ no: row.leadNo, stage: row.stage, rowVersion: row.rowVersion });
      }),
  );

  app.post(
    '/api/customer-leads/:no/actions',
    { schema: { params: leadParams, body: leadMoveBody, tags, response: answers(leadMoved) }, preHandler: leads },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const { lead, customerUid } = await moveLead(tx, clock, actorOf(request), request.params.no, request.body);
        return ok({ no: lead.leadNo, stage: lead.stage, rowVersion: lead.rowVersion, customerUid });
      }),
  );

  app.post(
    '/api/customer-leads/:no/follow-ups',
    { schema: { params: leadParams, body: followUpBody, tags, response: answers(leadFollowedUp) }, preHandler: leads },
    async (request, reply) =>
      change(request, reply, async (tx) => {
        const row = await addFollowUp(tx, clock, actorOf(request), request.params.no, request.body);
        return ok({ no: row.leadNo, stage: row.stage, rowVersion: row.rowVersion, nextFollowUpOn: row.nextFollowUpOn });
      }),
  );
};
