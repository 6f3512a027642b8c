import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { amountOf } from '../money-input.js';
import { applyWithdrawal, cancelWithdrawal, listWithdrawals, withdrawalView } from '../service/withdrawals.js';
import { requireScreen, signedInToEnterprise, type InEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { moneyNoParams, withdrawalAnswer, withdrawalApplyBody, withdrawalListQuery } from '../schemas.js';

/** The member's withdrawals: apply (frozen at once), list, cancel while unprocessed. Money-moving POSTs honour Idempotency-Key. */
export const withdrawalRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, ledger, clock, grantAll }) => {
  const preHandler = requireScreen(SCREENS.withdrawals, grantAll);
  const actorOf = (caller: InEnterprise) => ({
    accountUid: caller.accountUid,
    name: caller.staff.staffName,
  });

  app.post(
    '/api/wallet/withdrawals',
    { schema: { body: withdrawalApplyBody, tags: ['wallet'], response: answers(withdrawalAnswer) }, preHandler },
    async (request, reply) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      const amount = amountOf(b.amount);
      return idempotent(db, request, reply, async (tx) => {
        const w = await applyWithdrawal(tx, ledger, {
          enterpriseUid: caller.enterpriseUid,
          amount,
          bankAccountId: b.bankAccountId,
          reason: b.reason || null,
          actor: actorOf(caller),
          at: clock.now(),
        });
        return ok(withdrawalView(w));
      });
    },
  );

  app.get(
    '/api/wallet/withdrawals',
    {
      schema: { querystring: withdrawalListQuery, tags: ['wallet'], response: answers(pageOf(withdrawalAnswer)) },
      preHandler,
    },
    async (request) => {
      return ok(await listWithdrawals(db, signedInToEnterprise(request).enterpriseUid, request.query));
    },
  );

  app.post(
    '/api/wallet/withdrawals/:no/cancel',
    { schema: { params: moneyNoParams, tags: ['wallet'], response: answers(withdrawalAnswer) }, preHandler },
    async (request, reply) => {
      const caller = signedInToEnterprise(request);
      return idempotent(db, request, reply, async (tx) =>
        ok(
          withdrawalView(
            await cancelWithdrawal(tx, ledger, {
              no: request.params.no,
              enterpriseUid: caller.enterpriseUid,
              actor: actorOf(caller),
              at: clock.now(),
            }),
          ),
        ),
      );
    },
  );
};
