import { canApply, type UpgradeReason } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { quotationMaterialLines, quotationProcessLines, quotations } from '../../../db/schema/index.js';
import type { QuotationActor } from '../../quotation-masters/index.js';
import { QuotationConflict } from '../errors.js';
import { quotationMessages } from '../messages.js';
import { auditQuotation } from './audit.js';
import { copyGerberBindings, releaseGerberBindings } from './gerber.js';
import { loadCurrent, loadLines, today } from './load.js';
import { isUniqueViolation, nextQuotationNo } from './numbering.js';
import type { QuotationRow, Tx } from './types.js';

/** A version's header as a new row: not submitted, no auditor, no reason, dated today. */
function fresh(row: QuotationRow) {
  const { uid: _u, createdAt: _c, updatedAt: _m, submittedAt: _s, auditedAt: _a, ...rest } = row;
  return {
    ...rest,
    status: 'not_submitted' as const,
    isCurrent: true,
    auditorAccountUid: null,
    auditorName: '',
    returnReason: null,
    rowVersion: 1,
    quotationDate: today(),
  };
}

async function copyLines(tx: Tx, from: string, to: string) {
  const { materials, processes } = await loadLines(tx, from);
  if (materials.length)
    await tx
      .insert(quotationMaterialLines)
      .values(materials.map(({ uid: _u, ...line }) => ({ ...line, quotationUid: to })));
  if (processes.length)
    await tx
      .insert(quotationProcessLines)
      .values(processes.map(({ uid: _u, ...line }) => ({ ...line, quotationUid: to })));
}

/**
 * Upgrade (spec 02 §4): with one of the five reasons, the current version is frozen and a copy of it becomes the
 * next version, not submitted. The old row is never written again: every write names `is_current`.
 */
export async function upgradeQuotation(
  db: Database,
  actor: QuotationActor,
  no: string,
  reason: UpgradeReason,
  remark?: string,
): Promise<QuotationRow> {
  return db.transaction(async (tx) => {
    const current = await loadCurrent(tx, actor.enterpriseUid, no, true);
    if (!canApply('upgrade', current.status))
      throw new QuotationConflict(quotationMessages.executionFailed, current.status, current.version);
    const frozen = await tx
      .update(quotations)
      .set({ isCurrent: false })
      .where(
        and(
          eq(quotations.uid, current.uid),
          eq(quotations.isCurrent, true),
          inArray(quotations.status, ['not_submitted', 'reviewed', 'returned']),
        ),
      )
      .returning({ uid: quotations.uid });
    if (frozen.length === 0)
      throw new QuotationConflict(quotationMessages.executionFailed, current.status, current.version);
    const [next] = await tx
      .insert(quotations)
      .values({
        ...fresh(current),
        version: current.version + 1,
        upgradeReason: reason,
        upgradeRemark: remark ?? null,
        quoterAccountUid: actor.accountUid,
        quoterName: actor.name,
      })
      .returning();
    await copyLines(tx, current.uid, next!.uid);
    await auditQuotation(
      tx,
      actor,
      no,
      'upgraded',
      { version: current.version, status: current.status },
      { version: next!.version, reason, ...(remark ? { remark } : {}) },
    );
    return next!;
  });
}

/**
 * Copy: a new quotation (next number, version 1, not submitted) with the lines and Gerber files of the current
 * version. An `Idempotency-Key` makes a retried copy (after a time-out) answer the copy already made.
 */
export async function copyQuotation(
  db: Database,
  actor: QuotationActor,
  no: string,
  key?: string,
): Promise<QuotationRow> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db.transaction(async (tx) => {
        if (key) {
          const [done] = await tx
            .select()
            .from(quotations)
            .where(and(eq(quotations.enterpriseUid, actor.enterpriseUid), eq(quotations.copyKey, key)));
          if (done) return done;
        }
        const source = await loadCurrent(tx, actor.enterpriseUid, no);
        const quotationNo = await nextQuotationNo(tx, actor.enterpriseUid, today());
        const [copy] = await tx
          .insert(quotations)
          .values({
            ...fresh(source),
            quotationNo,
            version: 1,
            upgradeReason: null,
            upgradeRemark: null,
            copiedFrom: `${no} v${source.version}`,
            copyKey: key ?? null,
            quoterAccountUid: actor.accountUid,
            quoterName: actor.name,
          })
          .returning();
        await copyLines(tx, source.uid, copy!.uid);
        const files = await copyGerberBindings(tx, actor, no, copy!);
        await auditQuotation(
          tx,
          actor,
          quotationNo,
          'copied',
          { from: no, version: source.version },
          { version: 1, files },
        );
        return copy!;
      });
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 4) throw error;
    }
  }
}

/**
 * Delete (not submitted or returned): the current version goes; an older version, if any, is current again
 * (deleting an upgrade's draft takes the document back to the version before). With no version left the
 * document is gone and its Gerber files are released.
 */
export async function deleteQuotation(
  db: Database,
  actor: QuotationActor,
  no: string,
): Promise<{ deleted: number; current: number | null }> {
  return db.transaction(async (tx) => {
    const current = await loadCurrent(tx, actor.enterpriseUid, no, true);
    const removed = await tx
      .delete(quotations)
      .where(
        and(
          eq(quotations.uid, current.uid),
          eq(quotations.isCurrent, true),
          inArray(quotations.status, ['not_submitted', 'returned']),
        ),
      )
      .returning({ uid: quotations.uid });
    if (removed.length === 0)
      throw new QuotationConflict(quotationMessages.deleteFailed, current.status, current.version);
    const [previous] = await tx
      .update(quotations)
      .set({ isCurrent: true })
      .where(
        and(
          eq(quotations.enterpriseUid, actor.enterpriseUid),
          eq(quotations.quotationNo, no),
          eq(quotations.version, current.version - 1),
        ),
      )
      .returning({ version: quotations.version });
    if (!previous) await releaseGerberBindings(tx, actor, no);
    await auditQuotation(
      tx,
      actor,
      no,
      'deleted',
      { version: current.version, status: current.status },
      { current: previous?.version ?? null },
    );
    return { deleted: current.version, current: previous?.version ?? null };
  });
}
