import { RECHARGE_METHODS, RECHARGE_STATUSES } from '@pcbunion/core';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recharges } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { offsetOf, orderOf, pagingQuery } from '../../../platform/paging.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import type { PaymentProviders } from '../../payments/index.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { amountField, amountOf } from '../money-input.js';
import { createRecharge, rechargeView } from '../service/recharges.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { rechargeAnswer, startedRechargeAnswer } from '../schemas.js';

const createBody = z.object({ amount: amountField, method: z.enum(RECHARGE_METHODS) });
const listQuery = z.object({ ...pagingQuery, status: z.enum(RECHARGE_STATUSES).optional() });

/** The member's recharges: POST starts one with a provider (Idempotency-Key honoured); GET lists them. */
export const rechargeRoutes: FastifyPluginAsyncZod<MoneyDeps & { providers: PaymentProviders }> = async (
  app,
  { db, clock, grantAll, providers },
) => {
  const preHandler = requireScreen(SCREENS.recharge, grantAll);

  app.post(
    '/api/wallet/recharges',
    { schema: { body: createBody, tags: ['wallet'], response: answers(startedRechargeAnswer) }, preHandler },
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
    { schema: { querystring: listQuery, tags: ['wallet'], response: answers(pageOf(rechargeAnswer)) }, preHandler },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [eq(recharges.enterpriseUid, signedInToEnterprise(request).enterpriseUid)];
      if (q.status) where.push(eq(recharges.status, q.status));
      const sortable = {
        rechargeNo: recharges.rechargeNo,
        amount: recharges.amount,
        status: recharges.status,
        createdAt: recharges.createdAt,
        confirmedAt: recharges.confirmedAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(recharges)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(recharges.createdAt)), desc(recharges.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(recharges)
          .where(and(...where)),
      ]);
      return ok({ data: rows.map(rechargeView), total: total!.n });
    },
  );
};
