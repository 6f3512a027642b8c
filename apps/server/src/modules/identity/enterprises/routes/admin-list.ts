import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { enterpriseProfiles, enterprises, staff } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { notFound } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { likePattern, offsetOf, orderOf, pagingQuery } from '../../../../platform/paging.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import { enterpriseMessages as M } from '../messages.js';
import { requireScreen } from '../../../../platform/access/guards.js';
import { answers, pageOf } from '../../../../http/answer.js';
import { adminEnterpriseRow, expirySavedAnswer } from '../../schemas.js';

const listQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  kind: z.enum(['platform', 'factory', 'customer', 'supplier']).optional(),
});

const columns = {
  uid: enterprises.uid,
  enterprise_no: enterprises.enterpriseNo,
  name: enterprises.name,
  abbreviation: enterprises.abbreviation,
  kind: enterprises.kind,
  credit_code: enterprises.creditCode,
  phone: enterprises.phone,
  expires_on: enterprises.expiresOn,
  status: enterprises.status,
  created_at: enterprises.createdAt,
  personal: sql<boolean>`coalesce(${enterpriseProfiles.personal}, false)`,
  staff_count: sql<number>`(select count(*)::int from ${staff} where ${staff.enterpriseUid} = ${enterprises.uid})`,
};

const expiryBody = z.object({ expires_on: z.iso.date() });

/** The platform operator's enterprise-management screen: every enterprise, searchable and paged; each one's system expiry date. */
export const enterpriseAdminRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['enterprise-management'], grantAll);

  app.get(
    '/api/admin/enterprises',
    {
      schema: { querystring: listQuery, tags: ['enterprises'], response: answers(pageOf(adminEnterpriseRow)) },
      preHandler: guard,
    },
    async (request) => {
      const q = request.query;
      const pattern = q.keyword?.trim() ? likePattern(q.keyword.trim()) : null;
      const where = and(
        pattern
          ? or(
              ilike(enterprises.name, pattern),
              ilike(enterprises.enterpriseNo, pattern),
              ilike(enterprises.abbreviation, pattern),
              ilike(enterprises.creditCode, pattern),
            )
          : undefined,
        q.kind ? eq(enterprises.kind, q.kind) : undefined,
      );
      const order = orderOf(
        q,
        {
          enterprise_no: enterprises.enterpriseNo,
          name: enterprises.name,
          kind: enterprises.kind,
          expires_on: enterprises.expiresOn,
          created_at: enterprises.createdAt,
        },
        asc(enterprises.enterpriseNo),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select(columns)
          .from(enterprises)
          .leftJoin(enterpriseProfiles, eq(enterpriseProfiles.enterpriseUid, enterprises.uid))
          .where(where)
          .orderBy(order, asc(enterprises.uid))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db.select({ n: count() }).from(enterprises).where(where),
      ]);
      return ok({ data: rows, total: total!.n });
    },
  );

  app.post(
    '/api/admin/enterprises/:uid/expiry',
    {
      schema: { params: uidParams, body: expiryBody, tags: ['enterprises'], response: answers(expirySavedAnswer) },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedIn(request);
      const uid = knownUid(request.params.uid);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ expiresOn: enterprises.expiresOn })
          .from(enterprises)
          .where(eq(enterprises.uid, uid))
          .for('update');
        if (!before) throw notFound();
        const [after] = await tx
          .update(enterprises)
          .set({ expiresOn: request.body.expires_on })
          .where(eq(enterprises.uid, uid))
          .returning({ uid: enterprises.uid, expires_on: enterprises.expiresOn });
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: uid,
          entity: 'enterprise',
          entityUid: uid,
          action: 'set_expiry',
          before: { expires_on: before.expiresOn },
          after: { expires_on: request.body.expires_on },
          ip: request.ip,
        });
        return after!;
      });
      return ok(row, translate(requestLanguage(request), M.expirySaved));
    },
  );
};
