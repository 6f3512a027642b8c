import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.js';
import { ok } from '../../http/envelope.js';
import { requestLanguage } from '../../http/language.js';
import { assertIdentityAgrees } from '../session/identity.js';
import { signedIn, type SignedIn } from '../session/session-plugin.js';
import { listMessages, markRead, toView, unreadCount, type Reader } from './message.service.js';
import type { Notifier } from './notifier.js';
import { listQuery, readBody, statisticsBody } from './notify.schema.js';
import { answers, instant, pageOf } from '../../http/answer.js';

/** One message of the message centre, in the caller's language. */
const messageAnswer = z
  .object({
    id: z.string(),
    kind: z.string(),
    title: z.string(),
    body: z.string().nullable(),
    link: z.string().nullable(),
    read: z.boolean(),
    read_at: instant.nullable(),
    created_at: instant,
  })
  .meta({ id: 'PortalMessage' });

export const readerOf = (caller: SignedIn): Reader => ({
  accountUid: caller.accountUid,
  enterpriseUid: caller.enterpriseUid,
  staffMember: caller.staff.staffMember,
});

/**
 * The bell count and the message centre. They belong to no menu screen (the bell is in the navbar of every
 * screen), so they need a signed-in caller and show only the caller's own messages.
 */
export const messageRoutes: FastifyPluginAsyncZod<{ db: Database; notifier: Notifier }> = async (
  app,
  { db, notifier },
) => {
  app.post(
    '/api/busiservice.pcbuniontrans.workordermessagestatistics',
    {
      config: { openWhenExpired: true },
      schema: {
        body: statisticsBody,
        tags: ['messages'],
        response: answers(z.object({ totlecount: z.number().int() })),
      },
    },
    async (request) => {
      const caller = signedIn(request);
      assertIdentityAgrees(caller, request.body ?? {});
      // The staff-member flag is read from the caller's staff row; the payload's `satff_member` is not trusted.
      return ok({ totlecount: await unreadCount(db, readerOf(caller)) });
    },
  );

  app.get(
    '/api/messages',
    { schema: { querystring: listQuery, tags: ['messages'], response: answers(pageOf(messageAnswer)) } },
    async (request) => {
      const caller = signedIn(request);
      const q = request.query;
      const page = await listMessages(db, readerOf(caller), {
        pageNo: q.page_no,
        pageSize: q.page_size,
        field: q.field,
        sort: q.sort,
        unreadOnly: q.unread === '1',
      });
      const language = requestLanguage(request);
      return ok({ data: page.rows.map((row) => toView(row, language)), total: page.total });
    },
  );

  app.post(
    '/api/messages/read',
    {
      config: { openWhenExpired: true },
      schema: {
        body: readBody,
        tags: ['messages'],
        response: answers(z.object({ updated: z.number().int(), totlecount: z.number().int() })),
      },
    },
    async (request) => {
      const caller = signedIn(request);
      assertIdentityAgrees(caller, request.body);
      const reader = readerOf(caller);
      const updated = await markRead(db, reader, request.body.ids);
      if (updated > 0) {
        await notifier.refreshBell(caller.accountUid, caller.enterpriseUid);
        if (reader.staffMember) await notifier.refreshBell(null, caller.enterpriseUid);
      }
      return ok({ updated, totlecount: await unreadCount(db, reader) });
    },
  );
};
