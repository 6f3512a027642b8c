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
export function loginName(body: LoginBody): string {
  if (body.login_type === 'phone') return `phone:${body.phone_area_code} ${body.login_phone}`;
  if (body.login_type === 'email') return `email:${(body.login_email ?? '').toLowerCase()}`;
  return `job:${body.login_jobnumber}`;
}

/**
 * Has an account of this login name (or this account, at the two-factor step) signed in from this address lately?
 * (Then the address is its owner's.)
 */
async function knownAddress(db: Database, body: LoginBody | { accountUid: string }, ip: string): Promise<boolean> {
  const recent = and(
    eq(sessions.ip, ip),
    gt(sessions.createdAt, sql`now() - make_interval(days => ${KNOWN_ADDRESS_DAYS})`),
  );
  const named =
    'accountUid' in body
      ? eq(accounts.uid, body.accountUid)
      : body.login_type === 'phone'
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
 * A successful login clears its own name-and-address counter. A wrong code at the two-factor step counts as a wrong
 * password of the login name the challenge was opened for (`checkName`, `failedName`, `succeededName`); a correct
 * password of an account with two-factor on clears nothing until the code is right too.
 */
export function loginRateLimit(db: Database) {
  const { limits } = loadAccountSettings();
  const window = {
    windowSeconds: FAILURE_WINDOW_SECONDS,
    maxDelaySeconds: limits.loginDelayMaxSeconds,
    holdSeconds: limits.loginDelayMaxSeconds,
  };
  const perNameAndAddress = (name: string, ip: string) => ({
    key: `login-fail:${name}@${ip}`,
    max: 0,
    free: limits.loginFailuresPerAccount,
    ...window,
  });
  const perName = (name: string) => ({
    key: `login-fail-all:${name}`,
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
  /** Refuses (429) before anything is checked when the address or the name must wait. */
  const checkName = async (
    ip: string,
    name: string,
    owner: LoginBody | { accountUid: string },
    reply: FastifyReply,
  ): Promise<void> => {
    await enforce(db, { key: `login-address:${ip}`, max: limits.loginsPerAddressPerMinute, windowSeconds: 60 }, reply);
    await assertUnder(db, perAddressFailures(ip), reply);
    wait(reply, await pendingDelay(db, perNameAndAddress(name, ip)));
    const spread = await pendingDelay(db, perName(name));
    if (spread > 0 && !(await knownAddress(db, owner, ip))) wait(reply, spread);
  };
  /** Counts a refused try (unknown name, wrong password, wrong code) when it is a 401, and rethrows it. */
  const failedName = async (ip: string, name: string, error: unknown): Promise<never> => {
    if (error instanceof AppError && error.statusCode === 401) {
      await hit(db, perNameAndAddress(name, ip));
      await hit(db, perName(name));
      await hit(db, perAddressFailures(ip));
    }
    throw error;
  };
  const succeededName = (ip: string, name: string) => clear(db, perNameAndAddress(name, ip).key);
  return {
    check: (request: FastifyRequest<{ Body: LoginBody }>, reply: FastifyReply) =>
      checkName(request.ip, loginName(request.body), request.body, reply),
    failed: (request: FastifyRequest<{ Body: LoginBody }>, error: unknown) =>
      failedName(request.ip, loginName(request.body), error),
    succeeded: (request: FastifyRequest<{ Body: LoginBody }>) => succeededName(request.ip, loginName(request.body)),
    checkName,
    failedName,
    succeededName,
  };
}
