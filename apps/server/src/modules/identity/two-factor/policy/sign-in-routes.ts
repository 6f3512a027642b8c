import { text } from '@pcbunion/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../../db/client.js';
import { answers } from '../../../../http/answer.js';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { enforce } from '../../accounts/service/rate-limit.js';
import type { SignInFinisher } from '../../auth/signed-in.js';
import { authenticatedAccount, openSession } from '../../auth/service/login.js';
import { loginAnswer } from '../../schemas.js';
import type { SignInRecorder } from '../../sign-in-history/recorder.js';
import { twoFactorMessages } from '../messages.js';
import { enrolmentAnswer } from '../schemas.js';
import { beginEnrolment, confirmEnrolment } from '../service/enrolment.js';
import { findSetupTicket, useSetupTicket } from './service.js';

/** Codes a person may try per quarter of an hour while enrolling. */
const TRIES_PER_WINDOW = 10;

const ticketBody = z.object({ setup_ticket: text(128).min(1) });
const confirmSetupBody = ticketBody.extend({ code: z.string().regex(/^\d{6}$/, 'badFormat') });
export const setupSignInAnswer = loginAnswer
  .extend({ recovery_codes: z.array(z.string()) })
  .meta({ id: 'TwoFactorSetupSignIn' });

/**
 * The enrolment a two-factor policy forces right after the password (issue 33): with the setup ticket of the
 * password step, begin (QR + key) and confirm with a first code; the confirmation signs in and answers the ten
 * recovery codes once. No session exists before it.
 */
export function forcedEnrolmentRoutes(
  app: FastifyInstance,
  deps: { db: Database; signedIn: SignInFinisher; recorder: SignInRecorder },
) {
  const { db, signedIn, recorder } = deps;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { openWhenExpired: true };
  const tags = ['session'];

  routes.post(
    '/api/login/two-factor-setup/begin',
    { config, schema: { body: ticketBody, tags, response: answers(enrolmentAnswer) } },
    async (request) => {
      const ticket = await findSetupTicket(db, request.body.setup_ticket);
      const key = await beginEnrolment(db, ticket.accountUid);
      return ok(key, translate(requestLanguage(request), twoFactorMessages.scanKey));
    },
  );

  routes.post(
    '/api/login/two-factor-setup/confirm',
    { config, schema: { body: confirmSetupBody, tags, response: answers(setupSignInAnswer) } },
    async (request, reply) => {
      const ticket = await findSetupTicket(db, request.body.setup_ticket);
      const refused = (error: unknown) => recorder.refused(request, [ticket.accountUid], 'two_factor_setup', error);
      await enforce(
        db,
        { key: `two-factor-settings:${ticket.accountUid}`, max: TRIES_PER_WINDOW, windowSeconds: 15 * 60 },
        reply,
      ).catch(refused);
      const caller = { accountUid: ticket.accountUid, enterpriseUid: null, ip: request.ip };
      const { recovery_codes } = await confirmEnrolment(db, caller, request.body.code, app.clock.now()).catch(refused);
      await useSetupTicket(db, ticket.tokenHash);
      const who = await authenticatedAccount(db, ticket.accountUid, ticket.jobNumber).catch(refused);
      const outcome = await openSession(db, who, ticket.clientType, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      const answer = await signedIn(request, reply, outcome, {
        accountUid: who.accountUid,
        method: 'two_factor_setup',
      });
      return ok({ ...answer.data, recovery_codes }, answer.msg);
    },
  );
}
