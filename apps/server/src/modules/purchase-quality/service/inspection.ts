import {
  Decimal,
  DEFAULT_AQL,
  defectiveUnits,
  inspectionActions,
  inspectionDecisionProblem,
  inspectionTransition,
  INSPECTION_STATUSES,
  isAql,
  samplingPlan,
  type Aql,
  type CodeLetter,
  type DefectCount,
  type InspectionDecision,
  type InspectionStatus,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, ilike, isNull, lte, or, type SQL } from 'drizzle-orm';
import {
  purchaseInspections,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseReturns,
} from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { businessDayStart } from '../../../platform/business-day.js';
import { likePattern, offsetOf, orderOf, type Paging } from '../../../platform/paging.js';
import type { Clock } from '../../../platform/jobs/index.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { localized } from '../../order/index.js';
import type { PurchaseActor } from '../../purchase/index.js';
import { dateField } from '../../purchase/index.js';
import type { ReturnBell } from '../returns-bells.js';
import {
  auditQuality,
  lotsQuery,
  qualityLog,
  returnedOfLots,
  roleOfActor,
  type QualityRole,
} from '../returns-context.js';
import { inspectionActionWords, inspectionStatusWords, qualityMessages } from '../messages.js';
import { requestReturn } from './returns.js';
import { namesOf, plain } from '../../purchase/index.js';
import { businessNumber } from '../../../platform/business-numbers.js';

export type InspectionRow = typeof purchaseInspections.$inferSelect;

/** The inspection as the caller's enterprise sees it (the factory, or the supplier of the lot); else 404. */
export async function inspectionOfCaller(
  tx: Executor,
  no: string,
  enterpriseUid: string,
): Promise<{ row: InspectionRow; role: QualityRole }> {
  const [row] = await tx.select().from(purchaseInspections).where(eq(purchaseInspections.inspectionNo, no));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row?.supplierUid === enterpriseUid) return { row, role: 'supplier' };
  throw new AppError(404, qualityMessages.inspectionNotFound, { no });
}

const wrongState = (row: InspectionRow, decision: InspectionDecision) =>
  new AppError(
    409,
    localized(qualityMessages.inspectionState, {
      no: row.inspectionNo,
      status: inspectionStatusWords[row.status],
      action: inspectionActionWords[decision],
    }),
    {},
    0,
    'status',
  );

/** The AQL a material was last inspected at in this factory (the AQL is chosen per material), else 1.0. */
async function aqlOfMaterial(tx: Executor, factoryUid: string, materialNo: string): Promise<Aql> {
  const [last] = await tx
    .select({ aql: purchaseInspections.aql })
    .from(purchaseInspections)
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseInspections.orderLineUid))
    .where(and(eq(purchaseInspections.factoryUid, factoryUid), eq(purchaseOrderLines.materialNo, materialNo)))
    .orderBy(desc(purchaseInspections.createdAt))
    .limit(1);
  return last && isAql(last.aql) ? last.aql : DEFAULT_AQL;
}

/**
 * Opens the inspection of a received lot (factory only; one per lot). The lot size is the received quantity (whole
 * units, rounded up); the plan (code letter, n, Ac, Re) is fixed now from ISO 2859-1 level II at the AQL given, or
 * the AQL the material was last inspected at.
 */
export async function openInspection(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  input: { receiptLineUid: string; aql?: string; note?: string },
): Promise<InspectionRow> {
  if (roleOfActor(actor) !== 'factory') throw new AppError(403, qualityMessages.factoryOnly);
  const [lot] = await lotsQuery(tx).where(
    and(eq(purchaseReceiptLines.uid, input.receiptLineUid), eq(purchaseReceipts.factoryUid, actor.enterpriseUid)),
  );
  if (!lot) throw new AppError(400, qualityMessages.lotNotFound, { field: 'receiptLineUid' }, 0, 'receiptLineUid');
  const [existing] = await tx
    .select({ no: purchaseInspections.inspectionNo })
    .from(purchaseInspections)
    .where(eq(purchaseInspections.receiptLineUid, lot.receiptLineUid));
  if (existing)
    throw new AppError(
      409,
      qualityMessages.alreadyInspected,
      { lotNo: lot.lotNo, no: existing.no },
      0,
      'receiptLineUid',
    );
  const aql = input.aql && isAql(input.aql) ? input.aql : await aqlOfMaterial(tx, actor.enterpriseUid, lot.materialNo);
  const lotSize = new Decimal(lot.received).ceil().toNumber();
  const plan = samplingPlan(Math.max(lotSize, 1), aql);
  const at = clock.now();
  const [row] = await tx
    .insert(purchaseInspections)
    .values({
      inspectionNo: await businessNumber(tx, 'IQ', at),
      factoryUid: actor.enterpriseUid,
      supplierUid: lot.supplierUid,
      orderUid: lot.orderUid,
      receiptUid: lot.receiptUid,
      receiptLineUid: lot.receiptLineUid,
      orderLineUid: lot.orderLineUid,
      lotNo: lot.lotNo,
      lotSize: lot.received,
      aql,
      codeLetter: plan.codeLetter,
      sampleSize: plan.sampleSize,
      acceptNumber: plan.acceptNumber,
      rejectNumber: plan.rejectNumber,
      note: input.note ?? '',
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .onConflictDoNothing()
    .returning();
  if (!row)
    throw new AppError(409, qualityMessages.alreadyInspected, { lotNo: lot.lotNo, no: '' }, 0, 'receiptLineUid');
  await auditQuality(
    tx,
    actor,
    'purchase_inspection',
    row.inspectionNo,
    'open',
    null,
    {
      status: 'pending',
      plan: `AQL ${aql}, ${plan.codeLetter}, n=${plan.sampleSize}, Ac ${plan.acceptNumber} / Re ${plan.rejectNumber}`,
    },
    at,
  );
  return row;
}

export interface DecisionInput {
  decision: InspectionDecision;
  defects: DefectCount[];
  reason?: string;
  note?: string;
}

/**
 * The factory's decision on a pending inspection (a compare-and-set from pending; a supplier gets 403). Accepting
 * needs at most Ac defectives; a concession is for a lot the sample rejects and needs a reason. A rejection starts
 * a return of what the lot can still return, in the same transaction, and rings the supplier's bell.
 */
export async function decideInspection(
  tx: Executor,
  clock: Clock,
  actor: PurchaseActor,
  no: string,
  input: DecisionInput,
  bells: ReturnBell[],
): Promise<{ row: InspectionRow; returnNo: string | null }> {
  const { row, role } = await inspectionOfCaller(tx, no, actor.enterpriseUid);
  if (role !== 'factory') throw new AppError(403, qualityMessages.factoryOnly);
  if (!inspectionTransition(input.decision).from.includes(row.status)) throw wrongState(row, input.decision);
  const found = defectiveUnits(input.defects);
  const problem = inspectionDecisionProblem(row, input.defects, input.decision, input.reason);
  if (problem === 'overSample')
    throw new AppError(400, qualityMessages.overSample, { found, n: row.sampleSize }, 0, 'defects');
  if (problem === 'acceptOverLimit')
    throw new AppError(400, qualityMessages.acceptOverLimit, { found, re: row.rejectNumber }, 0, 'decision');
  if (problem === 'concessionWithinLimit')
    throw new AppError(400, qualityMessages.concessionWithinLimit, { found, ac: row.acceptNumber }, 0, 'decision');
  if (problem === 'reasonRequired') throw new AppError(400, qualityMessages.reasonRequired, {}, 0, 'reason');
  const at = clock.now();
  const status = inspectionTransition(input.decision).to;
  const reason = input.reason?.trim() || null;
  const [after] = await tx
    .update(purchaseInspections)
    .set({
      status,
      defects: input.defects.filter((d) => d.count > 0),
      defectiveUnits: found,
      concessionReason: input.decision === 'concession' ? reason : null,
      note: input.note ?? row.note,
      decidedBy: actor.accountUid,
      decidedAt: at,
      updatedAt: at,
    })
    .where(and(eq(purchaseInspections.uid, row.uid), eq(purchaseInspections.status, 'pending')))
    .returning();
  if (!after) throw wrongState((await inspectionOfCaller(tx, no, actor.enterpriseUid)).row, input.decision);
  let returnNo: string | null = null;
  if (status === 'rejected') {
    const returnable = new Decimal(row.lotSize).minus(
      (await returnedOfLots(tx, [row.receiptLineUid])).get(row.receiptLineUid) ?? 0,
    );
    if (returnable.gt(0)) {
      const words = reason ?? `${row.inspectionNo}: ${found}/${row.sampleSize}`;
      returnNo = (
        await requestReturn(
          tx,
          clock,
          actor,
          { reason: words, lines: [{ receiptLineUid: row.receiptLineUid, quantity: returnable.toFixed() }] },
          bells,
          row.uid,
        )
      ).returnNo;
    }
  }
  await auditQuality(
    tx,
    actor,
    'purchase_inspection',
    no,
    input.decision,
    { status: row.status },
    { status, found, reason, return: returnNo },
    at,
  );
  return { row: after, returnNo };
}

export interface InspectionListQuery extends Paging {
  tab: 'all' | InspectionStatus;
  keyword?: string;
  from?: string;
  to?: string;
}

const SORTABLE = {
  inspectionNo: purchaseInspections.inspectionNo,
  createdAt: purchaseInspections.createdAt,
  status: purchaseInspections.status,
  lotNo: purchaseInspections.lotNo,
  defectiveUnits: purchaseInspections.defectiveUnits,
};
const shanghai = (day: string, end = false) => new Date(businessDayStart(day).getTime() + (end ? 86_400_000 - 1 : 0));

/** Inspections of the caller's side (the factory's, or those of the supplier's lots), with search, dates and tabs. */
export async function listInspections(
  tx: Executor,
  role: QualityRole,
  enterpriseUid: string,
  q: InspectionListQuery,
  all = false,
) {
  const side =
    role === 'factory'
      ? eq(purchaseInspections.factoryUid, enterpriseUid)
      : eq(purchaseInspections.supplierUid, enterpriseUid);
  const where: SQL[] = [side];
  if (q.tab !== 'all') where.push(eq(purchaseInspections.status, q.tab));
  if (q.keyword) {
    const like = likePattern(q.keyword);
    where.push(
      or(
        ilike(purchaseInspections.inspectionNo, like),
        ilike(purchaseInspections.lotNo, like),
        ilike(purchaseOrders.orderNo, like),
        ilike(purchaseOrderLines.materialNo, like),
        ilike(purchaseOrderLines.materialName, like),
      )!,
    );
  }
  if (q.from) where.push(gte(purchaseInspections.createdAt, shanghai(dateField(q.from, 'from'))));
  if (q.to) where.push(lte(purchaseInspections.createdAt, shanghai(dateField(q.to, 'to'), true)));
  const base = tx
    .select({
      row: purchaseInspections,
      orderNo: purchaseOrders.orderNo,
      materialNo: purchaseOrderLines.materialNo,
      materialName: purchaseOrderLines.materialName,
      unitName: purchaseOrderLines.unitName,
      receiptNo: purchaseReceipts.receiptNo,
    })
    .from(purchaseInspections)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseInspections.orderUid))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseInspections.orderLineUid))
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.uid, purchaseInspections.receiptUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, desc(purchaseInspections.createdAt)), asc(purchaseInspections.inspectionNo));
  const rows = all ? await base.limit(10_000) : await base.limit(q.page_size).offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(purchaseInspections)
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseInspections.orderUid))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseInspections.orderLineUid))
    .where(and(...where));
  const counted = await tx
    .select({ status: purchaseInspections.status, n: count() })
    .from(purchaseInspections)
    .where(side)
    .groupBy(purchaseInspections.status);
  const names = await namesOf(
    tx,
    rows.flatMap((r) => [r.row.factoryUid, r.row.supplierUid]),
  );
  return {
    data: rows.map((r) => inspectionSummary(r.row, r, names, role)),
    total: total?.n ?? 0,
    counts: Object.fromEntries(
      INSPECTION_STATUSES.map((s) => [s, counted.find((c) => c.status === s)?.n ?? 0]),
    ) as Record<InspectionStatus, number>,
  };
}

function inspectionSummary(
  row: InspectionRow,
  joined: { orderNo: string; materialNo: string; materialName: string; unitName: string; receiptNo: string },
  names: Map<string, string>,
  role: QualityRole,
) {
  return {
    no: row.inspectionNo,
    orderNo: joined.orderNo,
    receiptNo: joined.receiptNo,
    materialNo: joined.materialNo,
    materialName: joined.materialName,
    unitName: joined.unitName,
    factory: { uid: row.factoryUid, name: names.get(row.factoryUid) ?? null },
    supplier: { uid: row.supplierUid, name: names.get(row.supplierUid) ?? null },
    receiptLineUid: row.receiptLineUid,
    lotNo: row.lotNo,
    lotSize: plain(row.lotSize),
    // Written only from core's AQL values and the plan's code letter.
    aql: row.aql as Aql,
    codeLetter: row.codeLetter as CodeLetter,
    sampleSize: row.sampleSize,
    acceptNumber: row.acceptNumber,
    rejectNumber: row.rejectNumber,
    defects: row.defects as DefectCount[],
    defectiveUnits: row.defectiveUnits,
    status: row.status,
    concessionReason: row.concessionReason,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    role,
    actions: inspectionActions(row.status, role),
  };
}

/** One inspection with its plan, defects, the return it started and the operation log in words. */
export async function inspectionDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await inspectionOfCaller(tx, no, enterpriseUid);
  const [[joined], names, log] = await Promise.all([
    tx
      .select({
        orderNo: purchaseOrders.orderNo,
        materialNo: purchaseOrderLines.materialNo,
        materialName: purchaseOrderLines.materialName,
        unitName: purchaseOrderLines.unitName,
        receiptNo: purchaseReceipts.receiptNo,
        specification: purchaseOrderLines.specification,
      })
      .from(purchaseOrders)
      .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, row.orderLineUid))
      .innerJoin(purchaseReceipts, eq(purchaseReceipts.uid, row.receiptUid))
      .where(eq(purchaseOrders.uid, row.orderUid)),
    namesOf(tx, [row.factoryUid, row.supplierUid]),
    qualityLog(tx, 'purchase_inspection', no, language, inspectionStatusWords),
  ]);
  const returns = await returnsOfInspection(tx, row.uid);
  return { ...inspectionSummary(row, joined!, names, role), specification: joined!.specification, returns, log };
}

async function returnsOfInspection(tx: Executor, inspectionUid: string) {
  const rows = await tx
    .select({ no: purchaseReturns.returnNo, status: purchaseReturns.status })
    .from(purchaseReturns)
    .where(eq(purchaseReturns.inspectionUid, inspectionUid));
  return rows;
}

/** The factory's received lots not yet inspected (the New inspection dialog), newest first, with the AQL to propose. */
export async function lotsToInspect(tx: Executor, factoryUid: string, keyword: string | undefined) {
  const where: SQL[] = [eq(purchaseReceipts.factoryUid, factoryUid)];
  if (keyword) {
    const like = likePattern(keyword);
    where.push(
      or(
        ilike(purchaseOrders.orderNo, like),
        ilike(purchaseReceipts.receiptNo, like),
        ilike(purchaseReceiptLines.lotNo, like),
        ilike(purchaseOrderLines.materialNo, like),
      )!,
    );
  }
  const lots = await lotsQuery(tx)
    .leftJoin(purchaseInspections, eq(purchaseInspections.receiptLineUid, purchaseReceiptLines.uid))
    .where(and(...where, isNull(purchaseInspections.uid)))
    .orderBy(desc(purchaseReceipts.createdAt))
    .limit(200);
  const names = await namesOf(
    tx,
    lots.map((l) => l.supplierUid),
  );
  const out = [];
  for (const l of lots) {
    const aql = await aqlOfMaterial(tx, factoryUid, l.materialNo);
    const plan = samplingPlan(Math.max(new Decimal(l.received).ceil().toNumber(), 1), aql);
    out.push({
      receiptLineUid: l.receiptLineUid,
      lotNo: l.lotNo,
      receiptNo: l.receiptNo,
      receivedOn: l.receivedOn,
      orderNo: l.orderNo,
      supplier: names.get(l.supplierUid) ?? null,
      materialNo: l.materialNo,
      materialName: l.materialName,
      unitName: l.unitName,
      received: plain(l.received),
      aql,
      plan,
    });
  }
  return out;
}
