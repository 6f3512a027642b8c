import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../../../../db/client.js';
import { accounts, sessions, staff } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import { assertUnder, clear, enforce, hit, pendingDelay, tooMany } from '../../accounts/service/rate-limit.js';
import { loadAccountSettings } from '../../accounts/settings.js';
import type { LoginBody } from '../login.schema.js';

const FAILURE_WINDOW_SECONDS = 15 * 60;
/** An address the account signed in from within this time is the owner's own. */
const KNOWN_ADDRESS_DAYS = 90;

/** The login name a try is counted against: the same person by phone, e-mail or job number. */
function loginName(body: LoginBody): string {
  if (body.login_type === 'phone') return `phone:${body.phone_area_code} ${body.login_phone}`;
  if (body.login_type === 'email') return `email:${(body.login_email ?? '').toLowerCase()}`;
  return `job:${body.login_jobnumber}`;
}

/** Has an account of this login name signed in from this address lately? (Then the address is its owner's.) */
async function knownAddress(db: Database, body: LoginBody, ip: string): Promise<boolean> {
  const recent = and(
    eq(sessions.ip, ip),
    gt(sessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
  );
  const named =
    body.login_type === 'phone'
      ? and(eq(accounts.phoneAreaCode, body.phone_area_code!), eq(accounts.phone, body.login_phone!))
      : body.login_type === 'email'
        ? sql`lower(${accounts.email}) = lower(${body.login_email!})`
        : sql`exists (select 1 from ${staff} where ${staff.accountUid} = ${accounts.uid} and ${staff.jobNumber} = ${body.login_jobnumber!})`;
  const [row] = await db
    .select({ uid: sessions.uid })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.uid, sessions.accountUid))
    .where(and(named, recent))
    .limit(1);
  return row !== undefined;
}

/**
 * Login throttling (counted in the database, so every server instance shares it), after OWASP's advice: slow
 * the guesser down, never lock the owner out.
 * - every try counts per address per minute (a flood from one address gets 429);
 * - wrong passwords and unknown names per address, whatever the name: past the limit that address waits out
 *   the 15-minute window (it is the guesser's own address);
 * - wrong passwords per login name AND address: after `loginFailuresPerAccount` free ones, each further try
 *   from that address waits 1, 2, 4 … s (at most `loginDelayMaxSeconds`) — another address is not slowed;
 * - wrong passwords per login name from all addresses (a guess spread over many addresses): past
 *   `loginFailuresPerAccountAll`, addresses the account has not signed in from lately get the same growing
 *   delay; the owner's own addresses never do.
 * A refusal is 429 "try again in N s" in the caller's language with Retry-After, before the password is looked at.
 * A successful login clears its own name-and-address counter.
 */
export function loginRateLimit(db: Database) {
  const { limits } = loadAccountSettings();
  const window = {
    windowSeconds: FAILURE_WINDOW_SECONDS,
    maxDelaySeconds: limits.loginDelayMaxSeconds,
    holdSeconds: limits.loginDelayMaxSeconds,
  };
  const perNameAndAddress = (body: LoginBody, ip: string) => ({
    key: `login-fail:${loginName(body)}@${ip}`,
    max: 0,
    free: limits.loginFailuresPerAccount,
    ...window,
  });
  const perName = (body: LoginBody) => ({
    key: `login-fail-all:${loginName(body)}`,
    max: 0,
    free: limits.loginFailuresPerAccountAll,
    ...window,
  });
  const perAddressFailures = (ip: string) => ({
    key: `login-fail-address:${ip}`,
    max: limits.loginFailuresPerAddress,
    windowSeconds: FAILURE_WINDOW_SECONDS,
  });
  const wait = (reply: FastifyReply, seconds: number) => {
    if (seconds > 0) throw tooMany(reply, seconds);
  };
  return {
    async check(request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) {
      await enforce(
        db,
        { key: `login-address:${request.ip}`, max: limits.loginsPerAddressPerMinute, windowSeconds: 60 },
        reply,
      );
      await assertUnder(db, perAddressFailures(request.ip), reply);
      wait(reply, await pendingDelay(db, perNameAndAddress(request.body, request.ip)));
      const spread = await pendingDelay(db, perName(request.body));
      if (spread > 0 && !(await knownAddress(db, request.body, request.ip))) wait(reply, spread);
    },
    /** Counts a refused login (unknown name or wrong password) and rethrows the refusal. */
    async failed(request: FastifyRequest<{ Body: LoginBody }>, error: unknown): Promise<never> {
      if (error instanceof AppError && error.statusCode === 401) {
        await hit(db, perNameAndAddress(request.body, request.ip));
        await hit(db, perName(request.body));
        await hit(db, perAddressFailures(request.ip));
      }
      throw error;
    },
    async succeeded(request: FastifyRequest<{ Body: LoginBody }>): Promise<void> {
      await clear(db, perNameAndAddress(request.body, request.ip).key);
    },
  };
}
