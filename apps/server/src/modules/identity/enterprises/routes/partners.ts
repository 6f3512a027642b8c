import { aliasedTable, and, count, desc, eq, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { enterprisePartners, enterprises, partnerInvitations } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError, notFound } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { knownUid, uidParams } from '../../../../platform/ids.js';
import { accountMessages } from '../../accounts/messages.js';
import { offsetOf, pagingQuery } from '../../../../platform/paging.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { enterpriseMessages as M } from '../messages.js';
import { requireScreen, signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers, nothing, pageOf } from '../../../../http/answer.js';
import { partnerInvitationRow, partnerInvitedAnswer, partnerRow } from '../../schemas.js';

const inviter = aliasedTable(enterprises, 'inviter');
const invitee = aliasedTable(enterprises, 'invitee');

const invitationColumns = {
  uid: partnerInvitations.uid,
  status: partnerInvitations.status,
  relation: partnerInvitations.relation,
  created_at: partnerInvitations.createdAt,
  decided_at: partnerInvitations.decidedAt,
  enterprise_uid: inviter.uid,
  enterprise_no: inviter.enterpriseNo,
  enterprise_name: inviter.name,
  enterprise_kind: inviter.kind,
  partner_enterprise_uid: invitee.uid,
  partner_enterprise_no: invitee.enterpriseNo,
  partner_enterprise_name: invitee.name,
};

const selectInvitations = (db: AccountDeps['db']) =>
  db
    .select(invitationColumns)
    .from(partnerInvitations)
    .innerJoin(inviter, eq(inviter.uid, partnerInvitations.enterpriseUid))
    .innerJoin(invitee, eq(invitee.uid, partnerInvitations.partnerEnterpriseUid));

function assertSupplierAdmin(caller: SignedIn) {
  if (!caller.staff.isAdmin) throw new AppError(403, accountMessages.adminOnly);
}

/**
 * Spec 01 §6: a factory or customer invites a supplier enterprise (by its number) from community management;
 * the supplier, registered first, has its administrator accept; the acceptance is recorded as a relationship.
 */
export const partnerRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['community-management'], grantAll);

  app.get(
    '/api/enterprise/partner-invitations',
    {
      schema: {
        querystring: z.object(pagingQuery),
        tags: ['enterprises'],
        response: answers(pageOf(partnerInvitationRow)),
      },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const where = eq(partnerInvitations.enterpriseUid, caller.enterpriseUid);
      const [rows, [total]] = await Promise.all([
        selectInvitations(db)
          .where(where)
          .orderBy(desc(partnerInvitations.createdAt))
          .limit(request.query.page_size)
          .offset(offsetOf(request.query)),
        db.select({ n: count() }).from(partnerInvitations).where(where),
      ]);
      return ok({ data: rows, total: total!.n });
    },
  );

  app.post(
    '/api/enterprise/partner-invitations',
    {
      schema: {
        body: z.object({ supplier_enterprise_no: text(32).min(1) }),
        tags: ['enterprises'],
        response: answers(partnerInvitedAnswer),
      },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      if (caller.staff.enterpriseKind !== 'factory' && caller.staff.enterpriseKind !== 'customer')
        throw new AppError(403, M.invitersOnly);
      const [supplier] = await db
        .select()
        .from(enterprises)
        .where(
          and(
            eq(enterprises.enterpriseNo, request.body.supplier_enterprise_no.trim()),
            eq(enterprises.status, 'active'),
          ),
        );
      if (!supplier) throw new AppError(404, M.noSuchEnterprise, {}, 0, 'supplier_enterprise_no');
      if (supplier.kind !== 'supplier') throw new AppError(400, M.suppliersOnly, {}, 0, 'supplier_enterprise_no');
      const enterpriseUid = caller.enterpriseUid;
      const row = await db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`partner:${enterpriseUid}:${supplier.uid}`}))`);
        const [partner] = await tx
          .select({ uid: enterprisePartners.uid })
          .from(enterprisePartners)
          .where(
            and(
              eq(enterprisePartners.enterpriseUid, enterpriseUid),
              eq(enterprisePartners.partnerEnterpriseUid, supplier.uid),
              eq(enterprisePartners.relation, 'supplier'),
            ),
          );
        if (partner) throw new AppError(409, M.alreadyPartner);
        const [pending] = await tx
          .select({ uid: partnerInvitations.uid })
          .from(partnerInvitations)
          .where(
            and(
              eq(partnerInvitations.enterpriseUid, enterpriseUid),
              eq(partnerInvitations.partnerEnterpriseUid, supplier.uid),
              eq(partnerInvitations.status, 'pending'),
            ),
          );
        if (pending) throw new AppError(409, M.alreadyInvited);
        const [created] = await tx
          .insert(partnerInvitations)
          .values({
            enterpriseUid,
            partnerEnterpriseUid: supplier.uid,
            relation: 'supplier',
            invitedBy: caller.accountUid,
          })
          .returning();
        await recordAudit(tx, {
          actorAccountUid: caller.accountUid,
          enterpriseUid,
          entity: 'partner_invitation',
          entityUid: created!.uid,
          action: 'invite',
          after: { supplier: supplier.enterpriseNo },
          ip: request.ip,
        });
        return created!;
      });
      return ok(
        {
          uid: row.uid,
          status: row.status,
          partner_enterprise_no: supplier.enterpriseNo,
          partner_enterprise_name: supplier.name,
        },
        translate(requestLanguage(request), M.invitationSent),
      );
    },
  );

  app.post(
    '/api/enterprise/partner-invitations/:uid/revoke',
    { schema: { params: uidParams, tags: ['enterprises'], response: answers(nothing) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const uid = knownUid(request.params.uid);
      await decide(uid, eq(partnerInvitations.enterpriseUid, caller.enterpriseUid), 'revoked', caller, request.ip);
      return ok(null);
    },
  );

  /** Invitations addressed to the caller's enterprise (the supplier side); any member may see them. */
  app.get(
    '/api/enterprise/partner-invitations/incoming',
    { schema: { tags: ['enterprises'], response: answers(pageOf(partnerInvitationRow)) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const rows = await selectInvitations(db)
        .where(eq(partnerInvitations.partnerEnterpriseUid, caller.enterpriseUid))
        .orderBy(desc(partnerInvitations.createdAt))
        .limit(100);
      return ok({ data: rows, total: rows.length });
    },
  );

  for (const action of ['accept', 'decline'] as const) {
    app.post(
      `/api/enterprise/partner-invitations/:uid/${action}`,
      { schema: { params: uidParams, tags: ['enterprises'], response: answers(partnerInvitationRow) } },
      async (request) => {
        const caller = signedInToEnterprise(request);
        const uid = knownUid(request.params.uid);
        const invitation = await decide(
          uid,
          eq(partnerInvitations.partnerEnterpriseUid, caller.enterpriseUid),
          action === 'accept' ? 'accepted' : 'declined',
          caller,
          request.ip,
        );
        const language = requestLanguage(request);
        return ok(
          invitation,
          action === 'accept'
            ? translate(language, M.accepted, { name: invitation.enterprise_name })
            : translate(language, M.declined),
        );
      },
    );
  }

  /** Moves a pending invitation on (compare-and-set); accepting records the relationship in the same transaction. */
  async function decide(
    uid: string,
    side: ReturnType<typeof eq>,
    status: 'accepted' | 'declined' | 'revoked',
    caller: SignedIn,
    ip: string,
  ) {
    const [invitation] = await selectInvitations(db).where(and(eq(partnerInvitations.uid, uid), side));
    if (!invitation) throw notFound();
    if (status !== 'revoked') assertSupplierAdmin(caller);
    await db.transaction(async (tx) => {
      const moved = await tx
        .update(partnerInvitations)
        .set({ status, decidedBy: caller.accountUid, decidedAt: sql`now()` })
        .where(and(eq(partnerInvitations.uid, uid), side, eq(partnerInvitations.status, 'pending')))
        .returning({ uid: partnerInvitations.uid });
      if (moved.length === 0) throw new AppError(409, M.invitationClosed);
      if (status === 'accepted') {
        await tx
          .insert(enterprisePartners)
          .values({
            enterpriseUid: invitation.enterprise_uid,
            partnerEnterpriseUid: invitation.partner_enterprise_uid,
            relation: invitation.relation,
            invitationUid: uid,
          })
          .onConflictDoNothing();
      }
      await recordAudit(tx, {
        actorAccountUid: caller.accountUid,
        enterpriseUid: caller.enterpriseUid,
        entity: 'partner_invitation',
        entityUid: uid,
        action: status,
        before: { status: 'pending' },
        after: { status },
        ip,
      });
    });
    return { ...invitation, status };
  }

  /** The caller's relationships: suppliers and customers it has, and enterprises it serves. */
  app.get(
    '/api/enterprise/partners',
    { schema: { tags: ['enterprises'], response: answers(pageOf(partnerRow)) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const me = caller.enterpriseUid;
      const rows = await db
        .select({
          uid: enterprisePartners.uid,
          relation: enterprisePartners.relation,
          created_at: enterprisePartners.createdAt,
          enterprise_uid: inviter.uid,
          enterprise_name: inviter.name,
          partner_enterprise_uid: invitee.uid,
          partner_enterprise_name: invitee.name,
        })
        .from(enterprisePartners)
        .innerJoin(inviter, eq(inviter.uid, enterprisePartners.enterpriseUid))
        .innerJoin(invitee, eq(invitee.uid, enterprisePartners.partnerEnterpriseUid))
        .where(or(eq(enterprisePartners.enterpriseUid, me), eq(enterprisePartners.partnerEnterpriseUid, me)))
        .orderBy(desc(enterprisePartners.createdAt))
        .limit(500);
      return ok({ data: rows, total: rows.length });
    },
  );
};
