import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DatabaseHandle } from '../../db/client.js';
import { migrationsFolder } from '../../db/migrate.js';
import { requestContext } from '../../db/request-context.js';
import { DATABASE_RETRY_AFTER_S } from '../../http/error-handler.js';
import { rows } from '../../db/rows.js';

/** The proxy's `X-Request-Id` when it is a plain token of at most 64 characters, else a new random id. */
export function newRequestId(request: { headers: Record<string, string | string[] | undefined> }): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && /^[\w.:-]{1,64}$/.test(given) ? given : randomUUID();
}

/** The route pattern (`/api/orders/:no`), never the raw path: one series per route, whatever the callers send. */
function routeOf(request: FastifyRequest): string {
  return request.routeOptions.url ?? 'unmatched';
}

/** How many migrations this build ships (drizzle's journal) and the `when` of the last one. */
function shippedMigrations(): { count: number; last: number } {
  const journal = JSON.parse(fs.readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return { count: journal.entries.length, last: Math.max(0, ...journal.entries.map((e) => e.when)) };
}

/**
 * Observability (issue 21): `GET /metrics` in Prometheus text format, `GET /api/ready` (readiness: the database
 * answers and every migration this build ships is applied), a request id per request (the caller's
 * `X-Request-Id` when it is sane, else a new one; answered in `X-Request-Id`, in every log line of the request, and
 * carried to PostgreSQL's `application_name` by db/request-context.ts). `/api/health` (liveness) is modules/health.
 * Each app has its own registry, so several instances in one process (tests) do not mix their counts.
 */
export const observabilityPlugin = fp(
  async (app: FastifyInstance, { database }: { database: DatabaseHandle }) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry, prefix: 'pcb_' });

    const requests = new Counter({
      name: 'pcb_http_requests_total',
      help: 'HTTP requests answered, by method, route and status',
      labelNames: ['method', 'route', 'status'],
      registers: [registry],
    });
    const errors = new Counter({
      name: 'pcb_http_errors_total',
      help: 'HTTP answers with status 500 or above, by route',
      labelNames: ['method', 'route'],
      registers: [registry],
    });
    const latency = new Histogram({
      name: 'pcb_http_request_duration_seconds',
      help: 'Time to answer an HTTP request, by method and route',
      labelNames: ['method', 'route'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    const pool = database.pool;
    new Gauge({
      name: 'pcb_db_pool_connections',
      help: 'PostgreSQL pool connections by state (total, idle, waiting clients); PGlite is one in-process connection',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        this.set({ state: 'total' }, pool ? pool.totalCount : 1);
        this.set({ state: 'idle' }, pool ? pool.idleCount : 0);
        this.set({ state: 'waiting' }, pool ? pool.waitingCount : 0);
      },
    });

    new Gauge({
      name: 'pcb_live_sessions',
      help: 'Signed-in sessions kept in memory for reads (entries), and reads answered from memory (hits) or by the database (misses) since start',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        // The session plugin registers after this one; its figures exist by the time anything scrapes.
        if (!app.hasDecorator('liveSessions')) return;
        this.set({ state: 'entries' }, app.liveSessions.size);
        this.set({ state: 'hits' }, app.liveSessions.hits);
        this.set({ state: 'misses' }, app.liveSessions.misses);
      },
    });

    // Queue figures are read from the database at scrape time: every instance reports the same shared queue.
    const jobDepth = new Gauge({
      name: 'pcb_jobs',
      help: 'Durable jobs by status (scheduled = due now)',
      labelNames: ['status'],
      registers: [registry],
    });
    const jobAge = new Gauge({
      name: 'pcb_jobs_oldest_due_age_seconds',
      help: 'Age of the oldest job that is due and not yet claimed',
      registers: [registry],
    });
    const gerberQueue = new Gauge({
      name: 'pcb_gerber_queue',
      help: 'Gerber uploads whose CAM analysis has not finished',
      registers: [registry],
    });
    const gerberAge = new Gauge({
      name: 'pcb_gerber_queue_oldest_age_seconds',
      help: 'Age of the oldest Gerber upload still being analysed',
      registers: [registry],
    });
    const sockets = new Gauge({
      name: 'pcb_websocket_connections',
      help: 'WebSockets this instance holds (/ws and /push)',
      registers: [registry],
    });
    const outboxBacklog = new Gauge({
      name: 'pcb_outbox_backlog',
      help: 'Live events (messages, bells, ended sessions) committed that this instance has not delivered yet',
      registers: [registry],
    });
    const outboxAge = new Gauge({
      name: 'pcb_outbox_oldest_undelivered_age_seconds',
      help: 'Age of the oldest live event this instance has not delivered yet',
      registers: [registry],
    });
    const scrapeFailures = new Counter({
      name: 'pcb_metrics_query_failures_total',
      help: 'Scrapes whose database figures could not be read',
      registers: [registry],
    });

    async function readQueues() {
      const [jobs] = rows<{ due: string; running: string; failed: string; oldest: string | null }>(
        await database.db.execute(sql`select
            count(*) filter (where status = 'scheduled' and run_at <= now()) as due,
            count(*) filter (where status = 'running') as running,
            count(*) filter (where status = 'failed') as failed,
            extract(epoch from now() - min(run_at) filter (where status = 'scheduled' and run_at <= now())) as oldest
          from jobs where status in ('scheduled', 'running', 'failed')`),
      );
      jobDepth.set({ status: 'scheduled' }, Number(jobs?.due ?? 0));
      jobDepth.set({ status: 'running' }, Number(jobs?.running ?? 0));
      jobDepth.set({ status: 'failed' }, Number(jobs?.failed ?? 0));
      jobAge.set(Number(jobs?.oldest ?? 0));
      const [gerber] = rows<{ queued: string; oldest: string | null }>(
        await database.db.execute(
          sql`select count(*) as queued, extract(epoch from now() - min(created_at)) as oldest from gerber_files where upload_status = 'uploading'`,
        ),
      );
      gerberQueue.set(Number(gerber?.queued ?? 0));
      gerberAge.set(Number(gerber?.oldest ?? 0));
      // The notify plugin registers after this one; it exists by the time anything scrapes.
      if (app.hasDecorator('liveHub')) {
        const outbox = await app.liveHub.backlog();
        outboxBacklog.set(outbox.rows);
        outboxAge.set(outbox.oldestSeconds);
      }
    }

    app.addHook('onRequest', (request, reply, done) => {
      // At `debug` a request is logged as it arrives too (a request that never answers is then still seen).
      request.log.debug({ method: request.method, url: request.url }, 'received');
      reply.header('x-request-id', request.id);
      if (database.namesRequests) requestContext.run({ requestId: String(request.id) }, done);
      else done();
    });
    // The body is read between onRequest and preValidation (stream events): enter the request's context again.
    // Only where connections are named by request: in Node 20 a context costs every promise of the request a hook.
    if (database.namesRequests)
      app.addHook('preValidation', (request, _reply, done) => {
        requestContext.run({ requestId: String(request.id) }, done);
      });
    // The access line holds no secret (method, address, status, time), so it skips the redaction every other line
    // pays: that walk cost more than writing the line.
    const accessLog = app.log.child({}, { redact: [] });
    app.addHook('onResponse', async (request, reply) => {
      const route = routeOf(request);
      if (route === '/metrics') return;
      accessLog.info(
        {
          reqId: request.id,
          method: request.method,
          url: request.url,
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
        },
        'answered',
      );
      requests.inc({ method: request.method, route, status: String(reply.statusCode) });
      latency.observe({ method: request.method, route }, reply.elapsedTime / 1000);
      if (reply.statusCode >= 500) errors.inc({ method: request.method, route });
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
      sockets.set((app as { websocketServer?: { clients: Set<unknown> } }).websocketServer?.clients.size ?? 0);
      await readQueues().catch((error: unknown) => {
        scrapeFailures.inc();
        app.log.warn({ err: error }, 'metrics: queue figures not read');
      });
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    });

    const shipped = shippedMigrations();
    // From SIGTERM on (app.close), this instance drains: the load balancer is told to send nothing new.
    let stopping = false;
    app.addHook('preClose', async () => {
      stopping = true;
    });
    app.get('/api/ready', { schema: { tags: ['site'] } }, async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (stopping)
        return reply.code(503).send({ code: 0, msg: 'Shutting down', data: { db: database.kind, stopping: true } });
      const check = await database.db
        .execute(
          sql`select count(*) as applied, coalesce(max(created_at), 0) as last from drizzle.__drizzle_migrations`,
        )
        .then((result) => {
          const [row] = rows<{ applied: string; last: string }>(result);
          return { reachable: true, applied: Number(row?.applied ?? 0), last: Number(row?.last ?? 0) };
        })
        .catch(() => ({ reachable: false, applied: 0, last: 0 }));
      const current = check.reachable && check.applied >= shipped.count && check.last >= shipped.last;
      const data = {
        db: database.kind,
        reachable: check.reachable,
        migrations: { applied: check.applied, expected: shipped.count, current },
      };
      if (!check.reachable) reply.header('retry-after', String(DATABASE_RETRY_AFTER_S));
      if (!current)
        return reply.code(503).send({
          code: 0,
          msg: check.reachable ? 'Database migrations are not current' : 'Database unreachable',
          data,
        });
      return { code: 1, msg: 'ok', data };
    });
  },
  { name: 'observability' },
);
