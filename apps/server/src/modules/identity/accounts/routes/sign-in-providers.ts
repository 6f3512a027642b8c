import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { CLIENT_TYPE, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountIdentities, accounts } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { notFound } from '../../../../http/errors.js';
import { listJoinedEnterprises } from '../../auth/service/login.js';
import type { OAuthProvider } from '../../auth/oauth/provider.js';
import { wechatProvider } from '../../auth/oauth/wechat.js';
import { createSession, replaceOtherSessions } from '../../../../platform/session/session-store.js';
import type { AccountDeps } from '../deps.js';
import { setSessionCookie } from '../session-cookie.js';
import { answers, redirectAnswer } from '../../../../http/answer.js';
import { signInProvidersAnswer } from '../../schemas.js';

const STATE_COOKIE = 'pcb_oauth_state';

/**
 * `GET /api/auth/providers` tells the login screen which sign-in ways are on (WeChat only with credentials).
 * WeChat: `/api/auth/wechat/start` (add `?link=1` signed in, to link WeChat to the account) redirects to
 * WeChat; `/api/auth/wechat/callback` signs in the account linked to that WeChat identity.
 */
export const signInProviderRoutes: FastifyPluginAsyncZod<AccountDeps & { wechat?: OAuthProvider | null }> = async (
  app,
  deps,
) => {
  const { db } = deps;
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
      if (!code || !state || !expected || state !== expected) return reply.redirect('/login?wechat=failed');
      let subject: string;
      try {
        ({ subject } = await wechat.exchange(code));
      } catch (error) {
        request.log.warn({ err: error }, 'WeChat code exchange failed');
        return reply.redirect('/login?wechat=failed');
      }
      if (state.startsWith('link.') && request.session) {
        await db
          .insert(accountIdentities)
          .values({ provider: 'wechat', subject, accountUid: request.session.accountUid })
          .onConflictDoNothing();
        return reply.redirect('/personal-Information/index?wechat=linked');
      }
      const [identity] = await db
        .select({ accountUid: accountIdentities.accountUid })
        .from(accountIdentities)
        .innerJoin(accounts, eq(accounts.uid, accountIdentities.accountUid))
        .where(
          and(
            eq(accountIdentities.provider, 'wechat'),
            eq(accountIdentities.subject, subject),
            eq(accounts.status, 'active'),
          ),
        );
      if (!identity) return reply.redirect('/login?wechat=unbound');
      const joined = await listJoinedEnterprises(db, identity.accountUid);
      if (joined.length === 0) return reply.redirect('/login?wechat=noenterprise');
      const only = joined.length === 1 ? joined[0]! : null;
      const session = await createSession(db, {
        accountUid: identity.accountUid,
        enterpriseUid: only?.enterprise_uid ?? null,
        staffUid: only?.staff_uid ?? null,
        clientType: CLIENT_TYPE,
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      if (only) {
        const replaced = await replaceOtherSessions(db, {
          uid: session.uid,
          accountUid: identity.accountUid,
          clientType: CLIENT_TYPE,
        });
        await app.sessionEvents.emit({ sessionUids: replaced, reason: 'replaced' });
      }
      setSessionCookie(request, reply, session.token);
      return reply.redirect(only ? '/login?wechat=ok' : '/login?wechat=ok&to_select=1');
    },
  );
};
