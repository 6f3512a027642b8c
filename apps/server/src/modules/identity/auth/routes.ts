import { CLIENT_TYPE } from '@pcbunion/core';
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
import { loginName, loginRateLimit } from './service/login-rate-limit.js';
import { sweepRateLimits } from './service/rate-limit-sweep.js';
import {
  authenticate,
  authenticatedAccount,
  enterEnterprise,
  listJoinedEnterprises,
  openSession,
  type LoginOutcome,
} from './service/login.js';
import { twoFactorSignInBody, passwordStepAnswer } from '../two-factor/schemas.js';
import { twoFactorMessages } from '../two-factor/messages.js';
import {
  findChallenge,
  isTrustedBrowser,
  openChallenge,
  proveChallenge,
  trustBrowser,
  TRUSTED_BROWSER_COOKIE,
  TRUSTED_BROWSER_DAYS,
  twoFactorOn,
} from '../two-factor/service/sign-in.js';
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
  /** The session of a finished sign-in: its cookie, the sessions it replaced told, the answer. */
  const signedIn = async (request: FastifyRequest, reply: FastifyReply, outcome: LoginOutcome) => {
    await app.sessionEvents.emit({ sessionUids: outcome.replaced, reason: 'replaced' });
    setSessionCookie(request, reply, outcome.token);
    const key = outcome.answer.choose_enterprise ? 'chooseEnterprise' : 'loginOk';
    return ok(outcome.answer, translate(requestLanguage(request), key));
  };
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });

  /**
   * The password step. An account with two-factor on gets no session here unless this browser is trusted: the
   * answer is `two_factor_required` with a challenge for POST /api/login/two-factor, and the throttle's counters
   * are left as they are until the code is right too.
   */
  app.post(
    '/api/service/login',
    {
      config: { openWhenExpired: true },
      schema: { body: loginBody, tags: ['session'], response: answers(passwordStepAnswer) },
      preHandler: limiter.check,
    },
    async (request, reply) => {
      const body = request.body;
      const who = await authenticate(db, body).catch((error) => limiter.failed(request, error));
      const clientType = body.clienttype ?? CLIENT_TYPE;
      if (
        (await twoFactorOn(db, who.accountUid)) &&
        !(await isTrustedBrowser(db, request.cookies[TRUSTED_BROWSER_COOKIE], who.accountUid))
      ) {
        const step = await openChallenge(db, {
          accountUid: who.accountUid,
          loginName: loginName(body),
          jobNumber: body.login_type === 'jobnumber' ? body.login_jobnumber! : null,
          clientType,
        });
        return ok(step, translate(requestLanguage(request), twoFactorMessages.enterCode));
      }
      await limiter.succeeded(request);
      return signedIn(request, reply, await openSession(db, who, clientType, client(request)));
    },
  );

  /**
   * The code step (issue 33): the challenge of the password step and a current code (or a recovery code). A wrong
   * one counts as a wrong password of the login name; a right one signs in exactly as the password step would
   * have, and with `trust_browser` sets a 30-day cookie that skips this step on this browser.
   */
  app.post(
    '/api/login/two-factor',
    {
      config: { openWhenExpired: true },
      schema: { body: twoFactorSignInBody, tags: ['session'], response: answers(loginAnswer) },
    },
    async (request, reply) => {
      const challenge = await findChallenge(db, request.body.challenge);
      await limiter.checkName(request.ip, challenge.loginName, { accountUid: challenge.accountUid }, reply);
      await proveChallenge(db, challenge, request.body, app.clock.now()).catch((error) =>
        limiter.failedName(request.ip, challenge.loginName, error),
      );
      await limiter.succeededName(request.ip, challenge.loginName);
      const who = await authenticatedAccount(db, challenge.accountUid, challenge.jobNumber);
      if (request.body.trust_browser) {
        reply.setCookie(TRUSTED_BROWSER_COOKIE, await trustBrowser(db, who.accountUid, client(request).userAgent), {
          path: '/api/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: TRUSTED_BROWSER_DAYS * 24 * 3600,
        });
      }
      return signedIn(request, reply, await openSession(db, who, challenge.clientType, client(request)));
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
