import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { CLIENT_TYPE, int4, PRODUCT_ID, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginTickets } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import type { LocalizedText } from '../../../../http/messages.js';
import { identityFields } from '../../../../platform/session/identity.js';
import { listJoinedEnterprises, rolesOf } from '../../auth/service/login.js';
import { createSession, replaceOtherSessions } from '../../../../platform/session/session-store.js';
import type { AccountDeps } from '../deps.js';
import { setSessionCookie } from '../session-cookie.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { ticketAnswer, ticketLoginAnswer } from '../../schemas.js';

/** A ticket lives one minute and works once. */
export const TICKET_TTL_SECONDS = 60;

const ticketInvalid: LocalizedText = {
  en: 'The ticket is invalid, used or expired; get a new one',
  'zh-CN': '票据无效、已使用或已过期，请重新获取',
  'zh-TW': '票據無效、已使用或已過期，請重新獲取',
  es: 'El ticket no es válido, ya se usó o caducó; pida otro',
  ja: 'チケットが無効、使用済み、または期限切れです。再取得してください',
};

const hashTicket = (ticket: string) => createHash('sha256').update(ticket).digest('hex');

const ticketLoginBody = z.object({
  ticket: text(128).min(1),
  clienttype: int4({ min: 1, max: 9, coerce: true }).optional(),
  ...identityFields,
});
const ticketSecondLoginBody = z.object({
  ticket: text(128).min(1),
  suppenterpriseuid: z.uuid(),
  staffuid: z.uuid().optional(),
  login_type: text(16).optional(),
  login_ip: text(64).optional(),
  entpName: text(200).optional(),
  clienttype: int4({ min: 1, max: 9, coerce: true }).optional(),
  productid: text(200).optional(),
});

/**
 * Hand-off to a second client: `POST /api/service/ticket` (signed in) issues a one-minute, single-use ticket;
 * `ticketlogin` exchanges it for a session of the same account in the same enterprise; `ticketsecondlogin`
 * for a session in another enterprise of the same account (suppenterpriseuid). Pass another `clienttype`
 * to keep the first client's session (one session per account and client type).
 */
export const ticketServices: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/ticket',
    {
      config: { openWhenExpired: true },
      schema: { body: z.object(identityFields).optional(), tags: ['session'], response: answers(ticketAnswer) },
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const ticket = randomBytes(24).toString('base64url');
      await db.insert(loginTickets).values({
        ticketHash: hashTicket(ticket),
        accountUid: caller.accountUid,
        enterpriseUid: caller.enterpriseUid,
        staffUid: caller.staffUid!,
        expiresAt: sql`now() + make_interval(secs => ${TICKET_TTL_SECONDS})`,
        ip: request.ip,
      });
      return ok({ ticket, expires_seconds: TICKET_TTL_SECONDS });
    },
  );

  /** Uses the ticket up (compare-and-set) and answers whose it is. */
  const redeem = async (ticket: string) => {
    const [row] = await db
      .update(loginTickets)
      .set({ usedAt: sql`now()` })
      .where(
        and(
          eq(loginTickets.ticketHash, hashTicket(ticket)),
          isNull(loginTickets.usedAt),
          gt(loginTickets.expiresAt, sql`now()`),
        ),
      )
      .returning();
    if (!row) throw new AppError(401, ticketInvalid, {}, 0, 'ticket');
    return row;
  };

  const enter = async (
    accountUid: string,
    enterpriseUid: string,
    staffUid: string | undefined,
    clientType: number,
    ip: string,
    userAgent?: string,
  ) => {
    const joined = await listJoinedEnterprises(db, accountUid);
    const member = joined.find((j) => j.enterprise_uid === enterpriseUid && (!staffUid || j.staff_uid === staffUid));
    if (!member) throw new AppError(403, 'notAMember');
    const session = await createSession(db, {
      accountUid,
      enterpriseUid,
      staffUid: member.staff_uid,
      clientType,
      ip,
      userAgent,
    });
    const replaced = await replaceOtherSessions(db, { uid: session.uid, accountUid, clientType });
    await app.sessionEvents.emit({ sessionUids: replaced, reason: 'replaced' });
    return { session, member, joined };
  };

  app.post(
    '/api/service/ticketlogin',
    {
      config: { openWhenExpired: true },
      schema: { body: ticketLoginBody, tags: ['session'], response: answers(ticketLoginAnswer) },
    },
    async (request, reply) => {
      const row = await redeem(request.body.ticket);
      const { session, member, joined } = await enter(
        row.accountUid,
        row.enterpriseUid,
        row.staffUid,
        request.body.clienttype ?? CLIENT_TYPE,
        request.ip,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, session.token);
      return ok({
        sessionID: session.uid,
        productid: PRODUCT_ID,
        joined_enterprise_info: joined,
        user_role_info: rolesOf(member),
        enterprise: member,
        choose_enterprise: false,
      });
    },
  );

  app.post(
    '/api/service/ticketsecondlogin',
    {
      config: { openWhenExpired: true },
      schema: { body: ticketSecondLoginBody, tags: ['session'], response: answers(ticketLoginAnswer) },
    },
    async (request, reply) => {
      const b = request.body;
      const row = await redeem(b.ticket);
      const { session, member, joined } = await enter(
        row.accountUid,
        b.suppenterpriseuid,
        b.staffuid,
        b.clienttype ?? CLIENT_TYPE,
        request.ip,
        request.headers['user-agent'],
      );
      setSessionCookie(request, reply, session.token);
      return ok({
        sessionID: session.uid,
        productid: PRODUCT_ID,
        joined_enterprise_info: joined,
        user_role_info: rolesOf(member),
        enterprise: member,
        choose_enterprise: false,
      });
    },
  );
};
