import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { trustedBrowsers, twoFactorChallenges } from '../../../../db/schema/index.js';
import { twoFactorFields as F, twoFactorMessages as M } from '../messages.js';
import { refusal, twoFactorOf, useCode, useRecoveryCode } from './enrolment.js';

/** The code step must follow the password within five minutes, and ends after five wrong codes. */
export const CHALLENGE_TTL_SECONDS = 5 * 60;
const CHALLENGE_MAX_FAILURES = 5;
/** "Trust this browser for 30 days". */
export const TRUSTED_BROWSER_COOKIE = 'pcb_trusted_browser';
export const TRUSTED_BROWSER_DAYS = 30;

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const challengeExpired = () => refusal(401, 'challenge', F.challenge, M.challengeExpired);

/** Whether the account has two-factor sign-in on. */
export async function twoFactorOn(db: Database, accountUid: string): Promise<boolean> {
  return !!(await twoFactorOf(db, accountUid))?.enabledAt;
}

/** Whether the browser's trust cookie is a live one of this account (not revoked, not expired). */
export async function isTrustedBrowser(db: Database, token: string | undefined, accountUid: string): Promise<boolean> {
  if (!token) return false;
  const [row] = await db
    .select({ hash: trustedBrowsers.tokenHash })
    .from(trustedBrowsers)
    .where(
      and(
        eq(trustedBrowsers.tokenHash, hashToken(token)),
        eq(trustedBrowsers.accountUid, accountUid),
        isNull(trustedBrowsers.revokedAt),
        gt(trustedBrowsers.expiresAt, sql`now()`),
      ),
    );
  return row !== undefined;
}

/** Trusts the browser for 30 days: answers the cookie's token (only its SHA-256 is kept). */
export async function trustBrowser(db: Database, accountUid: string, userAgent: string | undefined): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(trustedBrowsers).values({
    tokenHash: hashToken(token),
    accountUid,
    userAgent: userAgent?.slice(0, 500) ?? null,
    expiresAt: sql`now() + make_interval(days => ${TRUSTED_BROWSER_DAYS})`,
  });
  return token;
}

/** Opens the code step after a correct password: a random single-use challenge for the client. */
export async function openChallenge(
  db: Database,
  step: { accountUid: string; loginName: string; jobNumber: string | null; clientType: number },
) {
  const challenge = randomBytes(32).toString('base64url');
  await db.insert(twoFactorChallenges).values({
    tokenHash: hashToken(challenge),
    ...step,
    expiresAt: sql`now() + make_interval(secs => ${CHALLENGE_TTL_SECONDS})`,
  });
  return { two_factor_required: true as const, challenge, expires_seconds: CHALLENGE_TTL_SECONDS };
}

/** The live challenge a token names, or 401 naming `challenge`. */
export async function findChallenge(db: Database, challenge: string) {
  const [row] = await db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, hashToken(challenge)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!row) throw challengeExpired();
  return row;
}

/**
 * The second factor for a challenge: a current code (one step of drift, each step once) or an unused recovery
 * code. A wrong one counts on the challenge (five end it) and is refused with 401 naming its field; a right one
 * uses the challenge up (compare-and-set, so two tabs cannot both sign in with it).
 */
export async function proveChallenge(
  db: Database,
  challenge: Awaited<ReturnType<typeof findChallenge>>,
  proof: { code?: string; recovery_code?: string },
  now: Date,
): Promise<void> {
  try {
    const row = await twoFactorOf(db, challenge.accountUid);
    if (!row?.enabledAt) throw challengeExpired();
    if (proof.recovery_code) await useRecoveryCode(db, challenge.accountUid, proof.recovery_code, 401);
    else await useCode(db, row, proof.code ?? '', now, 401);
  } catch (error) {
    await db
      .update(twoFactorChallenges)
      .set({
        failures: sql`${twoFactorChallenges.failures} + 1`,
        usedAt: sql`CASE WHEN ${twoFactorChallenges.failures} + 1 >= ${CHALLENGE_MAX_FAILURES} THEN now() END`,
      })
      .where(eq(twoFactorChallenges.tokenHash, challenge.tokenHash));
    throw error;
  }
  const closed = await db
    .update(twoFactorChallenges)
    .set({ usedAt: sql`now()` })
    .where(and(eq(twoFactorChallenges.tokenHash, challenge.tokenHash), isNull(twoFactorChallenges.usedAt)))
    .returning({ hash: twoFactorChallenges.tokenHash });
  if (closed.length === 0) throw challengeExpired();
}
