import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { invoicingAnswer, invoicingBody, invoicingListQuery, invoicingParams } from './schemas.js';
import { invoicingService } from './service.js';
import { invoicingMessages } from './messages.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { confirmOwnerPassword, revealBody, revealMessages, secretFieldLabels } from '../../platform/secrets/index.js';
import { z } from 'zod';
import './labels.js';

/**
 * Invoicing info (spec 02 §2 member information, §3, §5 Invoicing): the caller's enterprise's rows, paged with
 * search, status filter and sort; every field required. Another enterprise's id answers 404. The rows live on the
 * member-information screen, so that menu opens the endpoints.
 */
const invoicingModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = invoicingService(options.database.db);
  app.addHook('preHandler', requireScreen(['member-information'], options.config.grantAllMenus));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => {
    const caller = signedInToEnterprise(request);
    return { enterpriseUid: caller.enterpriseUid, accountUid: caller.accountUid, ip: request.ip };
  };
  const tags = ['invoicing'];
  const saved = (request: Parameters<typeof requestLanguage>[0]) =>
    translate(requestLanguage(request), invoicingMessages.saved);

  app.get(
    '/api/invoicing-infos',
    { schema: { querystring: invoicingListQuery, tags, response: answers(pageOf(invoicingAnswer)) } },
    async (request) => ok(await service.list(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/invoicing-infos/:id',
    { schema: { params: invoicingParams, tags, response: answers(invoicingAnswer) } },
    async (request) => ok(await service.get(actorOf(request).enterpriseUid, request.params.id)),
  );

  /** The taxpayer and bank card numbers in full, to the enterprise's member who gives the password (counted if wrong). */
  app.post(
    '/api/invoicing-infos/:id/reveal',
    {
      schema: {
        params: invoicingParams,
        body: revealBody,
        tags,
        response: answers(
          z
            .object({ id: z.string(), taxpayerNo: z.string(), bankCardNo: z.string() })
            .meta({ id: 'RevealedInvoicingInfo' }),
        ),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      await confirmOwnerPassword(options.database.db, {
        accountUid: actor.accountUid,
        password: request.body.password,
        field: secretFieldLabels.taxpayerNo,
      });
      const revealed = await service.reveal(actor.enterpriseUid, request.params.id);
      return ok(revealed, translate(requestLanguage(request), revealMessages.revealed));
    },
  );

  app.post(
    '/api/invoicing-infos',
    { schema: { body: invoicingBody, tags, response: answers(invoicingAnswer) } },
    async (request) => ok(await service.create(actorOf(request), request.body), saved(request)),
  );

  app.put(
    '/api/invoicing-infos/:id',
    { schema: { params: invoicingParams, body: invoicingBody, tags, response: answers(invoicingAnswer) } },
    async (request) => ok(await service.update(actorOf(request), request.params.id, request.body), saved(request)),
  );

  app.delete(
    '/api/invoicing-infos/:id',
    { schema: { params: invoicingParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return ok(null, translate(requestLanguage(request), invoicingMessages.deleted));
    },
  );
};

export default invoicingModule as FastifyPluginAsync<ModuleOptions>;
