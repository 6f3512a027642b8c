import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module-options.js';
import { Clock } from './clock.js';
import { jobRoutes } from './routes.js';
import { JobRunner } from './runner.js';

/**
 * Durable jobs and the one clock (platform floor; docs/money.md § Jobs). Every module registers its kinds on
 * `app.jobs` while the app is built; polling starts once the app is ready (every JOBS_POLL_MS, default 5 s;
 * `0` turns the poller off — tests then call `app.jobs.runDue()` after moving `app.clock`).
 */
declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    jobs: JobRunner;
  }
}

export { Clock } from './clock.js';
export { JobRunner, type JobBody, type JobContext, type JobKindOptions, type JobRow } from './runner.js';
export { daily, every, weekly, zoneOffsetMs, type Schedule } from './schedule.js';
export { platformOperator, platformOperatorOnly } from './operator.js';

const jobsModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  const clock = new Clock();
  const runner = new JobRunner(database.db, clock, app.log);
  app.decorate('clock', clock);
  app.decorate('jobs', runner);
  await app.register(jobRoutes, { db: database.db, clock });
  const pollMs = Number(process.env.JOBS_POLL_MS ?? 5000);
  app.addHook('onReady', async () => {
    await runner.ensureScheduled();
    if (pollMs > 0) runner.start(pollMs);
  });
  // On close, jobs drain beside the requests in flight: half the shutdown grace to finish, then handed back.
  let draining: Promise<unknown> = Promise.resolve();
  app.addHook('preClose', async () => {
    draining = runner
      .drain((config.shutdownGraceMs ?? 10_000) / 2)
      .catch((error: unknown) =>
        app.log.warn({ err: error }, 'shutting down: jobs not handed back (their lease ends)'),
      );
  });
  app.addHook('onClose', () => draining);
};

export const jobsPlugin = fp(jobsModule, { name: 'jobs' });
export default jobsPlugin;
