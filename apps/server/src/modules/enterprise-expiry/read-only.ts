import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import { expiryMessages } from './messages.js';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The calls other than reads that an expired enterprise's staff keep (route patterns): signing in and out,
 * session checks and hand-off tickets, the expiry check itself, the bell and the messages they read, their own
 * profile, password and phone, and their own invitations (joining or switching to another enterprise).
 */
const ALLOWED_WHEN_EXPIRED = new Set([
  '/api/service/login',
  '/api/login',
  '/api/atom/logout',
  '/api/atom/auth-info1',
  '/api/verify_login',
  '/api/polling-login',
  '/api/service/ticket',
  '/api/service/ticketlogin',
  '/api/service/ticketsecondlogin',
  '/api/enterprise/expiry',
  '/api/busiservice.pcbuniontrans.workordermessagestatistics',
  '/api/busiservice.pcbuniontrans.biddingmessagequery',
  '/api/messages/read',
  '/api/profile',
  '/api/profile/avatar',
  '/api/busiservice.pcbuniontrans.updatepassword',
  '/api/service/checkpassword',
  '/api/service/phonecode',
  '/api/service/phoneupdate',
  '/api/service/alimessagecode',
  '/api/service/joinenterprise',
  '/api/my/staff-invitations/:uid/accept',
  '/api/my/staff-invitations/:uid/decline',
]);

/** Whether a call is allowed to the staff of an expired enterprise: reads, and the calls listed above. */
export function allowedWhenExpired(method: string, routeUrl: string | undefined, query: unknown): boolean {
  if (READS.has(method)) return true;
  if (!routeUrl) return false;
  if (ALLOWED_WHEN_EXPIRED.has(routeUrl)) return true;
  // The avatar is uploaded as a file first.
  return routeUrl === '/api/file/upload' && (query as { purpose?: string } | undefined)?.purpose === 'avatar';
}

/**
 * Spec 01 §8 enforced on the server: once its expiry date has passed, an enterprise is read-only for its staff —
 * they read their own data, sign out, see the expiry answer (which makes the client log out with its message)
 * and manage their own profile; every other call is refused with 403 and the expiry message, so no new
 * business is done. Runs on every route once its schema accepted the request, before the route's own checks
 * (a preHandler hook of the session plugin, right after the session lookup).
 */
export async function refuseWritesOfExpiredEnterprise(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  const staff = request.session?.staff;
  if (!staff?.expired) return;
  if (allowedWhenExpired(request.method, request.routeOptions.url, request.query)) return;
  throw new AppError(403, expiryMessages.readOnly, { date: staff.expiresOn ?? '' });
}
