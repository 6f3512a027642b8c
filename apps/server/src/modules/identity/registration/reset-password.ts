import { and, eq } from 'drizzle-orm';
import { checkAccountPassword, checkEmail, checkPhone, checkVerifyCode, firstProblem } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accounts } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { findAccountByEmail, findAccountByPhone } from '../accounts/service/account-factory.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem, assertNotBreached } from '../accounts/field-problem.js';
import { hashPassword } from '../../../platform/session/password.js';
import { revokeAccountSessions } from '../../../platform/session/session-store.js';
import { checkCode, consumeCode, emailTarget, phoneTarget } from '../verification/service.js';
import { registrationMessages as M } from './messages.js';
import { resetPasswordBody } from './schemas.js';
import { answers, nothing } from '../../../http/answer.js';
import {} from '../schemas.js';

/**
 * `resetpassword`: a new password (6-20 letters, digits, underscore) for the account behind a phone number
 * (or an e-mail address), proven by a code sent there. Every session of the account ends.
 */
export const resetPasswordService: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/resetpassword',
    { schema: { body: resetPasswordBody, tags: ['registration'], response: answers(nothing) } },
    async (request) => {
      const b = request.body;
      const byEmail = !b.phone_num && !!b.email;
      assertNoProblem(
        firstProblem([
          byEmail ? ['email', checkEmail(b.email)] : ['phone_num', checkPhone(b.phone_area_code, b.phone_num)],
          ['verify_code', checkVerifyCode(b.verify_code)],
          ['new_password', checkAccountPassword(b.new_password)],
          ['re_password', b.re_password === undefined || b.re_password === b.new_password ? null : 'passwordMismatch'],
        ]),
      );
      assertNotBreached('new_password', b.new_password);
      const target = byEmail ? emailTarget(b.email!) : phoneTarget(b.phone_area_code, b.phone_num!);
      const codeUid = await checkCode(db, target, 'reset_password', b.verify_code);
      const account = byEmail
        ? await findAccountByEmail(db, b.email!)
        : await findAccountByPhone(db, b.phone_area_code, b.phone_num!);
      if (!account) throw new AppError(404, M.notRegistered);
      if (account.status !== 'active') throw new AppError(403, M.userInvalid);

      const passwordHash = await hashPassword(b.new_password);
      const ended = await db.transaction(async (tx) => {
        await consumeCode(tx, codeUid);
        const changed = await tx
          .update(accounts)
          .set({ passwordHash })
          .where(and(eq(accounts.uid, account.uid), eq(accounts.status, 'active')))
          .returning({ uid: accounts.uid });
        if (changed.length === 0) throw new AppError(500, M.resetFailed);
        const revoked = await revokeAccountSessions(tx, account.uid, 'password_changed');
        await recordAudit(tx, {
          actorAccountUid: account.uid,
          enterpriseUid: null,
          entity: 'account',
          entityUid: account.uid,
          action: 'reset_password',
          ip: request.ip,
        });
        return revoked;
      });
      await app.sessionEvents.emit({ sessionUids: ended, reason: 'password_changed' });
      return ok(null, translate(requestLanguage(request), M.passwordReset));
    },
  );
};
