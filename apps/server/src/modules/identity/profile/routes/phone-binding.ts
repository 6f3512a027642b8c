import { PHONE_AREA_CODES, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { answers } from '../../../../http/answer.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { tellWaitingInvitations } from '../../staff/invite.js';
import { verificationMessages } from '../../verification/messages.js';
import { wechatMessages } from '../../auth/oauth/messages.js';
import { codeSentAnswer, phoneChangedAnswer } from '../../schemas.js';
import { phoneBindingService } from '../service/phone-binding.js';

const phoneBody = z.object({
  phone_area_code: z.enum(PHONE_AREA_CODES).default('+86'),
  phone_num: text(20),
});
const bindBody = phoneBody.extend({ verify_code: text(16), register_password: text(64).optional() });

/**
 * Binding a phone to a WeChat-only account (docs/wechat-login.md): `POST /api/profile/phone-binding/code` sends a
 * code to the number, `POST /api/profile/phone-binding` binds it (with a password when the account has none).
 * Invitations already waiting for that number are then told to the account, as after a registration.
 */
export const phoneBindingRoutes: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const service = phoneBindingService(deps);

  app.post(
    '/api/profile/phone-binding/code',
    { schema: { body: phoneBody, tags: ['profile'], response: answers(codeSentAnswer) } },
    async (request, reply) => {
      const language = requestLanguage(request);
      const sent = await service.sendPhoneCode(signedIn(request), request.body, { ip: request.ip, language, reply });
      return ok(sent, translate(language, verificationMessages.codeSent));
    },
  );

  app.post(
    '/api/profile/phone-binding',
    { schema: { body: bindBody, tags: ['profile'], response: answers(phoneChangedAnswer) } },
    async (request) => {
      const caller = signedIn(request);
      const bound = await service.bindPhone(caller, request.body, request.ip);
      await tellWaitingInvitations(app, deps.db, caller.accountUid, bound.phone_area_code, bound.phone);
      return ok(bound, translate(requestLanguage(request), wechatMessages.phoneBound));
    },
  );
};
