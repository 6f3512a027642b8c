import { randomBytes } from 'node:crypto';
import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text, int4 } from '@pcbunion/core';
import { enterprises, inviteLinks } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError, notFound } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { knownUid, uidParams } from '../../../platform/ids.js';
import { offsetOf, pagingQuery } from '../../../platform/paging.js';
import { communityMessages as M } from './messages.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { inviteLinkAnswer, inviteLookupAnswer } from '../schemas.js';

type LinkRow = typeof inviteLinks.$inferSelect;

const stateOf = (r: LinkRow): 'revoked' | 'expired' | 'used_up' | 'active' =>
  r.revokedAt
    ? 'revoked'
    : r.expiresAt.getTime() <= Date.now()
      ? 'expired'
      : r.useCount >= r.maxUses
        ? 'used_up'
        : 'active';

/** The two addresses of a link: the short one and the login page's registration entry (spec 01 §2.4). */
export function linkPaths(r: Pick<LinkRow, 'code' | 'enterpriseUid' | 'purpose'>) {
  const q = new URLSearchParams({
    enterpriseuid: r.enterpriseUid,
    tenantid: r.code,
    flag: r.purpose,
    type: 'invite',
    to_regist: '1',
  });
  return { short_path: `/join/index?code=${r.code}`, register_path: `/login?${q.toString()}` };
}

const present = (r: LinkRow) => ({
  uid: r.uid,
  code: r.code,
  purpose: r.purpose,
  max_uses: r.maxUses,
  use_count: r.useCount,
  expires_at: r.expiresAt,
  revoked_at: r.revokedAt,
  created_at: r.createdAt,
  state: stateOf(r),
  ...linkPaths(r),
});

const createBody = z.object({
  purpose: z.enum(['member', 'staff']),
  expires_in_days: int4({ min: 1, max: 365 }),
  max_uses: int4({ min: 1, max: 10_000 }),
});

/** Community management: invite links with an expiry and a use limit, revocable; and their public look-up. */
export const inviteLinkRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['community-management'], grantAll);

  app.get(
    '/api/community/invite-links',
    {
      schema: { querystring: z.object(pagingQuery), tags: ['community'], response: answers(pageOf(inviteLinkAnswer)) },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const where = eq(inviteLinks.enterpriseUid, caller.enterpriseUid);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(inviteLinks)
          .where(where)
          .orderBy(desc(inviteLinks.createdAt))
          .limit(request.query.page_size)
          .offset(offsetOf(request.query)),
        db.select({ n: count() }).from(inviteLinks).where(where),
      ]);
      return ok({ data: rows.map(present), total: total!.n });
    },
  );

  app.post(
    '/api/community/invite-links',
    { schema: { body: createBody, tags: ['community'], response: answers(inviteLinkAnswer) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      const row = await db.transaction(async (tx) => {
        const [link] = await tx
          .insert(inviteLinks)
          .values({
            enterpriseUid: caller.enterpriseUid,
            code: randomBytes(9).toString('base64url'),
            purpose: b.purpose,
            maxUses: b.max_uses,
            expiresAt: sql`now() + make_interval(days => ${b.expires_in_days})`,
            createdBy: caller.accountUid,
          })
          .returning();
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid: caller.enterpriseUid,
          entity: 'invite_link',
          entityUid: link!.uid,
          action: 'create',
          after: b,
          ip: request.ip,
        });
        return link!;
      });
      return ok(present(row), translate(requestLanguage(request), M.created));
    },
  );

  app.post(
    '/api/community/invite-links/:uid/revoke',
    { schema: { params: uidParams, tags: ['community'], response: answers(inviteLinkAnswer) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const uid = knownUid(request.params.uid);
      const enterpriseUid = caller.enterpriseUid;
      const [mine] = await db
        .select({ uid: inviteLinks.uid })
        .from(inviteLinks)
        .where(and(eq(inviteLinks.uid, uid), eq(inviteLinks.enterpriseUid, enterpriseUid)));
      if (!mine) throw notFound();
      const row = await db.transaction(async (tx) => {
        const [done] = await tx
          .update(inviteLinks)
          .set({ revokedAt: sql`now()` })
          .where(
            and(eq(inviteLinks.uid, uid), eq(inviteLinks.enterpriseUid, enterpriseUid), isNull(inviteLinks.revokedAt)),
          )
          .returning();
        if (!done) throw new AppError(409, M.alreadyRevoked);
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid,
          entity: 'invite_link',
          entityUid: uid,
          action: 'revoke',
          ip: request.ip,
        });
        return done;
      });
      return ok(present(row), translate(requestLanguage(request), M.revoked));
    },
  );

  /** Public: what a link leads to, for the join page (no session needed; the code is the secret). */
  app.get(
    '/api/community/invite/:code',
    { schema: { params: z.object({ code: text(64) }), tags: ['community'], response: answers(inviteLookupAnswer) } },
    async (request) => {
      const [row] = await db
        .select({ link: inviteLinks, enterpriseName: enterprises.name, enterpriseKind: enterprises.kind })
        .from(inviteLinks)
        .innerJoin(enterprises, eq(enterprises.uid, inviteLinks.enterpriseUid))
        .where(eq(inviteLinks.code, request.params.code));
      if (!row) throw notFound();
      return ok({
        enterprise_uid: row.link.enterpriseUid,
        enterprise_name: row.enterpriseName,
        enterprise_kind: row.enterpriseKind,
        purpose: row.link.purpose,
        state: stateOf(row.link),
        expires_at: row.link.expiresAt,
        ...linkPaths(row.link),
      });
    },
  );
};
