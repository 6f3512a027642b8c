import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { answers, nothing, pageOf } from '../../http/answer.js';
import { addressAnswer, addressBody, addressListQuery, addressParams } from './schemas.js';
import { addressService } from './service.js';
import { addressMessages } from './messages.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import './labels.js';

/**
 * Shipping addresses (spec 02 §2, §3, §5 Address): the caller's enterprise's addresses, paged with search and sort,
 * exactly one default. Another enterprise's id answers 404. Needs the shipping-address screen.
 */
const addressesModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, options) => {
  const service = addressService(options.database.db);
  app.addHook('preHandler', requireScreen(['shipping-address'], options.config.grantAllMenus));
  const actorOf = (request: Parameters<typeof signedIn>[0]) => {
    const caller = signedInToEnterprise(request);
    return { enterpriseUid: caller.enterpriseUid, accountUid: caller.accountUid, ip: request.ip };
  };
  const tags = ['addresses'];

  app.get(
    '/api/addresses',
    { schema: { querystring: addressListQuery, tags, response: answers(pageOf(addressAnswer)) } },
    async (request) => ok(await service.list(actorOf(request).enterpriseUid, request.query)),
  );

  app.get(
    '/api/addresses/:id',
    { schema: { params: addressParams, tags, response: answers(addressAnswer) } },
    async (request) => ok(await service.get(actorOf(request).enterpriseUid, request.params.id)),
  );

  app.post(
    '/api/addresses',
    { schema: { body: addressBody, tags, response: answers(addressAnswer) } },
    async (request) =>
      ok(
        await service.create(actorOf(request), request.body),
        translate(requestLanguage(request), addressMessages.saved),
      ),
  );

  app.put(
    '/api/addresses/:id',
    { schema: { params: addressParams, body: addressBody, tags, response: answers(addressAnswer) } },
    async (request) =>
      ok(
        await service.update(actorOf(request), request.params.id, request.body),
        translate(requestLanguage(request), addressMessages.saved),
      ),
  );

  app.post(
    '/api/addresses/:id/default',
    { schema: { params: addressParams, tags, response: answers(addressAnswer) } },
    async (request) =>
      ok(
        await service.setDefault(actorOf(request), request.params.id),
        translate(requestLanguage(request), addressMessages.defaultSet),
      ),
  );

  app.delete(
    '/api/addresses/:id',
    { schema: { params: addressParams, tags, response: answers(nothing) } },
    async (request) => {
      await service.remove(actorOf(request), request.params.id);
      return ok(null, translate(requestLanguage(request), addressMessages.deleted));
    },
  );
};

export default addressesModule as FastifyPluginAsync<ModuleOptions>;
