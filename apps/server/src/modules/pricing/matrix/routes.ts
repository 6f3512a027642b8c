import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../http/answer.js';
import { priceMatrixAnswer } from '../schemas.js';
import { z } from 'zod';
import { MATRIX_LIMITS, PRICING_TEXT_LIMITS, text } from '@pcbunion/core';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { estimateBody } from '../estimate/routes.js';
import { publicPricingConfig } from '../public-route.js';
import type { MatrixService } from './service.js';

const quantity = z
  .union([z.int().min(1).max(1_000_000), z.string().regex(/^[1-9]\d{0,6}$/)])
  .refine((v) => Number(v) <= 1_000_000, { error: 'tooLong', params: { maximum: 1_000_000 } });

export const matrixBody = estimateBody.extend({
  quantities: z.array(quantity).max(MATRIX_LIMITS.quantities).optional(),
  leadTimes: z.array(text(PRICING_TEXT_LIMITS.code).min(1)).max(MATRIX_LIMITS.leadTimes).optional(),
});

/**
 * `POST /api/pricing/matrix` (docs/instant-quote.md): any caller, signed in or not, capped per minute like the
 * estimate (`publicPricingConfig`), its answers in a bounded memo.
 */
export const matrixRoutes: FastifyPluginAsyncZod<{ matrices: MatrixService }> = async (app, { matrices }) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  app.post(
    '/api/pricing/matrix',
    {
      schema: { body: matrixBody, tags: ['pricing: online quotation'], response: answers(priceMatrixAnswer) },
      bodyLimit: 64 * 1024,
      config: publicPricingConfig(),
    },
    async (request) => ok(await matrices.matrix(request.body, requestLanguage(request))),
  );
};
