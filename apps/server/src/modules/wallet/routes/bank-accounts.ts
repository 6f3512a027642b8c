import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../http/envelope.js';
import { SCREENS } from '../access.js';
import type { MoneyDeps } from '../deps.js';
import { requireScreen, signedInToEnterprise } from '../../../platform/access/guards.js';
import { answers, pageOf } from '../../../http/answer.js';
import {
  bankAccountAnswer,
  bankAccountCreateBody,
  bankAccountListQuery,
  bankAccountParams,
  bankAccountUpdateBody,
  deletedBankAccountAnswer,
} from '../schemas.js';
import {
  createBankAccount,
  deleteBankAccount,
  listBankAccounts,
  revealBankAccount,
  updateBankAccount,
} from '../service/bank-accounts.js';
import { z } from 'zod';
import { requestLanguage } from '../../../http/language.js';
import { translate } from '../../../http/messages.js';
import {
  confirmOwnerPassword,
  revealBody,
  revealMessages,
  secretFieldLabels,
} from '../../../platform/secrets/index.js';

/** The member's payout accounts (spec 02 §2 "bank account"): paged, searchable, sortable; another enterprise's → 404. */
export const bankAccountRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, { db, clock, grantAll }) => {
  const preHandler = requireScreen(SCREENS.bankAccounts, grantAll);

  app.get(
    '/api/wallet/bank-accounts',
    {
      schema: { querystring: bankAccountListQuery, tags: ['wallet'], response: answers(pageOf(bankAccountAnswer)) },
      preHandler,
    },
    async (request) => ok(await listBankAccounts(db, signedInToEnterprise(request).enterpriseUid, request.query)),
  );

  app.post(
    '/api/wallet/bank-accounts',
    { schema: { body: bankAccountCreateBody, tags: ['wallet'], response: answers(bankAccountAnswer) }, preHandler },
    async (request) => ok(await createBankAccount(db, signedInToEnterprise(request), request.body, clock.now())),
  );

  app.put(
    '/api/wallet/bank-accounts/:id',
    {
      schema: {
        params: bankAccountParams,
        body: bankAccountUpdateBody,
        tags: ['wallet'],
        response: answers(bankAccountAnswer),
      },
      preHandler,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      return ok(await updateBankAccount(db, caller.enterpriseUid, request.params.id, request.body, clock.now()));
    },
  );

  app.delete(
    '/api/wallet/bank-accounts/:id',
    {
      schema: { params: bankAccountParams, tags: ['wallet'], response: answers(deletedBankAccountAnswer) },
      preHandler,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      return ok(await deleteBankAccount(db, caller.enterpriseUid, request.params.id, clock.now()));
    },
  );

  /** The full card number, to the enterprise's own member who gives the password; a wrong one is counted. */
  app.post(
    '/api/wallet/bank-accounts/:id/reveal',
    {
      schema: {
        params: bankAccountParams,
        body: revealBody,
        tags: ['wallet'],
        response: answers(z.object({ id: z.string(), cardNumber: z.string() }).meta({ id: 'RevealedBankAccount' })),
      },
      preHandler,
    },
    async (request) => {
      const caller = signedInToEnterprise(request);
      await confirmOwnerPassword(db, {
        accountUid: caller.accountUid,
        password: request.body.password,
        field: secretFieldLabels.cardNumber,
      });
      const revealed = await revealBankAccount(db, caller.enterpriseUid, request.params.id);
      return ok(revealed, translate(requestLanguage(request), revealMessages.revealed));
    },
  );
};
