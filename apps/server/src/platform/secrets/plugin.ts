import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module-options.js';
import { resealStale, staleCount } from './rotation.js';
import { keyring } from './secrets.js';

export const RESEAL_JOB = 'secrets.reseal';

/**
 * Key rotation without downtime: when the keyring's current key is new, every value still sealed with an older key
 * is re-sealed by a durable job, in batches; meanwhile the older keys still open them (docs/encryption.md). Each start
 * that finds such values queues a job (an instance still on the old key during a rolling restart may have written
 * some); a job out of time queues the next round.
 */
const secretsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  app.jobs.register(RESEAL_JOB, async ({ db, job, log }) => {
    const keys = keyring();
    const result = await resealStale(db, keys);
    if (!result.done) await app.jobs.enqueue(RESEAL_JOB, {}, { singletonKey: `${RESEAL_JOB}:after-${job.id}` });
    log.info({ ...result, key: keys.current.id }, 'secrets re-sealed with the current key');
    return result;
  });
  app.addHook('onReady', async () => {
    const keys = keyring();
    if ((await staleCount(database.db, keys)) === 0) return;
    const startedAt = app.clock.now().toISOString();
    await app.jobs.enqueue(RESEAL_JOB, {}, { singletonKey: `${RESEAL_JOB}@${keys.current.id}:${startedAt}` });
  });
};

export const secretsPlugin = fp(secretsModule, { name: 'secrets', dependencies: ['jobs'] });
