import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import type { PaymentProviders } from '../../payments/index.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { amountOf } from '../money-input.js';
import { createRecharge, listRecharges, rechargeView } from '../service/recharges.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { rechargeAnswer, rechargeCreateBody, rechargeListQuery, startedRechargeAnswer } from '../schemas.js';

/** The member's recharges: POST starts one with a provider (Idempotency-Key honoured); GET lists them. */
export const rechargeRoutes: FastifyPluginAsyncZod<MoneyDeps & { providers: PaymentProviders }> = async (
  app,
  { db, clock, grantAll, providers },
) => {
  const preHandler = requireScreen(SCREENS.recharge, grantAll);

  app.post(
    '/api/wallet/recharges',
    { schema: { body: rechargeCreateBody, tags: ['wallet'], response: answers(startedRechargeAnswer) }, preHandler },
    async (request, reply) => {
      const caller = signedInToEnterprise(request);
      const amount = amountOf(request.body.amount);
      const method = request.body.method;
      return idempotent(db, request, reply, async (tx) => {
        const recharge = await createRecharge(tx, {
          enterpriseUid: caller.enterpriseUid,
          amount,
          method,
          createdBy: caller.accountUid,
          at: clock.now(),
        });
        const started = await providers.get(method).start(recharge);
        return ok({ ...rechargeView(recharge), ...started });
      });
    },
  );

  app.get(
    '/api/wallet/recharges',
    {
      schema: { querystring: rechargeListQuery, tags: ['wallet'], response: answers(pageOf(rechargeAnswer)) },
      preHandler,
    },
    async (request) => {
      return ok(await listRecharges(db, signedInToEnterprise(request).enterpriseUid, request.query));
    },
  );
};
