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
  type LoginBody,
} from './login.schema.js';
import { loginName, loginRateLimit } from './service/login-rate-limit.js';
import { sweepRateLimits } from './service/rate-limit-sweep.js';
import {
  authenticate,
  authenticatedAccount,
  enterEnterprise,
  listJoinedEnterprises,
  accountsNamed,
  openSession,
  refusedAccountOf,
} from './service/login.js';
import { signInRecorder } from '../sign-in-history/recorder.js';
import { signInFinisher } from './signed-in.js';
import { forcedEnrolmentRoutes } from '../two-factor/policy/sign-in-routes.js';
import { twoFactorPolicyMessages } from '../two-factor/policy/messages.js';
import { openSetupTicket, policiesCovering } from '../two-factor/policy/service.js';
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
import { revokeSession, SESSION_COOKIE } from '../../../platform/session/session-store.js';
import { answers, nothing } from '../../../http/answer.js';
import { enteredEnterpriseAnswer, joinedEnterprisesAnswer, loginAnswer } from '../schemas.js';

export const authRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const limiter = loginRateLimit(db);
  sweepRateLimits(app, db);
  const recorder = signInRecorder(app, db);
  const signedIn = signInFinisher(app, recorder);
  const client = (request: FastifyRequest) => ({ ip: request.ip, userAgent: request.headers['user-agent'] });
  /** The login throttle; a throttled try of a known account is recorded in its history. */
  const throttle = (request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) =>
    limiter
      .check(request, reply)
      .catch(async (error: unknown) =>
        recorder.refused(request, await accountsNamed(db, request.body), 'password', error),
      );

  /**
   * The password step. An account with two-factor on gets no session here unless this browser is trusted: the
   * answer is `two_factor_required` with a challenge for POST /api/login/two-factor, and the throttle's counters
   * are left as they are until the code is right too. A person a two-factor policy covers who has not set it up
   * gets `two_factor_setup_required` with a ticket for the enrolment (POST /api/login/two-factor-setup/…).
   * Every try of a known account is recorded in its sign-in history.
   */
  app.post(
    '/api/service/login',
    {
      config: { openWhenExpired: true },
      schema: { body: loginBody, tags: ['session'], response: answers(passwordStepAnswer) },
      preHandler: throttle,
    },
    async (request, reply) => {
      const body = request.body;
      const who = await authenticate(db, body).catch(async (error: unknown) => {
        const named = refusedAccountOf(error);
        await recorder
          .refused(request, named ? [named] : await accountsNamed(db, body), 'password', error)
          .catch(() => undefined);
        return limiter.failed(request, error);
      });
      const clientType = body.clienttype ?? CLIENT_TYPE;
      const jobNumber = body.login_type === 'jobnumber' ? body.login_jobnumber! : null;
      const language = requestLanguage(request);
      if (await twoFactorOn(db, who.accountUid)) {
        if (!(await isTrustedBrowser(db, request.cookies[TRUSTED_BROWSER_COOKIE], who.accountUid))) {
          const step = await openChallenge(db, {
            accountUid: who.accountUid,
            loginName: loginName(body),
            jobNumber,
            clientType,
          });
          await recorder.attempted(request, [who.accountUid], 'password', 'code_required');
          return ok(step, translate(language, twoFactorMessages.enterCode));
        }
      } else if ((await policiesCovering(db, who.accountUid)).length > 0) {
        await limiter.succeeded(request);
        const step = await openSetupTicket(db, { accountUid: who.accountUid, jobNumber, clientType });
        await recorder.attempted(request, [who.accountUid], 'password', 'setup_required');
        return ok(step, translate(language, twoFactorPolicyMessages.setupRequired));
      }
      await limiter.succeeded(request);
      const outcome = await openSession(db, who, clientType, client(request));
      return signedIn(request, reply, outcome, { accountUid: who.accountUid, method: 'password' });
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
      const refused = (error: unknown) => recorder.refused(request, [challenge.accountUid], 'two_factor', error);
      await limiter
        .checkName(request.ip, challenge.loginName, { accountUid: challenge.accountUid }, reply)
        .catch(refused);
      await proveChallenge(db, challenge, request.body, app.clock.now()).catch(async (error: unknown) => {
        await refused(error).catch(() => undefined);
        return limiter.failedName(request.ip, challenge.loginName, error);
      });
      await limiter.succeededName(request.ip, challenge.loginName);
      const who = await authenticatedAccount(db, challenge.accountUid, challenge.jobNumber).catch(refused);
      const outcome = await openSession(db, who, challenge.clientType, client(request));
      // The session cookie first: clients that keep one cookie keep that one.
      const answer = await signedIn(request, reply, outcome, { accountUid: who.accountUid, method: 'two_factor' });
      if (request.body.trust_browser) {
        reply.setCookie(TRUSTED_BROWSER_COOKIE, await trustBrowser(db, who.accountUid, client(request).userAgent), {
          path: '/api/',
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          maxAge: TRUSTED_BROWSER_DAYS * 24 * 3600,
        });
      }
      return answer;
    },
  );

  forcedEnrolmentRoutes(app, { db, signedIn, recorder });

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
