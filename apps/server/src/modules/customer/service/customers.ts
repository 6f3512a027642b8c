import {
  customerNoOf,
  customerSequenceOf,
  textOfCents,
  type CustomerAddress,
  type CustomerContact,
  type CustomerLevel,
  type CustomerStatus,
  type CustomerPaymentTerm,
} from '@pcbunion/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { customers, enterprises, orders } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { auditCustomer, checkSalesman, type CustomerActor } from '../context.js';
import { customerActionWords, customerMessages, customerStateWords } from '../messages.js';

export type CustomerRow = typeof customers.$inferSelect;

/** What the factory writes on a customer file; money as text ("50000.00"), stored in cents. */
export interface CustomerInput {
  /** Only the quotation screen's customer list names the number itself (its routes' shape); the master numbers C0001 on. */
  customerNo?: string;
  name?: string;
  abbreviation?: string;
  level?: CustomerLevel;
  platformEnterpriseUid?: string | null;
  contacts?: CustomerContact[];
  addresses?: CustomerAddress[];
  taxId?: string;
  invoiceTitle?: string;
  bankName?: string;
  bankAccount?: string;
  creditLimit?: string;
  currency?: string;
  paymentTerms?: CustomerPaymentTerm;
  salesmanUid?: string | null;
  note?: string;
  rowVersion?: number;
}

const CREDIT = /^\d{1,13}(\.\d{1,2})?$/;

/** "50000.5" → 5000050n cents; anything else is 400 naming the credit limit. */
export function creditCents(value: string): bigint {
  const text = value.trim();
  if (!CREDIT.test(text)) throw new AppError(400, customerMessages.badCredit, {}, 0, 'creditLimit');
  const [whole, fraction = ''] = text.split('.');
  return BigInt(whole!) * 100n + BigInt(fraction.padEnd(2, '0'));
}

/** The customer of the caller's factory; another factory's customer (or none) is 404. */
export async function customerOfCaller(tx: Executor, uid: string, enterpriseUid: string): Promise<CustomerRow> {
  const [row] = await tx
    .select()
    .from(customers)
    .where(and(eq(customers.uid, uid), eq(customers.enterpriseUid, enterpriseUid)));
  if (!row) throw new AppError(404, customerMessages.customerNotFound);
  return row;
}

/** Locks the factory's row: customer numbers are given and checked one at a time per factory. */
async function lockFactory(tx: Executor, enterpriseUid: string): Promise<void> {
  await tx.execute(sql`select uid from enterprises where uid = ${enterpriseUid} for update`);
}

/** Whether another customer of the factory (not `self`) has this number. */
export async function customerNoTaken(
  tx: Executor,
  enterpriseUid: string,
  customerNo: string,
  self?: string,
): Promise<boolean> {
  const [taken] = await tx
    .select({ uid: customers.uid })
    .from(customers)
    .where(and(eq(customers.enterpriseUid, enterpriseUid), eq(customers.customerNo, customerNo)));
  return !!taken && taken.uid !== self;
}

/** A number the caller names (its route checked it is not empty): 409 when another customer of the factory has it (checked with the factory locked). */
async function namedCustomerNo(
  tx: Executor,
  enterpriseUid: string,
  customerNo: string,
  self?: string,
): Promise<string> {
  const no = customerNo.trim();
  await lockFactory(tx, enterpriseUid);
  if (await customerNoTaken(tx, enterpriseUid, no, self))
    throw new AppError(409, customerMessages.customerNoTaken, { no }, 0, 'customerNo');
  return no;
}

/** The next customer number of a factory, with the factory's row locked so two new customers never share one. */
async function nextCustomerNo(tx: Executor, enterpriseUid: string): Promise<string> {
  await lockFactory(tx, enterpriseUid);
  const numbers = await tx
    .select({ no: customers.customerNo })
    .from(customers)
    .where(eq(customers.enterpriseUid, enterpriseUid));
  return customerNoOf(numbers.reduce((max, r) => Math.max(max, customerSequenceOf(r.no)), 0) + 1);
}

async function checkPlatformCustomer(
  tx: Executor,
  enterpriseUid: string,
  platformUid: string,
  self?: string,
): Promise<void> {
  const [enterprise] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(eq(enterprises.uid, platformUid));
  if (enterprise?.kind !== 'customer')
    throw new AppError(400, customerMessages.badPlatformCustomer, {}, 0, 'platformEnterpriseUid');
  const [taken] = await tx
    .select({ uid: customers.uid, no: customers.customerNo })
    .from(customers)
    .where(and(eq(customers.enterpriseUid, enterpriseUid), eq(customers.platformEnterpriseUid, platformUid)));
  if (taken && taken.uid !== self)
    throw new AppError(409, customerMessages.platformTaken, { no: taken.no }, 0, 'platformEnterpriseUid');
}

/** The stored columns of an input (only the fields given). */
function columnsOf(input: CustomerInput): Partial<typeof customers.$inferInsert> {
  const set: Partial<typeof customers.$inferInsert> = {};
  for (const key of [
    'name',
    'abbreviation',
    'level',
    'platformEnterpriseUid',
    'contacts',
    'addresses',
    'taxId',
    'invoiceTitle',
    'bankName',
    'bankAccount',
    'currency',
    'paymentTerms',
    'salesmanUid',
    'note',
  ] as const) {
    if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  }
  if (input.creditLimit !== undefined) set.creditLimitCents = creditCents(input.creditLimit);
  return set;
}

/** A new customer file of the caller's factory, numbered C0001 onwards. */
export async function createCustomer(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  input: CustomerInput,
  origin: 'manual' | 'lead' = 'manual',
  leadNo?: string,
): Promise<CustomerRow> {
  if (!input.name?.trim()) throw new AppError(400, customerMessages.nameRequired, {}, 0, 'name');
  await checkSalesman(tx, actor.enterpriseUid, input.salesmanUid);
  if (input.platformEnterpriseUid) await checkPlatformCustomer(tx, actor.enterpriseUid, input.platformEnterpriseUid);
  const at = clock.now();
  const customerNo =
    input.customerNo !== undefined
      ? await namedCustomerNo(tx, actor.enterpriseUid, input.customerNo)
      : await nextCustomerNo(tx, actor.enterpriseUid);
  const [row] = await tx
    .insert(customers)
    .values({
      ...columnsOf(input),
      name: input.name.trim(),
      enterpriseUid: actor.enterpriseUid,
      customerNo,
      origin,
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await auditCustomer(
    tx,
    actor,
    'customer',
    row!.uid,
    origin === 'lead' ? 'from_lead' : 'create',
    null,
    {
      no: customerNo,
      name: row!.name,
      level: row!.level,
      creditLimit: textOfCents(row!.creditLimitCents),
      ...(leadNo ? { lead: leadNo } : {}),
    },
    at,
  );
  return row!;
}

const SUMMARY_FIELDS = [
  'customerNo',
  'name',
  'abbreviation',
  'level',
  'platformEnterpriseUid',
  'taxId',
  'invoiceTitle',
  'bankName',
  'bankAccount',
  'currency',
  'paymentTerms',
  'salesmanUid',
  'note',
] as const;

/**
 * A change of the customer file: a compare-and-set on the row version the screen read (`rowVersion`, required);
 * another change in between is 409 naming the version now. The log keeps which fields changed, before and after.
 */
export async function changeCustomer(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  uid: string,
  input: CustomerInput,
): Promise<CustomerRow> {
  const row = await customerOfCaller(tx, uid, actor.enterpriseUid);
  const seen = input.rowVersion ?? row.rowVersion;
  if (input.name !== undefined && !input.name.trim())
    throw new AppError(400, customerMessages.nameRequired, {}, 0, 'name');
  await checkSalesman(tx, actor.enterpriseUid, input.salesmanUid);
  if (input.platformEnterpriseUid)
    await checkPlatformCustomer(tx, actor.enterpriseUid, input.platformEnterpriseUid, row.uid);
  const set = columnsOf(input);
  if (input.customerNo !== undefined && input.customerNo.trim() !== row.customerNo)
    set.customerNo = await namedCustomerNo(tx, actor.enterpriseUid, input.customerNo, row.uid);
  const at = clock.now();
  const [after] = await tx
    .update(customers)
    .set({ ...set, rowVersion: sql`${customers.rowVersion} + 1`, updatedAt: at })
    .where(
      and(eq(customers.uid, row.uid), eq(customers.enterpriseUid, actor.enterpriseUid), eq(customers.rowVersion, seen)),
    )
    .returning();
  if (!after) {
    const now = await customerOfCaller(tx, uid, actor.enterpriseUid);
    throw new AppError(
      409,
      customerMessages.staleCustomer,
      { no: now.customerNo, version: now.rowVersion },
      0,
      'rowVersion',
    );
  }
  const changed: string[] = [];
  const before: Record<string, unknown> = {};
  const next: Record<string, unknown> = {};
  for (const key of [...SUMMARY_FIELDS, 'contacts', 'addresses'] as const) {
    if (JSON.stringify(row[key]) !== JSON.stringify(after[key])) {
      changed.push(key);
      before[key] = row[key];
      next[key] = after[key];
    }
  }
  if (row.creditLimitCents !== after.creditLimitCents) {
    changed.push('creditLimit');
    before.creditLimit = textOfCents(row.creditLimitCents);
    next.creditLimit = textOfCents(after.creditLimitCents);
  }
  await auditCustomer(
    tx,
    actor,
    'customer',
    row.uid,
    'revise',
    before,
    { ...next, fields: changed, version: after.rowVersion },
    at,
  );
  return after;
}

/** Archive (active → archived) or restore (archived → active): a compare-and-set on the status and the row version. */
export async function moveCustomer(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  uid: string,
  action: 'archive' | 'restore',
  rowVersion?: number,
): Promise<CustomerRow> {
  const row = await customerOfCaller(tx, uid, actor.enterpriseUid);
  const from: CustomerStatus = action === 'archive' ? 'active' : 'archived';
  const to: CustomerStatus = action === 'archive' ? 'archived' : 'active';
  const at = clock.now();
  const [after] = await tx
    .update(customers)
    .set({ status: to, rowVersion: sql`${customers.rowVersion} + 1`, updatedAt: at })
    .where(
      and(
        eq(customers.uid, row.uid),
        eq(customers.status, from),
        eq(customers.rowVersion, rowVersion ?? row.rowVersion),
      ),
    )
    .returning();
  if (!after) {
    const now = await customerOfCaller(tx, uid, actor.enterpriseUid);
    if (now.status !== from)
      throw new AppError(
        409,
        localized(customerMessages.customerState, {
          no: now.customerNo,
          state: customerStateWords[now.status],
          action: customerActionWords[action],
        }),
        {},
        0,
        'status',
      );
    throw new AppError(
      409,
      customerMessages.staleCustomer,
      { no: now.customerNo, version: now.rowVersion },
      0,
      'rowVersion',
    );
  }
  await auditCustomer(
    tx,
    actor,
    'customer',
    row.uid,
    action,
    { status: row.status },
    { status: to, version: after.rowVersion },
    at,
  );
  return after;
}

/**
 * The platform customers who ordered from the factory and have no customer file yet get one (chosen: on the
 * factory's first view of its customer list, so the order module stays untouched): their enterprise's name, regular
 * level, prepaid, linked to the enterprise. Idempotent; a second caller at the same moment finds them made.
 */
export async function adoptPlatformCustomers(tx: Executor, clock: Clock, actor: CustomerActor): Promise<number> {
  const missing = await tx
    .selectDistinct({
      uid: enterprises.uid,
      name: enterprises.name,
      abbreviation: enterprises.abbreviation,
      creditCode: enterprises.creditCode,
      phone: enterprises.phone,
    })
    .from(orders)
    .innerJoin(enterprises, eq(enterprises.uid, orders.customerUid))
    .leftJoin(
      customers,
      and(eq(customers.enterpriseUid, orders.merchantUid), eq(customers.platformEnterpriseUid, orders.customerUid)),
    )
    .where(and(eq(orders.merchantUid, actor.enterpriseUid), eq(enterprises.kind, 'customer'), isNull(customers.uid)))
    .limit(200);
  if (!missing.length) return 0;
  const at = clock.now();
  let made = 0;
  for (const enterprise of missing) {
    const customerNo = await nextCustomerNo(tx, actor.enterpriseUid);
    const [row] = await tx
      .insert(customers)
      .values({
        enterpriseUid: actor.enterpriseUid,
        customerNo,
        name: enterprise.name,
        abbreviation: enterprise.abbreviation ?? '',
        taxId: enterprise.creditCode ?? '',
        invoiceTitle: enterprise.name,
        platformEnterpriseUid: enterprise.uid,
        origin: 'platform',
        createdAt: at,
        updatedAt: at,
      })
      .onConflictDoNothing()
      .returning();
    if (!row) continue;
    made += 1;
    await auditCustomer(
      tx,
      { ...actor, name: '' },
      'customer',
      row.uid,
      'adopt',
      null,
      { no: customerNo, name: row.name },
      at,
    );
  }
  return made;
}
