import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import {
  VERIFY_CODE_MAX_ATTEMPTS,
  VERIFY_CODE_RESEND_SECONDS,
  VERIFY_CODE_TTL_SECONDS,
  VERIFY_CODES_PER_HOUR,
  type VerifyPurpose,
} from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../../db/client.js';
import { verificationCodes } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { enforce } from '../accounts/service/rate-limit.js';
import { codeMessageSubject, codeMessageText, verificationMessages as M } from './messages.js';
import type { ProviderRouter } from './providers.js';

/** Where a code goes: a phone number (SMS) or an e-mail address. */
export type CodeTarget = { channel: 'sms'; areaCode: string; phone: string } | { channel: 'email'; email: string };

export const phoneTarget = (areaCode: string, phone: string): CodeTarget => ({ channel: 'sms', areaCode, phone });
export const emailTarget = (email: string): CodeTarget => ({ channel: 'email', email });
export const destinationOf = (t: CodeTarget) =>
  t.channel === 'sms' ? `${t.areaCode} ${t.phone}` : t.email.trim().toLowerCase();

const hashCode = (salt: string, code: string) => createHash('sha256').update(`${salt}:${code}`).digest('hex');

export interface SendContext {
  db: Database;
  providers: ProviderRouter;
  ip: string;
  language: Language;
  reply?: FastifyReply;
  codesPerAddressPerHour: number;
}

/**
 * Sends a new 6-digit code: at most one per destination and purpose every 60 s, at most five per destination
 * per hour, and a limit per address. The new code voids the older open ones for the same purpose.
 */
export async function sendCode(ctx: SendContext, target: CodeTarget, purpose: VerifyPurpose) {
  const { db, reply } = ctx;
  const destination = destinationOf(target);
  await enforce(db, { key: `code-address:${ctx.ip}`, max: ctx.codesPerAddressPerHour, windowSeconds: 3600 }, reply);
  await enforce(
    db,
    { key: `code-resend:${purpose}:${destination}`, max: 1, windowSeconds: VERIFY_CODE_RESEND_SECONDS },
    reply,
    M.resendWait,
  );
  await enforce(
    db,
    { key: `code-hour:${destination}`, max: VERIFY_CODES_PER_HOUR, windowSeconds: 3600 },
    reply,
    M.hourlyLimit,
  );

  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(16).toString('hex');
  const uid = await db.transaction(async (tx) => {
    await tx
      .update(verificationCodes)
      .set({ voidedAt: sql`now()` })
      .where(
        and(
          eq(verificationCodes.destination, destination),
          eq(verificationCodes.purpose, purpose),
          isNull(verificationCodes.consumedAt),
          isNull(verificationCodes.voidedAt),
        ),
      );
    const [row] = await tx
      .insert(verificationCodes)
      .values({
        channel: target.channel,
        destination,
        purpose,
        codeHash: hashCode(salt, code),
        salt,
        maxAttempts: VERIFY_CODE_MAX_ATTEMPTS,
        expiresAt: sql`now() + make_interval(secs => ${VERIFY_CODE_TTL_SECONDS})`,
        ip: ctx.ip,
      })
      .returning({ uid: verificationCodes.uid });
    return row!.uid;
  });

  const provider = target.channel === 'sms' ? ctx.providers.forSms(target.areaCode) : ctx.providers.forEmail();
  try {
    await provider.send(db, {
      channel: target.channel,
      destination,
      areaCode: target.channel === 'sms' ? target.areaCode : undefined,
      to: target.channel === 'sms' ? target.phone : target.email.trim(),
      template: purpose,
      subject: translate(ctx.language, codeMessageSubject),
      body: translate(ctx.language, codeMessageText, { code, minutes: VERIFY_CODE_TTL_SECONDS / 60 }),
      language: ctx.language,
    });
  } catch {
    await db
      .update(verificationCodes)
      .set({ voidedAt: sql`now()` })
      .where(eq(verificationCodes.uid, uid));
    throw new AppError(502, M.codeSendFailed);
  }
  return { resend_seconds: VERIFY_CODE_RESEND_SECONDS, expires_seconds: VERIFY_CODE_TTL_SECONDS };
}

/**
 * Checks a code without using it up: "please get the verification code" when none is open, "timed out"
 * after 5 minutes, "error" for a wrong one (the fifth wrong try voids it). Answers the code's id for `consumeCode`.
 */
export async function checkCode(
  db: Database,
  target: CodeTarget,
  purpose: VerifyPurpose,
  code: string,
): Promise<string> {
  const destination = destinationOf(target);
  const [open] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.destination, destination),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.voidedAt),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  if (!open) throw new AppError(400, M.getCodeFirst, {}, 0, 'verify_code');
  if (open.expiresAt.getTime() <= Date.now()) throw new AppError(400, M.codeTimedOut, {}, 0, 'verify_code');
  const expected = Buffer.from(open.codeHash, 'hex');
  const actual = Buffer.from(hashCode(open.salt, code), 'hex');
  if (!timingSafeEqual(expected, actual)) {
    await db
      .update(verificationCodes)
      .set({
        attempts: sql`${verificationCodes.attempts} + 1`,
        voidedAt: sql`CASE WHEN ${verificationCodes.attempts} + 1 >= ${verificationCodes.maxAttempts} THEN now() ELSE NULL END`,
      })
      .where(and(eq(verificationCodes.uid, open.uid), isNull(verificationCodes.voidedAt)));
    throw new AppError(400, M.codeError, {}, 0, 'verify_code');
  }
  return open.uid;
}

/** Uses the checked code up (compare-and-set inside the caller's transaction): a code works once. */
export async function consumeCode(tx: Database, codeUid: string): Promise<void> {
  const used = await tx
    .update(verificationCodes)
    .set({ consumedAt: sql`now()` })
    .where(
      and(
        eq(verificationCodes.uid, codeUid),
        isNull(verificationCodes.consumedAt),
        isNull(verificationCodes.voidedAt),
        gt(verificationCodes.expiresAt, sql`now()`),
      ),
    )
    .returning({ uid: verificationCodes.uid });
  if (used.length === 0) throw new AppError(400, M.getCodeFirst, {}, 0, 'verify_code');
}
