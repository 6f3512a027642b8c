import { text, WITHDRAWAL_STATUSES } from '@pcbunion/core';
import { and, count, desc, eq, ilike, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withdrawals } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { likePattern, offsetOf, orderOf, pagingQuery } from '../../../platform/paging.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { amountField, amountOf } from '../money-input.js';
import { applyWithdrawal, cancelWithdrawal, withdrawalView } from '../service/withdrawals.js';
import { requireScreen, signedInToEnterprise, type InEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { withdrawalAnswer } from '../schemas.js';

const applyBody = z.object({
  amount: amountField,
  bankAccountId: z.uuid(),
  reason: z.string().trim().max(200).nullish(),
});
/** `keyword`: part of the withdrawal number (the records screen's search box). */
const listQuery = z.object({
  ...pagingQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  keyword: text(64).optional(),
});
const noParams = z.object({ no: z.string().min(1).max(64) });

/** The member's withdrawals: apply (frozen at once), list, cancel while unprocessed. Money-moving POSTs honour Idempotency-Key. */
export const withdrawalRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, ledger, clock, grantAll }) => {
  const preHandler = requireScreen(SCREENS.withdrawals, grantAll);
  const actorOf = (caller: InEnterprise) => ({
    accountUid: caller.accountUid,
    name: caller.staff.staffName,
  });

  app.post(
    '/api/wallet/withdrawals',
    { schema: { body: applyBody, tags: ['wallet'], response: answers(withdrawalAnswer) }, preHandler },
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
    { schema: { querystring: listQuery, tags: ['wallet'], response: answers(pageOf(withdrawalAnswer)) }, preHandler },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [eq(withdrawals.enterpriseUid, signedInToEnterprise(request).enterpriseUid)];
      if (q.status) where.push(eq(withdrawals.status, q.status));
      if (q.keyword?.trim()) where.push(ilike(withdrawals.withdrawalNo, likePattern(q.keyword.trim())));
      const sortable = {
        withdrawalNo: withdrawals.withdrawalNo,
        amount: withdrawals.amount,
        status: withdrawals.status,
        appliedAt: withdrawals.appliedAt,
        handledAt: withdrawals.handledAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, desc(withdrawals.appliedAt)), desc(withdrawals.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(withdrawals)
          .where(and(...where)),
      ]);
      return ok({ data: rows.map(withdrawalView), total: total!.n });
    },
  );

  app.post(
    '/api/wallet/withdrawals/:no/cancel',
    { schema: { params: noParams, tags: ['wallet'], response: answers(withdrawalAnswer) }, preHandler },
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
