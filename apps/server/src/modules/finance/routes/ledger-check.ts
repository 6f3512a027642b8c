import { textOfCents } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok } from '../../../http/envelope.js';
import { platformOperatorOnly } from '../../../platform/jobs/index.js';
import { checkLedger } from '../../../platform/ledger/index.js';
import { answers, moneyText } from '../../../http/answer.js';
import { z } from 'zod';

/** The ledger's invariant check: balanced, what was counted, the difference in cents as money text, and what is wrong. */
const ledgerCheckAnswer = z
  .object({
    balanced: z.boolean(),
    transactions: z.number().int(),
    accounts: z.number().int(),
    difference: moneyText,
    problems: z.array(z.string()),
  })
  .meta({ id: 'LedgerCheck' });

/** GET /api/finance/ledger/check: every balance recomputed from the lines (platform operator only). */
export const ledgerCheckRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/finance/ledger/check',
    { schema: { tags: ['finance'], response: answers(ledgerCheckAnswer) }, preHandler: platformOperatorOnly },
    async () => {
      const check = await checkLedger(db);
      return ok({ ...check, difference: textOfCents(check.difference) });
    },
  );
};
