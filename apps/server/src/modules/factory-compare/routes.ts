import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../http/answer.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { publicPricingConfig } from '../pricing/index.js';
import { compareBody, comparisonAnswer } from './schemas.js';
import type { factoryComparison } from './service.js';

/**
 * `POST /api/pricing/compare`: the same board in every factory that publishes a book, for anyone, signed in or not,
 * counted in the same per-minute window as the estimate (one comparison is one request).
 */
export const compareRoutes: FastifyPluginAsyncZod<{ comparison: ReturnType<typeof factoryComparison> }> = async (
  app,
  { comparison },
) => {
  await app.register(fastifyRateLimit, { global: false, hook: 'preHandler', store: app.rateLimitStore });
  app.post(
    '/api/pricing/compare',
    {
      schema: { body: compareBody, tags: ['pricing: online quotation'], response: answers(comparisonAnswer) },
      bodyLimit: 64 * 1024,
      config: publicPricingConfig(),
    },
    async (request) => ok(await comparison.compare(request.body, requestLanguage(request))),
  );
};
