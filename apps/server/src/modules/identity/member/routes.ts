import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import type { AccountDeps } from '../accounts/deps.js';
import { profileMessages } from '../profile/messages.js';
import { memberOf, updateMember } from './service.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers } from '../../../http/answer.js';
import { memberInformationAnswer, memberPatchBody } from '../schemas.js';

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
    {
      schema: { body: memberPatchBody, tags: ['member'], response: answers(memberInformationAnswer) },
      preHandler: guard,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      await updateMember(db, caller, request.body, request.ip);
      return ok(await memberOf(db, caller), translate(requestLanguage(request), profileMessages.saved));
    },
  );
};
