import { processLineCost } from '@pcbunion/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { processFlows, processFlowSteps, processProcedures } from '../../db/schema/index.js';
import type { Executor, QuotationActor } from '../quotation-masters/index.js';
import type { FlowStep, FlowToWrite } from './sheet.js';
import { recordAudit } from '../../platform/audit.js';

const stepOf = (row: typeof processFlowSteps.$inferSelect): FlowStep => ({
  serialNo: row.serialNo,
  processType: row.processType,
  procedure: row.procedure,
  unitCost: row.unitCost,
  referenceTimes: row.referenceTimes,
  timesAdjustment: row.timesAdjustment,
  difficulty: row.difficulty,
  difficultyAdjustment: row.difficultyAdjustment,
  specialAddition: row.specialAddition,
});

/** The cost summary of a flow: its steps' cost per m² (rate × passes × difficulty + addition), summed. */
export function costSummary(steps: readonly FlowStep[]) {
  const perStep = steps.map((step) => processLineCost(step));
  const total = perStep.reduce(
    (sum, cost) => sum.plus(cost),
    perStep[0]?.minus(perStep[0]) ??
      processLineCost({ serialNo: 0, procedure: '', unitCost: '0', referenceTimes: '0', difficulty: '0' }),
  );
  return { steps: steps.length, costPerM2: total.toFixed(4), stepCosts: perStep.map((cost) => cost.toFixed(4)) };
}

/** Every flow of a factory with its steps in serial order, products in number order. */
export async function loadFlows(db: Executor, enterpriseUid: string, productNos?: readonly string[]) {
  const conditions = [eq(processFlows.enterpriseUid, enterpriseUid)];
  if (productNos) conditions.push(inArray(processFlows.productNo, productNos.length ? [...productNos] : ['']));
  const flows = await db
    .select()
    .from(processFlows)
    .where(and(...conditions))
    .orderBy(asc(processFlows.productNo));
  const steps = flows.length
    ? await db
        .select()
        .from(processFlowSteps)
        .where(
          inArray(
            processFlowSteps.flowUid,
            flows.map((f) => f.uid),
          ),
        )
        .orderBy(asc(processFlowSteps.serialNo))
    : [];
  return flows.map((flow) => {
    const own = steps.filter((s) => s.flowUid === flow.uid).map(stepOf);
    return {
      uid: flow.uid,
      productNo: flow.productNo,
      productName: flow.productName,
      remarks: flow.remarks,
      updatedAt: flow.updatedAt,
      steps: own,
      summary: costSummary(own),
    };
  });
}

/** Steps without a unit cost take the procedure file's rate (by name or code), else 0. */
async function fillUnitCosts(db: Executor, enterpriseUid: string, flows: readonly FlowToWrite[]) {
  const procedures = await db
    .select({ name: processProcedures.name, code: processProcedures.code, unitCost: processProcedures.unitCost })
    .from(processProcedures)
    .where(eq(processProcedures.enterpriseUid, enterpriseUid));
  return flows.map((flow) => ({
    ...flow,
    steps: flow.steps.map((step) => ({
      ...step,
      unitCost:
        step.unitCost ||
        (procedures.find((p) => p.name === step.procedure || p.code === step.procedure)?.unitCost ?? '0'),
    })),
  }));
}

/**
 * Writes flows whole (each product's steps replaced by the ones given), in one transaction: an import either
 * lands every row or none.
 */
export async function saveFlows(
  db: Database,
  actor: QuotationActor,
  flows: readonly FlowToWrite[],
  action: 'saved' | 'imported',
) {
  return db.transaction(async (tx) => {
    const filled = await fillUnitCosts(tx, actor.enterpriseUid, flows);
    for (const flow of filled) {
      const [row] = await tx
        .insert(processFlows)
        .values({ enterpriseUid: actor.enterpriseUid, productNo: flow.productNo, productName: flow.productName })
        .onConflictDoUpdate({
          target: [processFlows.enterpriseUid, processFlows.productNo],
          set: { productName: flow.productName, updatedAt: new Date() },
        })
        .returning({ uid: processFlows.uid });
      await tx.delete(processFlowSteps).where(eq(processFlowSteps.flowUid, row!.uid));
      if (flow.steps.length)
        await tx.insert(processFlowSteps).values(flow.steps.map((step) => ({ ...step, flowUid: row!.uid })));
      await recordAudit(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        entity: 'process_flow',
        entityUid: flow.productNo,
        action,
        after: { steps: flow.steps.length },
        ip: actor.ip,
      });
    }
    return { products: filled.length, steps: filled.reduce((n, f) => n + f.steps.length, 0) };
  });
}

export async function deleteFlow(db: Database, actor: QuotationActor, productNo: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(processFlows)
      .where(and(eq(processFlows.enterpriseUid, actor.enterpriseUid), eq(processFlows.productNo, productNo)))
      .returning({ uid: processFlows.uid });
    if (removed.length)
      await recordAudit(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        entity: 'process_flow',
        entityUid: productNo,
        action: 'deleted',
        ip: actor.ip,
      });
    return removed.length > 0;
  });
}
