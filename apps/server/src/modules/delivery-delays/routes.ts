import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, pageOf } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate, type LocalizedText } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { delayBellWords, delayMessages, delayStatusNames } from './messages.js';
import { delayActionBody, delayAnswer, delayBody, delayListQuery, delayRow } from './schemas.js';
import { delayService, type DelayBell } from './service.js';
import type { SalesCaller } from '../sales/index.js';
import { noParams } from '../sales/index.js';
import { holdsScreen, signedInToEnterprise } from '../../platform/access/guards.js';
import { bellRinger } from '../../platform/notify/index.js';

/** The factory's screens that ask for delays (its sales desk too); the customer answers from its orders. */
const SCREENS = {
  factory: ['delivery-delay-application', 'sale-notice', 'order-management'],
  customer: ['my-order'],
} as const;
type Side = keyof typeof SCREENS;
const BELL_SCREEN: Record<Side, string> = { factory: 'delivery-delay-application', customer: 'my-order' };

/** Every active member holding the side's screen (or the admin) hears it; a failed bell never undoes the change. */
const ringDelayBells = bellRinger<DelayBell>({
  kind: 'sales',
  failed: 'delivery delay bell failed',
  screens: (bell) => [BELL_SCREEN[bell.side]],
  words: (bell) => delayBellWords[bell.event],
  values: (bell) => bell.values,
  link: (bell) => `/delivery-delay-application-detail/index?no=${bell.values.no}`,
});

/**
 * Delivery delay applications (issue 20): `GET/POST /api/delivery-delays`, `GET /api/delivery-delays/{no}`,
 * `POST /api/delivery-delays/{no}/actions` (agree / refuse by the customer, withdraw by the factory).
 */
const delayRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  const delays = delayService(db, app.clock);
  const tags = ['sales: delays'];
  const holds = (request: FastifyRequest, side: Side) => holdsScreen(request, SCREENS[side], config.grantAllMenus);
  const sideOf = (request: FastifyRequest, asked?: Side): Side => {
    const side = asked ?? (signedIn(request).staff.enterpriseKind === 'factory' ? 'factory' : 'customer');
    if (!holds(request, side)) throw forbidden();
    return side;
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
      ...(status && { status: translate(language, delayStatusNames[status]!) }),
    });
  };

  app.get(
    '/api/delivery-delays',
    { schema: { querystring: delayListQuery, tags, response: answers(pageOf(delayRow)) } },
    async (request) => ok(await delays.list(callerOf(request), sideOf(request, request.query.side), request.query)),
  );

  app.get(
    '/api/delivery-delays/:no',
    { schema: { params: noParams, tags, response: answers(delayAnswer) } },
    async (request) => {
      if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
      return ok(await delays.detail(callerOf(request), request.params.no));
    },
  );

  app.post(
    '/api/delivery-delays',
    {
      schema: { body: delayBody, tags, response: answers(delayAnswer) },
      preHandler: async (request) => void sideOf(request, 'factory'),
    },
    async (request) => {
      const bells: DelayBell[] = [];
      const created = await delays.create(callerOf(request), request.body, bells);
      await ringDelayBells(db, app.notifier, bells, request.log);
      return ok(created, say(request, delayMessages.created, created.no));
    },
  );

  app.post(
    '/api/delivery-delays/:no/actions',
    { schema: { params: noParams, body: delayActionBody, tags, response: answers(delayAnswer) } },
    async (request) => {
      if (!holds(request, 'factory') && !holds(request, 'customer')) throw forbidden();
      const bells: DelayBell[] = [];
      const changed = await delays.act(
        callerOf(request),
        request.params.no,
        request.body.action,
        request.body.reason,
        request.body.rowVersion,
        bells,
      );
      await ringDelayBells(db, app.notifier, bells, request.log);
      return ok(changed, say(request, delayMessages.done, changed.no, changed.status));
    },
  );
};

export default delayRoutes as FastifyPluginAsync<ModuleOptions>;
