import { and, eq } from 'drizzle-orm';
import { isPhoneOf, VERIFY_CODE } from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import { accounts } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import type { Language } from '../../../../http/language.js';
import { findAccountByPhone, isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { accountMessages } from '../../accounts/messages.js';
import { assertUnder, hit } from '../../accounts/service/rate-limit.js';
import { verifyPassword } from '../../../../platform/session/password.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { checkCode, consumeCode, phoneTarget, sendCode } from '../../verification/service.js';
import { dropGrant, grant, hasGrant, PHONE_CHANGE_GRANT } from './grants.js';
import { PHONE_CHANGE_CODES as C, profileMessages as M } from '../messages.js';

const FAILURE_WINDOW = 900;

/** `uid` in these payloads is the account's own id: another one is refused. */
export function assertOwn(caller: SignedIn, body: { uid?: string }) {
  if (body.uid !== undefined && body.uid !== caller.accountUid) throw new AppError(403, 'identityMismatch');
}

/** The new number as the two steps receive it. */
export interface NewPhone {
  phone_area_code: string;
  phone_num: string;
}

/**
 * Modify phone (spec 02 §4, §8): the password check opens a ten-minute grant on the session, then a code goes to
 * the new number and the number is set.
 */
export function phoneChangeService(deps: AccountDeps) {
  const { db } = deps;

  /** The checks both steps share, answering the spec's code for the first that fails. */
  async function screenNewPhone(caller: SignedIn, areaCode: string, phone: string) {
    if (!isPhoneOf(areaCode, phone)) throw new AppError(400, M.phoneFormat, {}, C.phoneFormat, 'phone_num');
    if (!(await hasGrant(db, caller.uid, PHONE_CHANGE_GRANT)))
      throw new AppError(403, M.checkPasswordFirst, {}, C.checkPasswordFirst);
    const [own] = await db
      .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone })
      .from(accounts)
      .where(eq(accounts.uid, caller.accountUid));
    if (own?.areaCode === areaCode && own.phone === phone)
      throw new AppError(200, M.samePhone, {}, C.samePhone, 'phone_num');
    const holder = await findAccountByPhone(db, areaCode, phone);
    if (holder) throw new AppError(409, M.phoneInUse, {}, C.phoneInUse, 'phone_num');
  }

  return {
    /** Checks the account's password (failures rate-limited per account) and grants the session the change. */
    async checkPassword(caller: SignedIn, password: string, reply: FastifyReply) {
      if (!password) throw new AppError(400, M.passwordRequired, {}, 0, 'password');
      const limit = {
        key: `check-password:${caller.accountUid}`,
        max: deps.settings.limits.loginFailuresPerAccount,
        windowSeconds: FAILURE_WINDOW,
      };
      await assertUnder(db, limit, reply, accountMessages.tryAgainIn);
      const [account] = await db
        .select({ hash: accounts.passwordHash })
        .from(accounts)
        .where(eq(accounts.uid, caller.accountUid));
      if (!(await verifyPassword(password, account?.hash ?? null))) {
        await hit(db, limit);
        throw new AppError(400, M.passwordWrong, {}, 0, 'password');
      }
      await grant(db, caller.uid, PHONE_CHANGE_GRANT);
    },

    /** Sends a code to the new number once it passes the shared checks. */
    async sendPhoneCode(caller: SignedIn, b: NewPhone, at: { ip: string; language: Language; reply: FastifyReply }) {
      await screenNewPhone(caller, b.phone_area_code, b.phone_num);
      return sendCode(
        {
          db,
          providers: deps.providers,
          ip: at.ip,
          language: at.language,
          reply: at.reply,
          codesPerAddressPerHour: deps.settings.limits.codesPerAddressPerHour,
        },
        phoneTarget(b.phone_area_code, b.phone_num),
        'change_phone',
      );
    },

    /** Sets the new number with its code, using the code and the grant up in the same transaction (audited). */
    async changePhone(caller: SignedIn, b: NewPhone & { verify_code: string }, ip: string) {
      await screenNewPhone(caller, b.phone_area_code, b.phone_num);
      if (!VERIFY_CODE.test(b.verify_code))
        throw new AppError(400, accountMessages.badCode, {}, C.codeProblem, 'verify_code');
      const codeUid = await checkCode(db, phoneTarget(b.phone_area_code, b.phone_num), 'change_phone', b.verify_code);
      const [before] = await db
        .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone })
        .from(accounts)
        .where(eq(accounts.uid, caller.accountUid));
      try {
        await db.transaction(async (tx) => {
          await consumeCode(tx, codeUid);
          await tx
            .update(accounts)
            .set({ phoneAreaCode: b.phone_area_code, phone: b.phone_num })
            .where(and(eq(accounts.uid, caller.accountUid)));
          await dropGrant(tx, caller.uid, PHONE_CHANGE_GRANT);
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid: caller.enterpriseUid,
            entity: 'account',
            entityUid: caller.accountUid,
            action: 'change_phone',
            before: { phone: before ? `${before.areaCode} ${before.phone}` : null },
            after: { phone: `${b.phone_area_code} ${b.phone_num}` },
            ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.phoneInUse, {}, C.phoneInUse, 'phone_num');
        throw error;
      }
      return { phone_area_code: b.phone_area_code, phone: b.phone_num };
    },
  };
}
