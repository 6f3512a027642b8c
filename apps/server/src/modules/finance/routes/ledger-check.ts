import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok } from '../../../http/envelope.js';
import { platformOperatorOnly } from '../../../platform/jobs/index.js';
import { answers } from '../../../http/answer.js';
import { ledgerCheckAnswer } from '../schemas.js';
import { ledgerCheck } from '../service.js';

/** GET /api/finance/ledger/check: every balance recomputed from the lines (platform operator only). */
export const ledgerCheckRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/finance/ledger/check',
    { schema: { tags: ['finance'], response: answers(ledgerCheckAnswer) }, preHandler: platformOperatorOnly },
    async () => ok(await ledgerCheck(db)),
  );
};
