import { text } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { answers, pageOf } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { forbidden } from '../../../http/errors.js';
import { requestLanguage } from '../../../http/language.js';
import { signedInToEnterprise } from '../../../platform/access/guards.js';
import { pagingQuery } from '../../../platform/paging.js';
import { sessionOf } from '../../../platform/session/session-plugin.js';
import { signInOutcomes } from './messages.js';
import { ownSignIns, staffSignIns } from './service/queries.js';

const signInRow = z.object({
  id: z.string(),
  at: z.string(),
  ip: z.string().nullable(),
  browser: z.string().nullable(),
  system: z.string().nullable(),
  method: z.string(),
  method_text: z.string(),
  outcome: z.string(),
  outcome_text: z.string(),
  success: z.boolean(),
  new_browser: z.boolean(),
});
export const signInAnswer = signInRow.meta({ id: 'SignIn' });
export const staffSignInAnswer = signInRow
  .extend({ staff_name: z.string(), job_number: z.string().nullable(), phone: z.string().nullable() })
  .meta({ id: 'StaffSignIn' });

const outcomes = Object.keys(signInOutcomes) as [keyof typeof signInOutcomes, ...(keyof typeof signInOutcomes)[]];
const staffSignInQuery = z.object({
  ...pagingQuery,
  person: text(64).optional(),
  date_from: z.iso.date().optional(),
  date_to: z.iso.date().optional(),
  outcome: z.enum(outcomes).optional(),
});

/**
 * Sign-in history (issue 33): `GET /api/profile/sign-ins`, the caller's last 100; `GET /api/staff/sign-ins`, an
 * enterprise admin's view of its staff's sign-ins, searched by person and Shanghai dates, paged.
 */
export const signInHistoryRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/profile/sign-ins',
    { config: { openWhenExpired: true }, schema: { tags: ['profile'], response: answers(pageOf(signInAnswer)) } },
    async (request) => ok(await ownSignIns(db, sessionOf(request).accountUid, requestLanguage(request))),
  );

  app.get(
    '/api/staff/sign-ins',
    { schema: { querystring: staffSignInQuery, tags: ['staff'], response: answers(pageOf(staffSignInAnswer)) } },
    async (request) => {
      const caller = signedInToEnterprise(request);
      if (!caller.staff.isAdmin) throw forbidden();
      return ok(await staffSignIns(db, caller.enterpriseUid, request.query, requestLanguage(request)));
    },
  );
};
