import type { CustomerContact, CustomerLevel } from '@pcbunion/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { CUSTOMER_LEVELS, customers } from '../../../db/schema/index.js';
import { AppError, badRequest, notFound } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { CustomerActor } from '../../customer/index.js';
import {
  changeCustomer,
  createCustomer,
  customerNoTaken,
  moveCustomer,
  type CustomerRow,
} from '../../customer/index.js';
import { masterMessages } from '../messages.js';
import { pageOf, type PageQuery } from '../paging.js';
import type { FactoryCustomerBody } from '../schemas.js';
import { exportHeaders } from '../xlsx-reply.js';
import { isUniqueViolation, type Tx } from './store.js';

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
export function factoryCustomerService(db: Database, clock: Clock) {
  const all = async (enterpriseUid: string) =>
    (
      await db
        .select()
        .from(customers)
        .where(and(eq(customers.enterpriseUid, enterpriseUid), eq(customers.status, 'active')))
        .orderBy(asc(customers.customerNo))
    ).map(quotationCustomer);
  const taken = (value: string) => badRequest(masterMessages.masterTaken, { field: 'customerNo', value }, 'customerNo');
  /** An active customer file of the caller's factory; an archived one is gone from this list (404). */
  const activeOf = async (tx: Tx, uid: string, enterpriseUid: string) => {
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
  const fields = (input: FactoryCustomerBody) => ({
    customerNo: input.customerNo,
    name: input.name,
    level: MASTER_LEVEL_OF[input.level],
    ...(input.remarks !== undefined ? { note: input.remarks } : {}),
  });

  return {
    /** A page of the active customers, searched by number, name, level and contact. */
    page: async (enterpriseUid: string, query: PageQuery) =>
      pageOf(await all(enterpriseUid), query, (row) => [row.customerNo, row.name, row.level, row.contact]),

    /** The active customers as a workbook. */
    async workbook(enterpriseUid: string, language: Language) {
      const rows = await all(enterpriseUid);
      const header = exportHeaders(language, [
        'customerNo',
        'customerName',
        'customerLevel',
        'contact',
        'phone',
        'remarks',
      ]);
      return writeWorkbook([
        {
          name: 'Customers',
          rows: [header, ...rows.map((r) => [r.customerNo, r.name, r.level, r.contact, r.phone, r.remarks])],
          boldRows: [1],
          widths: [14, 32, 8, 14, 16, 30],
        },
      ]);
    },

    /** A new customer file of the master, with the number the screen gives (taken: 400 naming customerNo). */
    async create(actor: CustomerActor, input: FactoryCustomerBody) {
      const row = await saving(input.customerNo, () =>
        db.transaction(async (tx) => {
          if (await customerNoTaken(tx, actor.enterpriseUid, input.customerNo)) throw taken(input.customerNo);
          return createCustomer(tx, clock, actor, {
            ...fields(input),
            contacts: contactsWith([], input.contact, input.phone),
          });
        }),
      );
      return quotationCustomer(row);
    },

    /** Changes an active customer file (compare-and-set on the version the screen read, else the current one). */
    async change(actor: CustomerActor, uid: string, input: FactoryCustomerBody) {
      const row = await saving(input.customerNo, () =>
        db.transaction(async (tx) => {
          const before = await activeOf(tx, uid, actor.enterpriseUid);
          if (await customerNoTaken(tx, actor.enterpriseUid, input.customerNo, before.uid))
            throw taken(input.customerNo);
          return changeCustomer(tx, clock, actor, before.uid, {
            ...fields(input),
            contacts: contactsWith(before.contacts, input.contact, input.phone),
            rowVersion: input.rowVersion ?? before.rowVersion,
          });
        }),
      );
      return quotationCustomer(row);
    },

    /** Archives the customer file (compare-and-set on its version, logged); it leaves this list. */
    async archive(actor: CustomerActor, uid: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await activeOf(tx, uid, actor.enterpriseUid);
        await moveCustomer(tx, clock, actor, row.uid, 'archive', row.rowVersion);
      });
    },
  };
}
