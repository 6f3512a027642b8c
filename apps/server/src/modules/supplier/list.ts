import {
  EXPIRY_WARNING_DAYS,
  statusesOfScope,
  type SupplierScope,
  type SupplierStatus,
  type SupplyCategory,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import { suppliers } from '../../db/schema/index.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import { documentsOf, enterpriseNames, supplierSummary } from './view.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { categoryWords, columnWords, paymentTermWords, statusWords } from './messages.js';

export interface SupplierListQuery extends Paging {
  scope: SupplierScope;
  status?: SupplierStatus;
  keyword?: string;
  category?: SupplyCategory;
  /** Suppliers with a document expired, or expiring within the warning days. */
  expiry?: 'expired' | 'expiring';
}

const SORTABLE = {
  supplierNo: suppliers.supplierNo,
  name: suppliers.name,
  rating: suppliers.rating,
  status: suppliers.status,
  createdAt: suppliers.createdAt,
  updatedAt: suppliers.updatedAt,
};

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The factory's own files of the scope; a supplier enterprise the approved files that are it. */
function filterOf(role: 'factory' | 'supplier', enterpriseUid: string, q: SupplierListQuery, today: string): SQL {
  const statuses = statusesOfScope(q.scope);
  const where: SQL[] = [
    role === 'factory' ? eq(suppliers.factoryUid, enterpriseUid) : eq(suppliers.enterpriseUid, enterpriseUid),
    inArray(suppliers.status, [...statuses]),
  ];
  if (q.status) where.push(eq(suppliers.status, q.status));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(suppliers.supplierNo, like),
        ilike(suppliers.name, like),
        ilike(suppliers.shortName, like),
        ilike(suppliers.taxNo, like),
        sql`${suppliers.contacts}::text ilike ${like}`,
      )!,
    );
  }
  if (q.category) where.push(sql`${suppliers.categories} @> ${JSON.stringify([q.category])}::jsonb`);
  if (q.expiry === 'expired')
    where.push(
      sql`exists (select 1 from supplier_documents d where d.supplier_uid = ${suppliers.uid} and d.expires_on < ${today}::date)`,
    );
  if (q.expiry === 'expiring')
    where.push(
      sql`exists (
        select 1 from supplier_documents d
        where d.supplier_uid = ${suppliers.uid}
          and d.expires_on >= ${today}::date and d.expires_on <= ${addDays(today, EXPIRY_WARNING_DAYS)}::date
      )`,
    );
  return and(...where)!;
}

export async function listSuppliers(
  tx: Executor,
  role: 'factory' | 'supplier',
  enterpriseUid: string,
  q: SupplierListQuery,
  today: string,
  all = false,
) {
  const where = filterOf(role, enterpriseUid, q, today);
  const base = tx
    .select()
    .from(suppliers)
    .where(where)
    .orderBy(orderOf(q, SORTABLE, desc(suppliers.updatedAt)), asc(suppliers.supplierNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx.select({ n: count() }).from(suppliers).where(where);
  const [docs, names] = await Promise.all([
    documentsOf(
      tx,
      rows.map((r) => r.uid),
    ),
    enterpriseNames(
      tx,
      rows.flatMap((r) => [r.enterpriseUid, r.factoryUid]),
    ),
  ]);
  return { data: rows.map((r) => supplierSummary(r, docs.get(r.uid) ?? [], names, today, role)), total: total?.n ?? 0 };
}

/** Counts per state of the scope (the screen's tabs). */
export async function countsByStatus(
  tx: Executor,
  role: 'factory' | 'supplier',
  enterpriseUid: string,
  scope: SupplierScope,
): Promise<Record<string, number>> {
  const side =
    role === 'factory' ? eq(suppliers.factoryUid, enterpriseUid) : eq(suppliers.enterpriseUid, enterpriseUid);
  const statuses = statusesOfScope(scope);
  const rows = await tx
    .select({ status: suppliers.status, n: count() })
    .from(suppliers)
    .where(and(side, inArray(suppliers.status, [...statuses])))
    .groupBy(suppliers.status);
  return Object.fromEntries(statuses.map((s) => [s, rows.find((r) => r.status === s)?.n ?? 0]));
}

/** One page of the list with the counts of its scope's tabs. */
export async function supplierListPage(
  tx: Executor,
  role: 'factory' | 'supplier',
  enterpriseUid: string,
  q: SupplierListQuery,
  today: string,
) {
  const page = await listSuppliers(tx, role, enterpriseUid, q, today);
  return { ...page, counts: await countsByStatus(tx, role, enterpriseUid, q.scope) };
}

/** The whole filtered list as a workbook, in the caller's language. */
export async function supplierWorkbook(
  tx: Executor,
  role: 'factory' | 'supplier',
  enterpriseUid: string,
  q: SupplierListQuery,
  today: string,
  language: Language,
) {
  const { data } = await listSuppliers(tx, role, enterpriseUid, q, today, true);
  const w = (key: string) => translate(language, columnWords[key]!);
  const header = [
    'supplierNo',
    'name',
    'status',
    'enterprise',
    'contact',
    'phone',
    'categories',
    'paymentTerms',
    'taxNo',
    'bank',
    'rating',
    'documents',
  ].map(w);
  const rows = data.map((s) => [
    s.supplierNo,
    s.name,
    translate(language, statusWords[s.status]),
    s.enterprise?.name ?? '',
    s.contacts[0]?.name ?? '',
    s.contacts[0]?.phone ?? '',
    s.categories
      .map((c) => (c in categoryWords ? translate(language, categoryWords[c as keyof typeof categoryWords]) : c))
      .join(', '),
    translate(language, paymentTermWords[s.paymentTerms]),
    s.taxNo,
    [s.bankName, s.bankAccount].filter(Boolean).join(' '),
    s.rating === null ? '' : { number: String(s.rating) },
    `${s.documents.total} / ${s.documents.expired} / ${s.documents.expiring}`,
  ]);
  return writeWorkbook([
    {
      name: 'Suppliers',
      rows: [header, ...rows],
      boldRows: [1],
      widths: [12, 32, 14, 30, 14, 16, 36, 20, 22, 36, 8, 14],
    },
  ]);
}
