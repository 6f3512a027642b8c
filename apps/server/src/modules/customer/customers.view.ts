import type { CustomerCurrency } from './schemas.js';
import { textOfCents, type CustomerLevel, type CustomerOrigin, type CustomerStatus } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { auditLog, customerLeads, customers, enterprises, orders } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { dayRange } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import { staffNames } from './context.js';
import { creditUse, fileCreditUsedSql } from './credit.js';
import { customerOfCaller, type CustomerRow } from './service/customers.js';
import {
  columnWords,
  customerStateWords,
  levelWords,
  logWords,
  originWords,
  stageWords,
  termWords,
} from './messages.js';

export interface CustomerListQuery extends Paging {
  keyword?: string;
  level?: CustomerLevel;
  status?: CustomerStatus;
  origin?: CustomerOrigin;
  /** Created between these whole days (YYYY-MM-DD), the screen's date presets. */
  from?: string;
  to?: string;
}

const SORTABLE = {
  customerNo: customers.customerNo,
  name: customers.name,
  level: customers.level,
  creditLimit: customers.creditLimitCents,
  paymentTerms: customers.paymentTerms,
  createdAt: customers.createdAt,
  status: customers.status,
  origin: customers.origin,
};

function listFilter(enterpriseUid: string, q: CustomerListQuery): SQL {
  const where: SQL[] = [eq(customers.enterpriseUid, enterpriseUid)];
  if (q.level) where.push(eq(customers.level, q.level));
  if (q.status) where.push(eq(customers.status, q.status));
  if (q.origin) where.push(eq(customers.origin, q.origin));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(customers.customerNo, like),
        ilike(customers.name, like),
        ilike(customers.abbreviation, like),
        ilike(customers.taxId, like),
        ilike(sql`${customers.contacts}::text`, like),
      )!,
    );
  }
  where.push(...dayRange(customers.createdAt, q.from, q.to));
  return and(...where)!;
}

export function customerSummary(
  row: CustomerRow,
  salesmen: Map<string, string>,
  platform: Map<string, { name: string; no: string }>,
  creditUsedCents = 0n,
) {
  const primary = row.contacts.find((c) => c.primary) ?? row.contacts[0];
  return {
    uid: row.uid,
    customerNo: row.customerNo,
    name: row.name,
    abbreviation: row.abbreviation,
    level: row.level,
    status: row.status,
    origin: row.origin,
    contact: primary?.name ?? '',
    phone: primary?.phone ?? '',
    taxId: row.taxId,
    creditLimit: textOfCents(row.creditLimitCents),
    /** Open receivables + released undelivered notices (credit.ts), in the file's currency. */
    creditUsed: textOfCents(creditUsedCents),
    // Written only from the form's currencies (schemas.ts).
    currency: row.currency as CustomerCurrency,
    paymentTerms: row.paymentTerms,
    salesman: row.salesmanUid ? { uid: row.salesmanUid, name: salesmen.get(row.salesmanUid) ?? null } : null,
    platform: row.platformEnterpriseUid
      ? { uid: row.platformEnterpriseUid, ...(platform.get(row.platformEnterpriseUid) ?? { name: '', no: '' }) }
      : null,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt.toISOString(),
  };
}

async function platformNames(tx: Executor, uids: Array<string | null>) {
  const wanted = [...new Set(uids.filter((u): u is string => !!u))];
  const rows = wanted.length
    ? await tx
        .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
        .from(enterprises)
        .where(inArray(enterprises.uid, wanted))
    : [];
  return new Map(rows.map((r) => [r.uid, { name: r.name, no: r.no }]));
}

/**
 * A page of customer files with each one's credit used, read in the same query from the figure the database keeps
 * per factory and customer (credit.ts), so sorting on it reads one row per file.
 */
export async function listCustomers(tx: Executor, enterpriseUid: string, q: CustomerListQuery, all = false) {
  const where = listFilter(enterpriseUid, q);
  const used = fileCreditUsedSql();
  const order =
    q.field === 'creditUsed'
      ? q.sort === 'desc'
        ? desc(used)
        : asc(used)
      : orderOf(q, SORTABLE, asc(customers.customerNo));
  const base = tx
    .select({ row: customers, creditUsed: sql<string>`${used}::text` })
    .from(customers)
    .where(where)
    .orderBy(order, asc(customers.customerNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx.select({ n: count() }).from(customers).where(where);
  const [salesmen, platform] = await Promise.all([
    staffNames(
      tx,
      rows.map((r) => r.row.salesmanUid),
    ),
    platformNames(
      tx,
      rows.map((r) => r.row.platformEnterpriseUid),
    ),
  ]);
  return {
    data: rows.map((r) => customerSummary(r.row, salesmen, platform, BigInt(r.creditUsed))),
    total: total?.n ?? 0,
  };
}

/** One customer file: everything written on it, the platform enterprise, its leads, its platform orders, the log in words. */
export async function customerDetail(tx: Executor, uid: string, enterpriseUid: string, language: Language) {
  const row = await customerOfCaller(tx, uid, enterpriseUid);
  const [salesmen, platform, log, leads, orderCount, credit] = await Promise.all([
    staffNames(tx, [row.salesmanUid]),
    platformNames(tx, [row.platformEnterpriseUid]),
    tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customer'),
          eq(auditLog.entityUid, row.uid),
          eq(auditLog.enterpriseUid, enterpriseUid),
        ),
      )
      .orderBy(asc(auditLog.id)),
    tx
      .select({ no: customerLeads.leadNo, stage: customerLeads.stage, company: customerLeads.company })
      .from(customerLeads)
      .where(and(eq(customerLeads.enterpriseUid, enterpriseUid), eq(customerLeads.customerUid, row.uid)))
      .orderBy(desc(customerLeads.createdAt)),
    row.platformEnterpriseUid
      ? tx
          .select({ n: count() })
          .from(orders)
          .where(and(eq(orders.merchantUid, enterpriseUid), eq(orders.customerUid, row.platformEnterpriseUid)))
      : Promise.resolve([{ n: 0 }]),
    creditUse(tx, enterpriseUid, row),
  ]);
  const fieldNames = (fields: unknown) =>
    Array.isArray(fields)
      ? fields
          .map((f) => (columnWords[String(f)] ? translate(language, columnWords[String(f)]!) : String(f)))
          .join(language.startsWith('zh') || language === 'ja' ? '、' : ', ')
      : '';
  return {
    ...customerSummary(row, salesmen, platform, BigInt(credit.usedCents)),
    contacts: row.contacts,
    addresses: row.addresses,
    invoiceTitle: row.invoiceTitle,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    note: row.note,
    updatedAt: row.updatedAt.toISOString(),
    platformOrders: orderCount[0]?.n ?? 0,
    /**
     * Credit use: limit, used = open receivables (delivered − paid − written off) + released undelivered notices,
     * and what is left; available null without a limit. The open invoices and the unallocated credit show what the
     * receivables are made of.
     */
    credit: {
      limited: credit.limited,
      currency: credit.currency,
      limit: credit.limit,
      used: credit.used,
      open: credit.open,
      undelivered: credit.undelivered,
      available: credit.available,
      openInvoices: credit.openInvoices,
      unallocatedCredit: credit.unallocatedCredit,
    },
    leads: leads.map((l) => ({ ...l, stageText: translate(language, stageWords[l.stage]) })),
    log: log.map((entry) => {
      const after = (entry.after ?? {}) as Record<string, unknown>;
      const template = logWords[entry.action];
      const values = {
        by: String(after.by ?? ''),
        no: String(after.no ?? row.customerNo),
        lead: String(after.lead ?? ''),
        version: String(after.version ?? ''),
        fields: fieldNames(after.fields),
      };
      return {
        at: entry.at.toISOString(),
        action: entry.action,
        by: values.by,
        words: template ? translate(language, template, values) : entry.action,
      };
    }),
  };
}

/** The rows of the Excel export in the reader's language. */
export function customerSheet(data: Awaited<ReturnType<typeof listCustomers>>['data'], language: Language) {
  const w = (key: string) => translate(language, columnWords[key]!);
  const header = [
    'customerNo',
    'name',
    'level',
    'status',
    'contact',
    'phone',
    'taxId',
    'creditUsed',
    'creditLimit',
    'paymentTerms',
    'salesman',
    'platform',
    'origin',
    'createdAt',
  ].map(w);
  const rows = data.map((c) => [
    c.customerNo,
    c.name,
    translate(language, levelWords[c.level]),
    translate(language, customerStateWords[c.status]),
    c.contact,
    c.phone,
    c.taxId,
    { number: c.creditUsed },
    { number: c.creditLimit },
    translate(language, termWords[c.paymentTerms]),
    c.salesman?.name ?? '',
    c.platform ? `${c.platform.name} (${c.platform.no})` : '',
    translate(language, originWords[c.origin]),
    c.createdAt.slice(0, 10),
  ]);
  return [header, ...rows];
}
