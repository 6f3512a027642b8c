import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@pcbunion/core';
import { AppError, notFound } from '../../../../http/errors.js';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { identityFields } from '../../../../platform/session/identity.js';
import { assertIdentityAgrees } from '../../../../platform/session/identity.js';
import type { ModuleOptions } from '../../../../platform/module-options.js';
import { enterpriseExpiry } from '../service/expiry.js';
import { expiryMessages } from '../expiry/messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { answers } from '../../../../http/answer.js';
import { expiryAnswer } from '../../schemas.js';

const expiryBody = z.object({ ...identityFields, enterprise_uid: text(200).optional() }).optional();

/**
 * POST /api/enterprise/expiry (spec 01 §7 "expiry query", polled every 60 s): code 1 with the date while valid;
 * once past it, code 0 with the expired message and the date (HTTP 200: the query itself succeeded; the
 * answer code carries the verdict, as the spec's client reads it), and the client logs out.
 * Only the caller's own enterprise can be asked about (another → 403 identityMismatch).
 */
const enterpriseExpiryModule: FastifyPluginAsyncZod<ModuleOptions> = async (app, { database }) => {
  app.post(
    '/api/enterprise/expiry',
    {
      config: { openWhenExpired: true },
      schema: { body: expiryBody, tags: ['session'], response: answers(expiryAnswer) },
    },
    async (request, reply) => {
      const caller = signedInToEnterprise(request);
      const body = request.body ?? {};
      assertIdentityAgrees(caller, body);
      if (body.enterprise_uid !== undefined && body.enterprise_uid !== caller.enterpriseUid)
        throw new AppError(403, 'identityMismatch');
      const state = await enterpriseExpiry(database.db, caller.enterpriseUid);
      if (!state) throw notFound();
      if (!state.expired) return ok({ date: state.date });
      const msg = translate(requestLanguage(request), expiryMessages.expired, { date: state.date ?? '' });
      return reply.status(200).send({ code: 0, msg, data: { date: state.date } });
    },
  );
};

export default enterpriseExpiryModule;
