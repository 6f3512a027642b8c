import { CLIENT_TYPE, int4, PRODUCT_ID, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { identityFields } from '../../../../platform/session/identity.js';
import { rolesOf } from '../../auth/service/login.js';
import type { AccountDeps } from '../deps.js';
import { setSessionCookie } from '../session-cookie.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { ticketAnswer, ticketLoginAnswer } from '../../schemas.js';
import { ticketService } from '../service/tickets.js';
import { signInRecorder } from '../../sign-in-history/recorder.js';

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
  const tickets = ticketService(db, app.sessionEvents);
  const recorder = signInRecorder(app, db);

  app.post(
    '/api/service/ticket',
    {
      config: { openWhenExpired: true },
      schema: { body: z.object(identityFields).optional(), tags: ['session'], response: answers(ticketAnswer) },
    },
    async (request) => ok(await tickets.issue(signedInToEnterprise(request), request.ip)),
  );

  app.post(
    '/api/service/ticketlogin',
    {
      config: { openWhenExpired: true },
      schema: { body: ticketLoginBody, tags: ['session'], response: answers(ticketLoginAnswer) },
    },
    async (request, reply) => {
      const { session, member, joined, accountUid } = await tickets.signIn(request.body.ticket, {
        clientType: request.body.clienttype ?? CLIENT_TYPE,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, session.token);
      await recorder.succeeded(request, reply, { accountUid, method: 'ticket', enterpriseUid: member.enterprise_uid });
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
      const { session, member, joined, accountUid } = await tickets.signIn(b.ticket, {
        enterpriseUid: b.suppenterpriseuid,
        staffUid: b.staffuid,
        clientType: b.clienttype ?? CLIENT_TYPE,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      setSessionCookie(request, reply, session.token);
      await recorder.succeeded(request, reply, { accountUid, method: 'ticket', enterpriseUid: member.enterprise_uid });
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
