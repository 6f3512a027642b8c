import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE, SESSION_TTL_MS } from '../../../platform/session/session-store.js';

/** The same cookie the login service sets: HttpOnly, SameSite=Lax, Secure behind TLS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    maxAge: SESSION_TTL_MS / 1000,
  });
}
