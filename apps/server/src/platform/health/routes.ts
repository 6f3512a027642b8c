import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DatabaseHandle } from '../../db/client.js';
import { ok } from '../../http/envelope.js';

export const healthRoutes: FastifyPluginAsyncZod<{ database: DatabaseHandle; version: string }> = async (
  app,
  { database, version },
) => {
  app.get('/api/health', { schema: { tags: ['site'] } }, async () => {
    await database.db.execute(sql`select 1`);
    return ok({ db: database.kind, version });
  });
};
