import fastifyMultipart from '@fastify/multipart';
import {
  EVALUATION_CRITERIA,
  QUALIFICATION_FILE_MAX_BYTES,
  QUALIFICATION_FILE_TYPES,
  SUPPLIER_PAYMENT_TERMS,
  QUALIFICATION_KINDS,
  SUPPLIER_STATUSES,
  SUPPLY_CATEGORIES,
  int4,
  telephone,
  text,
  type EvaluationCriterion,
} from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { AppError, badRequest, forbidden } from '../../http/errors.js';
import { fieldError } from '../../http/field-error.js';
import { labelInEveryLanguage } from '../../http/field-labels.js';
import type { FileService } from '../../platform/files/file.service.js';
import { sendStoredFile } from '../../platform/files/send-stored-file.js';
import { requestLanguage } from '../../http/language.js';
import { businessDay } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { supplierListPage, supplierWorkbook } from './list.js';
import { platformSupplierEnterprises, supplierChanges } from './service.js';
import { supplierDetail } from './view.js';
import { documentChanges, documentFileTooLarge, listDocuments, type IncomingDocumentFile } from './documents.js';
import { supplierLabels } from './labels.js';
import { supplierMessages } from './messages.js';
import { refusal } from './service.js';
import { requireScreen } from '../../platform/access/guards.js';
import { answers, fileAnswer, nothing } from '../../http/answer.js';
import {
  SUPPLIER_CURRENCIES,
  platformSupplier,
  supplierAnswer,
  supplierDocument,
  supplierDocumentPage,
  supplierEvaluated,
  supplierMoved,
  supplierPage,
} from './schemas.js';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const SUPPLIER_SCREENS = {
  master: ['supplier-profile'],
  potential: ['potential-suppliers-management'],
} as const;

const contact = z.object({
  name: text(60, { trim: true }).min(1),
  role: text(60, { trim: true }).optional(),
  /** A mobile, a landline or an international number (core `telephone`); empty for none. */
  phone: telephone(40).optional(),
  email: text(120, { trim: true }).optional(),
});
const supplierFields = {
  supplierNo: text(20, { trim: true })
    .regex(/^[A-Za-z0-9-]+$/)
    .optional(),
  name: text(120, { trim: true }).optional(),
  shortName: text(40, { trim: true }).optional(),
  enterpriseUid: z.uuid().nullish(),
  contacts: z.array(contact).max(20).optional(),
  categories: z.array(z.enum(SUPPLY_CATEGORIES)).max(SUPPLY_CATEGORIES.length).optional(),
  paymentTerms: z.enum(SUPPLIER_PAYMENT_TERMS).optional(),
  currency: z.enum(SUPPLIER_CURRENCIES).optional(),
  taxNo: text(40, { trim: true }).optional(),
  bankName: text(120, { trim: true }).optional(),
  bankAccount: text(60, { trim: true }).optional(),
  address: text(300, { trim: true }).optional(),
  rating: int4({ min: 1, max: 5 }).nullish(),
  note: text(500, { multiline: true }).optional(),
};
const createBody = z.object({ ...supplierFields, name: text(120, { trim: true }).min(1) });
const changeBody = z.object({ ...supplierFields, version: int4({ min: 1 }).optional() });
const uidParams = z.object({ uid: z.uuid() });
const documentParams = z.object({ uid: z.uuid(), documentUid: z.uuid() });
const listQuery = z.object({
  ...pagingQuery,
  scope: z.enum(['master', 'potential']).default('master'),
  status: z.enum(SUPPLIER_STATUSES).optional(),
  keyword: text(100).optional(),
  category: z.enum(SUPPLY_CATEGORIES).optional(),
  expiry: z.enum(['expired', 'expiring']).optional(),
});
const moveBody = z
  .object({ reason: text(500, { trim: true, multiline: true }).optional(), version: int4({ min: 1 }).optional() })
  .optional();
const score = int4({ min: 0, max: 100 });
const evaluationBody = z.object({
  scores: z.object(
    Object.fromEntries(EVALUATION_CRITERIA.map((c) => [c, score])) as Record<EvaluationCriterion, typeof score>,
  ),
  decision: z.enum(['approve', 'reject']),
  reason: text(500, { trim: true, multiline: true }).optional(),
  version: int4({ min: 1 }).optional(),
});
const documentFields = {
  kind: z.enum(QUALIFICATION_KINDS),
  title: text(120, { trim: true }).optional(),
  documentNo: text(64, { trim: true }).optional(),
  issuer: text(120, { trim: true }).optional(),
  issuedOn: text(10).nullish(),
  expiresOn: text(10).nullish(),
};
const documentBody = z.object(documentFields);
/** A change of a document's fields: the version read (compare-and-set) and the fields that change. */
const documentChangeBody = z.object({
  ...documentFields,
  kind: documentFields.kind.optional(),
  version: int4({ min: 1 }),
});
const documentListQuery = z.object({
  ...pagingQuery,
  expiry: z.enum(['expired', 'expiring']).optional(),
  /** With `expiry=expiring`: expiring today or within this many days (default 30). */
  withinDays: z.coerce.number().int().min(0).max(3650).optional(),
});
const versionField = z.object({ version: z.coerce.number().int().min(1).optional() });

/** A multipart form's text fields checked by a schema; a refusal names the first wrong field in its words. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, string>): z.infer<T> {
  const values = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === '' ? undefined : v]));
  const parsed = schema.safeParse(values);
  if (parsed.success) return parsed.data;
  const field = String(parsed.error.issues[0]?.path[0] ?? 'body');
  throw fieldError(field, labelInEveryLanguage(field, supplierLabels), 'invalid');
}

/** The text fields and the one file (`file`) of a multipart request, the file within the documents' size limit. */
async function receiveDocument(
  request: FastifyRequest,
): Promise<{ fields: Record<string, string>; file?: IncomingDocumentFile }> {
  const fields: Record<string, string> = {};
  let file: IncomingDocumentFile | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: QUALIFICATION_FILE_MAX_BYTES, files: 1, fields: 10 },
    })) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.file.truncated) throw documentFileTooLarge();
        file = { name: part.filename || 'document', bytes };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw documentFileTooLarge();
    if (code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw badRequest('invalid', {}, 'file');
    throw error;
  }
  return { fields, file };
}

/**
 * The supplier master and potential suppliers (issue 19): the factory files its suppliers, evaluates the potential
 * ones (approve / reject with scores and a reason), suspends and reinstates approved ones, keeps their qualification
 * documents with expiry dates; a supplier enterprise on the platform reads the approved files that are it. Every
 * change is one transaction, a state change a compare-and-set, each with its line in the operation log.
 */
export const supplierRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: Clock;
  grantAll: boolean;
  files: FileService;
}> = async (app, { db, clock, grantAll, files }) => {
  const tags = ['suppliers'];
  const changes = supplierChanges(db, clock);
  const documents = documentChanges(db, clock, files);
  await app.register(fastifyMultipart, {
    limits: { fileSize: QUALIFICATION_FILE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
  });
  const anyOf = requireScreen([...SUPPLIER_SCREENS.master, ...SUPPLIER_SCREENS.potential], grantAll);
  const potentialScreen = requireScreen(SUPPLIER_SCREENS.potential, grantAll);
  const masterScreen = requireScreen(SUPPLIER_SCREENS.master, grantAll);
  const roleOf = (request: FastifyRequest) => (actorOf(request).kind === 'supplier' ? 'supplier' : 'factory');
  const today = () => businessDay(clock.now());
  const listed = async (request: FastifyRequest, q: z.infer<typeof listQuery>) => {
    // The potential suppliers are the factory's own business: a supplier enterprise has no such list.
    if (q.scope === 'potential') {
      await potentialScreen(request);
      if (roleOf(request) === 'supplier') throw forbidden();
    } else await masterScreen(request);
  };
  const detail = (request: FastifyRequest, uid: string) =>
    supplierDetail(db, uid, actorOf(request).enterpriseUid, requestLanguage(request), today());
  const documentOf = async (request: FastifyRequest, uid: string, documentUid: string) => {
    const whole = await detail(request, uid);
    const found = whole.documentList.find((d) => d.uid === documentUid);
    if (!found) throw new AppError(404, supplierMessages.documentNotFound);
    return found;
  };

  app.get(
    '/api/suppliers',
    { schema: { querystring: listQuery, tags, response: answers(supplierPage) }, preHandler: anyOf },
    async (request) => {
      await listed(request, request.query);
      return ok(await supplierListPage(db, roleOf(request), actorOf(request).enterpriseUid, request.query, today()));
    },
  );

  app.get(
    '/api/suppliers/export',
    { schema: { querystring: listQuery, tags, response: fileAnswer(XLSX) }, preHandler: anyOf },
    async (request, reply) => {
      await listed(request, request.query);
      const bytes = await supplierWorkbook(
        db,
        roleOf(request),
        actorOf(request).enterpriseUid,
        request.query,
        today(),
        requestLanguage(request),
      );
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="suppliers.xlsx"')
        .send(bytes);
    },
  );

  /** The supplier enterprises on the platform a file can be linked to. */
  app.get(
    '/api/suppliers/platform-enterprises',
    { schema: { tags, response: answers(z.array(platformSupplier)) }, preHandler: anyOf },
    async (request) => ok(await platformSupplierEnterprises(db, actorOf(request))),
  );

  app.get(
    '/api/suppliers/:uid',
    { schema: { params: uidParams, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => ok(await detail(request, request.params.uid)),
  );

  app.post(
    '/api/suppliers',
    { schema: { body: createBody, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => {
      const row = await changes.create(actorOf(request), request.body);
      return ok(await detail(request, row.uid));
    },
  );

  app.put(
    '/api/suppliers/:uid',
    { schema: { params: uidParams, body: changeBody, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => {
      await changes.change(actorOf(request), request.params.uid, request.body);
      return ok(await detail(request, request.params.uid));
    },
  );

  for (const action of ['evaluate', 'reconsider', 'suspend', 'reinstate'] as const) {
    app.post(
      `/api/suppliers/:uid/${action}`,
      { schema: { params: uidParams, body: moveBody, tags, response: answers(supplierMoved) }, preHandler: anyOf },
      async (request) => {
        const row = await changes.move(actorOf(request), request.params.uid, action, request.body ?? {});
        return ok({ uid: row.uid, status: row.status, version: row.version });
      },
    );
  }

  app.post(
    '/api/suppliers/:uid/evaluations',
    {
      schema: { params: uidParams, body: evaluationBody, tags, response: answers(supplierEvaluated) },
      preHandler: anyOf,
    },
    async (request) => {
      const { row, total } = await changes.evaluate(actorOf(request), request.params.uid, request.body);
      return ok({
        uid: row.uid,
        status: row.status,
        version: row.version,
        rating: row.rating,
        total: total.toFixed(1),
      });
    },
  );

  app.get(
    '/api/suppliers/:uid/documents',
    {
      schema: { params: uidParams, querystring: documentListQuery, tags, response: answers(supplierDocumentPage) },
      preHandler: anyOf,
    },
    async (request) =>
      ok(await listDocuments(db, request.params.uid, actorOf(request).enterpriseUid, request.query, today())),
  );

  /**
   * A new qualification document: JSON (fields only), or multipart with the fields and `file` — its scan or PDF,
   * PDF/JPEG/PNG/WebP by its bytes, at most QUALIFICATION_FILE_MAX_BYTES.
   */
  app.post(
    '/api/suppliers/:uid/documents',
    {
      schema: { params: uidParams, body: documentBody.nullish(), tags, response: answers(supplierAnswer) },
      preHandler: anyOf,
    },
    async (request) => {
      if (request.isMultipart()) {
        const { fields, file } = await receiveDocument(request);
        const input = parseFields(documentBody, fields);
        await documents.add(actorOf(request), request.params.uid, input, file);
      } else {
        if (!request.body) throw refusal(supplierMessages.required, 'kind');
        await changes.addDocument(actorOf(request), request.params.uid, request.body);
      }
      return ok(await detail(request, request.params.uid));
    },
  );

  app.put(
    '/api/suppliers/:uid/documents/:documentUid',
    {
      schema: { params: documentParams, body: documentChangeBody, tags, response: answers(supplierDocument) },
      preHandler: anyOf,
    },
    async (request) => {
      const { uid, documentUid } = request.params;
      await documents.change(actorOf(request), uid, documentUid, request.body);
      return ok(await documentOf(request, uid, documentUid));
    },
  );

  /** Replaces the document's file (multipart `file`, optional `version` for the compare-and-set). */
  app.post(
    '/api/suppliers/:uid/documents/:documentUid/file',
    { schema: { params: documentParams, tags, response: answers(supplierDocument) }, preHandler: anyOf },
    async (request) => {
      const { uid, documentUid } = request.params;
      if (!request.isMultipart()) throw refusal(supplierMessages.fileMissing, 'file');
      const { fields, file } = await receiveDocument(request);
      if (!file) throw refusal(supplierMessages.fileMissing, 'file');
      const { version } = parseFields(versionField, fields);
      await documents.replaceFile(actorOf(request), uid, documentUid, file, version);
      return ok(await documentOf(request, uid, documentUid));
    },
  );

  /** The document's file, for the factory that keeps the supplier file and the supplier enterprise it is. */
  app.get(
    '/api/suppliers/:uid/documents/:documentUid/file',
    {
      schema: { params: documentParams, tags, response: fileAnswer(...QUALIFICATION_FILE_TYPES) },
      preHandler: anyOf,
    },
    async (request, reply) => {
      const { uid, documentUid } = request.params;
      const { file, bytes } = await documents.read(actorOf(request).enterpriseUid, uid, documentUid);
      return sendStoredFile(reply as FastifyReply, file, bytes);
    },
  );

  app.delete(
    '/api/suppliers/:uid/documents/:documentUid',
    { schema: { params: documentParams, tags, response: answers(nothing) }, preHandler: anyOf },
    async (request) => {
      const actor = actorOf(request);
      const { fileUid } = await changes.removeDocument(actor, request.params.uid, request.params.documentUid);
      await documents.dropFile(actor, fileUid);
      return ok(null);
    },
  );
};
