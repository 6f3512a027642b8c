import { leadActions, type LeadSource, type LeadStage } from '@pcbunion/core';
import { and, asc, count, desc, eq, ilike, inArray, isNotNull, lte, or, type SQL } from 'drizzle-orm';
import { auditLog, customerLeadFollowUps, customerLeads, customers } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { dayRange } from '../../platform/business-day.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import type { Executor } from '../../platform/ledger/index.js';
import { staffNames } from './context.js';
import { leadOfCaller, type LeadRow } from './service/leads.js';
import { columnWords, logWords, sourceWords, stageWords, wayWords } from './messages.js';

export interface LeadListQuery extends Paging {
  keyword?: string;
  stage?: LeadStage;
  source?: LeadSource;
  /** Only open leads whose next follow-up is due on or before this day (the "due" filter sends today). */
  dueBy?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  leadNo: customerLeads.leadNo,
  company: customerLeads.company,
  stage: customerLeads.stage,
  source: customerLeads.source,
  nextFollowUpOn: customerLeads.nextFollowUpOn,
  createdAt: customerLeads.createdAt,
};

function listFilter(enterpriseUid: string, q: LeadListQuery): SQL {
  const where: SQL[] = [eq(customerLeads.enterpriseUid, enterpriseUid)];
  if (q.stage) where.push(eq(customerLeads.stage, q.stage));
  if (q.source) where.push(eq(customerLeads.source, q.source));
  if (q.dueBy)
    where.push(
      isNotNull(customerLeads.nextFollowUpOn),
      lte(customerLeads.nextFollowUpOn, q.dueBy),
      inArray(customerLeads.stage, ['new', 'contacted', 'qualified']),
    );
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(customerLeads.leadNo, like),
        ilike(customerLeads.company, like),
        ilike(customerLeads.contactName, like),
        ilike(customerLeads.phone, like),
        ilike(customerLeads.requirement, like),
      )!,
    );
  }
  where.push(...dayRange(customerLeads.createdAt, q.from, q.to));
  return and(...where)!;
}

export function leadSummary(row: LeadRow, salesmen: Map<string, string>) {
  return {
    no: row.leadNo,
    company: row.company,
    contactName: row.contactName,
    phone: row.phone,
    email: row.email,
    source: row.source,
    stage: row.stage,
    requirement: row.requirement,
    lostReason: row.lostReason,
    nextFollowUpOn: row.nextFollowUpOn,
    salesman: row.salesmanUid ? { uid: row.salesmanUid, name: salesmen.get(row.salesmanUid) ?? null } : null,
    customerUid: row.customerUid,
    note: row.note,
    rowVersion: row.rowVersion,
    createdAt: row.createdAt.toISOString(),
    actions: leadActions(row.stage),
  };
}

export async function listLeads(tx: Executor, enterpriseUid: string, q: LeadListQuery, all = false) {
  const where = listFilter(enterpriseUid, q);
  const base = tx
    .select()
    .from(customerLeads)
    .where(where)
    .orderBy(orderOf(q, SORTABLE, desc(customerLeads.createdAt)), asc(customerLeads.leadNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx.select({ n: count() }).from(customerLeads).where(where);
  const salesmen = await staffNames(
    tx,
    rows.map((r) => r.salesmanUid),
  );
  return { data: rows.map((r) => leadSummary(r, salesmen)), total: total?.n ?? 0 };
}

/** Counts per stage for the stage filter. */
export async function countsByStage(tx: Executor, enterpriseUid: string): Promise<Record<string, number>> {
  const rows = await tx
    .select({ stage: customerLeads.stage, n: count() })
    .from(customerLeads)
    .where(eq(customerLeads.enterpriseUid, enterpriseUid))
    .groupBy(customerLeads.stage);
  return Object.fromEntries(rows.map((r) => [r.stage, r.n]));
}

/** One lead: its details, follow-ups (newest first), the customer it became, the log in words. */
export async function leadDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const row = await leadOfCaller(tx, no, enterpriseUid);
  const [salesmen, followUps, log, customer] = await Promise.all([
    staffNames(tx, [row.salesmanUid]),
    tx
      .select()
      .from(customerLeadFollowUps)
      .where(eq(customerLeadFollowUps.leadUid, row.uid))
      .orderBy(desc(customerLeadFollowUps.followedOn), desc(customerLeadFollowUps.createdAt)),
    tx
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.entity, 'customer_lead'),
          eq(auditLog.entityUid, no),
          eq(auditLog.enterpriseUid, enterpriseUid),
        ),
      )
      .orderBy(asc(auditLog.id)),
    row.customerUid
      ? tx
          .select({ uid: customers.uid, customerNo: customers.customerNo, name: customers.name })
          .from(customers)
          .where(eq(customers.uid, row.customerUid))
      : Promise.resolve([]),
  ]);
  return {
    ...leadSummary(row, salesmen),
    customer: customer[0] ?? null,
    followUps: followUps.map((f) => ({
      uid: f.uid,
      followedOn: f.followedOn,
      way: f.way,
      summary: f.summary,
      nextFollowUpOn: f.nextFollowUpOn,
      by: f.byName,
      createdAt: f.createdAt.toISOString(),
    })),
    log: log.map((entry) => {
      const after = (entry.after ?? {}) as Record<string, unknown>;
      const template = logWords[entry.action];
      const way =
        typeof after.way === 'string' && after.way in wayWords
          ? translate(language, wayWords[after.way as keyof typeof wayWords])
          : '';
      const values = {
        by: String(after.by ?? ''),
        reason: String(after.reason ?? ''),
        customer: String(after.customer ?? ''),
        way,
        summary: String(after.summary ?? ''),
        next: String(after.next || '—'),
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

export function leadSheet(data: Awaited<ReturnType<typeof listLeads>>['data'], language: Language) {
  const w = (key: string) => translate(language, columnWords[key]!);
  const header = [
    'leadNo',
    'company',
    'contactName',
    'phone',
    'source',
    'stage',
    'nextFollowUpOn',
    'salesman',
    'lostReason',
    'createdAt',
  ].map(w);
  const rows = data.map((l) => [
    l.no,
    l.company,
    l.contactName,
    l.phone,
    translate(language, sourceWords[l.source]),
    translate(language, stageWords[l.stage]),
    l.nextFollowUpOn ?? '',
    l.salesman?.name ?? '',
    l.lostReason ?? '',
    l.createdAt.slice(0, 10),
  ]);
  return [header, ...rows];
}
