import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { unauthorized } from '../../http/errors.js';
import { refuseWritesOfExpiredEnterprise } from '../access/read-only.js';
import { refuseAnotherProduct } from './product-check.js';
import { LiveSessions } from './live-sessions.js';
import { SessionAccounts } from './session-accounts.js';
import { SessionEvents } from './session-events.js';
import { findActiveSession, SESSION_COOKIE, type SessionContext } from './session-store.js';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session; null on routes with `config.session: 'account'`. */
    session: SessionContext;
    /** The account of a live session cookie, on every /api/ route. */
    sessionAccountUid: string | null;
  }
  interface FastifyContextConfig {
    /** 'account': the route needs only who is signed in, not the session (a cached lookup, see session-accounts.ts). */
    session?: 'full' | 'account';
  }
  interface FastifyInstance {
    /** Sessions replaced, logged out or ended by a password change (see session-events.ts). */
    sessionEvents: SessionEvents;
    /** Signed-in sessions kept for reads on PostgreSQL (live-sessions.ts). */
    liveSessions: LiveSessions;
  }
}

export type SignedIn = NonNullable<SessionContext> & { staff: NonNullable<NonNullable<SessionContext>['staff']> };

/** The caller's session, signed in whether or not it has entered an enterprise yet, or 401. */
export function sessionOf(request: FastifyRequest): NonNullable<SessionContext> {
  const session = request.session;
  if (!session) throw unauthorized();
  return session;
}

/** The caller inside an enterprise, or 401. */
export function signedIn(request: FastifyRequest): SignedIn {
  const session = request.session;
  if (!session?.staff || session.staff.status !== 'active') throw unauthorized();
  return session as SignedIn;
}

/** Methods that change nothing: their session may come from memory (live-sessions.ts). */
const READS = new Set(['GET', 'HEAD']);

export const sessionPlugin = fp(
  async (app: FastifyInstance, opts: { db: Database; databaseUrl?: string; sessionCacheMs: number }) => {
    app.decorateRequest('session', null);
    app.decorateRequest('sessionAccountUid', null);
    app.decorate(
      'sessionEvents',
      new SessionEvents((error) => app.log.error({ err: error }, 'session event listener failed')),
    );
    const accounts = new SessionAccounts(opts.db);
    app.sessionEvents.on(({ sessionUids }) => accounts.forget(sessionUids));
    const liveSessions = new LiveSessions(
      (token) => findActiveSession(opts.db, token),
      opts.databaseUrl ? opts.sessionCacheMs : 0,
    );
    if (opts.databaseUrl)
      await liveSessions.listen(opts.databaseUrl, (error) =>
        app.log.error({ err: error }, 'live session notifications'),
      );
    app.addHook('onClose', () => liveSessions.close());
    app.decorate('liveSessions', liveSessions);
    const attachSession = async (request: FastifyRequest) => {
      const token = request.cookies[SESSION_COOKIE];
      if (!token) return;
      if (request.routeOptions.config?.session === 'account') {
        request.sessionAccountUid = await accounts.accountOf(token);
        return;
      }
      request.session = READS.has(request.method) ? await liveSessions.forRead(token) : await liveSessions.fresh(token);
      request.sessionAccountUid = request.session?.accountUid ?? null;
    };
    // The session is looked up after the route's schema has accepted the request (a bad body costs no database
    // work, signed in or not, as it already did anonymously); the WebSocket checks it before its upgrade.
    app.addHook('onRequest', async (request) => {
      if (request.url.split('?')[0] === '/ws') await attachSession(request);
    });
    app.addHook('preValidation', async (request) => {
      if (request.url.startsWith('/api/')) refuseAnotherProduct(request);
    });
    app.addHook('preHandler', async (request) => {
      if (request.url.startsWith('/api/')) await attachSession(request);
    });
    app.addHook('preHandler', refuseWritesOfExpiredEnterprise);
    // A write forgets every kept session before its answer leaves, so its caller's next read sees what it changed.
    app.addHook('onSend', async (request) => {
      if (!READS.has(request.method) && request.method !== 'OPTIONS') liveSessions.forgetAll();
    });
  },
);
