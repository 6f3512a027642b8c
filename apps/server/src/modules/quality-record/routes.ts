import type { FastifyReply, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import { sendStoredFile } from '../../platform/files/send-stored-file.js';
import { ringScreenBells } from '../../platform/notify/index.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { fileService } from '../../platform/files/file.service.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import type { SalesCaller } from '../sales/index.js';
import { defectTypeNames, qualityBellWords, qualityLabels, qualityMessages, qualityStatusNames } from './messages.js';
import { noParams, recordActionBody, recordAnswer, recordBody, recordListQuery, recordRow } from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { qualityService, type QualityBell } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/** The factory's quality screen (its sales desk too); the customer files from its orders. */
const SCREENS = {
  factory: ['poor-quality-record', 'sale-notice', 'order-management'],
  customer: ['my-order'],
} as const;
type Side = keyof typeof SCREENS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * Poor quality records (issue 20): `GET/POST /api/quality-records`, `GET /api/quality-records/export`,
 * `GET /api/quality-records/{no}`, `GET /api/quality-records/{no}/photos/{id}`, `POST /api/quality-records/{no}/actions`
 * (answer by the factory; close / reopen / withdraw by the customer).
 */
const qualityRecordModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const { config, database } = options;
  const db = database.db;
  const records = qualityService(db, app.clock);
  const files = fileService(options);
  const tags = ['quality records'];
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
      ...(status && { status: translate(language, qualityStatusNames[status]!) }),
    });
  };
  const ring = (request: FastifyRequest, bells: QualityBell[]) =>
    ringScreenBells(
      db,
      app.notifier,
      bells,
      qualityBellWords,
      { factory: 'poor-quality-record', customer: 'my-order' },
      (no) => `/poor-quality-record-detail/index?no=${no}`,
      request.log,
    );

  app.get(
    '/api/quality-records',
    { schema: { querystring: recordListQuery, tags, response: answers(pageOf(recordRow)) } },
    async (request) => ok(await records.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/quality-records/export',
    { schema: { querystring: recordListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const { data } = await records.list(callerOf(request), sideOf(request, request.query.side), request.query, true);
      const columns = [
        'recordNo',
        'deliveryNo',
        'orderNo',
        'partNo',
        'customer',
        'factory',
        'status',
        'defectType',
        'quantity',
        'delivered',
        'lot',
        'description',
        'rootCause',
        'correctiveAction',
        'createdAt',
      ];
      const header = columns.map((c) => translate(language, qualityLabels[c]!));
      const rows = data.map((r) => [
        r.no,
        r.deliveryNo,
        r.orderNo,
        r.partNo,
        r.customer.name ?? '',
        r.factory.name ?? '',
        translate(language, qualityStatusNames[r.status]!),
        translate(language, defectTypeNames[r.defectType] ?? defectTypeNames.other!),
        String(r.quantity),
        String(r.delivered),
        r.lot ?? '',
        r.description,
        r.rootCause ?? '',
        r.correctiveAction ?? '',
        r.createdAt.toISOString().slice(0, 10),
      ]);
      const bytes = await writeWorkbook([
        { name: 'Quality', rows: [header, ...rows], boldRows: [1], widths: columns.map(() => 20) },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="quality-records.xlsx"')
        .header('cache-control', 'no-store')
        .send(bytes);
    },
  );

  app.get(
    '/api/quality-records/:no',
    { schema: { params: noParams, tags, response: answers(recordAnswer) }, preHandler: either },
    async (request) => ok(await records.detail(callerOf(request), request.params.no)),
  );

  app.get(
    '/api/quality-records/:no/photos/:id',
    {
      // The photo as it was uploaded (the customer's stored file).
      schema: { params: noParams.extend({ id: z.string().uuid() }), tags, response: fileAnswer('*/*') },
      preHandler: either,
    },
    async (request, reply) => {
      const p = await records.photo(callerOf(request), request.params.no, request.params.id);
      const { file, bytes } = await files.readFile(p);
      return sendStoredFile(reply, file, bytes);
    },
  );

  app.post(
    '/api/quality-records',
    {
      schema: { body: recordBody, tags, response: answers(recordAnswer) },
      preHandler: async (request) => void sideOf(request, 'customer'),
    },
    async (request) => {
      const bells: QualityBell[] = [];
      const created = await records.create(callerOf(request), request.body, bells);
      await ring(request, bells);
      return ok(created, say(request, qualityMessages.created, created.no));
    },
  );

  app.post(
    '/api/quality-records/:no/actions',
    { schema: { params: noParams, body: recordActionBody, tags, response: answers(recordAnswer) }, preHandler: either },
    async (request) => {
      const bells: QualityBell[] = [];
      const changed = await records.act(callerOf(request), request.params.no, request.body, bells);
      await ring(request, bells);
      return ok(changed, say(request, qualityMessages.done, changed.no, changed.status));
    },
  );
};

export default qualityRecordModule as FastifyPluginAsync<ModuleOptions>;
