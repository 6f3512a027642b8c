import {
  EVALUATION_CRITERIA,
  SUPPLIER_PAYMENT_TERMS,
  QUALIFICATION_KINDS,
  SUPPLIER_STATUSES,
  SUPPLY_CATEGORIES,
  int4,
  text,
  type EvaluationCriterion,
} from '@pcbunion/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, ne } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { enterprises } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { businessDay } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { countsByStatus, listSuppliers } from './list.js';
import { categoryWords, columnWords, paymentTermWords, statusWords } from './messages.js';
import {
  addDocument,
  assertFactory,
  changeSupplier,
  createSupplier,
  evaluateSupplier,
  moveSupplier,
  removeDocument,
} from './service.js';
import { supplierDetail } from './view.js';
import { requireScreen } from '../../platform/access/guards.js';
import { answers, fileAnswer, nothing } from '../../http/answer.js';
import {
  SUPPLIER_CURRENCIES,
  platformSupplier,
  supplierAnswer,
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
  phone: text(40, { trim: true }).optional(),
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
const documentBody = z.object({
  kind: z.enum(QUALIFICATION_KINDS),
  title: text(120, { trim: true }).optional(),
  documentNo: text(64, { trim: true }).optional(),
  issuedOn: text(10).nullish(),
  expiresOn: text(10).nullish(),
});

/**
 * The supplier master and potential suppliers (issue 19): the factory files its suppliers, evaluates the potential
 * ones (approve / reject with scores and a reason), suspends and reinstates approved ones, keeps their qualification
 * documents with expiry dates; a supplier enterprise on the platform reads the approved files that are it. Every
 * change is one transaction, a state change a compare-and-set, each with its line in the operation log.
 */
export const supplierRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock; grantAll: boolean }> = async (
  app,
  { db, clock, grantAll },
) => {
  const tags = ['suppliers'];
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

  app.get(
    '/api/suppliers',
    { schema: { querystring: listQuery, tags, response: answers(supplierPage) }, preHandler: anyOf },
    async (request) => {
      await listed(request, request.query);
      const role = roleOf(request);
      const page = await listSuppliers(db, role, actorOf(request).enterpriseUid, request.query, today());
      return ok({
        ...page,
        counts: await countsByStatus(db, role, actorOf(request).enterpriseUid, request.query.scope),
      });
    },
  );

  app.get(
    '/api/suppliers/export',
    { schema: { querystring: listQuery, tags, response: fileAnswer(XLSX) }, preHandler: anyOf },
    async (request, reply) => {
      await listed(request, request.query);
      const language = requestLanguage(request);
      const { data } = await listSuppliers(
        db,
        roleOf(request),
        actorOf(request).enterpriseUid,
        request.query,
        today(),
        true,
      );
      const w = (key: string) => translate(language, columnWords[key]!);
      const header = [
        'supplierNo',
        'name',
        'status',
        'enterprise',
        'contact',
        'phone',
        'categories',
        'paymentTerms',
        'taxNo',
        'bank',
        'rating',
        'documents',
      ].map(w);
      const rows = data.map((s) => [
        s.supplierNo,
        s.name,
        translate(language, statusWords[s.status]),
        s.enterprise?.name ?? '',
        s.contacts[0]?.name ?? '',
        s.contacts[0]?.phone ?? '',
        s.categories
          .map((c) => (c in categoryWords ? translate(language, categoryWords[c as keyof typeof categoryWords]) : c))
          .join(', '),
        translate(language, paymentTermWords[s.paymentTerms]),
        s.taxNo,
        [s.bankName, s.bankAccount].filter(Boolean).join(' '),
        s.rating === null ? '' : { number: String(s.rating) },
        `${s.documents.total} / ${s.documents.expired} / ${s.documents.expiring}`,
      ]);
      const bytes = await writeWorkbook([
        {
          name: 'Suppliers',
          rows: [header, ...rows],
          boldRows: [1],
          widths: [12, 32, 14, 30, 14, 16, 36, 20, 22, 36, 8, 14],
        },
      ]);
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
    async (request) => {
      assertFactory(actorOf(request));
      return ok(
        await db
          .select({ uid: enterprises.uid, name: enterprises.name, no: enterprises.enterpriseNo })
          .from(enterprises)
          .where(and(eq(enterprises.kind, 'supplier'), ne(enterprises.uid, actorOf(request).enterpriseUid)))
          .orderBy(asc(enterprises.name))
          .limit(500),
      );
    },
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
      const row = await db.transaction((tx) => createSupplier(tx, clock, actorOf(request), request.body));
      return ok(await detail(request, row.uid));
    },
  );

  app.put(
    '/api/suppliers/:uid',
    { schema: { params: uidParams, body: changeBody, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => {
      await db.transaction((tx) => changeSupplier(tx, clock, actorOf(request), request.params.uid, request.body));
      return ok(await detail(request, request.params.uid));
    },
  );

  for (const action of ['evaluate', 'reconsider', 'suspend', 'reinstate'] as const) {
    app.post(
      `/api/suppliers/:uid/${action}`,
      { schema: { params: uidParams, body: moveBody, tags, response: answers(supplierMoved) }, preHandler: anyOf },
      async (request) => {
        const row = await db.transaction((tx) =>
          moveSupplier(tx, clock, actorOf(request), request.params.uid, action, request.body ?? {}),
        );
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
      const { row, total } = await db.transaction((tx) =>
        evaluateSupplier(tx, clock, actorOf(request), request.params.uid, request.body),
      );
      return ok({
        uid: row.uid,
        status: row.status,
        version: row.version,
        rating: row.rating,
        total: total.toFixed(1),
      });
    },
  );

  app.post(
    '/api/suppliers/:uid/documents',
    { schema: { params: uidParams, body: documentBody, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => {
      await db.transaction((tx) => addDocument(tx, clock, actorOf(request), request.params.uid, request.body));
      return ok(await detail(request, request.params.uid));
    },
  );

  app.delete(
    '/api/suppliers/:uid/documents/:documentUid',
    { schema: { params: documentParams, tags, response: answers(nothing) }, preHandler: anyOf },
    async (request) => {
      await db.transaction((tx) =>
        removeDocument(tx, clock, actorOf(request), request.params.uid, request.params.documentUid),
      );
      return ok(null);
    },
  );
};
