import { checkAccountPassword, checkPhone, checkShortText, checkVerifyCode, firstProblem } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { accounts } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { createAccount, findAccountByPhone, isUniqueViolation } from '../accounts/service/account-factory.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem, assertNotBreached } from '../accounts/field-problem.js';
import { findUsableLink, useLink } from '../community/service.js';
import { acceptInvitation, findPendingInvitation } from '../staff/service/invitation-use.js';
import { checkCode, consumeCode, phoneTarget } from '../verification/service.js';
import { joinAsMember, joinAsStaff } from './service.js';
import { registrationMessages as M } from './messages.js';
import { joinEnterpriseBody } from './schemas.js';
import { answers } from '../../../http/answer.js';
import { joinedAnswer } from '../schemas.js';

/**
 * `joinenterprise`: a person proves their phone with a code and joins an enterprise that invited them, either
 * by enterprise number (a staff invitation for this phone) or by an invite link (enterpriseuid + tenantid).
 * Signed in (the personal join company dialog), the phone is the account's own.
 * joined '1' = the person has an account; '0' = a new account is made (register_username, register_password).
 */
export const joinEnterpriseService: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/joinenterprise',
    {
      config: { openWhenExpired: true },
      schema: { body: joinEnterpriseBody, tags: ['registration'], response: answers(joinedAnswer) },
    },
    async (request) => {
      const b = request.body;
      const session = request.session;
      let areaCode: string = b.phoneAreaCode;
      let phone = b.phoneNum;
      if (session) {
        const own = await accountPhone(db, session.accountUid);
        if (phone && (phone !== own.phone || areaCode !== own.areaCode))
          throw new AppError(403, M.phoneNotYours, {}, 0, 'phoneNum');
        ({ areaCode, phone } = own);
      }
      assertNoProblem(
        firstProblem([
          ['phoneNum', checkPhone(areaCode, phone)],
          ['cimforceNoEnter', b.cimforceNoEnter || b.tenantid ? null : 'required'],
          ['verifyCode', checkVerifyCode(b.verifyCode)],
        ]),
      );
      const codeUid = await checkCode(db, phoneTarget(areaCode, phone!), 'join_enterprise', b.verifyCode);

      const staffInvitation = b.cimforceNoEnter
        ? await findPendingInvitation(db, b.cimforceNoEnter, areaCode, phone!)
        : null;
      const link = staffInvitation ? null : await findUsableLink(db, b.tenantid!, { enterpriseUid: b.enterpriseuid });
      const inviterUid = staffInvitation?.enterpriseUid ?? link!.enterpriseUid;
      const inviterName = staffInvitation?.enterpriseName ?? link!.enterpriseName;

      const existing = await findAccountByPhone(db, areaCode, phone!);
      if (existing && existing.status !== 'active') throw new AppError(403, M.userInvalid);
      if (b.joined === '1' && !existing) throw new AppError(404, M.notRegistered);
      if (b.joined === '0' && existing) throw new AppError(409, M.alreadyRegistered);
      if (!existing) {
        assertNoProblem(
          firstProblem([
            ['register_username', checkShortText(b.register_username)],
            ['register_password', checkAccountPassword(b.register_password)],
          ]),
        );
        assertNotBreached('register_password', b.register_password);
      }

      try {
        const answer = await db.transaction(async (tx) => {
          await consumeCode(tx, codeUid);
          const person = existing
            ? { uid: existing.uid, name: existing.name, phone: existing.phone }
            : {
                ...(await createAccount(tx, {
                  name: b.register_username!,
                  phoneAreaCode: areaCode,
                  phone: phone!,
                  password: b.register_password!,
                })),
                name: b.register_username!.trim(),
                phone: phone!,
              };
          let staffUid: string | null = null;
          if (staffInvitation) {
            await acceptInvitation(tx, staffInvitation.uid, person.uid);
            staffUid = (await joinAsStaff(tx, inviterUid, person, staffInvitation)).uid;
          } else {
            await useLink(tx, link!.uid);
            if (link!.purpose === 'staff') staffUid = (await joinAsStaff(tx, inviterUid, person)).uid;
            else await joinAsMember(tx, inviterUid, person);
          }
          await recordAudit(tx, {
            actorAccountUid: person.uid,
            enterpriseUid: inviterUid,
            entity: staffUid ? 'staff' : 'enterprise_partner',
            entityUid: staffUid ?? inviterUid,
            action: 'join',
            after: {
              by: staffInvitation ? 'staff_invitation' : 'invite_link',
              purpose: link?.purpose ?? 'staff',
              new_account: !existing,
            },
            ip: request.ip,
          });
          return {
            enterprise_uid: inviterUid,
            enterprise_name: inviterName,
            staff_uid: staffUid,
            user_uid: person.uid,
            new_account: !existing,
          };
        });
        return ok(answer, translate(requestLanguage(request), M.joined, { name: inviterName }));
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, M.joinFailed);
        throw error;
      }
    },
  );
};

/** The signed-in account's own phone: the personal join company dialog joins with it. */
async function accountPhone(db: Database, accountUid: string): Promise<{ areaCode: string; phone: string }> {
  const [row] = await db
    .select({ areaCode: accounts.phoneAreaCode, phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.uid, accountUid));
  if (!row?.phone || !row.areaCode) throw new AppError(400, M.noPhone, {}, 0, 'phoneNum');
  return { areaCode: row.areaCode, phone: row.phone };
}
