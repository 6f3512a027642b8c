import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { DatabaseHandle } from './db/client.js';
import { installBodyLimits } from './http/body-limits.js';
import { frameworkErrors, installErrorHandling } from './http/error-handler.js';
import { labelRoutesByModule } from './http/field-labels.js';
import { loggerOptions } from './http/logger.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { responseSerializer } from './http/serializer.js';
import { sharedWindowStore } from './platform/rate-limit/shared-window-store.js';
import { sessionPlugin } from './platform/session/session-plugin.js';
import { healthRoutes } from './platform/health/routes.js';
import { newRequestId, observabilityPlugin } from './platform/observability/index.js';
import { businessModules } from './modules/index.js';
import { platformPlugins } from './platform/index.js';
import { registerCompression } from './platform/site/compression.js';
import { siteRoutes } from './platform/site/routes.js';
import { appVersion } from './version.js';

/**
 * On shutdown, requests already running finish, and their answers carry `Connection: close`
 * so keep-alive sockets do not hold the server open after them.
 */
function closeConnectionsWhenStopping(app: FastifyInstance) {
  let stopping = false;
  app.addHook('preClose', async () => {
    stopping = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (stopping) reply.header('connection', 'close');
  });
}

export async function buildApp(config: AppConfig, database: DatabaseHandle): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config.logLevel),
    trustProxy: config.trustProxy,
    bodyLimit: 2 * 1024 * 1024,
    // While it drains (SIGTERM), a request that still arrives on an open keep-alive connection is answered, not
    // refused with 503; its answer carries `Connection: close`, and new connections are no longer accepted.
    return503OnClosing: false,
    frameworkErrors,
    requestIdHeader: false,
    genReqId: newRequestId,
    // Fastify's two lines per request (each serializing the request and reply objects) cost about a tenth of an
    // estimate's server time at `info`; observability writes one `answered` line instead.
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer({ check: config.checkResponses }));
  installErrorHandling(app);
  installBodyLimits(app);
  closeConnectionsWhenStopping(app);
  await app.register(observabilityPlugin, { database });
  await registerCompression(app);

  await app.register(fastifySwagger, {
    openapi: { info: { title: 'PCB Union API', version: appVersion(config.webDist) } },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  await registerSecurityHeaders(app);
  await app.register(fastifyCookie);
  const db = database.db;
  await app.register(sessionPlugin, {
    db,
    databaseUrl: database.kind === 'postgresql' ? config.databaseUrl : undefined,
    sessionCacheMs: config.sessionCacheMs,
  });
  app.decorate('rateLimitStore', sharedWindowStore(db));
  const version = appVersion(config.webDist);
  await app.register(healthRoutes, { database, version });
  for (const [, load] of platformPlugins) await app.register(await load(), { config, database });
  const labelRoutesOf = labelRoutesByModule(app);
  for (const [name, load] of businessModules) {
    labelRoutesOf(name);
    await app.register(await load(), { config, database });
  }
  labelRoutesOf(undefined);
  await app.register(siteRoutes, {
    webDist: config.webDist,
    version,
    projectName: config.projectName,
    parameterExtractionUrl: config.parameterExtractionUrl,
  });
  return app;
}
