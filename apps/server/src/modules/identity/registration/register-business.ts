import { and, sql } from 'drizzle-orm';
import { checkAccountPassword, checkBusinessRegistration, checkShortText, firstProblem } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enterprises } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import {
  addStaff,
  createAccount,
  createEnterprise,
  findAccountByPhone,
  isUniqueViolation,
} from '../accounts/service/account-factory.js';
import { kindMask } from '../../../platform/access/catalogue-index.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem, assertNotBreached } from '../accounts/field-problem.js';
import { checkCode, consumeCode, phoneTarget } from '../verification/service.js';
import { registrationMessages as M } from './messages.js';
import { businessRegisterBody } from './schemas.js';
import { answers } from '../../../http/answer.js';
import { businessRegisteredAnswer } from '../schemas.js';

/**
 * `businessregister`: creates a factory, customer or supplier enterprise whose registrant becomes its
 * administrator with every menu of that kind. An existing account (by phone) registers it with the code alone;
 * a new one also gives a name and a password. One registration number or credit code registers once.
 */
export const registerBusinessService: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/businessregister',
    { schema: { body: businessRegisterBody, tags: ['registration'], response: answers(businessRegisteredAnswer) } },
    async (request) => {
      const b = request.body;
      assertNoProblem(checkBusinessRegistration(b));
      const codeUid = await checkCode(
        db,
        phoneTarget(b.phoneAreaCode, b.loginUserPhone),
        'business_register',
        b.verify_code,
      );
      const existing = await findAccountByPhone(db, b.phoneAreaCode, b.loginUserPhone);
      if (existing && existing.status !== 'active') throw new AppError(403, M.userInvalid);
      if (!existing) {
        assertNoProblem(
          firstProblem([
            ['register_username', checkShortText(b.register_username)],
            ['register_password', checkAccountPassword(b.register_password)],
          ]),
        );
        assertNotBreached('register_password', b.register_password);
      }
      const creditCode = b.regNumOrCreditCode.trim().toUpperCase();

      try {
        const answer = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit:${creditCode}`}))`);
          const [taken] = await tx
            .select({ uid: enterprises.uid })
            .from(enterprises)
            .where(and(sql`upper(${enterprises.creditCode}) = ${creditCode}`))
            .limit(1);
          if (taken) throw new AppError(409, M.creditCodeTaken, {}, 0, 'regNumOrCreditCode');
          await consumeCode(tx, codeUid);
          const account = existing
            ? { uid: existing.uid, userNo: existing.userNo, name: existing.name }
            : {
                ...(await createAccount(tx, {
                  name: b.register_username!,
                  phoneAreaCode: b.phoneAreaCode,
                  phone: b.loginUserPhone,
                  password: b.register_password!,
                })),
                name: b.register_username!.trim(),
              };
          const enterprise = await createEnterprise(tx, {
            name: b.company_name,
            abbreviation: b.entp_abbreviation,
            kind: b.enterprise_kind,
            creditCode,
            phone: b.loginUserPhone,
            personal: false,
            registeredBy: account.uid,
            agreementAccepted: true,
          });
          const admin = await addStaff(tx, {
            enterpriseUid: enterprise.uid,
            accountUid: account.uid,
            staffName: account.name,
            isAdmin: true,
            permissionMask: kindMask(b.enterprise_kind),
          });
          await recordAudit(tx, {
            actorAccountUid: account.uid,
            enterpriseUid: enterprise.uid,
            entity: 'enterprise',
            entityUid: enterprise.uid,
            action: 'register',
            after: {
              enterprise_no: enterprise.enterpriseNo,
              name: b.company_name.trim(),
              kind: b.enterprise_kind,
              credit_code: creditCode,
              admin_staff_uid: admin.uid,
              new_account: !existing,
            },
            ip: request.ip,
          });
          return {
            enterprise_uid: enterprise.uid,
            enterprise_no: enterprise.enterpriseNo,
            enterprise_kind: b.enterprise_kind,
            user_uid: account.uid,
            usercode: account.userNo,
            new_account: !existing,
          };
        });
        return ok(answer, translate(requestLanguage(request), M.enterpriseRegistered, { no: answer.enterprise_no }));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.enterpriseRegistrationFailed);
        throw error;
      }
    },
  );
};
