import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { answers } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import { sessionOf } from '../../../platform/session/session-plugin.js';
import { enforce } from '../accounts/service/rate-limit.js';
import { twoFactorMessages as M } from './messages.js';
import { twoFactorPolicyMessages as P } from './policy/messages.js';
import { policiesCovering } from './policy/service.js';
import { AppError } from '../../../http/errors.js';
import { confirmBody, disableBody, enrolmentAnswer, recoveryCodesAnswer, twoFactorStatusAnswer } from './schemas.js';
import {
  beginEnrolment,
  confirmEnrolment,
  disableTwoFactor,
  forgetTrustedBrowsers,
  twoFactorStatus,
} from './service/enrolment.js';

/** Codes and passwords an account may try here per quarter of an hour (a stolen session cannot guess on). */
const TRIES_PER_WINDOW = 10;

/**
 * Two-factor sign-in on the personal profile (issue 33): status, begin enrolment (QR + secret, pending), confirm
 * with a first code (→ ten recovery codes, shown once), turn off (password AND a code or a recovery code), forget
 * trusted browsers. The code step of signing in is POST /api/login/two-factor (auth/routes.ts).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const config = { openWhenExpired: true };
  const tags = ['profile'];
  const caller = (request: Parameters<typeof sessionOf>[0]) => {
    const session = sessionOf(request);
    return { accountUid: session.accountUid, enterpriseUid: session.enterpriseUid, ip: request.ip };
  };
  const tried = (accountUid: string) =>
    enforce(db, { key: `two-factor-settings:${accountUid}`, max: TRIES_PER_WINDOW, windowSeconds: 15 * 60 });

  app.get('/api/profile/two-factor', { schema: { tags, response: answers(twoFactorStatusAnswer) } }, async (request) =>
    ok(await twoFactorStatus(db, sessionOf(request).accountUid)),
  );

  app.post(
    '/api/profile/two-factor/begin',
    { config, schema: { body: z.object({}).optional(), tags, response: answers(enrolmentAnswer) } },
    async (request) =>
      ok(await beginEnrolment(db, sessionOf(request).accountUid), translate(requestLanguage(request), M.scanKey)),
  );

  app.post(
    '/api/profile/two-factor/confirm',
    { config, schema: { body: confirmBody, tags, response: answers(recoveryCodesAnswer) } },
    async (request) => {
      const who = caller(request);
      await tried(who.accountUid);
      const codes = await confirmEnrolment(db, who, request.body.code, app.clock.now());
      return ok(codes, translate(requestLanguage(request), M.turnedOn));
    },
  );

  app.post(
    '/api/profile/two-factor/disable',
    { config, schema: { body: disableBody, tags, response: answers(twoFactorStatusAnswer) } },
    async (request) => {
      const who = caller(request);
      await tried(who.accountUid);
      const covering = await policiesCovering(db, who.accountUid);
      if (covering.length > 0)
        throw new AppError(409, P.coveredCannotTurnOff, { enterprise: covering[0]!.enterpriseName });
      await disableTwoFactor(db, who, request.body, app.clock.now());
      return ok(await twoFactorStatus(db, who.accountUid), translate(requestLanguage(request), M.turnedOff));
    },
  );

  app.post(
    '/api/profile/two-factor/forget-browsers',
    { config, schema: { body: z.object({}).optional(), tags, response: answers(z.object({ forgotten: z.number() })) } },
    async (request) => {
      const forgotten = await forgetTrustedBrowsers(db, sessionOf(request).accountUid);
      return ok({ forgotten }, translate(requestLanguage(request), M.browsersForgotten));
    },
  );
};
