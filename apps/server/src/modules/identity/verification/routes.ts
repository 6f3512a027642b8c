import { and, count, desc, eq, ilike, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { messageOutbox } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { likePattern, offsetOf, pagingQuery } from '../../../platform/paging.js';
import type { ModuleOptions } from '../../../platform/module-options.js';
import { requireScreen } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { outboxMessageRow } from '../schemas.js';

const outboxQuery = z.object({
  ...pagingQuery,
  destination: text(254).optional(),
  channel: z.enum(['sms', 'email']).optional(),
});

/** GET /api/admin/message-outbox: what the outbox provider "sent", newest first (the platform operator's screen). */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleOptions> = async (app, { config, database }) => {
  const db = database.db;
  app.get(
    '/api/admin/message-outbox',
    {
      schema: { querystring: outboxQuery, tags: ['accounts'], response: answers(pageOf(outboxMessageRow)) },
      preHandler: requireScreen(['message-outbox'], config.grantAllMenus),
    },
    async (request) => {
      const q = request.query;
      const where = and(
        q.destination ? or(ilike(messageOutbox.destination, likePattern(q.destination))) : undefined,
        q.channel ? eq(messageOutbox.channel, q.channel) : undefined,
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(messageOutbox)
          .where(where)
          .orderBy(desc(messageOutbox.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(messageOutbox).where(where),
      ]);
      return ok({
        data: rows.map((r) => ({
          id: r.id,
          channel: r.channel,
          destination: r.destination,
          template: r.template,
          subject: r.subject,
          body: r.body,
          language: r.language,
          created_at: r.createdAt,
        })),
        total: total!.n,
      });
    },
  );
};
