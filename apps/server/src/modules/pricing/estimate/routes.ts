import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { camValuesSchema, estimateValueSchema, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { requestLanguage } from '../../../http/language.js';
import type { EstimateService } from './estimate.service.js';

const MAX_PARAMS = 200;

export const estimateBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  params: z
    .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
    .refine((params) => Object.keys(params).length <= MAX_PARAMS, { error: 'tooLong', params: { maximum: MAX_PARAMS } }),
  /** Only the CAM fields the engine reads (core's camValuesSchema): the answer memo keeps it in its key. */
  cam: camValuesSchema.optional(),
});

const perMinute = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  return Number.isFinite(value) && value > 0 ? value : fallback;
};

/**
 * The instant estimate: any caller, signed in or not (documented in docs/pricing-api.md). Bad input answers
 * 400 naming the parameter; the compiled book comes from the in-memory cache. Estimates per minute are capped
 * per address for anonymous callers (PRICING_ANON_PER_MINUTE, default 600) and per account for signed-in ones
 * (PRICING_USER_PER_MINUTE, default 6000); beyond, 429. The price does not depend on who asks, so the route looks up only
 * the caller's account, from a few seconds' memory (`config.session: 'account'`), not the whole session.
 */
export const estimateRoutes: FastifyPluginAsyncZod<{ estimates: EstimateService }> = async (app, { estimates }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler' });
  const anonymous = perMinute('PRICING_ANON_PER_MINUTE', 600);
  const signedIn = perMinute('PRICING_USER_PER_MINUTE', 6000);
  app.post(
    '/api/pricing/estimate',
    {
      schema: { body: estimateBody, tags: ['pricing: online quotation'] },
      // 200 parameters of 40 + 200 characters fit; a body nests body → cam → drill at most.
      bodyLimit: 64 * 1024,
      config: {
        bodyDepth: 3,
        session: 'account',
        rateLimit: {
          timeWindow: 60_000,
          keyGenerator: (request) => (request.sessionAccountUid ? `account:${request.sessionAccountUid}` : `ip:${request.ip}`),
          max: (request) => (request.sessionAccountUid ? signedIn : anonymous),
          // Headers only on a refusal: three more headers on every answer cost the hot path.
          addHeadersOnExceeding: { 'x-ratelimit-limit': false, 'x-ratelimit-remaining': false, 'x-ratelimit-reset': false },
        },
      },
    },
    async (request, reply) => reply.type('application/json; charset=utf-8').send(await estimates.estimateJson(request.body, requestLanguage(request))),
  );
};
