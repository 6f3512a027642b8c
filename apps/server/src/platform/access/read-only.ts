import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { accessMessages } from './messages.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A call other than a read that the staff of an expired enterprise keep (spec 01 §8): signing in and out,
     * session checks and hand-off tickets, the expiry check, the bell, their own profile, password, phone and
     * invitations. A function decides per request (the file service keeps only the avatar upload open).
     */
    openWhenExpired?: boolean | ((request: FastifyRequest) => boolean);
  }
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether the staff of an expired enterprise may make this call: reads, and the routes that declare it. */
export function openWhenExpired(request: Pick<FastifyRequest, 'method' | 'routeOptions'>): boolean {
  if (READS.has(request.method)) return true;
  const open = request.routeOptions.config?.openWhenExpired;
  return typeof open === 'function' ? open(request as FastifyRequest) : open === true;
}

/**
 * Spec 01 §8 enforced on the server: once its expiry date has passed, an enterprise is read-only for its staff.
 * They read, sign out, see the expiry answer (which makes the client log out with its message) and manage their
 * own profile; every other call is refused with 403 and the expiry message, so no new business is done. A
 * preHandler of the session plugin, right after the session lookup and before the route's own checks.
 */
export async function refuseWritesOfExpiredEnterprise(request: FastifyRequest): Promise<void> {
  const staff = request.session?.staff;
  if (!staff?.expired || openWhenExpired(request)) return;
  throw new AppError(403, accessMessages.readOnlyWhenExpired, { date: staff.expiresOn ?? '' });
}
