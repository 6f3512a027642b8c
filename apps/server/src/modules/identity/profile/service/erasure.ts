import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../../db/client.js';
import {
  accountBrowsers,
  accountIdentities,
  accounts,
  accountTwoFactor,
  enterprises,
  loginTickets,
  memberProfiles,
  sessions,
  signInAttempts,
  staff,
  trustedBrowsers,
  twoFactorChallenges,
  twoFactorRecoveryCodes,
  twoFactorSetupTickets,
} from '../../../../db/schema/index.js';
import { AppError, conflict } from '../../../../http/errors.js';
import { fieldError } from '../../../../http/field-error.js';
import type { Language } from '../../../../http/language.js';
import { verifyPassword } from '../../../../platform/session/password.js';
import { enforce } from '../../accounts/service/rate-limit.js';
import { loadAccountSettings } from '../../accounts/settings.js';
import { twoFactorFields as F, twoFactorMessages as M } from '../../two-factor/messages.js';
import { twoFactorOf, useCode, useRecoveryCode } from '../../two-factor/service/enrolment.js';
import { verificationMessages as V } from '../../verification/messages.js';
import { providerRouter } from '../../verification/providers.js';
import {
  checkCode,
  consumeCode,
  emailTarget,
  phoneTarget,
  sendCode,
  type CodeTarget,
} from '../../verification/service.js';
import { membershipsOf, personalEnterprises } from './personal-data.js';

/** How the person proves it is them before erasure, besides the password. */
export type ErasureProof = 'two_factor' | 'sms' | 'email';

/** Password and code tries an account may make at erasure per quarter of an hour. */
const TRIES_PER_WINDOW = 10;
const PURPOSE = 'erase_account';

async function codeTargetOf(db: Database, accountUid: string): Promise<CodeTarget | null> {
  const [account] = await db
    .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone, email: accounts.email })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  if (account?.phone) return phoneTarget(account.areaCode ?? '+86', account.phone);
  if (account?.email) return emailTarget(account.email);
  return null;
}

const masked = (target: CodeTarget) =>
  target.channel === 'sms'
    ? `${target.areaCode} ${target.phone.slice(0, 3)}****${target.phone.slice(-4)}`
    : target.email.replace(/^(.).*(@.*)$/, '$1***$2');

/** Which code erasure asks for: the authenticator's when two-factor is on, else one sent to the phone or e-mail. */
export async function erasureProofOf(db: Database, accountUid: string) {
  if ((await twoFactorOf(db, accountUid))?.enabledAt) return { proof: 'two_factor' as ErasureProof, sent_to: null };
  const target = await codeTargetOf(db, accountUid);
  if (!target) return { proof: 'email' as ErasureProof, sent_to: null };
  return { proof: (target.channel === 'sms' ? 'sms' : 'email') as ErasureProof, sent_to: masked(target) };
}

/** Sends the erasure code to the account's own phone (or e-mail) through the verification-code providers. */
export async function sendErasureCode(
  db: Database,
  accountUid: string,
  at: { ip: string; language: Language; reply?: FastifyReply },
) {
  const target = await codeTargetOf(db, accountUid);
  if (!target) throw new AppError(409, V.needPhoneOrEmail);
  const settings = loadAccountSettings();
  const sent = await sendCode(
    {
      db,
      providers: providerRouter(settings),
      ip: at.ip,
      language: at.language,
      reply: at.reply,
      codesPerAddressPerHour: settings.limits.codesPerAddressPerHour,
    },
    target,
    PURPOSE,
  );
  return { ...sent, sent_to: masked(target) };
}

export interface ErasureAnswers {
  password: string;
  code?: string;
  recovery_code?: string;
  verify_code?: string;
}

/**
 * Checks that it is the person: the password, then the authenticator's code (or a recovery code) when two-factor is
 * on, else the code sent to their phone or e-mail. Each refusal names its field; tries are throttled. Answers the
 * sent code's id, to be used up in the erasure's transaction.
 */
export async function proveErasure(
  db: Database,
  accountUid: string,
  answers: ErasureAnswers,
  now: Date,
  reply?: FastifyReply,
): Promise<string | null> {
  await enforce(db, { key: `erase-account:${accountUid}`, max: TRIES_PER_WINDOW, windowSeconds: 15 * 60 }, reply);
  const [account] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.uid, accountUid));
  if (!account?.hash || !(await verifyPassword(answers.password, account.hash)))
    throw fieldError('password', F.password, M.passwordWrong);
  const twoFactor = await twoFactorOf(db, accountUid);
  if (twoFactor?.enabledAt) {
    if (answers.code) await useCode(db, twoFactor, answers.code, now);
    else if (answers.recovery_code) await useRecoveryCode(db, accountUid, answers.recovery_code);
    else throw fieldError('code', F.code, M.codeRequired);
    return null;
  }
  const target = await codeTargetOf(db, accountUid);
  if (!target) return null;
  if (!answers.verify_code) throw new AppError(400, V.getCodeFirst, {}, 0, 'verify_code');
  return checkCode(db, target, PURPOSE, answers.verify_code);
}

/**
 * The enterprises the account alone administers (other than its own personal one): erasing it would leave them
 * without an administrator, so it must hand over first.
 */
export async function enterprisesOnlyAdministeredBy(db: Database, accountUid: string) {
  const mine = (await membershipsOf(db, accountUid)).filter((m) => m.is_admin && m.status === 'active' && !m.personal);
  if (mine.length === 0) return [];
  const others = await db
    .select({ enterpriseUid: staff.enterpriseUid })
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(
      and(
        inArray(
          staff.enterpriseUid,
          mine.map((m) => m.enterprise_uid),
        ),
        ne(staff.accountUid, accountUid),
        eq(staff.isAdmin, true),
        eq(staff.status, 'active'),
        eq(accounts.status, 'active'),
      ),
    );
  const covered = new Set(others.map((o) => o.enterpriseUid));
  return mine
    .filter((m) => !covered.has(m.enterprise_uid))
    .map((m) => ({ enterprise_uid: m.enterprise_uid, enterprise_name: m.enterprise_name }));
}

/** The name an erased person and their own enterprise keep: says what happened, holds nothing about them. */
export const erasedName = (userNo: string) => `Deleted user ${userNo}`;

/**
 * Erases what identity holds about the person, inside the caller's transaction: the account keeps its number and
 * row (ledger transactions, orders and the audit log name it) but loses name, phone, e-mail, password and avatar
 * and is disabled; the member profile, linked sign-in providers, two-factor, trusted browsers, sign-in history and
 * hand-off tickets are deleted; every session is ended and loses its address and browser; staff rows keep the
 * number only; the person's own enterprise is anonymised. Answers the ended sessions and the user number.
 */
export async function eraseIdentity(tx: Database, accountUid: string, codeUid: string | null) {
  if (codeUid) await consumeCode(tx, codeUid);
  const [account] = await tx
    .select({ userNo: accounts.userNo })
    .from(accounts)
    .where(and(eq(accounts.uid, accountUid), eq(accounts.status, 'active')))
    .for('update');
  // Erased meanwhile (a second click): nothing left to erase.
  if (!account) throw conflict();
  const name = erasedName(account.userNo);
  const own = personalEnterprises(await membershipsOf(tx, accountUid));
  await tx
    .update(accounts)
    .set({
      name,
      phoneAreaCode: null,
      phone: null,
      email: null,
      passwordHash: null,
      avatarUrl: null,
      status: 'disabled',
    })
    .where(eq(accounts.uid, accountUid));
  await tx.update(staff).set({ staffName: name, status: 'disabled' }).where(eq(staff.accountUid, accountUid));
  if (own.length)
    await tx
      .update(enterprises)
      .set({ name, abbreviation: null, phone: null, creditCode: null })
      .where(inArray(enterprises.uid, own));
  for (const table of [memberProfiles, accountIdentities, twoFactorRecoveryCodes, accountTwoFactor])
    await tx.delete(table).where(eq(table.accountUid, accountUid));
  for (const table of [trustedBrowsers, twoFactorChallenges, twoFactorSetupTickets, signInAttempts, accountBrowsers])
    await tx.delete(table).where(eq(table.accountUid, accountUid));
  await tx.delete(loginTickets).where(eq(loginTickets.accountUid, accountUid));
  const ended = await tx
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: 'logout' })
    .where(and(eq(sessions.accountUid, accountUid), isNull(sessions.revokedAt)))
    .returning({ uid: sessions.uid });
  await tx.update(sessions).set({ ip: null, userAgent: null }).where(eq(sessions.accountUid, accountUid));
  return { userNo: account.userNo, personalEnterprises: own, endedSessions: ended.map((s) => s.uid) };
}
