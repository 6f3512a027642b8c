import {
  EVALUATION_CRITERIA,
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
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { businessDay } from '../../platform/business-day.js';
import { pagingQuery } from '../../platform/paging.js';
import type { Clock } from '../../platform/jobs/index.js';
import { actorOf } from '../order/index.js';
import { supplierListPage, supplierWorkbook } from './list.js';
import { platformSupplierEnterprises, supplierChanges } from './service.js';
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
  const changes = supplierChanges(db, clock);
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

  app.post(
    '/api/suppliers/:uid/documents',
    { schema: { params: uidParams, body: documentBody, tags, response: answers(supplierAnswer) }, preHandler: anyOf },
    async (request) => {
      await changes.addDocument(actorOf(request), request.params.uid, request.body);
      return ok(await detail(request, request.params.uid));
    },
  );

  app.delete(
    '/api/suppliers/:uid/documents/:documentUid',
    { schema: { params: documentParams, tags, response: answers(nothing) }, preHandler: anyOf },
    async (request) => {
      await changes.removeDocument(actorOf(request), request.params.uid, request.params.documentUid);
      return ok(null);
    },
  );
};
