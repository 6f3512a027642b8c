import type { SupplierCurrency } from './schemas.js';
import {
  daysToExpiry,
  expiryState,
  supplierActions,
  worstExpiry,
  type ExpiryState,
  type SupplyCategory,
} from '@pcbunion/core';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { auditLog, enterprises, storedFiles, supplierDocuments, supplierEvaluations } from '../../db/schema/index.js';
import type { Language } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import type { Executor } from '../../platform/ledger/index.js';
import { documentKindWords, logWords } from './messages.js';
import { supplierOfCaller, type SupplierRow } from './service.js';

type DocumentRow = typeof supplierDocuments.$inferSelect;
/** A document with its stored file's name, size and type (null without a file). */
export interface DocumentWithFile {
  doc: DocumentRow;
  fileName: string | null;
  fileSize: number | null;
  fileType: string | null;
}

/** Where the browser downloads a document's file (the supplier file's access rule: routes.ts). */
export const documentFileUrl = (supplierUid: string, documentUid: string) =>
  `/api/suppliers/${supplierUid}/documents/${documentUid}/file`;

export const documentView = ({ doc: d, fileName, fileSize, fileType }: DocumentWithFile, today: string) => ({
  uid: d.uid,
  kind: d.kind,
  title: d.title,
  documentNo: d.documentNo,
  issuer: d.issuer,
  issuedOn: d.issuedOn,
  expiresOn: d.expiresOn,
  expiry: expiryState(d.expiresOn, today),
  /** Whole days to the expiry date (negative once expired), null when it does not expire. */
  daysLeft: daysToExpiry(d.expiresOn, today),
  file:
    d.fileUid && fileName !== null
      ? {
          name: fileName,
          size: Number(fileSize ?? 0),
          type: fileType ?? 'application/octet-stream',
          url: documentFileUrl(d.supplierUid, d.uid),
        }
      : null,
  uploadedBy: d.uploadedByName || null,
  uploadedAt: d.uploadedAt?.toISOString() ?? null,
  version: d.version,
});

/** The documents of some suppliers, by supplier. */
export async function documentsOf(tx: Executor, uids: string[]): Promise<Map<string, DocumentWithFile[]>> {
  const rows = uids.length
    ? await tx
        .select({
          doc: supplierDocuments,
          fileName: storedFiles.name,
          fileSize: storedFiles.size,
          fileType: storedFiles.contentType,
        })
        .from(supplierDocuments)
        .leftJoin(storedFiles, eq(storedFiles.uid, supplierDocuments.fileUid))
        .where(inArray(supplierDocuments.supplierUid, uids))
        .orderBy(asc(supplierDocuments.expiresOn))
    : [];
  const map = new Map<string, DocumentWithFile[]>();
  for (const r of rows) map.set(r.doc.supplierUid, [...(map.get(r.doc.supplierUid) ?? []), r]);
  return map;
}

export async function enterpriseNames(
  tx: Executor,
  uids: Array<string | null>,
): Promise<Map<string, { name: string; no: string }>> {
  const wanted = [...new Set(uids.filter((u): u is string => !!u))];
  const rows = wanted.length
    ? await tx
        .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
        .from(enterprises)
        .where(inArray(enterprises.uid, wanted))
    : [];
  return new Map(rows.map((r) => [r.uid, { name: r.name, no: r.no }]));
}

/** A supplier in a list row. The supplier enterprise reading its own file does not see the factory's remark. */
export function supplierSummary(
  row: SupplierRow,
  docs: DocumentWithFile[],
  names: Map<string, { name: string; no: string }>,
  today: string,
  role: 'factory' | 'supplier',
) {
  const states: ExpiryState[] = docs.map((d) => expiryState(d.doc.expiresOn, today));
  return {
    uid: row.uid,
    supplierNo: row.supplierNo,
    name: row.name,
    shortName: row.shortName,
    status: row.status,
    version: row.version,
    enterprise: row.enterpriseUid
      ? {
          uid: row.enterpriseUid,
          name: names.get(row.enterpriseUid)?.name ?? null,
          no: names.get(row.enterpriseUid)?.no ?? null,
        }
      : null,
    factory: { uid: row.factoryUid, name: names.get(row.factoryUid)?.name ?? null },
    contacts: row.contacts,
    categories: row.categories as SupplyCategory[],
    paymentTerms: row.paymentTerms,
    // Written only from the form's currencies (routes.ts).
    currency: row.currency as SupplierCurrency,
    taxNo: row.taxNo,
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    address: row.address,
    rating: row.rating,
    note: role === 'factory' ? row.note : '',
    statusReason: role === 'factory' ? row.statusReason : null,
    approvedAt: row.approvedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    documents: {
      total: docs.length,
      expired: states.filter((s) => s === 'expired').length,
      expiring: states.filter((s) => s === 'expiring').length,
      worst: worstExpiry(states),
    },
    role,
    actions: role === 'factory' ? supplierActions(row.status) : [],
  };
}

/** The whole file for its detail page: documents with their expiry, evaluations, and the operation log in words. */
export async function supplierDetail(
  tx: Executor,
  uid: string,
  enterpriseUid: string,
  language: Language,
  today: string,
) {
  const { row, role } = await supplierOfCaller(tx, uid, enterpriseUid);
  const [docs, evaluations, log, names] = await Promise.all([
    documentsOf(tx, [row.uid]),
    role === 'factory'
      ? tx
          .select()
          .from(supplierEvaluations)
          .where(eq(supplierEvaluations.supplierUid, row.uid))
          .orderBy(desc(supplierEvaluations.evaluatedAt))
      : Promise.resolve([]),
    role === 'factory'
      ? tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.entity, 'supplier'), eq(auditLog.entityUid, row.uid)))
          .orderBy(asc(auditLog.id))
      : Promise.resolve([]),
    enterpriseNames(tx, [row.enterpriseUid, row.factoryUid]),
  ]);
  const mine = docs.get(row.uid) ?? [];
  return {
    ...supplierSummary(row, mine, names, today, role),
    documentList: mine.map((d) => documentView(d, today)),
    evaluations: evaluations.map((e) => ({
      uid: e.uid,
      scores: e.scores,
      total: e.total,
      decision: e.decision,
      reason: e.reason,
      evaluator: e.evaluatorName,
      evaluatedAt: e.evaluatedAt.toISOString(),
    })),
    log: log.map((entry) => {
      const after = (entry.after ?? {}) as Record<string, unknown>;
      const kind =
        typeof after.kind === 'string' && after.kind in documentKindWords
          ? translate(language, documentKindWords[after.kind as keyof typeof documentKindWords])
          : '';
      const fields = Array.isArray(after.fields) ? (after.fields as string[]).join(', ') : '';
      const values = {
        by: String(after.by ?? ''),
        reason: String(after.reason ?? ''),
        total: String(after.total ?? ''),
        document: [kind, String(after.documentNo ?? '')].filter(Boolean).join(' '),
        fields,
      };
      const template = logWords[entry.action];
      return {
        at: entry.at.toISOString(),
        action: entry.action,
        by: values.by,
        words: template ? translate(language, template, values) : entry.action,
      };
    }),
  };
}
