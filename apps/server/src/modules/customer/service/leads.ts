import {
  canFollowUp,
  leadTransition,
  nextDateValid,
  stageAfterFollowUp,
  type FollowUpWay,
  type LeadAction,
  type LeadSource,
  type LeadStage,
} from '@pcbunion/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { customerLeadFollowUps, customerLeads } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import { auditCustomer, businessDay, checkSalesman, dayField, type CustomerActor } from '../context.js';
import { createCustomer, customerOfCaller, type CustomerInput } from './customers.js';
import { customerMessages, leadActionWords, stageWords } from '../messages.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export type LeadRow = typeof customerLeads.$inferSelect;

export interface LeadInput {
  company?: string;
  contactName?: string;
  phone?: string;
  email?: string;
  source?: LeadSource;
  requirement?: string;
  nextFollowUpOn?: string | null;
  salesmanUid?: string | null;
  note?: string;
  rowVersion?: number;
}

export interface LeadMove {
  action: LeadAction;
  reason?: string;
  rowVersion?: number;
  /** Winning: link this existing customer file instead of making a new one. */
  customerUid?: string;
  /** Winning: what the new customer file starts with (level, payment terms, credit limit …). */
  customer?: CustomerInput;
}

export interface FollowUpInput {
  followedOn?: string;
  way: FollowUpWay;
  summary: string;
  nextFollowUpOn?: string | null;
  rowVersion?: number;
}

/** The lead of the caller's factory; another factory's lead (or none) is 404. */
export async function leadOfCaller(tx: Executor, no: string, enterpriseUid: string): Promise<LeadRow> {
  const [row] = await tx
    .select()
    .from(customerLeads)
    .where(and(eq(customerLeads.leadNo, no), eq(customerLeads.enterpriseUid, enterpriseUid)));
  if (!row) throw new AppError(404, customerMessages.leadNotFound, { no });
  return row;
}

const wrongStage = (row: LeadRow, action: LeadAction | 'follow_up' | 'revise') =>
  new AppError(
    409,
    localized(customerMessages.leadState, {
      no: row.leadNo,
      state: stageWords[row.stage],
      action: leadActionWords[action],
    }),
    {},
    0,
    'stage',
  );

const stale = (row: LeadRow) =>
  new AppError(
    409,
    localized(customerMessages.staleLead, {
      no: row.leadNo,
      state: stageWords[row.stage],
      version: String(row.rowVersion),
    }),
    {},
    0,
    'rowVersion',
  );

/** 409 after a compare-and-set found nothing: the stage moved (naming it) or someone else changed the lead. */
async function refusal(
  tx: Executor,
  no: string,
  enterpriseUid: string,
  from: readonly LeadStage[],
  action: LeadAction | 'follow_up' | 'revise',
): Promise<AppError> {
  const now = await leadOfCaller(tx, no, enterpriseUid);
  return from.includes(now.stage) ? stale(now) : wrongStage(now, action);
}

export async function createLead(tx: Executor, clock: Clock, actor: CustomerActor, input: LeadInput): Promise<LeadRow> {
  await checkSalesman(tx, actor.enterpriseUid, input.salesmanUid);
  const at = clock.now();
  const next = input.nextFollowUpOn ? dayField(input.nextFollowUpOn, 'nextFollowUpOn') : null;
  const [row] = await tx
    .insert(customerLeads)
    .values({
      enterpriseUid: actor.enterpriseUid,
      leadNo: await businessNumber(tx, 'LD', at, 4),
      company: input.company!.trim(),
      contactName: input.contactName ?? '',
      phone: input.phone ?? '',
      email: input.email ?? '',
      source: input.source ?? 'other',
      requirement: input.requirement ?? '',
      nextFollowUpOn: next,
      salesmanUid: input.salesmanUid ?? null,
      note: input.note ?? '',
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await auditCustomer(
    tx,
    actor,
    'customer_lead',
    row!.leadNo,
    'lead_create',
    null,
    { stage: 'new', company: row!.company, source: row!.source },
    at,
  );
  return row!;
}

/** A change of an open lead's details: compare-and-set on an open stage and the row version read. */
export async function changeLead(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  no: string,
  input: LeadInput,
): Promise<LeadRow> {
  const row = await leadOfCaller(tx, no, actor.enterpriseUid);
  const open: LeadStage[] = ['new', 'contacted', 'qualified'];
  if (!open.includes(row.stage)) throw wrongStage(row, 'revise');
  await checkSalesman(tx, actor.enterpriseUid, input.salesmanUid);
  const set: Partial<typeof customerLeads.$inferInsert> = {};
  for (const key of ['contactName', 'phone', 'email', 'source', 'requirement', 'salesmanUid', 'note'] as const)
    if (input[key] !== undefined) (set as Record<string, unknown>)[key] = input[key];
  if (input.company !== undefined) set.company = input.company.trim();
  if (input.nextFollowUpOn !== undefined)
    set.nextFollowUpOn = input.nextFollowUpOn ? dayField(input.nextFollowUpOn, 'nextFollowUpOn') : null;
  const at = clock.now();
  const [after] = await tx
    .update(customerLeads)
    .set({ ...set, rowVersion: sql`${customerLeads.rowVersion} + 1`, updatedAt: at })
    .where(
      and(
        eq(customerLeads.uid, row.uid),
        inArray(customerLeads.stage, open),
        eq(customerLeads.rowVersion, input.rowVersion ?? row.rowVersion),
      ),
    )
    .returning();
  if (!after) throw await refusal(tx, no, actor.enterpriseUid, open, 'revise');
  await auditCustomer(
    tx,
    actor,
    'customer_lead',
    no,
    'lead_revise',
    { company: row.company, contactName: row.contactName, nextFollowUpOn: row.nextFollowUpOn },
    {
      stage: after.stage,
      company: after.company,
      contactName: after.contactName,
      nextFollowUpOn: after.nextFollowUpOn,
    },
    at,
  );
  return after;
}

/**
 * One row of the lead table as a compare-and-set: `UPDATE … WHERE stage IN (from) AND row_version = seen`; nothing
 * → 409 naming the stage now (or the version, when only someone else's change came between). Winning makes the
 * customer file from the lead (or links the one given) in the same transaction.
 */
export async function moveLead(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  no: string,
  move: LeadMove,
): Promise<{ lead: LeadRow; customerUid: string | null }> {
  const row = await leadOfCaller(tx, no, actor.enterpriseUid);
  const t = leadTransition(move.action);
  if (t.reason && !move.reason?.trim()) throw new AppError(400, customerMessages.reasonRequired, {}, 0, 'reason');
  if (!t.from.includes(row.stage)) throw wrongStage(row, move.action);
  const at = clock.now();
  const set: Partial<typeof customerLeads.$inferInsert> = { stage: t.to, updatedAt: at };
  if (move.action === 'lose')
    Object.assign(set, { lostReason: move.reason!.trim(), closedAt: at, nextFollowUpOn: null });
  if (move.action === 'reopen') Object.assign(set, { lostReason: null, closedAt: null });
  if (move.action === 'win') Object.assign(set, { closedAt: at, nextFollowUpOn: null });
  const [after] = await tx
    .update(customerLeads)
    .set({ ...set, rowVersion: sql`${customerLeads.rowVersion} + 1` })
    .where(
      and(
        eq(customerLeads.uid, row.uid),
        inArray(customerLeads.stage, [...t.from]),
        eq(customerLeads.rowVersion, move.rowVersion ?? row.rowVersion),
      ),
    )
    .returning();
  if (!after) throw await refusal(tx, no, actor.enterpriseUid, t.from, move.action);
  let customerUid: string | null = null;
  let customerNo = '';
  if (move.action === 'win') {
    const customer = move.customerUid
      ? await customerOfCaller(tx, move.customerUid, actor.enterpriseUid)
      : await createCustomer(
          tx,
          clock,
          actor,
          {
            salesmanUid: row.salesmanUid,
            note: row.requirement,
            ...move.customer,
            name: move.customer?.name ?? row.company,
            contacts:
              move.customer?.contacts ??
              (row.contactName
                ? [
                    {
                      name: row.contactName,
                      phone: row.phone || undefined,
                      email: row.email || undefined,
                      primary: true,
                    },
                  ]
                : []),
          },
          'lead',
          no,
        );
    customerUid = customer.uid;
    customerNo = customer.customerNo;
    await tx.update(customerLeads).set({ customerUid }).where(eq(customerLeads.uid, row.uid));
  }
  await auditCustomer(
    tx,
    actor,
    'customer_lead',
    no,
    move.action,
    { stage: row.stage },
    {
      stage: after.stage,
      version: after.rowVersion,
      ...(move.reason ? { reason: move.reason.trim() } : {}),
      ...(customerNo ? { customer: customerNo } : {}),
    },
    at,
  );
  return { lead: { ...after, customerUid }, customerUid };
}

/**
 * A follow-up on an open lead (a won or lost one is 409 naming its stage): its date (today by default), how, what was
 * said, the next follow-up date (not before this one). A new lead becomes contacted; the lead's next date is the
 * follow-up's. Compare-and-set on the stage and the row version.
 */
export async function addFollowUp(
  tx: Executor,
  clock: Clock,
  actor: CustomerActor,
  no: string,
  input: FollowUpInput,
): Promise<LeadRow> {
  const row = await leadOfCaller(tx, no, actor.enterpriseUid);
  if (!canFollowUp(row.stage)) throw wrongStage(row, 'follow_up');
  const at = clock.now();
  const on = input.followedOn ? dayField(input.followedOn, 'followedOn') : businessDay(at);
  const next = input.nextFollowUpOn ? dayField(input.nextFollowUpOn, 'nextFollowUpOn') : null;
  if (!nextDateValid(on, next)) throw new AppError(400, customerMessages.badNextDate, {}, 0, 'nextFollowUpOn');
  const open: LeadStage[] = ['new', 'contacted', 'qualified'];
  const [after] = await tx
    .update(customerLeads)
    .set({
      stage: stageAfterFollowUp(row.stage),
      nextFollowUpOn: next,
      rowVersion: sql`${customerLeads.rowVersion} + 1`,
      updatedAt: at,
    })
    .where(
      and(
        eq(customerLeads.uid, row.uid),
        inArray(customerLeads.stage, open),
        eq(customerLeads.rowVersion, input.rowVersion ?? row.rowVersion),
      ),
    )
    .returning();
  if (!after) throw await refusal(tx, no, actor.enterpriseUid, open, 'follow_up');
  await tx.insert(customerLeadFollowUps).values({
    leadUid: row.uid,
    followedOn: on,
    way: input.way,
    summary: input.summary.trim(),
    nextFollowUpOn: next,
    byName: actor.name,
    createdBy: actor.accountUid,
    createdAt: at,
  });
  await auditCustomer(
    tx,
    actor,
    'customer_lead',
    no,
    'follow_up',
    { stage: row.stage },
    { stage: after.stage, way: input.way, summary: input.summary.trim(), next: next ?? '', version: after.rowVersion },
    at,
  );
  return after;
}
