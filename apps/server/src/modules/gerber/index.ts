import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import { camRoutes } from './cam-routes.js';
import { fileService } from '../../platform/files/file.service.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { AnalysisPool } from './analysis/pool.js';
import { gerberConfig } from './gerber-config.js';
import { JobBoard } from './jobs.js';
import type { GerberDeps } from './routes/deps.js';
import { fileRoutes } from './routes/files.routes.js';
import { manageRoutes } from './routes/manage.routes.js';
import { roleRoutes } from './routes/roles.routes.js';
import { uploadRoutes } from './routes/upload.routes.js';
import { AnalysisRunner } from './service/analysis-runner.js';
import './labels.js';

const SWEEP_EVERY_MS = 60_000;

/**
 * Gerber file management (issue 7): upload, CAM analysis in a worker pool as jobs, previews, review, re-check,
 * binding, validity, remarks; and `POST /api/cam/analyze`, which shares the pool.
 */
const gerberModule: FastifyPluginAsync<ModuleOptions> = async (app, options) => {
  const settings = gerberConfig();
  const pool = new AnalysisPool(settings.pool);
  const jobs = new JobBoard();
  const files = fileService(options);
  const db = options.database.db;
  const runner = new AnalysisRunner(db, pool, jobs, files, app.log);
  const deps: GerberDeps = {
    db,
    files,
    pool,
    jobs,
    runner,
    grantAll: options.config.grantAllMenus,
    maxUploadBytes: settings.maxUploadBytes,
    analyzePerMinute: settings.analyzePerMinute,
  };

  await app.register(fastifyMultipart, {
    limits: { fileSize: settings.maxUploadBytes, files: 1, fields: 10, parts: 11 },
  });
  await app.register(uploadRoutes, deps);
  await app.register(fileRoutes, deps);
  await app.register(manageRoutes, deps);
  await app.register(roleRoutes, deps);
  await app.register(camRoutes, {
    pool,
    maxUploadBytes: settings.maxUploadBytes,
    perMinute: settings.analyzePerMinute,
  });

  // Files left `uploading` by a stopped server are analysed again (now, and by a periodic sweep).
  const staleMs = settings.pool.timeoutMs * 2 + 30_000;
  let sweeping: Promise<unknown> = Promise.resolve();
  const sweep = () => {
    sweeping = runner
      .recoverStale(staleMs)
      .catch((error: unknown) => app.log.error({ err: error }, 'gerber recovery failed'));
  };
  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    sweep();
    timer = setInterval(sweep, SWEEP_EVERY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await sweeping;
    await pool.close();
    await runner.drain();
  });
};

export default gerberModule;
export { registerBindingTarget, type BindingLookup } from './binding-targets.js';
export { gerberCaller, visibleTo } from './access.js';
export { AnalysisError } from './analysis/pool.js';
export { AnalysisPool } from './analysis/pool.js';
export { gerberConfig } from './gerber-config.js';
export { gerberMessages } from './messages.js';
export { receiveArchive } from './routes/receive-archive.js';
export { inquiryBoards } from './service/boards.js';
export { seedGerberDemo } from './demo-data.js';
