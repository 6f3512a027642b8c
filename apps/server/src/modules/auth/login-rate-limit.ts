import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { AppError } from '../../http/errors.js';
import { assertUnder, enforce, hit } from '../accounts/rate-limit.js';
import { loadAccountSettings } from '../accounts/settings.js';
import type { LoginBody } from './login.schema.js';

const FAILURE_WINDOW_SECONDS = 15 * 60;

/** The login name a try is counted against: the same person by phone, e-mail or job number. */
function loginName(body: LoginBody): string {
  if (body.login_type === 'phone') return `phone:${body.phone_area_code} ${body.login_phone}`;
  if (body.login_type === 'email') return `email:${(body.login_email ?? '').toLowerCase()}`;
  return `job:${body.login_jobnumber}`;
}

/**
 * Login rate limits (counted in the database, so every server instance shares them): every try counts per
 * address per minute; wrong passwords and unknown names count per login name and per address for 15 minutes.
 * Past a limit the answer is 429 "try again in N s" in the caller's language, before the password is looked at.
 */
export function loginRateLimit(db: Database) {
  const { limits } = loadAccountSettings();
  const perName = (body: LoginBody) => ({ key: `login-fail:${loginName(body)}`, max: limits.loginFailuresPerAccount, windowSeconds: FAILURE_WINDOW_SECONDS });
  const perAddressFailures = (ip: string) => ({ key: `login-fail-address:${ip}`, max: limits.loginFailuresPerAddress, windowSeconds: FAILURE_WINDOW_SECONDS });
  return {
    async check(request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) {
      await enforce(db, { key: `login-address:${request.ip}`, max: limits.loginsPerAddressPerMinute, windowSeconds: 60 }, reply);
      await assertUnder(db, perAddressFailures(request.ip), reply);
      await assertUnder(db, perName(request.body), reply);
    },
    /** Counts a refused login (unknown name or wrong password) and rethrows the refusal. */
    async failed(request: FastifyRequest<{ Body: LoginBody }>, error: unknown): Promise<never> {
      if (error instanceof AppError && error.statusCode === 401) {
        await hit(db, perName(request.body));
        await hit(db, perAddressFailures(request.ip));
      }
      throw error;
    },
  };
}
