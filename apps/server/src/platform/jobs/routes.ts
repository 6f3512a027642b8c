import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { JOB_STATUSES, jobs } from '../../db/schema/index.js';
import { ok } from '../../http/envelope.js';
import { AppError } from '../../http/errors.js';
import { offsetOf, orderOf, pagingQuery } from '../paging.js';
import type { Clock } from './clock.js';
import { jobMessages } from './messages.js';
import { platformOperatorOnly } from './operator.js';
import { answers, instant, pageOf } from '../../http/answer.js';

const listQuery = z.object({
  ...pagingQuery,
  status: z.enum(JOB_STATUSES).optional(),
  kind: z.string().max(100).optional(),
});
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** A durable job as the operator reads it. */
const jobAnswer = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    status: z.enum(JOB_STATUSES),
    /** The job's own JSON, as its kind wrote it. */
    payload: z.unknown(),
    runAt: instant,
    attempts: z.number().int(),
    maxAttempts: z.number().int(),
    lastError: z.string().nullable(),
    lockedBy: z.string().nullable(),
    createdAt: instant,
    startedAt: instant.nullable(),
    finishedAt: instant.nullable(),
    /** What the job answered (its kind's own JSON), null until it ran. */
    result: z.unknown(),
  })
  .meta({ id: 'Job' });

const view = (j: typeof jobs.$inferSelect) => ({
  id: j.id,
  kind: j.kind,
  status: j.status,
  payload: j.payload,
  runAt: j.runAt,
  attempts: j.attempts,
  maxAttempts: j.maxAttempts,
  lastError: j.lastError,
  lockedBy: j.lockedBy,
  createdAt: j.createdAt,
  startedAt: j.startedAt,
  finishedAt: j.finishedAt,
  result: j.result,
});

/** The operator's view of the durable jobs: GET /api/admin/jobs (paged, by status), POST /api/admin/jobs/{id}/retry. */
export const jobRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  app.get(
    '/api/admin/jobs',
    {
      schema: { querystring: listQuery, tags: ['jobs'], response: answers(pageOf(jobAnswer)) },
      preHandler: platformOperatorOnly,
    },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [];
      if (q.status) where.push(eq(jobs.status, q.status));
      if (q.kind) where.push(eq(jobs.kind, q.kind));
      const filter = where.length ? and(...where) : undefined;
      const sortable = {
        id: jobs.id,
        kind: jobs.kind,
        status: jobs.status,
        runAt: jobs.runAt,
        attempts: jobs.attempts,
        createdAt: jobs.createdAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(jobs)
          .where(filter)
          .orderBy(orderOf(q, sortable, asc(jobs.runAt)), asc(jobs.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(jobs).where(filter),
      ]);
      return ok({ data: rows.map(view), total: total!.n });
    },
  );

  app.post(
    '/api/admin/jobs/:id/retry',
    { schema: { params: idParams, tags: ['jobs'], response: answers(jobAnswer) }, preHandler: platformOperatorOnly },
    async (request) => {
      const { id } = request.params;
      const [retried] = await db
        .update(jobs)
        .set({ status: 'scheduled', runAt: clock.now(), attempts: 0, lastError: null, finishedAt: null })
        .where(and(eq(jobs.id, id), eq(jobs.status, 'failed')))
        .returning();
      if (retried) return ok(view(retried));
      const [job] = await db.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, id));
      if (!job) throw new AppError(404, jobMessages.notFound, { id });
      throw new AppError(409, jobMessages.notFailed, { id, status: job.status }, 0, 'status');
    },
  );
};
