import type { FastifyReply, FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { writeWorkbook } from '../../platform/documents/index.js';
import { toolingSheet, transferSheet } from './export.js';
import { toolingBellWords, toolingMessages, toolingStatusNames, transferStatusNames } from './messages.js';
import {
  noParams,
  toolingActionBody,
  toolingAnswer,
  toolingBody,
  toolingListQuery,
  toolingRow,
  toolingTransferActed,
  toolingTransferAnswer,
  toolingTransferRow,
  transferActionBody,
  transferBody,
  transferListQuery,
} from './schemas.js';
import { answers, fileAnswer, pageOf } from '../../http/answer.js';
import { toolingService, type ToolingBell, type ToolingCaller } from './service.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { bellRinger } from '../../platform/notify/index.js';
import './labels.js';

/** The factory's tooling screens; the customer reads its own tooling on the shared tooling screen or from its orders. */
const SCREENS = {
  factory: ['tooling-collaboration', 'tooling-transfer-management'],
  customer: ['tooling-collaboration', 'my-order'],
} as const;
type Side = keyof typeof SCREENS;
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const EXPORT_ROWS = 10_000;

/** Every active member of the other factory holding the transfer screen (or the admin) hears it; a failed bell never undoes the change. */
const ringToolingBells = bellRinger<ToolingBell>({
  kind: 'sales',
  failed: 'tooling bell failed',
  screens: () => ['tooling-transfer-management'],
  words: (bell) => toolingBellWords[bell.event],
  values: (bell) => bell.values,
  link: (bell) => `/tooling-transfer-management-details/index?no=${bell.values.no}`,
});

/**
 * Tooling (issue 20): `GET/POST /api/toolings`, `GET /api/toolings/{no}`, `POST /api/toolings/{no}/actions`
 * (record use, scrap); transfers `GET/POST /api/tooling-transfers`, `GET /api/tooling-transfers/{no}`,
 * `POST /api/tooling-transfers/{no}/actions` (receive / refuse by the receiving factory, cancel by the sender).
 */
const toolingModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const service = toolingService(db, app.clock);
  const tags = ['tooling'];
  const holds = (request: FastifyRequest, side: Side) => holdsScreen(request, SCREENS[side], config.grantAllMenus);
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const factoryKind = signedIn(request).staff.enterpriseKind === 'factory';
    const side = asked ?? (factoryKind ? 'factory' : 'customer');
    // The screen is shared: holding it makes no customer a factory.
    if ((side === 'factory' && !factoryKind) || !holds(request, side)) throw forbidden();
    return side;
  };
  const factory = async (request: FastifyRequest) => void sideOf(request, 'factory');
  const anySide = async (request: FastifyRequest) => {
    if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
  };
  const callerOf = (request: FastifyRequest): ToolingCaller => {
    const caller = signedInToEnterprise(request);
    return {
      enterpriseUid: caller.enterpriseUid,
      accountUid: caller.accountUid,
      name: caller.staff.staffName,
      ip: request.ip,
      language: requestLanguage(request),
    };
  };
  const say = (
    request: FastifyRequest,
    template: LocalizedText,
    no: string,
    status?: string,
    names: Record<string, LocalizedText> = toolingStatusNames,
  ) => {
    const language = requestLanguage(request);
    return translate(language, template, { no, ...(status && { status: translate(language, names[status]!) }) });
  };

  app.get(
    '/api/toolings',
    { schema: { querystring: toolingListQuery, tags, response: answers(pageOf(toolingRow)) } },
    async (request) => ok(await service.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );
  app.get(
    '/api/toolings/export',
    { schema: { querystring: toolingListQuery, tags, response: fileAnswer(XLSX) } },
    async (request, reply) => {
      const { data } = await service.list(callerOf(request), sideOf(request, request.query.side), {
        ...request.query,
        page_no: 1,
        page_size: EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        {
          name: 'Tooling',
          rows: toolingSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: [26, 30, 14, 30, 24, 10, 12, 12, 12, 20, 24, 30, 16, 18],
        },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="tooling.xlsx"')
        .send(bytes);
    },
  );
  app.get(
    '/api/toolings/:no',
    { schema: { params: noParams, tags, response: answers(toolingAnswer) }, preHandler: anySide },
    async (request) => ok(await service.detail(callerOf(request), request.params.no)),
  );
  app.post(
    '/api/toolings',
    { schema: { body: toolingBody, tags, response: answers(toolingAnswer) }, preHandler: factory },
    async (request) => {
      const created = await service.create(callerOf(request), request.body);
      return ok(created, say(request, toolingMessages.created, created.no));
    },
  );
  app.post(
    '/api/toolings/:no/actions',
    {
      schema: { params: noParams, body: toolingActionBody, tags, response: answers(toolingAnswer) },
      preHandler: factory,
    },
    async (request) => {
      const changed = await service.act(callerOf(request), request.params.no, request.body);
      return ok(changed, say(request, toolingMessages.saved, changed.no, changed.status));
    },
  );

  const transferTags = ['tooling: transfers'];
  app.get(
    '/api/tooling-transfers',
    {
      schema: { querystring: transferListQuery, tags: transferTags, response: answers(pageOf(toolingTransferRow)) },
      preHandler: factory,
    },
    async (request) => ok(await service.transfers(callerOf(request), request.query)),
  );
  app.get(
    '/api/tooling-transfers/export',
    { schema: { querystring: transferListQuery, tags: transferTags, response: fileAnswer(XLSX) }, preHandler: factory },
    async (request, reply) => {
      const { data } = await service.transfers(callerOf(request), {
        ...request.query,
        page_no: 1,
        page_size: EXPORT_ROWS,
      });
      const bytes = await writeWorkbook([
        {
          name: 'Tooling transfers',
          rows: transferSheet(data, requestLanguage(request)),
          boldRows: [1],
          widths: [26, 26, 30, 30, 30, 24, 16, 14, 18],
        },
      ]);
      // A file answer: the bytes go out as they are (the schema documents them as binary).
      return (reply as FastifyReply)
        .header('content-type', XLSX)
        .header('content-disposition', 'attachment; filename="tooling-transfers.xlsx"')
        .send(bytes);
    },
  );
  app.get(
    '/api/tooling-transfers/:no',
    { schema: { params: noParams, tags: transferTags, response: answers(toolingTransferAnswer) }, preHandler: factory },
    async (request) => ok(await service.transferDetail(callerOf(request), request.params.no)),
  );
  app.post(
    '/api/tooling-transfers',
    { schema: { body: transferBody, tags: transferTags, response: answers(toolingTransferRow) }, preHandler: factory },
    async (request) => {
      const bells: ToolingBell[] = [];
      const sent = await service.send(callerOf(request), request.body, bells);
      await ringToolingBells(db, app.notifier, bells, request.log);
      return ok(sent, say(request, toolingMessages.sent, sent.no));
    },
  );
  app.post(
    '/api/tooling-transfers/:no/actions',
    {
      schema: {
        params: noParams,
        body: transferActionBody,
        tags: transferTags,
        response: answers(toolingTransferActed),
      },
      preHandler: factory,
    },
    async (request) => {
      const bells: ToolingBell[] = [];
      const { action, reason, location, rowVersion } = request.body;
      const changed = await service.actOnTransfer(
        callerOf(request),
        request.params.no,
        action,
        reason,
        location,
        rowVersion,
        bells,
      );
      await ringToolingBells(db, app.notifier, bells, request.log);
      return ok(changed, say(request, toolingMessages.done, changed.no, changed.status, transferStatusNames));
    },
  );
};

export default toolingModule as FastifyPluginAsync<ModuleOptions>;
