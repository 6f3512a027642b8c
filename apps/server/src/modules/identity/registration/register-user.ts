import { checkUserRegistration } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../../db/client.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import {
  createAccount,
  createPersonalEnterprise,
  findAccountByEmail,
  findAccountByPhone,
  isUniqueViolation,
} from '../accounts/service/account-factory.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem, assertNotBreached } from '../accounts/field-problem.js';
import { findUsableLink, useLink } from '../community/service.js';
import { checkCode, consumeCode, emailTarget, phoneTarget } from '../verification/service.js';
import { tellWaitingInvitations } from '../staff/invite.js';
import { joinAsMember, joinAsStaff } from './service.js';
import { registrationMessages as M } from './messages.js';
import { memberRegisterBody, userRegisterBody, type MemberRegisterBody, type UserRegisterBody } from './schemas.js';
import { answers } from '../../../http/answer.js';
import { personRegisteredAnswer } from '../schemas.js';

type Invitation = Awaited<ReturnType<typeof findUsableLink>>;

/**
 * Registers a person by phone or e-mail after checking the code sent there. Without an invitation the person
 * gets a personal customer enterprise (so they can sign in and order); with an invite link they become a member
 * (customer) or a staff member of the inviting enterprise, and the link's use is counted in the same transaction.
 */
async function registerPerson(db: Database, body: UserRegisterBody, invitation: Invitation | null, ip: string) {
  const by = body.register_type ?? (body.register_phonenum ? 'phone' : 'email');
  assertNoProblem(checkUserRegistration(body, by));
  assertNotBreached('register_password', body.register_password);
  const target =
    by === 'phone' ? phoneTarget(body.phone_area_code, body.register_phonenum!) : emailTarget(body.register_email!);
  const codeUid = await checkCode(db, target, 'register', body.verify_code);

  if (by === 'phone' && (await findAccountByPhone(db, body.phone_area_code, body.register_phonenum!)))
    throw new AppError(409, M.alreadyRegistered);
  if (body.register_email && (await findAccountByEmail(db, body.register_email))) {
    throw by === 'email'
      ? new AppError(409, M.alreadyRegistered)
      : new AppError(409, M.emailTaken, {}, 0, 'register_email');
  }

  try {
    return await db.transaction(async (tx) => {
      await consumeCode(tx, codeUid);
      if (invitation) await useLink(tx, invitation.uid);
      const name = body.register_username.trim();
      const account = await createAccount(tx, {
        name,
        phoneAreaCode: by === 'phone' ? body.phone_area_code : null,
        phone: by === 'phone' ? body.register_phonenum! : null,
        email: body.register_email ?? null,
        password: body.register_password,
      });
      const person = { uid: account.uid, name, phone: body.register_phonenum ?? null };
      let enterpriseUid: string;
      if (!invitation) enterpriseUid = (await createPersonalEnterprise(tx, person)).uid;
      else if (invitation.purpose === 'staff') {
        await joinAsStaff(tx, invitation.enterpriseUid, person);
        enterpriseUid = invitation.enterpriseUid;
      } else enterpriseUid = (await joinAsMember(tx, invitation.enterpriseUid, person)).customerEnterpriseUid;
      await recordAudit(tx, {
        actorAccountUid: account.uid,
        enterpriseUid,
        entity: 'account',
        entityUid: account.uid,
        action: invitation ? `register_${invitation.purpose}` : 'register',
        after: { user_no: account.userNo, by, invited_by: invitation?.enterpriseUid ?? null },
        ip,
      });
      return {
        user_uid: account.uid,
        usercode: account.userNo,
        enterprise_uid: enterpriseUid,
        invited_by: invitation?.enterpriseName ?? null,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(409, M.alreadyRegistered);
    throw error;
  }
}

/** `userregister` and `memberregister` (spec 01 §3). */
export const registerUserServices: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/userregister',
    { schema: { body: userRegisterBody, tags: ['registration'], response: answers(personRegisteredAnswer) } },
    async (request) => {
      const answer = await registerPerson(db, request.body, null, request.ip);
      if (request.body.register_phonenum)
        await tellWaitingInvitations(
          app,
          db,
          answer.user_uid,
          request.body.phone_area_code,
          request.body.register_phonenum,
        );
      return ok(answer, translate(requestLanguage(request), M.registered));
    },
  );

  app.post(
    '/api/service/memberregister',
    { schema: { body: memberRegisterBody, tags: ['registration'], response: answers(personRegisteredAnswer) } },
    async (request) => {
      const b: MemberRegisterBody = request.body;
      const invitation = await findUsableLink(db, b.tenantid, { enterpriseUid: b.enterpriseuid, purpose: b.flag });
      const answer = await registerPerson(db, b, invitation, request.ip);
      if (b.register_phonenum)
        await tellWaitingInvitations(app, db, answer.user_uid, b.phone_area_code, b.register_phonenum);
      return ok(answer, translate(requestLanguage(request), M.registered));
    },
  );
};
