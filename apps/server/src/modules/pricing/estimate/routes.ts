import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../http/answer.js';
import { estimateAnswer } from '../schemas.js';
import { z } from 'zod';
import { camValuesSchema, estimateValueSchema, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { requestLanguage } from '../../../http/language.js';
import { publicPricingConfig } from '../public-route.js';
import type { EstimateService } from './service.js';

const MAX_PARAMS = 200;

export const estimateBody = z.object({
  merchant: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  productNo: text(PRICING_TEXT_LIMITS.number).min(1).optional(),
  params: z
    .record(text(PRICING_TEXT_LIMITS.code), estimateValueSchema)
    .refine((params) => Object.keys(params).length <= MAX_PARAMS, {
      error: 'tooLong',
      params: { maximum: MAX_PARAMS },
    }),
  /** Only the CAM fields the engine reads (core's camValuesSchema): the answer memo keeps it in its key. */
  cam: camValuesSchema.optional(),
});

/**
 * The instant estimate: any caller, signed in or not (documented in docs/pricing-api.md), capped per minute as
 * `publicPricingConfig` says. Bad input answers 400 naming the parameter; the compiled book comes from the in-memory cache.
 */
export const estimateRoutes: FastifyPluginAsyncZod<{
  estimates: EstimateService;
}> = async (app, { estimates }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  app.post(
    '/api/pricing/estimate',
    {
      schema: { body: estimateBody, tags: ['pricing: online quotation'], response: answers(estimateAnswer) },
      // 200 parameters of 40 + 200 characters fit.
      bodyLimit: 64 * 1024,
      config: publicPricingConfig(),
    },
    async (request, reply) => {
      // A fresh answer is written by the route's serializer (fast-json-stringify from `estimateAnswer`, checked
      // against it in tests) and memoised as that text; Fastify sends a text as it is.
      const json = await estimates.estimateJson(
        request.body,
        requestLanguage(request),
        (answer) => reply.serialize(answer) as string,
      );
      return reply.type('application/json; charset=utf-8').send(json as never);
    },
  );
};
