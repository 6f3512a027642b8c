import { checkEmail, checkPhone, firstProblem } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem } from '../accounts/field-problem.js';
import { emailTarget, phoneTarget, sendCode } from '../verification/service.js';
import { verificationMessages } from '../verification/messages.js';
import { sendCodeBody } from './schemas.js';
import { answers } from '../../../http/answer.js';
import { codeSentAnswer } from '../schemas.js';

/**
 * `alimessagecode`: sends a 6-digit code to a phone (SMS by area code) or an e-mail address. Whether the
 * number is registered is never told here; the service that uses the code tells it to the code's owner.
 */
export const sendCodeService: FastifyPluginAsyncZod<AccountDeps> = async (app, deps) => {
  app.post(
    '/api/service/alimessagecode',
    {
      config: { openWhenExpired: true },
      schema: { body: sendCodeBody, tags: ['registration'], response: answers(codeSentAnswer) },
    },
    async (request, reply) => {
      const b = request.body;
      const language = requestLanguage(request);
      let target;
      if (b.phone_num) {
        assertNoProblem(firstProblem([['phone_num', checkPhone(b.phone_area_code ?? '+86', b.phone_num)]]));
        target = phoneTarget(b.phone_area_code ?? '+86', b.phone_num);
      } else if (b.email) {
        assertNoProblem(firstProblem([['email', checkEmail(b.email)]]));
        target = emailTarget(b.email);
      } else throw new AppError(400, verificationMessages.needPhoneOrEmail, {}, 0, 'phone_num');
      const sent = await sendCode(
        {
          db: deps.db,
          providers: deps.providers,
          ip: request.ip,
          language,
          reply,
          codesPerAddressPerHour: deps.settings.limits.codesPerAddressPerHour,
        },
        target,
        b.template_type,
      );
      return ok(sent, translate(language, verificationMessages.codeSent));
    },
  );
};
