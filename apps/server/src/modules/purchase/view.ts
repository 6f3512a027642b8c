import { Decimal, purchaseOrderActions, textOfCents, type PurchaseRole } from '@pcbunion/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  auditLog,
  enterprises,
  purchaseOrderVersions,
  purchaseReceiptLines,
  purchaseReceipts,
} from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import type { Executor } from '../../platform/ledger/index.js';
import { logWords, statusWords } from './messages.js';
import type { PurchaseVersionSnapshot } from './schemas.js';
import { linesOf, orderOfCaller, type PurchaseLineRow, type PurchaseOrderRow } from './service/orders.js';

/** A numeric column as plain text: "100.0000" → "100", "12.500000" → "12.5". */
export const plain = (value: string) => new Decimal(value).toFixed();

export async function namesOf(tx: Executor, uids: string[]): Promise<Map<string, string>> {
  const rows = uids.length
    ? await tx
        .select({ uid: enterprises.uid, name: enterprises.name })
        .from(enterprises)
        .where(inArray(enterprises.uid, [...new Set(uids)]))
    : [];
  return new Map(rows.map((r) => [r.uid, r.name]));
}

export function lineView(l: PurchaseLineRow) {
  return {
    uid: l.uid,
    lineNo: l.lineNo,
    materialUid: l.materialUid,
    materialNo: l.materialNo,
    materialName: l.materialName,
    specification: l.specification,
    unitName: l.unitName,
    quantity: plain(l.quantity),
    unitPrice: plain(l.unitPrice),
    unitPriceExTax: plain(l.unitPriceExTax),
    taxRate: plain(l.taxRate),
    amount: textOfCents(l.amountCents),
    amountExTax: textOfCents(l.amountExTaxCents),
    deliveryDate: l.deliveryDate,
    receivedQuantity: plain(l.receivedQuantity),
  };
}

/** An order in a list row: numbers, parties, state, version and amounts as "1234.50". */
export function orderSummary(row: PurchaseOrderRow, names: Map<string, string>, role: PurchaseRole) {
  return {
    no: row.orderNo,
    status: row.status,
    version: row.version,
    confirmedVersion: row.confirmedVersion,
    factory: { uid: row.factoryUid, name: names.get(row.factoryUid) ?? null },
    supplier: { uid: row.supplierUid, name: names.get(row.supplierUid) ?? null },
    orderDate: row.orderDate,
    currency: row.currency,
    total: textOfCents(row.totalCents),
    totalExTax: textOfCents(row.totalExTaxCents),
    tax: textOfCents(row.totalCents - row.totalExTaxCents),
    note: row.note,
    supplierReference: row.supplierReference,
    supplierNote: row.supplierNote,
    refusalReason: row.refusalReason,
    cancelReason: row.cancelReason,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    confirmedAt: row.confirmedAt?.toISOString() ?? null,
    role,
    actions: purchaseOrderActions(row.status, role),
  };
}

/** The whole order for its detail page: lines, earlier versions, receipts and the operation log in words. */
export async function orderDetail(tx: Executor, no: string, enterpriseUid: string, language: Language) {
  const { row, role } = await orderOfCaller(tx, no, enterpriseUid);
  const [lines, versions, receipts, log, names] = await Promise.all([
    linesOf(tx, row.uid),
    tx
      .select()
      .from(purchaseOrderVersions)
      .where(eq(purchaseOrderVersions.orderUid, row.uid))
      .orderBy(desc(purchaseOrderVersions.version)),
    tx
      .select()
      .from(purchaseReceipts)
      .where(eq(purchaseReceipts.orderUid, row.uid))
      .orderBy(asc(purchaseReceipts.createdAt)),
    tx
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'purchase_order'), eq(auditLog.entityUid, no)))
      .orderBy(asc(auditLog.id)),
    namesOf(tx, [row.factoryUid, row.supplierUid]),
  ]);
  const receiptLines = receipts.length
    ? await tx
        .select()
        .from(purchaseReceiptLines)
        .where(
          inArray(
            purchaseReceiptLines.receiptUid,
            receipts.map((r) => r.uid),
          ),
        )
    : [];
  return {
    ...orderSummary(row, names, role),
    lines: lines.map(lineView),
    versions: versions.map((v) => ({
      version: v.version,
      replacedAt: v.replacedAt.toISOString(),
      ...(v.snapshot as PurchaseVersionSnapshot),
    })),
    receipts: receipts.map((r) => ({
      no: r.receiptNo,
      receivedOn: r.receivedOn,
      deliveryNoteNo: r.deliveryNoteNo,
      note: r.note,
      lines: receiptLines
        .filter((l) => l.receiptUid === r.uid)
        .map((l) => ({
          orderLineNo: lines.find((x) => x.uid === l.orderLineUid)?.lineNo ?? null,
          orderLineUid: l.orderLineUid,
          quantity: plain(l.quantity),
          lotNo: l.lotNo,
        })),
    })),
    log: log.map((entry) => {
      const after = (entry.after ?? {}) as Record<string, unknown>;
      const status =
        typeof after.status === 'string' && after.status in statusWords
          ? translate(language, statusWords[after.status as keyof typeof statusWords])
          : '';
      const template = logWords[entry.action];
      const values = {
        by: String(after.by ?? ''),
        version: String(after.version ?? ''),
        reason: String(after.reason ?? ''),
        status,
        receipt: String(after.receipt ?? ''),
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
