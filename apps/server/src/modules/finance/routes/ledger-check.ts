import { textOfCents } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok } from '../../../http/envelope.js';
import { platformOperatorOnly } from '../../../platform/jobs/index.js';
import { checkLedger } from '../../../platform/ledger/index.js';

/** GET /api/finance/ledger/check: every balance recomputed from the lines (platform operator only). */
export const ledgerCheckRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/finance/ledger/check',
    { schema: { tags: ['finance'] }, preHandler: platformOperatorOnly },
    async () => {
      const check = await checkLedger(db);
      return ok({ ...check, difference: textOfCents(check.difference) });
    },
  );
};
