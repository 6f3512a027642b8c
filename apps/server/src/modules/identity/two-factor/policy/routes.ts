import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../../../db/client.js';
import { answers, instant } from '../../../../http/answer.js';
import { ok } from '../../../../http/envelope.js';
import { requestLanguage } from '../../../../http/language.js';
import { translate } from '../../../../http/messages.js';
import { signedInToEnterprise } from '../../../../platform/access/guards.js';
import { twoFactorPolicyMessages as M } from './messages.js';
import { policyOf, setPolicy } from './service.js';

export const twoFactorPolicyAnswer = z
  .object({
    /** Two-factor is required of the people the policy covers. */
    enabled: z.boolean(),
    changed_at: instant.nullable(),
    /** Whom the policy covers: the platform's finance staff and operators, or an enterprise's admins and withdrawers. */
    covers: z.enum(['finance_and_operators', 'admins_and_withdrawers']),
    can_change: z.boolean(),
  })
  .meta({ id: 'TwoFactorPolicy' });

/**
 * The enterprise's two-factor policy (issue 33): `GET /api/two-factor-policy` for its staff, `PUT` for its admins
 * (the platform operator's admins set the platform's).
 */
export const twoFactorPolicyRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const answer = async (caller: ReturnType<typeof signedInToEnterprise>) => {
    const policy = await policyOf(db, caller.enterpriseUid);
    return {
      enabled: policy.required,
      changed_at: policy.changed_at,
      covers:
        caller.staff.enterpriseKind === 'platform'
          ? ('finance_and_operators' as const)
          : ('admins_and_withdrawers' as const),
      can_change: caller.staff.isAdmin,
    };
  };

  app.get(
    '/api/two-factor-policy',
    { schema: { tags: ['profile'], response: answers(twoFactorPolicyAnswer) } },
    async (request) => ok(await answer(signedInToEnterprise(request))),
  );

  app.put(
    '/api/two-factor-policy',
    {
      schema: { body: z.object({ enabled: z.boolean() }), tags: ['profile'], response: answers(twoFactorPolicyAnswer) },
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const required = request.body.enabled;
      await setPolicy(
        db,
        {
          accountUid: caller.accountUid,
          enterpriseUid: caller.enterpriseUid,
          isAdmin: caller.staff.isAdmin,
          ip: request.ip,
        },
        required,
        app.clock.now(),
      );
      return ok(await answer(caller), translate(requestLanguage(request), required ? M.policyOn : M.policyOff));
    },
  );
};
