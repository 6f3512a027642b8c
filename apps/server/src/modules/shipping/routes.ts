import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../http/envelope.js';
import { forbidden } from '../../http/errors.js';
import { requestLanguage } from '../../http/language.js';
import { translate } from '../../http/messages.js';
import { signedIn } from '../../platform/session/session-plugin.js';
import type { Clock } from '../../platform/jobs/index.js';
import { shippingMessages } from './messages.js';
import { answers } from '../../http/answer.js';
import {
  quoteBody,
  shippingQuoteAnswer,
  shippingTableAnswer,
  shippingZonesAnswer,
  tableInput,
  zonesQuery,
} from './schemas.js';
import type { ShippingService } from './service.js';
import { requireScreen, signedInToEnterprise } from '../../platform/access/guards.js';

/** The screen whose holders keep the shipping table: the pricing projects screen, beside the book's terms. */
export const SHIPPING_SCREEN = 'valuation-project-management';

const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

export const shippingRoutes: FastifyPluginAsyncZod<{
  service: ShippingService;
  clock: Clock;
  grantAll: boolean;
}> = async (app, { service, clock, grantAll }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  const tags = ['shipping'];
  const screen = requireScreen([SHIPPING_SCREEN], grantAll);
  const factoryOf = (request: Parameters<typeof signedIn>[0]) => {
    const caller = signedInToEnterprise(request);
    if (caller.staff.enterpriseKind !== 'factory') throw forbidden(shippingMessages.factoryOnly);
    return { enterpriseUid: caller.enterpriseUid, accountUid: caller.accountUid, ip: request.ip };
  };

  /** The caller's factory's shipping table, packing rules and calendar, with the version to save against. */
  app.get(
    '/api/shipping/table',
    { schema: { tags, response: answers(shippingTableAnswer) }, preHandler: screen },
    async (request) => ok(await service.table(factoryOf(request).enterpriseUid)),
  );

  app.put(
    '/api/shipping/table',
    { schema: { body: tableInput, tags, response: answers(shippingTableAnswer) }, preHandler: screen },
    async (request) =>
      ok(
        await service.save(factoryOf(request), request.body),
        translate(requestLanguage(request), shippingMessages.saved),
      ),
  );

  /** Public: the countries a factory ships to and the provinces of China, for the destination picker. */
  app.get(
    '/api/shipping/zones',
    { schema: { querystring: zonesQuery, tags, response: answers(shippingZonesAnswer) } },
    async (request) => ok(await service.zones(request.query.merchant)),
  );

  /**
   * Public, like the estimate (PRICING_ANON_PER_MINUTE per address, PRICING_USER_PER_MINUTE per account): the
   * parcel's weight and each carrier's price, days and delivery date to the destination.
   */
  app.post(
    '/api/shipping/quote',
    {
      schema: { body: quoteBody, tags, response: answers(shippingQuoteAnswer) },
      bodyLimit: 64 * 1024,
      config: {
        bodyDepth: 3,
        session: 'account',
        rateLimit: {
          timeWindow: 60_000,
          keyGenerator: (request) =>
            request.sessionAccountUid ? `account:${request.sessionAccountUid}` : `ip:${request.ip}`,
          max: (request) =>
            request.sessionAccountUid
              ? perMinute('PRICING_USER_PER_MINUTE', 6000)
              : perMinute('PRICING_ANON_PER_MINUTE', 600),
        },
      },
    },
    async (request) =>
      ok(await service.quote(request.body, requestLanguage(request), clock.now().toISOString().slice(0, 10))),
  );
};
