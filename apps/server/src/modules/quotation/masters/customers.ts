import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOMER_LEVELS, factoryCustomers } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { writeWorkbook } from '../../documents/index.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import { quotationMessages } from '../messages.js';
import type { QuotationRouteOptions } from '../routes/quotations.routes.js';
import { isUniqueViolation } from '../service/numbering.js';
import { pageOf, pageQuery } from './paging.js';
import { exportHeaders, xlsxReply } from './xlsx-reply.js';

const body = z.object({
  customerNo: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  level: z.enum(CUSTOMER_LEVELS).default('B'),
  contact: z.string().trim().max(60).optional(),
  phone: z.string().trim().max(30).optional(),
  remarks: z.string().trim().max(500).optional(),
});
const uidParams = z.object({ uid: z.uuid() });

/** The factory's customers (number, name, level): the quotation's customer comes from here. */
export const customerRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const tags = ['quotation masters'];
  const all = (enterpriseUid: string) => db.select().from(factoryCustomers).where(eq(factoryCustomers.enterpriseUid, enterpriseUid)).orderBy(asc(factoryCustomers.customerNo));
  const taken = (value: string) => badRequest(quotationMessages.masterTaken, { field: 'customerNo', value }, 'customerNo');

  app.get('/api/factory-customers', { ...read, schema: { querystring: pageQuery, tags } }, async (request) =>
    ok(pageOf(await all(actorOf(request).enterpriseUid), request.query, (row) => [row.customerNo, row.name, row.level, row.contact])),
  );

  app.get('/api/factory-customers/export', { ...read, schema: { tags } }, async (request, reply) => {
    const actor = actorOf(request);
    const rows = await all(actor.enterpriseUid);
    const header = exportHeaders(actor.language, ['customerNo', 'customerName', 'customerLevel', 'contact', 'phone', 'remarks']);
    return xlsxReply(reply, 'customers.xlsx', await writeWorkbook([{ name: 'Customers', rows: [header, ...rows.map((r) => [r.customerNo, r.name, r.level, r.contact, r.phone, r.remarks])], boldRows: [1], widths: [14, 32, 8, 14, 16, 30] }]));
  });

  app.post('/api/factory-customers', { ...write, schema: { body, tags } }, async (request) => {
    const actor = actorOf(request);
    try {
      const [row] = await db.insert(factoryCustomers).values({ ...request.body, enterpriseUid: actor.enterpriseUid }).returning();
      return ok(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(request.body.customerNo);
      throw error;
    }
  });

  app.put('/api/factory-customers/:uid', { ...write, schema: { params: uidParams, body, tags } }, async (request) => {
    const actor = actorOf(request);
    try {
      const [row] = await db
        .update(factoryCustomers)
        .set({ ...request.body, updatedAt: new Date() })
        .where(and(eq(factoryCustomers.uid, request.params.uid), eq(factoryCustomers.enterpriseUid, actor.enterpriseUid)))
        .returning();
      if (!row) throw notFound();
      return ok(row);
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(request.body.customerNo);
      throw error;
    }
  });

  app.delete('/api/factory-customers/:uid', { ...write, schema: { params: uidParams, tags } }, async (request) => {
    const removed = await db.delete(factoryCustomers).where(and(eq(factoryCustomers.uid, request.params.uid), eq(factoryCustomers.enterpriseUid, actorOf(request).enterpriseUid))).returning({ uid: factoryCustomers.uid });
    if (!removed.length) throw notFound();
    return ok(null);
  });
};
