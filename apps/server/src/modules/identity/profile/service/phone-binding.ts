import { and, eq, isNull } from 'drizzle-orm';
import { ACCOUNT_PASSWORD, isPhoneOf, VERIFY_CODE } from '@pcbunion/core';
import type { FastifyReply } from 'fastify';
import { accounts } from '../../../../db/schema/index.js';
import { AppError } from '../../../../http/errors.js';
import type { Language } from '../../../../http/language.js';
import { recordAudit } from '../../../../platform/audit.js';
import { hashPassword } from '../../../../platform/session/password.js';
import type { SignedIn } from '../../../../platform/session/session-plugin.js';
import { findAccountByPhone, isUniqueViolation } from '../../accounts/service/account-factory.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { assertNotBreached, fieldError } from '../../accounts/field-problem.js';
import { wechatMessages as W } from '../../auth/oauth/messages.js';
import { checkCode, consumeCode, phoneTarget, sendCode } from '../../verification/service.js';
import { profileMessages as M } from '../messages.js';

export interface PhoneToBind {
  phone_area_code: string;
  phone_num: string;
}

/**
 * Binding a phone to an account that has none (a WeChat-only account): a code to the number, then the number and,
 * when the account has no password yet, a password, so it can sign in by phone too. A number that already has an
 * account is refused, never merged: the two accounts may hold different enterprises, orders and money.
 */
export function phoneBindingService(deps: AccountDeps) {
  const { db } = deps;

  async function screen(caller: SignedIn, areaCode: string, phone: string) {
    if (!isPhoneOf(areaCode, phone)) throw new AppError(400, M.phoneFormat, {}, 0, 'phone_num');
    const [own] = await db
      .select({ phone: accounts.phone, passwordHash: accounts.passwordHash })
      .from(accounts)
      .where(eq(accounts.uid, caller.accountUid));
    if (own?.phone) throw new AppError(409, W.phoneAlreadyBound, {}, 0, 'phone_num');
    if (await findAccountByPhone(db, areaCode, phone)) throw new AppError(409, W.phoneHasAccount, {}, 0, 'phone_num');
    return { hasPassword: !!own?.passwordHash };
  }

  return {
    async sendPhoneCode(caller: SignedIn, b: PhoneToBind, at: { ip: string; language: Language; reply: FastifyReply }) {
      await screen(caller, b.phone_area_code, b.phone_num);
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

    async bindPhone(
      caller: SignedIn,
      b: PhoneToBind & { verify_code: string; register_password?: string },
      ip: string,
    ) {
      const { hasPassword } = await screen(caller, b.phone_area_code, b.phone_num);
      const password = b.register_password;
      if (!hasPassword) {
        if (!password) throw fieldError({ field: 'register_password', problem: 'required' });
        if (!ACCOUNT_PASSWORD.test(password)) throw fieldError({ field: 'register_password', problem: 'badPassword' });
        assertNotBreached('register_password', password);
      }
      if (!VERIFY_CODE.test(b.verify_code)) throw fieldError({ field: 'verify_code', problem: 'badCode' });
      const codeUid = await checkCode(db, phoneTarget(b.phone_area_code, b.phone_num), 'change_phone', b.verify_code);
      const passwordHash = !hasPassword && password ? await hashPassword(password) : undefined;
      try {
        await db.transaction(async (tx) => {
          await consumeCode(tx, codeUid);
          const bound = await tx
            .update(accounts)
            .set({ phoneAreaCode: b.phone_area_code, phone: b.phone_num, ...(passwordHash ? { passwordHash } : {}) })
            .where(and(eq(accounts.uid, caller.accountUid), isNull(accounts.phone)))
            .returning({ uid: accounts.uid });
          if (bound.length === 0) throw new AppError(409, W.phoneAlreadyBound, {}, 0, 'phone_num');
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid: caller.enterpriseUid,
            entity: 'account',
            entityUid: caller.accountUid,
            action: 'bind_phone',
            before: { phone: null },
            after: { phone: `${b.phone_area_code} ${b.phone_num}`, password_set: !!passwordHash },
            ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, W.phoneHasAccount, {}, 0, 'phone_num');
        throw error;
      }
      return { phone_area_code: b.phone_area_code, phone: b.phone_num };
    },
  };
}
