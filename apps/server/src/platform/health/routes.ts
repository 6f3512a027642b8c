import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { answers } from '../../http/answer.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get(
    '/api/health',
    {
      schema: {
        tags: ['site'],
        response: answers(z.object({ db: z.enum(['pglite', 'postgresql']), version: z.string() })),
      },
    },
    // Liveness: the process answers, whatever the database does (a restart would not bring PostgreSQL back).
    // Whether this instance can serve — database reachable, migrations current — is readiness, GET /api/ready.
    async () => ok({ db: database.kind, version }),
  );
};
