import Bowser from 'bowser';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../../../db/client.js';
import { signInAttempts } from '../../../../db/schema/index.js';
import type { Language } from '../../../../http/language.js';
import type { SignInMethod, SignInOutcome } from '../messages.js';

/** Each account keeps its last 100 sign-in attempts. */
export const HISTORY_KEPT = 100;

/** "Chrome 126" and "Windows 10" from a User-Agent (bowser); null when it names none. */
export function browserAndSystem(userAgent: string | undefined): { browser: string | null; system: string | null } {
  if (!userAgent) return { browser: null, system: null };
  const parsed = Bowser.parse(userAgent);
  const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ').trim() || null;
  const major = parsed.browser.version?.split('.')[0];
  return {
    browser: join(parsed.browser.name, major),
    system: join(parsed.os.name, parsed.os.versionName ?? parsed.os.version),
  };
}

export interface SignInAttempt {
  accountUid: string;
  method: SignInMethod;
  outcome: SignInOutcome;
  ip: string;
  userAgent?: string;
  language: Language;
  enterpriseUid?: string | null;
  newBrowser?: boolean;
  at: Date;
}

/** Records one attempt and prunes the account's history beyond the last 100, in one transaction. */
export async function recordSignIn(db: Database, attempt: SignInAttempt): Promise<void> {
  const { browser, system } = browserAndSystem(attempt.userAgent);
  await db.transaction(async (tx) => {
    await tx.insert(signInAttempts).values({
      accountUid: attempt.accountUid,
      enterpriseUid: attempt.enterpriseUid ?? null,
      method: attempt.method,
      outcome: attempt.outcome,
      ip: attempt.ip,
      userAgent: attempt.userAgent?.slice(0, 500) ?? null,
      browser,
      system,
      newBrowser: attempt.newBrowser ?? false,
      language: attempt.language,
      at: attempt.at,
    });
    const kept = tx
      .select({ uid: signInAttempts.uid })
      .from(signInAttempts)
      .where(eq(signInAttempts.accountUid, attempt.accountUid))
      .orderBy(sql`${signInAttempts.at} desc, ${signInAttempts.uid} desc`)
      .limit(HISTORY_KEPT);
    await tx
      .delete(signInAttempts)
      .where(and(eq(signInAttempts.accountUid, attempt.accountUid), notInArray(signInAttempts.uid, kept)));
  });
}

/** The language of the account's last successful sign-in, where its alerts should speak. */
export async function lastLanguageOf(db: Database, accountUid: string): Promise<Language | null> {
  const [row] = await db
    .select({ language: signInAttempts.language })
    .from(signInAttempts)
    .where(and(eq(signInAttempts.accountUid, accountUid), eq(signInAttempts.outcome, 'success')))
    .orderBy(sql`${signInAttempts.at} desc`)
    .limit(1);
  return (row?.language as Language | undefined) ?? null;
}
