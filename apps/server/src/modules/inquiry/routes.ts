import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  approveInquiryBody,
  createInquiryBody,
  inquiryListQuery,
  int4,
  modifyInquiryBody,
  rejectInquiryBody,
  text,
  type InquirySide,
} from '@pcbunion/core';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import type { Notifier } from '../../platform/notify/notifier.js';
import type { Database } from '../../db/client.js';
import { answers, nothing } from '../../http/answer.js';
import { ring } from './bell.js';
import { inquiryAnswer, inquiryCompareAnswer, inquiryDetailAnswer, inquiryPageAnswer } from './schemas.js';
import { inquiryMessages } from './messages.js';
import type { Bell, Caller, InquiryService } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screens of each side (spec 01 menu catalogue): the customer's online inquiry; the factory's two. */
const MENUS: Record<InquirySide, string[]> = {
  customer: ['online-inquiry-management'],
  factory: ['inquiry-management', 'online-manual-quotation'],
};

const noParams = z.object({ no: text(60).min(1) });
const printBody = z.object({ template: text(60).min(1) });
const compareQuery = z.object({ a: int4({ min: 1, coerce: true }), b: int4({ min: 1, coerce: true }) });
const listQuery = inquiryListQuery.extend({ side: z.enum(['customer', 'factory']).optional() });
/** Spec 01 §2.7 / §7: the tab-close call of the manual-quotation screen. */
const closeBody = z.object({ inquiry_uid: text(60).min(1), suppenterpriseuid: text(60).min(1) });

export interface InquiryRouteOptions {
  service: InquiryService;
  db: Database;
  notifier: Notifier | null;
  grantAll: boolean;
}

export const inquiryRoutes: FastifyPluginAsyncZod<InquiryRouteOptions> = async (
  app,
  { service, db, notifier, grantAll },
) => {
  const tags = ['inquiries'];

  const callerOf = (request: FastifyRequest): Caller => {
    const s = signedInToEnterprise(request);
    return {
      enterpriseUid: s.enterpriseUid,
      accountUid: s.accountUid,
      who: `${s.staff.staffName} (${s.staff.enterpriseName})`,
      enterpriseKind: s.staff.enterpriseKind,
      ip: request.ip,
    };
  };
  /** The caller's screens must include one of the side's (a hidden menu is a closed endpoint, spec 01 §6). */
  const mayBe = (request: FastifyRequest, ...sides: InquirySide[]) => {
    if (
      !holdsScreen(
        request,
        sides.flatMap((side) => MENUS[side]),
        grantAll,
      )
    )
      throw forbidden();
  };
  const customer = async (request: FastifyRequest) => mayBe(request, 'customer');
  const factory = async (request: FastifyRequest) => mayBe(request, 'factory');
  const either = async (request: FastifyRequest) => mayBe(request, 'customer', 'factory');
  const tell = (bell: Bell) => ring(db, notifier, bell, (error) => app.log.error({ err: error }, 'inquiry bell'));
  const done = (request: FastifyRequest) => translate(requestLanguage(request), inquiryMessages.done);

  app.post(
    '/api/inquiries',
    { schema: { body: createInquiryBody, tags, response: answers(inquiryAnswer) }, preHandler: customer },
    async (request) => {
      const made = await service.create(callerOf(request), request.body, requestLanguage(request));
      await tell(made.bell);
      return ok(made.inquiry, done(request));
    },
  );

  app.get(
    '/api/inquiries',
    { schema: { querystring: listQuery, tags, response: answers(inquiryPageAnswer) }, preHandler: either },
    async (request) => ok(await service.list(callerOf(request), request.query, new Date())),
  );

  app.get(
    '/api/inquiries/:no',
    { schema: { params: noParams, tags, response: answers(inquiryDetailAnswer) }, preHandler: either },
    async (request) => ok(await service.detail(callerOf(request), request.params.no, requestLanguage(request))),
  );

  app.get(
    '/api/inquiries/:no/compare',
    {
      schema: { params: noParams, querystring: compareQuery, tags, response: answers(inquiryCompareAnswer) },
      preHandler: either,
    },
    async (request) =>
      ok(await service.compare(callerOf(request), request.params.no, request.query.a, request.query.b)),
  );

  app.post(
    '/api/inquiries/:no/withdraw',
    { schema: { params: noParams, tags, response: answers(inquiryAnswer) }, preHandler: customer },
    async (request) => {
      const moved = await service.withdraw(callerOf(request), request.params.no);
      await tell(moved.bell);
      return ok(moved.inquiry, done(request));
    },
  );

  app.put(
    '/api/inquiries/:no',
    {
      schema: { params: noParams, body: modifyInquiryBody, tags, response: answers(inquiryAnswer) },
      preHandler: customer,
    },
    async (request) => {
      const moved = await service.modify(callerOf(request), request.params.no, request.body, requestLanguage(request));
      await tell(moved.bell);
      return ok(moved.inquiry, done(request));
    },
  );

  app.delete(
    '/api/inquiries/:no',
    { schema: { params: noParams, tags, response: answers(nothing) }, preHandler: customer },
    async (request) => {
      await service.remove(callerOf(request), request.params.no);
      return ok(null, done(request));
    },
  );

  app.post(
    '/api/inquiries/:no/print',
    { schema: { params: noParams, body: printBody, tags, response: answers(inquiryDetailAnswer) }, preHandler: either },
    async (request) => ok(await service.print(callerOf(request), request.params.no, requestLanguage(request))),
  );

  app.post(
    '/api/inquiries/:no/approve',
    {
      schema: { params: noParams, body: approveInquiryBody, tags, response: answers(inquiryAnswer) },
      preHandler: factory,
    },
    async (request) => {
      const moved = await service.approve(callerOf(request), request.params.no, request.body);
      await tell(moved.bell);
      return ok(moved.inquiry, done(request));
    },
  );

  app.post(
    '/api/inquiries/:no/reject',
    {
      schema: { params: noParams, body: rejectInquiryBody, tags, response: answers(inquiryAnswer) },
      preHandler: factory,
    },
    async (request) => {
      const moved = await service.reject(callerOf(request), request.params.no, request.body);
      await tell(moved.bell);
      return ok(moved.inquiry, done(request));
    },
  );

  app.post(
    '/api/inquiries/:no/quoting',
    { schema: { params: noParams, tags, response: answers(inquiryAnswer) }, preHandler: factory },
    async (request) => ok(await service.openQuotation(callerOf(request), request.params.no)),
  );

  // Spec 01 §2.7: served under the service gateway's name and under the bare name the shell's client posts to.
  for (const path of [
    '/api/service/busiservice.pcbuniontrans.updatethestatusofinquiry',
    '/api/busiservice.pcbuniontrans.updatethestatusofinquiry',
  ]) {
    app.post(
      path,
      { schema: { body: closeBody, tags, response: answers(nothing) }, preHandler: factory },
      async (request) => {
        const number = await service.closeQuotation(
          callerOf(request),
          request.body.inquiry_uid,
          request.body.suppenterpriseuid,
        );
        return ok(null, translate(requestLanguage(request), inquiryMessages.closed, { number }));
      },
    );
  }
};
