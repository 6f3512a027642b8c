import { checkPhone, checkVerifyCode, firstProblem } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { findAccountByPhone } from '../accounts/service/account-factory.js';
import type { AccountDeps } from '../accounts/deps.js';
import { assertNoProblem } from '../accounts/field-problem.js';
import { checkCode, phoneTarget } from '../verification/service.js';
import { registrationMessages as M } from './messages.js';
import { verifyPhoneBody } from './schemas.js';
import { answers } from '../../../http/answer.js';
import { verifyPhoneAnswer } from '../schemas.js';

/**
 * `verifyphone`: checks a code sent to a phone without using it up (wrong tries still count) and tells the
 * code's owner whether the number already has an account, so a form can ask for a name and password or not.
 */
export const verifyPhoneService: FastifyPluginAsyncZod<AccountDeps> = async (app, { db }) => {
  app.post(
    '/api/service/verifyphone',
    { schema: { body: verifyPhoneBody, tags: ['registration'], response: answers(verifyPhoneAnswer) } },
    async (request) => {
      const b = request.body;
      assertNoProblem(
        firstProblem([
          ['phone_num', checkPhone(b.phone_area_code, b.phone_num)],
          ['verify_code', checkVerifyCode(b.verify_code)],
        ]),
      );
      await checkCode(db, phoneTarget(b.phone_area_code, b.phone_num), b.template_type, b.verify_code);
      const account = await findAccountByPhone(db, b.phone_area_code, b.phone_num);
      return ok({ registered: !!account }, translate(requestLanguage(request), M.codeChecked));
    },
  );
};
