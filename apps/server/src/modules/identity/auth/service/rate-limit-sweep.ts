import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../../db/client.js';
import { deleteExpired } from '../../accounts/service/rate-limit.js';

const SWEEP_EVERY_MS = 10 * 60_000;

/** Deletes the rate-limit counters that limit nothing any more, at start and every 10 minutes. */
export function sweepRateLimits(app: FastifyInstance, db: Database): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    running = deleteExpired(db).catch((error: unknown) => app.log.warn({ err: error }, 'rate-limit sweep failed'));
  };
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
