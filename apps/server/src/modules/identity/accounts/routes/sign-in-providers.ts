import { randomBytes } from 'node:crypto';
import { CLIENT_TYPE, PRODUCT_ID, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { notFound } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { listJoinedEnterprises, openSession, rolesOf } from '../../auth/service/login.js';
import type { OAuthProvider } from '../../auth/oauth/provider.js';
import { wechatProvider } from '../../auth/oauth/wechat.js';
import { accountForWeChat, linkWeChat, weChatStanding } from '../../auth/oauth/wechat-account.js';
import { wechatMessages } from '../../auth/oauth/messages.js';
import { sessionOf } from '../../../../platform/session/session-plugin.js';
import type { AccountDeps } from '../deps.js';
import { setSessionCookie } from '../session-cookie.js';
import { signInRecorder } from '../../sign-in-history/recorder.js';
import { answers, redirectAnswer } from '../../../../http/answer.js';
import { loginAnswer, signInProvidersAnswer, weChatStandingAnswer } from '../../schemas.js';

const STATE_COOKIE = 'pcb_oauth_state';
const PROFILE = '/personal-Information/index';

/**
 * `GET /api/auth/providers` tells the login screen which sign-in ways are on (WeChat only with credentials).
 * WeChat: `/api/auth/wechat/start` (add `?link=1` signed in, to link WeChat to the account) redirects to
 * WeChat; `/api/auth/wechat/callback` signs in the account linked to that WeChat identity, creating a WeChat-only
 * account the first time, and sends the browser to `/login?wechat=ok` (or `=failed`, `=denied`, `=disabled`,
 * `=noenterprise`); the login page then reads `GET /api/auth/wechat/signed-in`, the login answer of that session.
 */
export const signInProviderRoutes: FastifyPluginAsyncZod<AccountDeps & { wechat?: OAuthProvider | null }> = async (
  app,
  deps,
) => {
  const { db } = deps;
  const recorder = signInRecorder(app, db);
  const wechat =
    deps.wechat !== undefined ? deps.wechat : deps.settings.wechat ? wechatProvider(deps.settings.wechat) : null;

  app.get(
    '/api/auth/providers',
    { schema: { tags: ['session'], response: answers(signInProvidersAnswer) } },
    async () => ok({ password: true, wechat: !!wechat }),
  );

  app.get(
    '/api/auth/wechat/start',
    {
      schema: {
        querystring: z.object({ link: z.enum(['0', '1']).optional() }),
        tags: ['session'],
        response: redirectAnswer,
      },
    },
    async (request, reply) => {
      if (!wechat) throw notFound();
      const linking = request.query.link === '1' && !!request.session;
      const state = `${linking ? 'link' : 'login'}.${randomBytes(16).toString('base64url')}`;
      reply.setCookie(STATE_COOKIE, state, {
        path: '/api/auth/wechat',
        httpOnly: true,
        sameSite: 'lax',
        secure: request.protocol === 'https',
        maxAge: 600,
      });
      const redirectUri = `${request.protocol}://${request.host}/api/auth/wechat/callback`;
      return reply.redirect(wechat.authorizeUrl({ redirectUri, state }));
    },
  );

  app.get(
    '/api/auth/wechat/callback',
    {
      schema: {
        querystring: z.object({ code: text(256).optional(), state: text(128).optional() }),
        tags: ['session'],
        response: redirectAnswer,
      },
    },
    async (request, reply) => {
      if (!wechat) throw notFound();
      const expected = request.cookies[STATE_COOKIE];
      reply.clearCookie(STATE_COOKIE, { path: '/api/auth/wechat' });
      const { code, state } = request.query;
      if (!state || !expected || state !== expected) return reply.redirect('/login?wechat=failed');
      const linking = state.startsWith('link.') && !!request.session;
      // WeChat sends the person back without a code when they refuse on the phone.
      if (!code) return reply.redirect(linking ? `${PROFILE}?wechat=denied` : '/login?wechat=denied');
      let person: { subject: string; displayName?: string };
      try {
        person = await wechat.exchange(code);
      } catch (error) {
        request.log.warn({ err: error }, 'WeChat code exchange failed');
        return reply.redirect(linking ? `${PROFILE}?wechat=failed` : '/login?wechat=failed');
      }
      if (linking) {
        const linked = await linkWeChat(db, request.session!.accountUid, person.subject);
        return reply.redirect(`${PROFILE}?wechat=${linked ? 'linked' : 'taken'}`);
      }
      const account = await accountForWeChat(db, person, {
        defaultName: translate(requestLanguage(request), wechatMessages.defaultName),
        ip: request.ip,
      });
      if ('refused' in account) return reply.redirect(`/login?wechat=${account.refused}`);
      const joined = await listJoinedEnterprises(db, account.accountUid);
      if (joined.length === 0) return reply.redirect('/login?wechat=noenterprise');
      const outcome = await openSession(db, { ...account, joined }, CLIENT_TYPE, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await app.sessionEvents.emit({ sessionUids: outcome.replaced, reason: 'replaced' });
      setSessionCookie(request, reply, outcome.token);
      await recorder.succeeded(request, reply, {
        accountUid: account.accountUid,
        method: 'wechat',
        enterpriseUid: joined.length === 1 ? joined[0]!.enterprise_uid : null,
      });
      return reply.redirect('/login?wechat=ok');
    },
  );

  /** The login answer of the session the callback opened, as `POST /api/service/login` gives it. */
  app.get(
    '/api/auth/wechat/signed-in',
    { config: { openWhenExpired: true }, schema: { tags: ['session'], response: answers(loginAnswer) } },
    async (request) => {
      const session = sessionOf(request);
      const joined = await listJoinedEnterprises(db, session.accountUid);
      const entered = joined.find((j) => j.enterprise_uid === session.enterpriseUid) ?? null;
      return ok({
        sessionID: session.uid,
        usercode: session.userNo,
        productid: PRODUCT_ID,
        joined_enterprise_info: joined,
        user_role_info: entered ? rolesOf(entered) : [],
        choose_enterprise: !entered,
      });
    },
  );

  /** Whether the caller's account is WeChat-only (the profile then offers to bind a phone). */
  app.get(
    '/api/profile/wechat',
    { config: { openWhenExpired: true }, schema: { tags: ['profile'], response: answers(weChatStandingAnswer) } },
    async (request) => ok(await weChatStanding(db, sessionOf(request).accountUid)),
  );
};
