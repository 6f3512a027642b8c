import { centsOfText } from '@pcbunion/core';
import type { FastifyReply, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { fileService } from '../../platform/files/file.service.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import type { SalesCaller } from '../sales/index.js';
import { ringScreenBells } from '../../platform/notify/index.js';
import { sendStoredFile } from '../../platform/files/send-stored-file.js';
import { changeBellWords, changeLabels, changeMessages, changeStatusNames } from './messages.js';
import { changeActionBody, changeAnswer, changeBody, changeListQuery, changeRow, noParams } from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { changeService, signedAmount, type ChangeBell } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/** The factory's screens for customer changes (its order desk too); the customer asks from its orders. */
const SCREENS = { factory: ['customer-change', 'sale-notice', 'order-management'], customer: ['my-order'] } as const;
type Side = keyof typeof SCREENS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Customer engineering changes (issue 20): `GET/POST /api/customer-changes`, `GET /api/customer-changes/export`,
 * `GET /api/customer-changes/{no}`, `GET /api/customer-changes/{no}/files/{id}`, `POST /api/customer-changes/{no}/actions`
 * (offer / reject by the factory, accept / withdraw by the customer).
 */
const customerChangeModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, database } = options;
  const db = database.db;
  const changes = changeService(db, app.clock);
  const files = fileService(options);
  const tags = ['customer changes'];
  const holds = (request: FastifyRequest, side: Side) => holdsScreen(request, SCREENS[side], config.grantAllMenus);
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const side = asked ?? (signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (!holds(request, side)) throw forbidden();
    return side;
  };
  const either = async (request: FastifyRequest) => {
    if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
  };
  const callerOf = (request: FastifyRequest): SalesCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const say = (request: FastifyRequest, template: LocalizedText, no: string, status?: string) => {
    const language = requestLanguage(request);
    return translate(language, template, {
      no,
      ...(status && { status: translate(language, changeStatusNames[status]!) }),
    });
  };
  const ring = (request: FastifyRequest, bells: ChangeBell[]) =>
    ringScreenBells(
      db,
      app.notifier,
      bells,
      changeBellWords,
      { factory: 'customer-change', customer: 'my-order' },
      (no) => `/customer-change-detail/index?no=${no}`,
      request.log,
    );

  app.get(
    '/api/customer-changes',
    { schema: { querystring: changeListQuery, tags, response: answers(pageOf(changeRow)) } },
    async (request) => ok(await changes.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/customer-changes/export',
    { schema: { querystring: changeListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await changes.list(callerOf(request), sideOf(request, request.query.side), request.query, true);
      const columns = [
        'changeNo',
        'orderNo',
        'customer',
        'factory',
        'status',
        'description',
        'newRevision',
        'newQuantity',
        'newDate',
        'amountDelta',
        'impactDate',
        'createdAt',
      ];
      const header = columns.map((c) => translate(language, changeLabels[c]!));
      const rows = data.map((c) => [
        c.no,
        c.orderNo,
        c.customer.name ?? '',
        c.factory.name ?? '',
        translate(language, changeStatusNames[c.status]!),
        c.description,
        c.newRevision ?? '',
        c.newQuantity == null ? '' : String(c.newQuantity),
        c.newDate ?? '',
        c.amountDelta == null ? '' : signedAmount(centsOfText(c.amountDelta)),
        c.impactDate ?? '',
        c.createdAt.toISOString().slice(0, 10),
      ]);
      const bytes = await writeWorkbook([
        { name: 'Changes', rows: [header, ...rows], boldRows: [1], widths: columns.map(() => 20) },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="customer-changes.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/api/customer-changes/:no',
    { schema: { params: noParams, tags, response: answers(changeAnswer) }, preHandler: either },
    async (request) => ok(await changes.detail(callerOf(request), request.params.no)),
  );

  app.get(
    '/api/customer-changes/:no/files/:id',
    {
      // The customer's stored file, of the type it was uploaded with.
      schema: { params: noParams.extend({ id: z.string().uuid() }), tags, response: fileAnswer('*/*') },
      preHandler: either,
    },
    async (request, reply) => {
      const f = await changes.file(callerOf(request), request.params.no, request.params.id);
      const { file, bytes } = await files.readFile({ enterpriseUid: f.enterpriseUid, uid: f.uid });
      return sendStoredFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/customer-changes',
    {
      schema: { body: changeBody, tags, response: answers(changeAnswer) },
      preHandler: async (request) => void sideOf(request, 'customer'),
    },
    async (request) => {
      const bells: ChangeBell[] = [];
      const created = await changes.create(callerOf(request), request.body, bells);
      await ring(request, bells);
      return ok(created, say(request, changeMessages.created, created.no));
    },
  );

  app.post(
    '/api/customer-changes/:no/actions',
    { schema: { params: noParams, body: changeActionBody, tags, response: answers(changeAnswer) }, preHandler: either },
    async (request) => {
      const bells: ChangeBell[] = [];
      const changed = await changes.act(callerOf(request), request.params.no, request.body, bells);
      await ring(request, bells);
      return ok(changed, say(request, changeMessages.done, changed.no, changed.status));
    },
  );
};

export default customerChangeModule as FastifyPluginAsync<ModuleOptions>;
