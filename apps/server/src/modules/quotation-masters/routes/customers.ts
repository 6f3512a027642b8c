import type { CustomerContact, CustomerLevel } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import { CUSTOMER_LEVELS, customers } from '../../../db/schema/index.js';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { factoryCustomerAnswer } from '../schemas.js';
import { AppError, badRequest, notFound } from '../../../http/errors.js';
import type { CustomerActor } from '../../customer/index.js';
import {
  changeCustomer,
  createCustomer,
  customerNoTaken,
  moveCustomer,
  type CustomerRow,
} from '../../customer/index.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { masterMessages } from '../messages.js';
import { isUniqueViolation } from '../store.js';
import { pageOf, pageQuery } from '../paging.js';
import { exportHeaders, xlsxReply } from '../xlsx-reply.js';

export type QuotationLevel = (typeof CUSTOMER_LEVELS)[number];

/**
 * The quotation screens' customer level A–D is the customer master's level, one to one (migration 0034 mapped the
 * old list the same way). The quotation's pricing does not read the level: it is copied onto the quotation as text.
 */
export const MASTER_LEVEL_OF: Record<QuotationLevel, CustomerLevel> = {
  A: 'strategic',
  B: 'key',
  C: 'regular',
  D: 'occasional',
};
export const QUOTATION_LEVEL_OF: Record<CustomerLevel, QuotationLevel> = {
  strategic: 'A',
  key: 'B',
  regular: 'C',
  occasional: 'D',
};

const body = z.object({
  customerNo: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  level: z.enum(CUSTOMER_LEVELS).default('B'),
  contact: z.string().trim().max(60).optional(),
  phone: z.string().trim().max(30).optional(),
  remarks: z.string().trim().max(500).optional(),
  /** The customer file's version the screen read (optional): a change in between is 409. */
  rowVersion: z.number().int().min(1).optional(),
});
type Body = z.infer<typeof body>;
const uidParams = z.object({ uid: z.uuid() });

/** The primary contact of a customer file (the one marked primary, else the first). */
const primaryIndex = (contacts: CustomerContact[]) =>
  Math.max(
    0,
    contacts.findIndex((c) => c.primary),
  );

/** A master customer in the quotation list's shape: number, name, level A–D, contact, phone and remarks. */
export function quotationCustomer(row: CustomerRow) {
  const contact = row.contacts[primaryIndex(row.contacts)];
  return {
    uid: row.uid,
    enterpriseUid: row.enterpriseUid,
    customerNo: row.customerNo,
    name: row.name,
    level: QUOTATION_LEVEL_OF[row.level],
    contact: contact ? contact.name : null,
    phone: contact?.phone ?? null,
    remarks: row.note === '' ? null : row.note,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}

/** The contacts after the list's contact and phone: they land on the primary contact (none left when both are empty). */
function contactsWith(
  contacts: CustomerContact[],
  contact: string | undefined,
  phone: string | undefined,
): CustomerContact[] | undefined {
  if (contact === undefined && phone === undefined) return undefined;
  const list = contacts.map((c) => ({ ...c }));
  const at = primaryIndex(list);
  const current: CustomerContact = list[at] ?? { name: '', primary: true };
  const next: CustomerContact = { ...current, name: contact ?? current.name, primary: true };
  if (phone !== undefined) {
    if (phone) next.phone = phone;
    else delete next.phone;
  }
  if (!list.length) return next.name || next.phone ? [next] : [];
  if (!next.name && !next.phone) return list.filter((_, i) => i !== at);
  list[at] = next;
  return list;
}

/**
 * The factory's customers as the quotation screens see them (number, name, level, contact): the customer master
 * (`customers`, issue 20), read and written through the customer module's service, so numbering, the row version
 * and the operation log hold. The list shows the active customer files; deleting archives the file (it keeps its
 * history and can be restored on the customer-files screen).
 */
export const customerRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.quotations], grantAll) };
  const tags = ['quotation masters'];
  const clock = app.clock;
  const all = async (enterpriseUid: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.enterpriseUid, enterpriseUid), eq(customers.status, 'active')))
        .orderBy(asc(customers.customerNo))
    ).map(quotationCustomer);
  const taken = (value: string) => badRequest(masterMessages.masterTaken, { field: 'customerNo', value }, 'customerNo');
  /** The caller as the customer module's actor: the screens are a factory's (requireScreens refused anyone else). */
  const customerActor = (request: FastifyRequest): CustomerActor => ({ ...actorOf(request), kind: 'factory' });
  /** An active customer file of the caller's factory; an archived one is gone from this list (404). */
  const activeOf = async (
    tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
    uid: string,
    enterpriseUid: string,
  ) => {
    const [row] = await tx
      .select()
      .from(customers)
      .where(and(eq(customers.uid, uid), eq(customers.enterpriseUid, enterpriseUid), eq(customers.status, 'active')));
    if (!row) throw notFound();
    return row;
  };
  const saving = async <T>(customerNo: string, work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error) || (error instanceof AppError && error.field === 'customerNo'))
        throw taken(customerNo);
      throw error;
    }
  };
  const fields = (input: Body) => ({
    customerNo: input.customerNo,
    name: input.name,
    level: MASTER_LEVEL_OF[input.level],
    ...(input.remarks !== undefined ? { note: input.remarks } : {}),
  });

  app.get(
    '/api/factory-customers',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(factoryCustomerAnswer)) } },
    async (request) =>
      ok(
        pageOf(await all(actorOf(request).enterpriseUid), request.query, (row) => [
          row.customerNo,
          row.name,
          row.level,
          row.contact,
        ]),
      ),
  );

  app.get(
    '/api/factory-customers/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await all(actor.enterpriseUid);
      const header = exportHeaders(actor.language, [
        'customerNo',
        'customerName',
        'customerLevel',
        'contact',
        'phone',
        'remarks',
      ]);
      return xlsxReply(
        reply,
        'customers.xlsx',
        await writeWorkbook([
          {
            name: 'Customers',
            rows: [header, ...rows.map((r) => [r.customerNo, r.name, r.level, r.contact, r.phone, r.remarks])],
            boldRows: [1],
            widths: [14, 32, 8, 14, 16, 30],
          },
        ]),
      );
    },
  );

  /** A new customer file of the master, with the number the screen gives. */
  app.post(
    '/api/factory-customers',
    { ...write, schema: { body, tags, response: answers(factoryCustomerAnswer) } },
    async (request) => {
      const actor = customerActor(request);
      const input = request.body;
      const row = await saving(input.customerNo, () =>
        db.transaction(async (tx) => {
          if (await customerNoTaken(tx, actor.enterpriseUid, input.customerNo)) throw taken(input.customerNo);
          return createCustomer(tx, clock, actor, {
            ...fields(input),
            contacts: contactsWith([], input.contact, input.phone),
          });
        }),
      );
      return ok(quotationCustomer(row));
    },
  );

  app.put(
    '/api/factory-customers/:uid',
    { ...write, schema: { params: uidParams, body, tags, response: answers(factoryCustomerAnswer) } },
    async (request) => {
      const actor = customerActor(request);
      const input = request.body;
      const row = await saving(input.customerNo, () =>
        db.transaction(async (tx) => {
          const before = await activeOf(tx, request.params.uid, actor.enterpriseUid);
          if (await customerNoTaken(tx, actor.enterpriseUid, input.customerNo, before.uid))
            throw taken(input.customerNo);
          return changeCustomer(tx, clock, actor, before.uid, {
            ...fields(input),
            contacts: contactsWith(before.contacts, input.contact, input.phone),
            rowVersion: input.rowVersion ?? before.rowVersion,
          });
        }),
      );
      return ok(quotationCustomer(row));
    },
  );

  /** Archives the customer file (compare-and-set on its version, logged); it leaves this list. */
  app.delete(
    '/api/factory-customers/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const actor = customerActor(request);
      await db.transaction(async (tx) => {
        const row = await activeOf(tx, request.params.uid, actor.enterpriseUid);
        await moveCustomer(tx, clock, actor, row.uid, 'archive', row.rowVersion);
      });
      return ok(null);
    },
  );
};
