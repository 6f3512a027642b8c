import { PHONE_AREA_CODES, text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import type { AccountDeps } from '../../accounts/deps.js';
import { identityFields } from '../../../../platform/session/identity.js';
import { signedIn } from '../../../../platform/session/session-plugin.js';
import { verificationMessages } from '../../verification/messages.js';
import { profileMessages as M } from '../messages.js';
import { answers, nothing } from '../../../../http/answer.js';
import { codeSentAnswer, namedFieldAnswer, phoneChangedAnswer } from '../../schemas.js';
import { assertOwn, phoneChangeService } from '../service/phone-change.js';

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

/**
 * Modify phone (spec 02 §4, §8): `checkpassword` first (the session then may change the phone for ten minutes),
 * then `phonecode` sends a code to the new number and `phoneupdate` sets it. Answer codes: 1 success,
 * 0 code problem, 2 password not checked, 3 same number (neutral), 4 number of another account (neutral), 5 format.
 */
export const phoneChangeServices: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  const service = phoneChangeService(deps);

  app.post(
    '/api/service/checkpassword',
    { config: { openWhenExpired: true }, schema: { body: checkBody, tags: ['profile'], response: answers(nothing) } },
    async (request, reply) => {
      const caller = signedIn(request);
      assertOwn(caller, request.body);
      await service.checkPassword(caller, request.body.password ?? '', reply);
      return ok(null, translate(requestLanguage(request), M.passwordConfirmed));
    },
  );

  app.post(
    '/api/service/phonecode',
    {
      config: { openWhenExpired: true },
      schema: { body: phoneBody, tags: ['profile'], response: answers(z.union([codeSentAnswer, namedFieldAnswer])) },
    },
    async (request, reply) => {
      const caller = signedIn(request);
      assertOwn(caller, request.body);
      const language = requestLanguage(request);
      const sent = await service.sendPhoneCode(caller, request.body, { ip: request.ip, language, reply });
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
      assertOwn(caller, request.body);
      const changed = await service.changePhone(caller, request.body, request.ip);
      return ok(changed, translate(requestLanguage(request), M.phoneChanged));
    },
  );
};
