import { eq } from 'drizzle-orm';
import { checkEmail, checkShortText, firstProblem, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accounts, memberProfiles } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import type { LocalizedText } from '../../../http/messages.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { isUniqueViolation } from '../accounts/account-factory.js';
import { recordAudit } from '../../../platform/audit.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem } from '../accounts/field-problem.js';
import { isPersonal } from '../registration/membership.js';
import { profileMessages } from '../profile/messages.js';
import { formatFen, memberBalance } from './balance.js';
import { requireScreen, type InEnterprise, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers } from '../../../http/answer.js';
import { memberInformationAnswer } from '../schemas.js';

const badContact: LocalizedText = {
  en: '{field}: only letters, digits, - and _ (at most 30)',
  'zh-CN': '{field}：只能包含字母、数字、- 和 _（最多30位）',
  'zh-TW': '{field}：只能包含字母、數字、- 和 _（最多30位）',
  es: '{field}: solo letras, dígitos, - y _ (máximo 30)',
  ja: '{field}: 英数字、-、_ のみ（30文字まで）',
};

const patchBody = z.object({
  name: text(64).optional(),
  email: text(254).nullish(),
  birthday: z.iso.date().nullish(),
  gender: z.enum(['male', 'female', 'unknown']).nullish(),
  wechat_no: text(30).nullish(),
  qq_no: text(30).nullish(),
});

async function memberOf(db: AccountDeps['db'], caller: InEnterprise) {
  const [row] = await db
    .select({ account: accounts, profile: memberProfiles })
    .from(accounts)
    .leftJoin(memberProfiles, eq(memberProfiles.accountUid, accounts.uid))
    .where(eq(accounts.uid, caller.accountUid));
  const balance = await memberBalance(db, caller.enterpriseUid);
  const a = row!.account;
  const p = row!.profile;
  return {
    member_no: a.userNo,
    name: a.name,
    phone_area_code: a.phoneAreaCode,
    phone: a.phone,
    email: a.email,
    created_at: a.createdAt,
    birthday: p?.birthday ?? null,
    gender: p?.gender ?? null,
    status: a.status,
    type: (await isPersonal(db, caller.enterpriseUid)) ? ('personal' as const) : ('enterprise' as const),
    wechat_no: p?.wechatNo ?? null,
    qq_no: p?.qqNo ?? null,
    enterprise_name: caller.staff.enterpriseName,
    available_balance: formatFen(balance.available),
    frozen_amount: formatFen(balance.frozen),
  };
}

/** Member information (spec 02 §3 Member): shown and edited on the member-information screen. */
export const memberRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, { db, grantAll }) => {
  const guard = requireScreen(['member-information'], grantAll);

  app.get(
    '/api/member/information',
    { schema: { tags: ['member'], response: answers(memberInformationAnswer) }, preHandler: guard },
    async (request) => ok(await memberOf(db, signedInToEnterprise(request))),
  );

  app.patch(
    '/api/member/information',
    { schema: { body: patchBody, tags: ['member'], response: answers(memberInformationAnswer) }, preHandler: guard },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      assertNoProblem(
        firstProblem([
          ['name', b.name === undefined ? null : checkShortText(b.name)],
          ['email', b.email ? checkEmail(b.email) : null],
        ]),
      );
      for (const field of ['wechat_no', 'qq_no'] as const) {
        if (b[field] && !/^[A-Za-z0-9_-]{1,30}$/.test(b[field]!))
          throw new AppError(400, badContact, { field }, 0, field);
      }
      const before = await memberOf(db, caller);
      try {
        await db.transaction(async (tx) => {
          const accountChange = {
            ...(b.name !== undefined && { name: b.name.trim() }),
            ...(b.email !== undefined && { email: b.email?.trim() || null }),
          };
          if (Object.keys(accountChange).length)
            await tx.update(accounts).set(accountChange).where(eq(accounts.uid, caller.accountUid));
          const profile = {
            ...(b.birthday !== undefined && { birthday: b.birthday }),
            ...(b.gender !== undefined && { gender: b.gender }),
            ...(b.wechat_no !== undefined && { wechatNo: b.wechat_no?.trim() || null }),
            ...(b.qq_no !== undefined && { qqNo: b.qq_no?.trim() || null }),
            updatedAt: new Date(),
          };
          await tx
            .insert(memberProfiles)
            .values({ accountUid: caller.accountUid, ...profile })
            .onConflictDoUpdate({ target: memberProfiles.accountUid, set: profile });
          await recordAudit(tx, {
            actorAccountUid: caller.accountUid,
            enterpriseUid: caller.enterpriseUid,
            entity: 'member',
            entityUid: caller.accountUid,
            action: 'update',
            before,
            after: b,
            ip: request.ip,
          });
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError(409, profileMessages.emailTaken, {}, 0, 'email');
        throw error;
      }
      return ok(await memberOf(db, caller), translate(requestLanguage(request), profileMessages.saved));
    },
  );
};
