import { RECHARGE_STATUSES, WITHDRAWAL_STATUSES } from '@pcbunion/core';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enterprises, recharges, withdrawals } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError } from '../../../http/errors.js';
import { likePattern, offsetOf, orderOf, pagingQuery } from '../../../platform/paging.js';
import { idempotent } from '../../../platform/idempotency/index.js';
import { platformOperator, platformOperatorOnly } from '../../../platform/jobs/index.js';
import {
  markRechargePaid,
  processWithdrawal,
  rechargeView,
  rejectRecharge,
  rejectWithdrawal,
  withdrawalView,
  financeRechargeRow,
  financeWithdrawalRow,
  rechargeAnswer,
  withdrawalAnswer,
  type MoneyDeps,
} from '../../wallet/index.js';
import { financeMessages } from '../messages.js';
import { answers, pageOf } from '../../../http/answer.js';

const noParams = z.object({ no: z.string().min(1).max(64) });
const reasonBody = z.object({ reason: z.string().max(200).optional() });
const rechargeQuery = z.object({
  ...pagingQuery,
  status: z.enum(RECHARGE_STATUSES).optional(),
  keyword: z.string().max(100).optional(),
});
const withdrawalQuery = z.object({
  ...pagingQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  batchNo: z.string().max(40).optional(),
  keyword: z.string().max(100).optional(),
});

/** A reject reason is required (it is shown to the member); 400 naming `reason` otherwise. */
function reasonOf(body: { reason?: string } | undefined): string {
  const reason = body?.reason?.trim();
  if (!reason) throw new AppError(400, financeMessages.reasonRequired, {}, 0, 'reason');
  return reason;
}

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
      const q = request.query;
      const where: SQL[] = [];
      if (q.status) where.push(eq(recharges.status, q.status));
      if (q.keyword?.trim())
        where.push(
          or(
            ilike(recharges.rechargeNo, likePattern(q.keyword.trim())),
            ilike(enterprises.name, likePattern(q.keyword.trim())),
          )!,
        );
      const filter = where.length ? and(...where) : undefined;
      const sortable = {
        rechargeNo: recharges.rechargeNo,
        amount: recharges.amount,
        status: recharges.status,
        createdAt: recharges.createdAt,
        confirmedAt: recharges.confirmedAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({ r: recharges, enterpriseName: enterprises.name })
          .from(recharges)
          .innerJoin(enterprises, eq(enterprises.uid, recharges.enterpriseUid))
          .where(filter)
          .orderBy(orderOf(q, sortable, desc(recharges.createdAt)), desc(recharges.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(recharges)
          .innerJoin(enterprises, eq(enterprises.uid, recharges.enterpriseUid))
          .where(filter),
      ]);
      return ok({
        data: rows.map(({ r, enterpriseName }) => ({ ...rechargeView(r), enterpriseName })),
        total: total!.n,
      });
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
      const q = request.query;
      const where: SQL[] = [];
      if (q.status) where.push(eq(withdrawals.status, q.status));
      if (q.batchNo) where.push(eq(withdrawals.batchNo, q.batchNo));
      if (q.keyword?.trim())
        where.push(
          or(
            ilike(withdrawals.withdrawalNo, likePattern(q.keyword.trim())),
            ilike(enterprises.name, likePattern(q.keyword.trim())),
          )!,
        );
      const filter = where.length ? and(...where) : undefined;
      const sortable = {
        withdrawalNo: withdrawals.withdrawalNo,
        amount: withdrawals.amount,
        status: withdrawals.status,
        appliedAt: withdrawals.appliedAt,
        handledAt: withdrawals.handledAt,
        batchNo: withdrawals.batchNo,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select({ w: withdrawals, enterpriseName: enterprises.name })
          .from(withdrawals)
          .innerJoin(enterprises, eq(enterprises.uid, withdrawals.enterpriseUid))
          .where(filter)
          .orderBy(orderOf(q, sortable, desc(withdrawals.appliedAt)), desc(withdrawals.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(withdrawals)
          .innerJoin(enterprises, eq(enterprises.uid, withdrawals.enterpriseUid))
          .where(filter),
      ]);
      return ok({
        data: rows.map(({ w, enterpriseName }) => ({ ...withdrawalView(w), enterpriseName })),
        total: total!.n,
      });
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
