import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { accounts, accountTwoFactor, trustedBrowsers, twoFactorRecoveryCodes } from '../../../../db/schema/index.js';
import { AppError, conflict } from '../../../../http/errors.js';
import { fieldError } from '../../../../http/field-error.js';
import type { LocalizedText } from '../../../../http/messages.js';
import { recordAudit } from '../../../../platform/audit.js';
import { openSecret, sealSecret } from '../../../../platform/secrets/index.js';
import { verifyPassword } from '../../../../platform/session/password.js';
import { twoFactorFields as F, twoFactorMessages as M } from '../messages.js';
import { acceptedStep, enrolmentKey, hashRecoveryCode, newRecoveryCodes, newSecret } from './totp.js';

/** A refusal naming the field in the caller's language, with the status given (401 at sign-in, counted by the throttle). */
export function refusal(status: number, field: string, label: LocalizedText, problem: LocalizedText): AppError {
  return new AppError(status, fieldError(field, label, problem).messageKey, {}, 0, field);
}

/** The account's two-factor row (pending or on), or undefined. */
export async function twoFactorOf(db: Database, accountUid: string) {
  const [row] = await db.select().from(accountTwoFactor).where(eq(accountTwoFactor.accountUid, accountUid));
  return row;
}

/** Whether two-factor is on, and how many unused recovery codes remain. */
export async function twoFactorStatus(db: Database, accountUid: string) {
  const row = await twoFactorOf(db, accountUid);
  const enabled = !!row?.enabledAt;
  const [left] = enabled
    ? await db
        .select({ count: sql<number>`count(*)::int` })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.accountUid, accountUid), isNull(twoFactorRecoveryCodes.usedAt)))
    : [{ count: 0 }];
  return { enabled, enabled_at: row?.enabledAt ?? null, recovery_codes_left: Number(left?.count ?? 0) };
}

/**
 * Begins enrolment: a new secret, pending until a code confirms it (a second begin replaces a pending one).
 * Answers the otpauth URI, its QR image and the secret as text for typing in by hand.
 */
export async function beginEnrolment(db: Database, accountUid: string) {
  const existing = await twoFactorOf(db, accountUid);
  if (existing?.enabledAt) throw conflict(M.alreadyOn);
  const [account] = await db
    .select({ phone: accounts.phone, email: accounts.email, userNo: accounts.userNo })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  const secret = newSecret();
  const secretSealed = sealSecret('totp-secret', secret);
  await db
    .insert(accountTwoFactor)
    .values({ accountUid, secretSealed })
    .onConflictDoUpdate({
      target: accountTwoFactor.accountUid,
      set: { secretSealed, lastUsedStep: null, createdAt: sql`now()` },
      setWhere: isNull(accountTwoFactor.enabledAt),
    });
  const { uri, qr } = await enrolmentKey(secret, account?.email ?? account?.phone ?? account?.userNo ?? accountUid);
  return { secret, otpauth_uri: uri, qr_data_url: qr };
}

/** Checks a current code against the account's secret and marks its step used (compare-and-set); refuses naming `code`. */
export async function useCode(
  db: Database,
  row: { accountUid: string; secretSealed: string | null; lastUsedStep: number | null },
  code: string,
  now: Date,
  status = 400,
): Promise<void> {
  const refuse = (problem: typeof M.codeWrong) => refusal(status, 'code', F.code, problem);
  const step = acceptedStep(openSecret('totp-secret', row.secretSealed), code, now);
  if (step === null) throw refuse(M.codeWrong);
  if (row.lastUsedStep !== null && step <= row.lastUsedStep) throw refuse(M.codeUsed);
  const moved = await db
    .update(accountTwoFactor)
    .set({ lastUsedStep: step })
    .where(
      and(
        eq(accountTwoFactor.accountUid, row.accountUid),
        sql`coalesce(${accountTwoFactor.lastUsedStep}, -1) < ${step}`,
      ),
    )
    .returning({ step: accountTwoFactor.lastUsedStep });
  if (moved.length === 0) throw refuse(M.codeUsed);
}

/** Uses one unused recovery code of the account (compare-and-set); refuses naming `recovery_code`. */
export async function useRecoveryCode(db: Database, accountUid: string, code: string, status = 400): Promise<void> {
  const used = await db
    .update(twoFactorRecoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(twoFactorRecoveryCodes.accountUid, accountUid),
        eq(twoFactorRecoveryCodes.codeHash, hashRecoveryCode(code)),
        isNull(twoFactorRecoveryCodes.usedAt),
      ),
    )
    .returning({ uid: twoFactorRecoveryCodes.uid });
  if (used.length === 0) throw refusal(status, 'recovery_code', F.recovery_code, M.recoveryCodeWrong);
}

/** Confirms enrolment with a first code: two-factor is on, and the ten recovery codes are answered once. */
/** Who changes their two-factor setting, for the audit log. */
export interface TwoFactorCaller {
  accountUid: string;
  enterpriseUid: string | null;
  ip: string;
}

const audit = (caller: TwoFactorCaller, action: 'two_factor_on' | 'two_factor_off') => ({
  actorAccountUid: caller.accountUid,
  enterpriseUid: caller.enterpriseUid,
  entity: 'account',
  entityUid: caller.accountUid,
  action,
  ip: caller.ip,
});

export async function confirmEnrolment(db: Database, caller: TwoFactorCaller, code: string, now: Date) {
  const { accountUid } = caller;
  const row = await twoFactorOf(db, accountUid);
  if (row?.enabledAt) throw conflict(M.alreadyOn);
  if (!row) throw new AppError(409, M.notBegun);
  await useCode(db, row, code, now);
  const codes = newRecoveryCodes();
  await db.transaction(async (tx) => {
    const on = await tx
      .update(accountTwoFactor)
      .set({ enabledAt: sql`now()` })
      .where(and(eq(accountTwoFactor.accountUid, accountUid), isNull(accountTwoFactor.enabledAt)))
      .returning({ at: accountTwoFactor.enabledAt });
    if (on.length === 0) throw conflict(M.alreadyOn);
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountUid, accountUid));
    await tx.insert(twoFactorRecoveryCodes).values(codes.map((c) => ({ accountUid, codeHash: hashRecoveryCode(c) })));
    await recordAudit(tx, audit(caller, 'two_factor_on'));
  });
  return { recovery_codes: codes };
}

/** Revokes every trusted browser of the account; answers how many were live. */
export async function forgetTrustedBrowsers(db: Database, accountUid: string): Promise<number> {
  const gone = await db
    .update(trustedBrowsers)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(trustedBrowsers.accountUid, accountUid), isNull(trustedBrowsers.revokedAt)))
    .returning({ hash: trustedBrowsers.tokenHash });
  return gone.length;
}

/**
 * Turns two-factor off: the password AND a current code (or a recovery code). The secret and the recovery codes
 * are deleted and every trusted browser is revoked, in one transaction.
 */
export async function disableTwoFactor(
  db: Database,
  caller: TwoFactorCaller,
  proof: { password: string; code?: string; recovery_code?: string },
  now: Date,
) {
  const { accountUid } = caller;
  const row = await twoFactorOf(db, accountUid);
  if (!row?.enabledAt) throw conflict(M.notOn);
  const [account] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.uid, accountUid));
  if (!account || !(await verifyPassword(proof.password, account.hash)))
    throw fieldError('password', F.password, M.passwordWrong);
  if (proof.code) await useCode(db, row, proof.code, now);
  else if (proof.recovery_code) await useRecoveryCode(db, accountUid, proof.recovery_code);
  else throw fieldError('code', F.code, M.codeRequired);
  await db.transaction(async (tx) => {
    await tx.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.accountUid, accountUid));
    await tx
      .delete(accountTwoFactor)
      .where(and(eq(accountTwoFactor.accountUid, accountUid), isNotNull(accountTwoFactor.enabledAt)));
    await forgetTrustedBrowsers(tx as unknown as Database, accountUid);
    await recordAudit(tx, audit(caller, 'two_factor_off'));
  });
}
