import { and, eq } from 'drizzle-orm';
import { isPhoneOf, PHONE_AREA_CODES, text, VERIFY_CODE } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts } from '../../../../db/schema/index.js';
import { ok } from '../../../../http/envelope.js';
import { AppError } from '../../../../http/errors.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { findAccountByPhone, isUniqueViolation } from '../../accounts/service/account-factory.js';
import { recordAudit } from '../../../../platform/audit.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { accountMessages } from '../../accounts/messages.js';
import { assertUnder, hit } from '../../accounts/service/rate-limit.js';
import { identityFields } from '../../../../platform/session/identity.js';
import { verifyPassword } from '../../../../platform/session/password.js';
import { signedIn, type SignedIn } from '../../../../platform/session/session-plugin.js';
import { checkCode, consumeCode, phoneTarget, sendCode } from '../../verification/service.js';
import { verificationMessages } from '../../verification/messages.js';
import { dropGrant, grant, hasGrant, PHONE_CHANGE_GRANT } from '../service.js';
import { PHONE_CHANGE_CODES as C, profileMessages as M } from '../messages.js';
import { answers, nothing } from '../../../../http/answer.js';
import { codeSentAnswer, namedFieldAnswer, phoneChangedAnswer } from '../../schemas.js';

const FAILURE_WINDOW = 900;
const { uid: _uid, ...otherIdentity } = identityFields;
const uid = text(64).optional();
const checkBody = z.object({ password: text(128).optional(), uid, ...otherIdentity });
const phoneBody = z.object({
  phone_area_code: z.enum(PHONE_AREA_CODES).default('+86'),
  phone_num: text(20),
  uid,
  ...otherIdentity,
});
const updateBody = phoneBody.extend({ verify_code: text(16) });

/** `uid` in these payloads is the account's own id: another one is refused. */
function assertOwn(caller: SignedIn, body: { uid?: string }) {
  if (body.uid !== undefined && body.uid !== caller.accountUid) throw new AppError(403, 'identityMismatch');
}

/**
 * Modify phone (spec 02 §4, §8): `checkpassword` first (the session then may change the phone for ten minutes),
 * then `phonecode` sends a code to the new number and `phoneupdate` sets it. Answer codes: 1 success,
 * 0 code problem, 2 password not checked, 3 same number (neutral), 4 number of another account (neutral), 5 format.
 */
export const phoneChangeServices: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const { db } = deps;

  app.post(
    '/api/service/checkpassword',
    { config: { openWhenExpired: true }, schema: { body: checkBody, tags: ['profile'], response: answers(nothing) } },
    async (request, reply) => {
      const caller = signedIn(request);
      assertOwn(caller, request.body);
      const password = request.body.password ?? '';
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
      return ok(null, translate(requestLanguage(request), M.passwordConfirmed));
    },
  );

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

  app.post(
    '/api/service/phonecode',
    {
      config: { openWhenExpired: true },
      schema: { body: phoneBody, tags: ['profile'], response: answers(z.union([codeSentAnswer, namedFieldAnswer])) },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      const b = request.body;
      assertOwn(caller, b);
      await screenNewPhone(caller, b.phone_area_code, b.phone_num);
      const language = requestLanguage(request);
      const sent = await sendCode(
        {
          db,
          providers: deps.providers,
          ip: request.ip,
          language,
          reply,
          codesPerAddressPerHour: deps.settings.limits.codesPerAddressPerHour,
        },
        phoneTarget(b.phone_area_code, b.phone_num),
        'change_phone',
      );
      return ok(sent, translate(language, verificationMessages.codeSent));
    },
  );

  app.post(
    '/api/service/phoneupdate',
    {
      config: { openWhenExpired: true },
      schema: {
        body: updateBody,
        tags: ['profile'],
        response: answers(z.union([phoneChangedAnswer, namedFieldAnswer])),
      },
    },
    async (request) => {
      const caller = signedIn(request);
      const b = request.body;
      assertOwn(caller, b);
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
            ip: request.ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.phoneInUse, {}, C.phoneInUse, 'phone_num');
        throw error;
      }
      return ok(
        { phone_area_code: b.phone_area_code, phone: b.phone_num },
        translate(requestLanguage(request), M.phoneChanged),
      );
    },
  );
};
