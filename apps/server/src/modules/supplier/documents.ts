import {
  EXPIRY_WARNING_DAYS,
  QUALIFICATION_FILE_MAX_BYTES,
  QUALIFICATION_FILE_TYPES,
  type QualificationKind,
} from '@pcbunion/core';
import { and, asc, count, desc, eq, gte, isNotNull, lt, lte, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { storedFiles, supplierDocuments } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import { addBusinessDays } from '../../platform/business-day.js';
import { describeBytes, type FileService } from '../../platform/files/file.service.js';
import { sniffType } from '../../platform/files/file-types.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { offsetOf, orderOf, type Paging } from '../../platform/paging.js';
import { supplierMessages } from './messages.js';
import {
  addDocument,
  assertFactory,
  auditSupplier,
  dateField,
  refusal,
  supplierOfCaller,
  type DocumentInput,
  type SupplierActor,
} from './service.js';
import { documentView } from './view.js';

/** A scan or PDF received in a multipart request, not stored yet. */
export interface IncomingDocumentFile {
  name: string;
  bytes: Buffer;
}

/** The refusal of a file over the qualification documents' size limit (413 naming the file). */
export const documentFileTooLarge = () =>
  refusal(supplierMessages.fileTooLarge, 'file', { max: describeBytes(QUALIFICATION_FILE_MAX_BYTES) }, 413);

/** PDF, JPEG, PNG or WebP by its first bytes (a `.pdf` name on PNG bytes is a PNG; a text file is refused). */
export function checkDocumentFile(file: IncomingDocumentFile): void {
  if (file.bytes.length > QUALIFICATION_FILE_MAX_BYTES) throw documentFileTooLarge();
  const type = sniffType(file.bytes);
  if (!type || !(QUALIFICATION_FILE_TYPES as readonly string[]).includes(type))
    throw refusal(supplierMessages.fileType, 'file');
}

export interface DocumentListQuery extends Paging {
  /** `expired`: expired before today; `expiring`: expiring today or within `withinDays`. */
  expiry?: 'expired' | 'expiring';
  withinDays?: number;
}

const SORTABLE = {
  kind: supplierDocuments.kind,
  documentNo: supplierDocuments.documentNo,
  issuedOn: supplierDocuments.issuedOn,
  expiresOn: supplierDocuments.expiresOn,
  uploadedAt: supplierDocuments.uploadedAt,
  createdAt: supplierDocuments.createdAt,
};

const selection = {
  doc: supplierDocuments,
  fileName: storedFiles.name,
  fileSize: storedFiles.size,
  fileType: storedFiles.contentType,
};

/** The documents of one supplier file, a page at a time, with the expiry filter (Shanghai business days). */
export async function listDocuments(
  tx: Executor,
  supplierUid: string,
  enterpriseUid: string,
  q: DocumentListQuery,
  today: string,
) {
  const { row } = await supplierOfCaller(tx, supplierUid, enterpriseUid);
  const where: SQL[] = [eq(supplierDocuments.supplierUid, row.uid)];
  if (q.expiry === 'expired')
    where.push(isNotNull(supplierDocuments.expiresOn), lt(supplierDocuments.expiresOn, today));
  if (q.expiry === 'expiring')
    where.push(
      gte(supplierDocuments.expiresOn, today),
      lte(supplierDocuments.expiresOn, addBusinessDays(today, q.withinDays ?? EXPIRY_WARNING_DAYS)),
    );
  const rows = await tx
    .select(selection)
    .from(supplierDocuments)
    .leftJoin(storedFiles, eq(storedFiles.uid, supplierDocuments.fileUid))
    .where(and(...where))
    .orderBy(orderOf(q, SORTABLE, asc(supplierDocuments.expiresOn)), desc(supplierDocuments.createdAt))
    .limit(q.page_size)
    .offset(offsetOf(q));
  const [total] = await tx
    .select({ n: count() })
    .from(supplierDocuments)
    .where(and(...where));
  return { data: rows.map((r) => documentView(r, today)), total: total?.n ?? 0 };
}

async function ownDocument(tx: Executor, actor: SupplierActor, supplierUid: string, documentUid: string) {
  assertFactory(actor);
  const { row, role } = await supplierOfCaller(tx, supplierUid, actor.enterpriseUid);
  if (role !== 'factory') throw new AppError(403, 'forbidden');
  const [doc] = await tx
    .select()
    .from(supplierDocuments)
    .where(and(eq(supplierDocuments.uid, documentUid), eq(supplierDocuments.supplierUid, row.uid)));
  if (!doc) throw new AppError(404, supplierMessages.documentNotFound);
  return { row, doc };
}

const staleDocument = (doc: typeof supplierDocuments.$inferSelect) =>
  refusal(
    supplierMessages.staleDocument,
    'version',
    {
      document: [doc.kind, doc.documentNo].filter(Boolean).join(' '),
      version: doc.version,
    },
    409,
  );

export interface DocumentChange {
  kind?: QualificationKind;
  title?: string;
  documentNo?: string;
  issuer?: string;
  issuedOn?: string | null;
  expiresOn?: string | null;
  version: number;
}

/**
 * The qualification documents' changes: add (with the scan stored through the platform's file service), replace
 * the file, change the fields (compare-and-set on the version) and remove. A stored file the change did not keep
 * is deleted again.
 */
export function documentChanges(db: Database, clock: Clock, files: FileService) {
  const store = async (actor: SupplierActor, factoryUid: string, file: IncomingDocumentFile) => {
    checkDocumentFile(file);
    return files.saveFile({
      enterpriseUid: factoryUid,
      accountUid: actor.accountUid!,
      name: file.name,
      bytes: file.bytes,
      kind: 'file',
      purpose: 'supplier-document',
      ip: actor.ip ?? undefined,
    });
  };
  const drop = (actor: SupplierActor, uid: string) =>
    files.deleteFile({ enterpriseUid: actor.enterpriseUid, accountUid: actor.accountUid!, uids: [uid] }).catch(() => 0);

  async function add(actor: SupplierActor, supplierUid: string, input: DocumentInput, file?: IncomingDocumentFile) {
    // Checked before the file is stored: the caller's file, the dates.
    await db.transaction(async (tx) => {
      assertFactory(actor);
      const { role } = await supplierOfCaller(tx, supplierUid, actor.enterpriseUid);
      if (role !== 'factory') throw new AppError(403, 'forbidden');
    });
    if (input.issuedOn) dateField(input.issuedOn, 'issuedOn');
    if (input.expiresOn) dateField(input.expiresOn, 'expiresOn');
    const stored = file ? await store(actor, actor.enterpriseUid, file) : null;
    try {
      return await db.transaction((tx) =>
        addDocument(tx, clock, actor, supplierUid, input, stored ? { uid: stored.id } : undefined),
      );
    } catch (error) {
      if (stored) await drop(actor, stored.id);
      throw error;
    }
  }

  async function replaceFile(
    actor: SupplierActor,
    supplierUid: string,
    documentUid: string,
    file: IncomingDocumentFile,
    version?: number,
  ) {
    const { doc: before } = await db.transaction((tx) => ownDocument(tx, actor, supplierUid, documentUid));
    const stored = await store(actor, actor.enterpriseUid, file);
    try {
      await db.transaction(async (tx) => {
        const { row, doc } = await ownDocument(tx, actor, supplierUid, documentUid);
        const at = clock.now();
        const [after] = await tx
          .update(supplierDocuments)
          .set({
            fileUid: stored.id,
            uploadedBy: actor.accountUid,
            uploadedByName: actor.name,
            uploadedAt: at,
            updatedAt: at,
            version: doc.version + 1,
          })
          .where(and(eq(supplierDocuments.uid, doc.uid), eq(supplierDocuments.version, version ?? doc.version)))
          .returning();
        if (!after) throw staleDocument(doc);
        await auditSupplier(
          tx,
          actor,
          row,
          'document_file',
          { kind: doc.kind, documentNo: doc.documentNo, file: doc.fileUid },
          { kind: doc.kind, documentNo: doc.documentNo, file: stored.name },
          at,
        );
      });
    } catch (error) {
      await drop(actor, stored.id);
      throw error;
    }
    if (before.fileUid) await drop(actor, before.fileUid);
  }

  async function change(actor: SupplierActor, supplierUid: string, documentUid: string, input: DocumentChange) {
    return db.transaction(async (tx) => {
      const { row, doc } = await ownDocument(tx, actor, supplierUid, documentUid);
      const issuedOn =
        input.issuedOn === undefined ? doc.issuedOn : input.issuedOn ? dateField(input.issuedOn, 'issuedOn') : null;
      const expiresOn =
        input.expiresOn === undefined
          ? doc.expiresOn
          : input.expiresOn
            ? dateField(input.expiresOn, 'expiresOn')
            : null;
      if (issuedOn && expiresOn && expiresOn < issuedOn)
        throw refusal(supplierMessages.expiresBeforeIssue, 'expiresOn');
      const at = clock.now();
      const set = {
        kind: input.kind ?? doc.kind,
        title: input.title ?? doc.title,
        documentNo: input.documentNo ?? doc.documentNo,
        issuer: input.issuer ?? doc.issuer,
        issuedOn,
        expiresOn,
      };
      const changed = Object.keys(set).filter(
        (k) => (set as Record<string, unknown>)[k] !== (doc as Record<string, unknown>)[k],
      );
      const [after] = await tx
        .update(supplierDocuments)
        .set({ ...set, version: doc.version + 1, updatedAt: at })
        .where(and(eq(supplierDocuments.uid, doc.uid), eq(supplierDocuments.version, input.version)))
        .returning();
      if (!after) throw staleDocument(doc);
      await auditSupplier(
        tx,
        actor,
        row,
        'document_change',
        Object.fromEntries(changed.map((k) => [k, (doc as Record<string, unknown>)[k]])),
        { kind: after.kind, documentNo: after.documentNo, fields: changed, version: after.version },
        at,
      );
      return after;
    });
  }

  /** The file of a document for whoever may read the supplier file: its factory, or the supplier enterprise it is. */
  async function read(enterpriseUid: string, supplierUid: string, documentUid: string) {
    const { row } = await supplierOfCaller(db, supplierUid, enterpriseUid);
    const [doc] = await db
      .select({ fileUid: supplierDocuments.fileUid })
      .from(supplierDocuments)
      .where(and(eq(supplierDocuments.uid, documentUid), eq(supplierDocuments.supplierUid, row.uid)));
    if (!doc) throw new AppError(404, supplierMessages.documentNotFound);
    if (!doc.fileUid) throw new AppError(404, supplierMessages.noFile);
    // The file is the factory's: read as its owner once the caller's right to the supplier file is checked.
    return files.readFile({ enterpriseUid: row.factoryUid, uid: doc.fileUid });
  }

  /** Drops a removed document's stored file (after the removal committed). */
  const dropFile = (actor: SupplierActor, fileUid: string | null) => (fileUid ? drop(actor, fileUid) : undefined);

  return { add, replaceFile, change, read, dropFile };
}

export { documentView };
