import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { forbidden } from '../../../http/errors.js';
import { sessionOf } from '../../../platform/session/session-plugin.js';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import {
  atomLoginBody,
  enterEnterpriseBody,
  joinedEnterprisesBody,
  loginBody,
  type EnterEnterpriseBody,
} from './login.schema.js';
import { loginRateLimit } from './service/login-rate-limit.js';
import { sweepRateLimits } from './service/rate-limit-sweep.js';
import { enterEnterprise, listJoinedEnterprises, login } from './service/login.js';
import { revokeSession, SESSION_COOKIE, SESSION_TTL_MS } from '../../../platform/session/session-store.js';
import { answers, nothing } from '../../../http/answer.js';
import { enteredEnterpriseAnswer, joinedEnterprisesAnswer, loginAnswer } from '../schemas.js';

function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}

export const authRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const limiter = loginRateLimit(db);
  sweepRateLimits(app, db);
  app.post(
    '/api/service/login',
    {
      config: { openWhenExpired: true },
      schema: { body: loginBody, tags: ['session'], response: answers(loginAnswer) },
      preHandler: limiter.check,
    },
    async (request, reply) => {
      const outcome = await login(db, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] }).catch(
        (error) => limiter.failed(request, error),
      );
      await limiter.succeeded(request);
      await app.sessionEvents.emit({ sessionUids: outcome.replaced, reason: 'replaced' });
      setSessionCookie(request, reply, outcome.token);
      const key = outcome.answer.choose_enterprise ? 'chooseEnterprise' : 'loginOk';
      return ok(outcome.answer, translate(requestLanguage(request), key));
    },
  );

  /** Enters the membership the body names (service `enterEnterprise`); /login and atom/login share it. */
  const enter = async (request: FastifyRequest<{ Body: EnterEnterpriseBody }>) => {
    const session = sessionOf(request);
    const { member, roles, productid, replaced } = await enterEnterprise(db, session, request.body);
    await app.sessionEvents.emit({ sessionUids: replaced, reason: 'replaced' });
    return ok({
      sessionID: session.uid,
      usercode: session.userNo,
      productid,
      user_role_info: roles,
      enterprise: member,
    });
  };
  const entering = { config: { openWhenExpired: true }, tags: ['session'], response: answers(enteredEnterpriseAnswer) };

  /** POST /login of spec 01 §7: enter the enterprise named by `enterprise_uid` (or `staff_uid`). */
  app.post(
    '/api/login',
    {
      config: entering.config,
      schema: { body: enterEnterpriseBody, tags: entering.tags, response: entering.response },
    },
    enter,
  );

  /** POST atom/login of spec 01 §7 (`staff_uid`, `phone` → code 1, msg, user_role_info): the same service. */
  app.post(
    '/api/atom/login',
    { config: entering.config, schema: { body: atomLoginBody, tags: entering.tags, response: entering.response } },
    enter,
  );

  app.post(
    '/api/service/joined-enterprises',
    {
      config: { openWhenExpired: true },
      schema: { body: joinedEnterprisesBody, tags: ['session'], response: answers(joinedEnterprisesAnswer) },
    },
    async (request) => {
      const session = sessionOf(request);
      const b = request.body ?? {};
      // The spec's payload names the account by its phone: only the caller's own account answers.
      if (
        b.phone !== undefined &&
        (b.phone !== session.phone || (b.phone_area_code ?? '+86') !== session.phoneAreaCode)
      )
        throw forbidden();
      return ok({ joined_enterprise_info: await listJoinedEnterprises(db, session.accountUid) });
    },
  );

  app.post(
    '/api/atom/logout',
    {
      config: { openWhenExpired: true },
      schema: { body: z.object({}).passthrough().optional(), tags: ['session'], response: answers(nothing) },
    },
    async (request, reply) => {
      if (request.session) {
        await revokeSession(db, request.session.uid, 'logout');
        await app.sessionEvents.emit({ sessionUids: [request.session.uid], reason: 'logout' });
      }
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return ok(null);
    },
  );
};
