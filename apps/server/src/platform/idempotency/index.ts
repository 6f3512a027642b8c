import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { every } from '../jobs/index.js';
import type { ModuleOptions } from '../module-options.js';
import { IDEMPOTENCY_TTL_MS } from './idempotent.js';

/**
 * Idempotency keys (platform floor): `idempotent(db, request, reply, work)` wraps any money-moving route.
 * Registers the hourly `idempotency.purge` job that forgets answers older than 24 h.
 */
export { idempotent, IDEMPOTENCY_HEADER, IDEMPOTENCY_TTL_MS } from './idempotent.js';
export { acceptEmptyJsonBody } from './empty-body.js';

const idempotencyModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  app.jobs.register(
    'idempotency.purge',
    async ({ now }) => {
      const cutoff = new Date(now.getTime() - IDEMPOTENCY_TTL_MS).toISOString();
      const result = await database.db.execute(sql`delete from idempotency_keys where created_at < ${cutoff}`);
      return {
        removed:
          (result as { rowCount?: number; affectedRows?: number }).rowCount ??
          (result as { affectedRows?: number }).affectedRows ??
          null,
      };
    },
    { schedule: every(3_600_000) },
  );
};

export const idempotencyPlugin = fp(idempotencyModule, { name: 'idempotency', dependencies: ['jobs'] });
export default idempotencyPlugin;
