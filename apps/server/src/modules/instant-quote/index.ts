import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { createStorage } from '../../storage/index.js';
import { AnalysisPool } from '../gerber/index.js';
import { gerberConfig } from '../gerber/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { sharedEstimates } from '../pricing/index.js';
import { installPricingErrors } from '../pricing/index.js';
import { instantQuoteService } from './service.js';
import { instantQuoteRoutes } from './routes.js';
import './labels.js';

export { instantQuoteService, type InstantQuoteService } from './service.js';

const positive = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
};

const PURGE_EVERY_MS = 10 * 60_000;

/**
 * The public instant quote's saved quotes (issue 22). Settings (README § Configuration):
 *   INSTANT_QUOTE_VALID_DAYS            days a quote is kept after its last change (30)
 *   INSTANT_QUOTE_CREATES_PER_HOUR      quotes one address may start per hour without signing in (60)
 *   INSTANT_QUOTE_UPLOADS_PER_MINUTE    Gerber uploads per address (or account) per minute (6)
 *   INSTANT_QUOTE_MAX_UPLOAD_MB         largest archive (10 MB, never above the Gerber module's limit)
 *   INSTANT_QUOTE_WORKERS / INSTANT_QUOTE_QUEUE   analysis workers of its own pool (1) / uploads waiting in all (8)
 */
const instantQuoteModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  installPricingErrors(app);
  const env = process.env;
  const gerber = gerberConfig();
  const pool = new AnalysisPool({
    ...gerber.pool,
    size: positive(env.INSTANT_QUOTE_WORKERS, 1),
    maxQueue: 2,
    maxQueueTotal: positive(env.INSTANT_QUOTE_QUEUE, 8),
  });
  const service = instantQuoteService(
    database.db,
    createStorage(config),
    sharedEstimates(database.db),
    pool,
    app.clock,
    {
      validDays: positive(env.INSTANT_QUOTE_VALID_DAYS, 30),
      createsPerHour: positive(env.INSTANT_QUOTE_CREATES_PER_HOUR, 60),
    },
  );
  const maxUploadBytes = Math.min(gerber.maxUploadBytes, positive(env.INSTANT_QUOTE_MAX_UPLOAD_MB, 10) * 1024 * 1024);
  await app.register(fastifyMultipart, { limits: { fileSize: maxUploadBytes, files: 1, fields: 10, parts: 11 } });
  await app.register(instantQuoteRoutes, {
    service,
    maxUploadBytes,
    uploadsPerMinute: positive(env.INSTANT_QUOTE_UPLOADS_PER_MINUTE, 6),
  });

  let timer: NodeJS.Timeout | undefined;
  let purging: Promise<unknown> = Promise.resolve();
  const purge = () => {
    purging = service
      .purgeExpired()
      .catch((error: unknown) => app.log.error({ err: error }, 'instant quote purge failed'));
  };
  app.addHook('onReady', async () => {
    purge();
    timer = setInterval(purge, PURGE_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await purging;
    await pool.close();
  });
};

export default instantQuoteModule;
