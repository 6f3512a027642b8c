import { and, asc, count, eq, ilike, isNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bankAccounts } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { AppError, notFound } from '../../../http/errors.js';
import { likePattern, offsetOf, orderOf, pagingQuery } from '../../../platform/paging.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { walletMessages } from '../messages.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import { bankAccountAnswer } from '../schemas.js';

/** "**** **** **** 1234": only the last four digits ever leave the server after creation. */
export const maskCard = (card: string) => `**** **** **** ${card.slice(-4)}`;

const text = (max: number) => z.string().trim().min(1).max(max);
const createBody = z.object({ holder: text(64), bank: text(100), branch: text(100), cardNumber: z.string().max(40) });
const updateBody = z.object({
  holder: text(64),
  bank: text(100),
  branch: text(100),
  cardNumber: z.string().max(40).optional(),
});
const listQuery = z.object({ ...pagingQuery, keyword: z.string().max(100).optional() });
const idParams = z.object({ id: z.uuid() });

function cardDigits(value: string): string {
  const digits = value.replace(/[\s-]/g, '');
  if (!/^\d{12,30}$/.test(digits)) throw new AppError(400, walletMessages.badCardNumber, {}, 0, 'cardNumber');
  return digits;
}

const view = (b: typeof bankAccounts.$inferSelect) => ({
  id: b.id,
  holder: b.holder,
  bank: b.bank,
  branch: b.branch,
  cardNumberMasked: maskCard(b.cardNumber),
  createdAt: b.createdAt,
  updatedAt: b.updatedAt,
});

/** The member's payout accounts (spec 02 §2 "bank account"): paged, searchable, sortable; another enterprise's → 404. */
export const bankAccountRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, clock, grantAll }) => {
  const preHandler = requireScreen(SCREENS.bankAccounts, grantAll);
  const own = (enterpriseUid: string, id: string) =>
    and(eq(bankAccounts.id, id), eq(bankAccounts.enterpriseUid, enterpriseUid), isNull(bankAccounts.deletedAt));

  app.get(
    '/api/wallet/bank-accounts',
    { schema: { querystring: listQuery, tags: ['wallet'], response: answers(pageOf(bankAccountAnswer)) }, preHandler },
    async (request) => {
      const q = request.query;
      const where: SQL[] = [
        eq(bankAccounts.enterpriseUid, signedInToEnterprise(request).enterpriseUid),
        isNull(bankAccounts.deletedAt),
      ];
      if (q.keyword?.trim()) {
        const like = likePattern(q.keyword.trim());
        where.push(
          or(ilike(bankAccounts.holder, like), ilike(bankAccounts.bank, like), ilike(bankAccounts.branch, like))!,
        );
      }
      const sortable = {
        holder: bankAccounts.holder,
        bank: bankAccounts.bank,
        branch: bankAccounts.branch,
        createdAt: bankAccounts.createdAt,
      };
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(bankAccounts)
          .where(and(...where))
          .orderBy(orderOf(q, sortable, asc(bankAccounts.createdAt)), asc(bankAccounts.id))
          .limit(q.page_size)
          .offset(offsetOf(q)),
        db
          .select({ n: count() })
          .from(bankAccounts)
          .where(and(...where)),
      ]);
      return ok({ data: rows.map(view), total: total!.n });
    },
  );

  app.post(
    '/api/wallet/bank-accounts',
    { schema: { body: createBody, tags: ['wallet'], response: answers(bankAccountAnswer) }, preHandler },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      const at = clock.now();
      const [row] = await db
        .insert(bankAccounts)
        .values({
          enterpriseUid: caller.enterpriseUid,
          holder: b.holder,
          bank: b.bank,
          branch: b.branch,
          cardNumber: cardDigits(b.cardNumber),
          createdBy: caller.accountUid,
          createdAt: at,
          updatedAt: at,
        })
        .returning();
      return ok(view(row!));
    },
  );

  app.put(
    '/api/wallet/bank-accounts/:id',
    {
      schema: { params: idParams, body: updateBody, tags: ['wallet'], response: answers(bankAccountAnswer) },
      preHandler,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const b = request.body;
      const [row] = await db
        .update(bankAccounts)
        .set({
          holder: b.holder,
          bank: b.bank,
          branch: b.branch,
          ...(b.cardNumber !== undefined ? { cardNumber: cardDigits(b.cardNumber) } : {}),
          updatedAt: clock.now(),
        })
        .where(own(caller.enterpriseUid, request.params.id))
        .returning();
      if (!row) throw notFound();
      return ok(view(row));
    },
  );

  app.delete(
    '/api/wallet/bank-accounts/:id',
    { schema: { params: idParams, tags: ['wallet'], response: answers(z.object({ id: z.string() })) }, preHandler },
    async (request) => {
      const caller = signedInToEnterprise(request);
      const [row] = await db
        .update(bankAccounts)
        .set({ deletedAt: clock.now() })
        .where(own(caller.enterpriseUid, request.params.id))
        .returning({ id: bankAccounts.id });
      if (!row) throw notFound();
      return ok({ id: row.id });
    },
  );
};
