import {
  decisionProblem,
  EVALUATION_PASS_MARK,
  evaluationTotal,
  ratingOfTotal,
  supplierTransition,
  type EvaluationDecision,
  type EvaluationScores,
  type SupplierPaymentTerm,
  type QualificationKind,
  type SupplierAction,
  type SupplierStatus,
} from '@pcbunion/core';
import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  supplierDocuments,
  supplierEvaluations,
  suppliers,
  type SupplierContact,
} from '../../db/schema/index.js';
import { AppError, forbidden } from '../../http/errors.js';
import { labelInEveryLanguage } from '../../http/field-labels.js';
import type { LocalizedText } from '../../http/messages.js';
import { nextSerial } from '../../platform/business-numbers.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Executor } from '../../platform/ledger/index.js';
import { localized, type OrderActor } from '../order/index.js';
import { supplierLabels } from './labels.js';
import { actionWords, statusWords, supplierMessages } from './messages.js';
import { recordAudit } from '../../platform/audit.js';

export type SupplierRow = typeof suppliers.$inferSelect;
export type SupplierActor = OrderActor;

export interface SupplierInput {
  supplierNo?: string;
  name?: string;
  shortName?: string;
  enterpriseUid?: string | null;
  contacts?: Array<{ name: string; role?: string; phone?: string; email?: string }>;
  categories?: string[];
  paymentTerms?: SupplierPaymentTerm;
  currency?: string;
  taxNo?: string;
  bankName?: string;
  bankAccount?: string;
  address?: string;
  rating?: number | null;
  note?: string;
  version?: number;
}

/** Only the buying factory keeps supplier files; the supplier enterprise reads its own (403 to any change). */
export function assertFactory(actor: SupplierActor): void {
  if (actor.kind === 'supplier' || actor.kind === 'customer') throw forbidden();
}

/** The record as the caller sees it: the factory that keeps it, or the supplier enterprise it is; anyone else 404. */
export async function supplierOfCaller(
  tx: Executor,
  uid: string,
  enterpriseUid: string,
): Promise<{ row: SupplierRow; role: 'factory' | 'supplier' }> {
  const [row] = await tx.select().from(suppliers).where(eq(suppliers.uid, uid));
  if (row?.factoryUid === enterpriseUid) return { row, role: 'factory' };
  if (row && row.enterpriseUid === enterpriseUid && (row.status === 'approved' || row.status === 'suspended'))
    return { row, role: 'supplier' };
  throw new AppError(404, supplierMessages.notFound);
}

async function ownRow(tx: Executor, uid: string, actor: SupplierActor): Promise<SupplierRow> {
  const { row, role } = await supplierOfCaller(tx, uid, actor.enterpriseUid);
  if (role !== 'factory') throw forbidden();
  return row;
}

export async function auditSupplier(
  tx: Executor,
  actor: SupplierActor,
  row: SupplierRow,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity: 'supplier',
    entityUid: row.uid,
    action,
    before,
    after: { ...after, by: actor.name },
    ip: actor.ip,
  });
}

/** 400 naming the field by its label in each language (the refusal's `data.field` keeps the wire name). */
export function refusal(
  template: LocalizedText,
  field: string,
  values: Record<string, string | number> = {},
  status = 400,
): AppError {
  const label = labelInEveryLanguage(field, supplierLabels);
  const words = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));
  return new AppError(status, localized(template, { ...words, field: label }), {}, 0, field);
}

const wrongState = (row: SupplierRow, action: SupplierAction | 'change') =>
  new AppError(
    409,
    localized(supplierMessages.wrongState, {
      no: row.supplierNo,
      status: statusWords[row.status],
      action: actionWords[action],
    }),
    {},
    0,
    'status',
  );
const staleVersion = (row: SupplierRow) =>
  new AppError(
    409,
    localized(supplierMessages.staleVersion, {
      no: row.supplierNo,
      version: String(row.version),
      status: statusWords[row.status],
    }),
    {},
    0,
    'version',
  );

/** The platform enterprise must be a supplier, not the factory itself, and on file only once per factory. */
async function checkEnterprise(
  tx: Executor,
  factoryUid: string,
  enterpriseUid: string,
  except?: string,
): Promise<void> {
  const [e] = await tx
    .select({ kind: enterprises.kind })
    .from(enterprises)
    .where(and(eq(enterprises.uid, enterpriseUid), ne(enterprises.uid, factoryUid)));
  if (e?.kind !== 'supplier') throw refusal(supplierMessages.notSupplierEnterprise, 'enterpriseUid');
  const [other] = await tx
    .select({ uid: suppliers.uid, no: suppliers.supplierNo })
    .from(suppliers)
    .where(and(eq(suppliers.factoryUid, factoryUid), eq(suppliers.enterpriseUid, enterpriseUid)));
  if (other && other.uid !== except)
    throw refusal(supplierMessages.enterpriseOnFile, 'enterpriseUid', { no: other.no });
}

async function checkNumber(tx: Executor, factoryUid: string, no: string, except?: string): Promise<void> {
  const [other] = await tx
    .select({ uid: suppliers.uid })
    .from(suppliers)
    .where(and(eq(suppliers.factoryUid, factoryUid), eq(suppliers.supplierNo, no)));
  if (other && other.uid !== except) throw refusal(supplierMessages.numberTaken, 'supplierNo', { no });
}

/** The next free number of the factory: S0001, S0002, … from its counter, past numbers typed in by hand. */
async function nextNumber(tx: Executor, factoryUid: string): Promise<string> {
  const [row] = await tx.select({ n: count() }).from(suppliers).where(eq(suppliers.factoryUid, factoryUid));
  for (;;) {
    const no = `S${String(await nextSerial(tx, `S:${factoryUid}`, '', row?.n ?? 0)).padStart(4, '0')}`;
    const [taken] = await tx
      .select({ uid: suppliers.uid })
      .from(suppliers)
      .where(and(eq(suppliers.factoryUid, factoryUid), eq(suppliers.supplierNo, no)));
    if (!taken) return no;
  }
}

const contactsOf = (input: SupplierInput['contacts']): SupplierContact[] | undefined =>
  input?.map((c) => ({ name: c.name, role: c.role ?? '', phone: c.phone ?? '', email: c.email ?? '' }));

function fieldsOf(input: SupplierInput) {
  const { supplierNo: _no, version: _version, contacts, categories, ...rest } = input;
  const set: Partial<typeof suppliers.$inferInsert> = {};
  for (const [k, v] of Object.entries(rest)) if (v !== undefined) (set as Record<string, unknown>)[k] = v;
  if (contacts) set.contacts = contactsOf(contacts);
  if (categories) set.categories = [...new Set(categories)];
  return set;
}

/** A new supplier file: every supplier starts as a potential one and becomes approved through an evaluation. */
export async function createSupplier(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  input: SupplierInput,
): Promise<SupplierRow> {
  assertFactory(actor);
  if (!input.name?.trim()) throw refusal(supplierMessages.required, 'name');
  if (input.enterpriseUid) await checkEnterprise(tx, actor.enterpriseUid, input.enterpriseUid);
  const supplierNo = input.supplierNo || (await nextNumber(tx, actor.enterpriseUid));
  await checkNumber(tx, actor.enterpriseUid, supplierNo);
  const at = clock.now();
  const [row] = await tx
    .insert(suppliers)
    .values({
      ...fieldsOf(input),
      name: input.name.trim(),
      supplierNo,
      factoryUid: actor.enterpriseUid,
      status: 'potential',
      createdBy: actor.accountUid,
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await auditSupplier(tx, actor, row!, 'create', null, { status: 'potential', supplierNo, name: row!.name }, at);
  return row!;
}

/** A change of the file; with `version` it is refused (409) when someone changed it since that version was read. */
export async function changeSupplier(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  uid: string,
  input: SupplierInput,
): Promise<SupplierRow> {
  assertFactory(actor);
  const row = await ownRow(tx, uid, actor);
  if (input.name !== undefined && !input.name.trim()) throw refusal(supplierMessages.required, 'name');
  if (input.enterpriseUid) await checkEnterprise(tx, actor.enterpriseUid, input.enterpriseUid, row.uid);
  if (input.supplierNo) await checkNumber(tx, actor.enterpriseUid, input.supplierNo, row.uid);
  const set = { ...fieldsOf(input), ...(input.supplierNo ? { supplierNo: input.supplierNo } : {}) };
  const changed = Object.keys(set).filter(
    (k) => JSON.stringify((row as Record<string, unknown>)[k]) !== JSON.stringify((set as Record<string, unknown>)[k]),
  );
  const at = clock.now();
  const [after] = await tx
    .update(suppliers)
    .set({ ...set, version: row.version + 1, updatedAt: at })
    .where(and(eq(suppliers.uid, row.uid), eq(suppliers.version, input.version ?? row.version)))
    .returning();
  if (!after) throw staleVersion(await ownRow(tx, uid, actor));
  const before = Object.fromEntries(changed.map((k) => [k, (row as Record<string, unknown>)[k]]));
  await auditSupplier(tx, actor, after, 'change', before, { fields: changed, version: after.version }, at);
  return after;
}

/**
 * One row of the state table as a compare-and-set: `UPDATE … WHERE status IN (from)` (and the version read, when
 * given); no row → 409 naming the state the supplier is in now.
 */
export async function moveSupplier(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  uid: string,
  action: Exclude<SupplierAction, 'approve' | 'reject'>,
  opts: { reason?: string; version?: number },
): Promise<SupplierRow> {
  assertFactory(actor);
  const row = await ownRow(tx, uid, actor);
  const t = supplierTransition(action);
  if (t.reason && !opts.reason?.trim()) throw refusal(supplierMessages.required, 'reason');
  const at = clock.now();
  const after = await casStatus(tx, row, action, opts.version, {
    status: t.to,
    statusReason: t.reason ? opts.reason! : row.statusReason,
    updatedAt: at,
  });
  await auditSupplier(
    tx,
    actor,
    after,
    action,
    { status: row.status },
    { status: after.status, ...(opts.reason ? { reason: opts.reason } : {}) },
    at,
  );
  return after;
}

async function casStatus(
  tx: Executor,
  row: SupplierRow,
  action: SupplierAction,
  version: number | undefined,
  set: Partial<typeof suppliers.$inferInsert>,
): Promise<SupplierRow> {
  const t = supplierTransition(action);
  const [after] = await tx
    .update(suppliers)
    .set({ ...set, version: row.version + 1 })
    .where(
      and(
        eq(suppliers.uid, row.uid),
        inArray(suppliers.status, [...t.from]),
        eq(suppliers.version, version ?? row.version),
      ),
    )
    .returning();
  if (after) return after;
  const [now] = await tx.select().from(suppliers).where(eq(suppliers.uid, row.uid));
  if (t.from.includes(now!.status) && version !== undefined && now!.version !== version) throw staleVersion(now!);
  throw wrongState(now!, action);
}

/** The evaluation that decides a supplier under evaluation: approved (rating from the total) or rejected with a reason. */
export async function evaluateSupplier(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  uid: string,
  input: { scores: EvaluationScores; decision: EvaluationDecision; reason?: string; version?: number },
): Promise<{ row: SupplierRow; total: number }> {
  assertFactory(actor);
  const row = await ownRow(tx, uid, actor);
  const total = evaluationTotal(input.scores);
  const problem = decisionProblem(input.decision, input.scores, input.reason);
  if (problem === 'belowPassMark')
    throw refusal(supplierMessages.belowPassMark, 'scores', { total, mark: EVALUATION_PASS_MARK });
  if (problem === 'reasonRequired') throw refusal(supplierMessages.required, 'reason');
  const at = clock.now();
  const approve = input.decision === 'approve';
  const status: SupplierStatus = approve ? 'approved' : 'rejected';
  const after = await casStatus(
    tx,
    row,
    input.decision,
    input.version,
    approve
      ? { status, rating: ratingOfTotal(total), approvedAt: at, statusReason: null, updatedAt: at }
      : { status, statusReason: input.reason!.trim(), updatedAt: at },
  );
  await tx.insert(supplierEvaluations).values({
    supplierUid: row.uid,
    scores: input.scores,
    total: total.toFixed(1),
    decision: input.decision,
    reason: input.reason?.trim() ?? '',
    evaluatorUid: actor.accountUid,
    evaluatorName: actor.name,
    evaluatedAt: at,
  });
  await auditSupplier(
    tx,
    actor,
    after,
    input.decision,
    { status: row.status },
    { status, total: total.toFixed(1), ...(input.reason ? { reason: input.reason.trim() } : {}) },
    at,
  );
  return { row: after, total };
}

export interface DocumentInput {
  kind: QualificationKind;
  title?: string;
  documentNo?: string;
  issuer?: string;
  issuedOn?: string | null;
  expiresOn?: string | null;
}

export function dateField(value: string, field: string): string {
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(value) ||
    Number.isNaN(Date.parse(`${value}T00:00:00Z`)) ||
    new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value
  )
    throw refusal(supplierMessages.badDate, field);
  return value;
}

/** A new qualification document; `file` is its scan or PDF already stored for the factory (documents.ts). */
export async function addDocument(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  uid: string,
  input: DocumentInput,
  file?: { uid: string },
) {
  assertFactory(actor);
  const row = await ownRow(tx, uid, actor);
  const issuedOn = input.issuedOn ? dateField(input.issuedOn, 'issuedOn') : null;
  const expiresOn = input.expiresOn ? dateField(input.expiresOn, 'expiresOn') : null;
  if (issuedOn && expiresOn && expiresOn < issuedOn) throw refusal(supplierMessages.expiresBeforeIssue, 'expiresOn');
  const at = clock.now();
  const [doc] = await tx
    .insert(supplierDocuments)
    .values({
      supplierUid: row.uid,
      kind: input.kind,
      title: input.title ?? '',
      documentNo: input.documentNo ?? '',
      issuer: input.issuer ?? '',
      issuedOn,
      expiresOn,
      ...(file && { fileUid: file.uid, uploadedBy: actor.accountUid, uploadedByName: actor.name, uploadedAt: at }),
      createdAt: at,
      updatedAt: at,
    })
    .returning();
  await auditSupplier(
    tx,
    actor,
    row,
    'document_add',
    null,
    { kind: input.kind, documentNo: doc!.documentNo, expiresOn },
    at,
  );
  return doc!;
}

export async function removeDocument(
  tx: Executor,
  clock: Clock,
  actor: SupplierActor,
  uid: string,
  documentUid: string,
): Promise<{ fileUid: string | null }> {
  assertFactory(actor);
  const row = await ownRow(tx, uid, actor);
  const [doc] = await tx
    .delete(supplierDocuments)
    .where(and(eq(supplierDocuments.uid, documentUid), eq(supplierDocuments.supplierUid, row.uid)))
    .returning();
  if (!doc) throw new AppError(404, supplierMessages.documentNotFound);
  await auditSupplier(
    tx,
    actor,
    row,
    'document_remove',
    { kind: doc.kind, documentNo: doc.documentNo },
    { kind: doc.kind, documentNo: doc.documentNo },
    clock.now(),
  );
  return { fileUid: doc.fileUid };
}

/** The supplier enterprises on the platform a factory's file can be linked to. */
export async function platformSupplierEnterprises(tx: Executor, actor: SupplierActor) {
  assertFactory(actor);
  return tx
    .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(and(eq(enterprises.kind, 'supplier'), ne(enterprises.uid, actor.enterpriseUid)))
    .orderBy(asc(enterprises.name))
    .limit(500);
}

/** The screen's changes, each in its own transaction. */
export function supplierChanges(db: Database, clock: Clock) {
  return {
    create: (actor: SupplierActor, input: SupplierInput) =>
      db.transaction((tx) => createSupplier(tx, clock, actor, input)),
    change: (actor: SupplierActor, uid: string, input: SupplierInput) =>
      db.transaction((tx) => changeSupplier(tx, clock, actor, uid, input)),
    move: (
      actor: SupplierActor,
      uid: string,
      action: Parameters<typeof moveSupplier>[4],
      opts: Parameters<typeof moveSupplier>[5],
    ) => db.transaction((tx) => moveSupplier(tx, clock, actor, uid, action, opts)),
    evaluate: (actor: SupplierActor, uid: string, input: Parameters<typeof evaluateSupplier>[4]) =>
      db.transaction((tx) => evaluateSupplier(tx, clock, actor, uid, input)),
    addDocument: (actor: SupplierActor, uid: string, input: Parameters<typeof addDocument>[4]) =>
      db.transaction((tx) => addDocument(tx, clock, actor, uid, input)),
    removeDocument: (actor: SupplierActor, uid: string, documentUid: string) =>
      db.transaction((tx) => removeDocument(tx, clock, actor, uid, documentUid)),
  };
}
