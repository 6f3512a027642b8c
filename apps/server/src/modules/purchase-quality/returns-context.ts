import { Decimal } from '@pcbunion/core';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  auditLog,
  purchaseOrderLines,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  purchaseReturnLines,
  purchaseReturns,
} from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { PurchaseActor } from '../purchase/index.js';
import { qualityLogWords } from './messages.js';
import { recordAudit } from '../../platform/audit.js';

export type QualityRole = 'factory' | 'supplier';
export const roleOfActor = (actor: PurchaseActor): QualityRole => (actor.kind === 'supplier' ? 'supplier' : 'factory');

export type QualityEntity = 'purchase_inspection' | 'purchase_return';

/** One audit-log row, in the change's transaction; `by` keeps the actor's name for the log in words. */
export async function auditQuality(
  tx: Executor,
  actor: PurchaseActor,
  entity: QualityEntity,
  no: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity,
    entityUid: no,
    action,
    before,
    after: { ...after, by: actor.name, role: roleOfActor(actor) },
    ip: actor.ip,
  });
}

/** The operation log of an inspection or a return, in the reader's language. */
export async function qualityLog(
  tx: Executor,
  entity: QualityEntity,
  no: string,
  language: Language,
  statusWords: Record<string, LocalizedText>,
) {
  const rows = await tx
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, entity), eq(auditLog.entityUid, no)))
    .orderBy(asc(auditLog.id));
  return rows.map((entry) => {
    const after = (entry.after ?? {}) as Record<string, unknown>;
    const status =
      typeof after.status === 'string' && statusWords[after.status]
        ? translate(language, statusWords[after.status]!)
        : '';
    const values = {
      by: String(after.by ?? ''),
      status,
      reason: String(after.reason ?? ''),
      return: String(after.return ?? ''),
      found: String(after.found ?? ''),
      plan: String(after.plan ?? ''),
    };
    const template = qualityLogWords[entry.action];
    return {
      at: entry.at.toISOString(),
      action: entry.action,
      by: values.by,
      words: template ? translate(language, template, values) : entry.action,
    };
  });
}

/** A received lot (a receipt line) with its order line's material and price. */
export const lotColumns = {
  receiptLineUid: purchaseReceiptLines.uid,
  lotNo: purchaseReceiptLines.lotNo,
  received: purchaseReceiptLines.quantity,
  receiptUid: purchaseReceipts.uid,
  receiptNo: purchaseReceipts.receiptNo,
  receivedOn: purchaseReceipts.receivedOn,
  factoryUid: purchaseReceipts.factoryUid,
  supplierUid: purchaseReceipts.supplierUid,
  orderUid: purchaseOrders.uid,
  orderNo: purchaseOrders.orderNo,
  currency: purchaseOrders.currency,
  orderLineUid: purchaseOrderLines.uid,
  lineNo: purchaseOrderLines.lineNo,
  materialUid: purchaseOrderLines.materialUid,
  materialNo: purchaseOrderLines.materialNo,
  materialName: purchaseOrderLines.materialName,
  specification: purchaseOrderLines.specification,
  unitName: purchaseOrderLines.unitName,
  unitPrice: purchaseOrderLines.unitPrice,
  taxRate: purchaseOrderLines.taxRate,
};

export const lotsQuery = (tx: Executor) =>
  tx
    .select(lotColumns)
    .from(purchaseReceiptLines)
    .innerJoin(purchaseReceipts, eq(purchaseReceipts.uid, purchaseReceiptLines.receiptUid))
    .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
    .innerJoin(purchaseOrderLines, eq(purchaseOrderLines.uid, purchaseReceiptLines.orderLineUid));

/** What each lot has on returns that are not cancelled (requested or acknowledged). */
export async function returnedOfLots(tx: Executor, lotUids: string[]): Promise<Map<string, Decimal>> {
  if (!lotUids.length) return new Map();
  const rows = await tx
    .select({ lot: purchaseReturnLines.receiptLineUid, returned: sql<string>`sum(${purchaseReturnLines.quantity})` })
    .from(purchaseReturnLines)
    .innerJoin(purchaseReturns, eq(purchaseReturns.uid, purchaseReturnLines.returnUid))
    .where(and(inArray(purchaseReturnLines.receiptLineUid, lotUids), ne(purchaseReturns.status, 'cancelled')))
    .groupBy(purchaseReturnLines.receiptLineUid);
  return new Map(rows.map((r) => [r.lot, new Decimal(r.returned)]));
}
