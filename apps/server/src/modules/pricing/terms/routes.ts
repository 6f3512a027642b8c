import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers } from '../../../http/answer.js';
import { pricingTermsAnswer } from '../schemas.js';
import { and, eq } from 'drizzle-orm';
import {
  checkDefaultBoard,
  defaultBoardSchema,
  type FieldError,
  fieldError,
  int4,
  priceBookSchema,
  text,
} from '@pcbunion/core';
import { pricingBooks } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { conflict } from '../../../http/errors.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { RuleError } from '../rule-error.js';
import { loadBookData, toPriceBook, type BookData } from '../service/load.js';
import { assertRowVersion, writeBook } from '../service/write.js';

export const termsBody = priceBookSchema
  .pick({ currency: true, originalCurrency: true, exchangeRate: true, terms: true, roles: true })
  .extend({
    defaultProductNumber: text(60).nullish(),
    /** The board a new quote opens with; null or {} names none, left out keeps the stored one (issue 29). */
    defaultBoard: defaultBoardSchema.nullish(),
    rowVersion: int4().optional(),
  });

function shownTerms(data: BookData) {
  const book = toPriceBook(data);
  return {
    currency: book.currency,
    originalCurrency: book.originalCurrency,
    exchangeRate: book.exchangeRate,
    terms: book.terms,
    roles: book.roles,
    defaultProductNumber: data.terms?.defaultProductNumber ?? null,
    defaultBoard: data.terms?.defaultBoard ?? null,
    version: data.terms?.version ?? 0,
    rowVersion: data.terms?.rowVersion ?? 1,
  };
}

/**
 * The book's terms (currency, original currency, exchange rate, scrap / gross margin / business / tax percent), roles,
 * default product and default board.
 */
export const termsRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const read = {
    preHandler: requireScreens([SCREENS.projects, SCREENS.basePrices, SCREENS.quotationTable], {
      grantAll: ctx.grantAll,
    }),
  };
  const write = { preHandler: requireScreens([SCREENS.projects], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: terms'];

  app.get(
    '/api/pricing/terms',
    { ...read, schema: { tags, response: answers(pricingTermsAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(shownTerms(await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid)));
    },
  );

  app.put(
    '/api/pricing/terms',
    { ...write, schema: { body: termsBody, tags, response: answers(pricingTermsAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const stored = data.terms!;
          assertRowVersion(stored, request.body.rowVersion);
          const book = toPriceBook(data);
          const { currency, originalCurrency, exchangeRate, terms, roles, defaultProductNumber, defaultBoard } =
            request.body;
          const codes = new Set(data.parameters.filter((p) => p.model.status === 'valid').map((p) => p.model.code));
          const errors: FieldError[] = Object.entries(roles)
            .filter(([, code]) => code !== undefined && !codes.has(code))
            .map(([role, code]) => fieldError(`roles.${role}`, 'estimate.roleUnknown', { code: code ?? '', role }));
          if (defaultProductNumber && !data.products.some((p) => p.model.number === defaultProductNumber)) {
            errors.push(
              fieldError('defaultProductNumber', 'basePrice.productNotFound', { product: defaultProductNumber }),
            );
          }
          // Each value checked as the engine checks a customer's (issue 29); left out, the stored board stays.
          const board =
            defaultBoard === undefined
              ? { board: stored.defaultBoard ?? {}, errors: [] }
              : checkDefaultBoard(defaultBoard ?? {}, book.parameters);
          errors.push(...board.errors);
          if (errors.length > 0) throw new RuleError(errors, 400, book);
          const before = shownTerms(data);
          const [row] = await tx
            .update(pricingBooks)
            .set({
              currency: currency.toUpperCase(),
              originalCurrency: originalCurrency.toUpperCase(),
              exchangeRate,
              ...terms,
              roleLayers: roles.layers,
              roleQuantity: roles.quantity,
              roleAreaPerPcsM2: roles.areaPerPcsM2,
              rolePcsPerPanel: roles.pcsPerPanel ?? null,
              defaultProductNumber: defaultProductNumber || null,
              defaultBoard: Object.keys(board.board).length > 0 ? board.board : null,
              rowVersion: stored.rowVersion + 1,
            })
            .where(
              and(eq(pricingBooks.enterpriseUid, actor.enterpriseUid), eq(pricingBooks.rowVersion, stored.rowVersion)),
            )
            .returning();
          if (!row) throw conflict();
          const after = shownTerms({ ...data, terms: row });
          await audit('pricing_book', actor.enterpriseUid, 'update-terms', before, after);
          return after;
        }),
      );
    },
  );
};
