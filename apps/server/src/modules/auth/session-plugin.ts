import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { hasAuthCode } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { forbidden, unauthorized } from '../../http/errors.js';
import { authCodeOf } from '../menus/catalogue-index.js';
import { SessionEvents } from './session-events.js';
import { findActiveSession, SESSION_COOKIE, type SessionContext } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionContext;
  }
  interface FastifyInstance {
    /** Sessions replaced, logged out or ended by a password change (see session-events.ts). */
    sessionEvents: SessionEvents;
  }
}

export type SignedIn = NonNullable<SessionContext> & { staff: NonNullable<NonNullable<SessionContext>['staff']> };

/** The caller inside an enterprise, or 401. */
export function signedIn(request: FastifyRequest): SignedIn {
  const session = request.session;
  if (!session?.staff || session.staff.status !== 'active') throw unauthorized();
  return session as SignedIn;
}

/**
 * preHandler that refuses a caller whose permission mask lacks the menu's auth code (spec 01 §6),
 * so a hidden menu is also a closed endpoint.
 */
export function requireMenu(packageUrl: string, opts: { grantAll: boolean }): preHandlerAsyncHookHandler {
  const authCode = authCodeOf(packageUrl);
  return async (request: FastifyRequest, _reply: FastifyReply) => {
    const caller = signedIn(request);
    if (opts.grantAll) return;
    if (!hasAuthCode(caller.staff.permissionMask, authCode)) throw forbidden();
  };
}

export const sessionPlugin = fp(async (app: FastifyInstance, opts: { db: Database }) => {
  app.decorateRequest('session', null);
  app.decorate('sessionEvents', new SessionEvents((error) => app.log.error({ err: error }, 'session event listener failed')));
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/') && request.url.split('?')[0] !== '/ws') return;
    const token = request.cookies[SESSION_COOKIE];
    request.session = token ? await findActiveSession(opts.db, token) : null;
  });
});
