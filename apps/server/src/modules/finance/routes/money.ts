import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import { platformOperator, platformOperatorOnly } from '../../../platform/jobs/index.js';
import {
  markRechargePaid,
  rechargeView,
  withdrawalView,
  processWithdrawal,
  rejectRecharge,
  rejectWithdrawal,
  financeRechargeRow,
  financeWithdrawalRow,
  rechargeAnswer,
  withdrawalAnswer,
  type MoneyDeps,
} from '../../wallet/index.js';
import { noParams, reasonBody, rechargeQuery, withdrawalQuery } from '../schemas.js';
import { listRecharges, listWithdrawals, reasonOf } from '../service.js';
import { answers, pageOf } from '../../../http/answer.js';

/**
 * The platform operator's finance (platform enterprise only, others 403): recharges to confirm (the bank transfer
 * arrived) or reject, withdrawals to process (paid out: the freeze is posted) or reject (voided, reason shown).
 * Every POST honours Idempotency-Key; a wrong state answers 409 naming the state.
 */
export const financeMoneyRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, ledger, clock }) => {
  const preHandler = platformOperatorOnly;
  const actorOf = (request: Parameters<typeof platformOperator>[0]) => {
    const caller = platformOperator(request);
    return { accountUid: caller.accountUid, name: caller.staff.staffName };
  };

  app.get(
    '/api/finance/recharges',
    {
      schema: { querystring: rechargeQuery, tags: ['finance'], response: answers(pageOf(financeRechargeRow)) },
      preHandler,
    },
    async (request) => {
      return ok(await listRecharges(db, request.query));
    },
  );

  app.post(
    '/api/finance/recharges/:no/confirm',
    { schema: { params: noParams, tags: ['finance'], response: answers(rechargeAnswer) }, preHandler },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotent(db, request, reply, async (tx) =>
        ok(
          rechargeView(
            await markRechargePaid(tx, ledger, {
              rechargeNo: request.params.no,
              action: 'confirm',
              at: clock.now(),
              handledBy: actor.accountUid,
            }),
          ),
        ),
      );
    },
  );

  app.post(
    '/api/finance/recharges/:no/reject',
    {
      schema: { params: noParams, body: reasonBody, tags: ['finance'], response: answers(rechargeAnswer) },
      preHandler,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const reason = reasonOf(request.body);
      return idempotent(db, request, reply, async (tx) =>
        ok(
          rechargeView(
            await rejectRecharge(tx, {
              rechargeNo: request.params.no,
              reason,
              handledBy: actor.accountUid,
              at: clock.now(),
            }),
          ),
        ),
      );
    },
  );

  app.get(
    '/api/finance/withdrawals',
    {
      schema: { querystring: withdrawalQuery, tags: ['finance'], response: answers(pageOf(financeWithdrawalRow)) },
      preHandler,
    },
    async (request) => {
      return ok(await listWithdrawals(db, request.query));
    },
  );

  app.post(
    '/api/finance/withdrawals/:no/process',
    { schema: { params: noParams, tags: ['finance'], response: answers(withdrawalAnswer) }, preHandler },
    async (request, reply) => {
      const actor = actorOf(request);
      return idempotent(db, request, reply, async (tx) =>
        ok(withdrawalView(await processWithdrawal(tx, ledger, { no: request.params.no, actor, at: clock.now() }))),
      );
    },
  );

  app.post(
    '/api/finance/withdrawals/:no/reject',
    {
      schema: { params: noParams, body: reasonBody, tags: ['finance'], response: answers(withdrawalAnswer) },
      preHandler,
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const reason = reasonOf(request.body);
      return idempotent(db, request, reply, async (tx) =>
        ok(
          withdrawalView(await rejectWithdrawal(tx, ledger, { no: request.params.no, reason, actor, at: clock.now() })),
        ),
      );
    },
  );
};
