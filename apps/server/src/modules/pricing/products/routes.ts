import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { pricingProductAnswer, pricingProductRow } from '../schemas.js';
import { and, eq } from 'drizzle-orm';
import { int4, type Product, productSchema, text, validateProduct } from '@pcbunion/core';
import { pricingBooks, pricingProducts, productBasePrices, productProjectBindings } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { conflict, notFound } from '../../../http/errors.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, pageQuery, uidParams } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData, type Tx } from '../service/load.js';
import { namesValue, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

export const productBody = productSchema.extend({ rowVersion: int4().optional() });

function findProduct(data: BookData, uid: string) {
  const stored = data.products.find((p) => p.uid === uid);
  if (!stored) throw notFound();
  return stored;
}

function context(data: BookData, except?: string) {
  return {
    products: data.products.filter((p) => p.uid !== except).map((p) => p.model),
    classifications: data.classifications.map((c) => c.model),
  };
}

/** Products of a factory (spec 02 §3 product base price: number, name, parent classification), kept on the base price screen. */
export const productRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const read = {
    preHandler: requireScreens(
      [SCREENS.basePrices, SCREENS.bindings, SCREENS.classifications, SCREENS.quotationTable],
      { grantAll: ctx.grantAll },
    ),
  };
  const write = { preHandler: requireScreens([SCREENS.basePrices], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: products'];

  app.get(
    '/api/pricing/products',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ classification: text(60).optional() }),
        tags,
        response: answers(pageAnswer(pricingProductRow)),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const names = new Map(data.classifications.map((c) => [c.model.number, c.model.name]));
      const { classification } = request.query;
      const rows = data.products
        .filter((p) => !classification || p.model.classificationNumber === classification)
        .map((p) =>
          shown(p, actor.enterpriseUid, {
            classificationName: names.get(p.model.classificationNumber) ?? null,
            isDefault: data.terms?.defaultProductNumber === p.model.number,
          }),
        );
      return ok(
        pageOf(rows, request.query, (row) => [row.number, row.name, row.classificationNumber, row.classificationName]),
      );
    },
  );

  app.get(
    '/api/pricing/products/:uid',
    { ...read, schema: { params: uidParams, tags, response: answers(pricingProductAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      return ok(shown(findProduct(data, request.params.uid), actor.enterpriseUid));
    },
  );

  app.post(
    '/api/pricing/products',
    { ...write, schema: { body: productBody, tags, response: answers(pricingProductAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const { rowVersion: _v, ...model } = request.body;
          assertNoErrors(validateProduct(model, context(data)));
          const [row] = await tx
            .insert(pricingProducts)
            .values({ ...model, names: namesValue(model.names), enterpriseUid: actor.enterpriseUid })
            .returning();
          await audit('pricing_product', row!.uid, 'create', null, model);
          return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
        }),
      );
    },
  );

  app.put(
    '/api/pricing/products/:uid',
    { ...write, schema: { params: uidParams, body: productBody, tags, response: answers(pricingProductAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const stored = findProduct(data, request.params.uid);
          assertRowVersion(stored, request.body.rowVersion);
          const { rowVersion: _v, ...model } = request.body;
          assertNoErrors(validateProduct(model, context(data, stored.uid)));
          const [row] = await tx
            .update(pricingProducts)
            .set({ ...model, names: namesValue(model.names), rowVersion: stored.rowVersion + 1, updatedAt: new Date() })
            .where(and(eq(pricingProducts.uid, stored.uid), eq(pricingProducts.rowVersion, stored.rowVersion)))
            .returning();
          if (!row) throw conflict();
          if (model.number !== stored.model.number) await renumber(tx, actor.enterpriseUid, stored.model, model);
          await audit('pricing_product', stored.uid, 'update', stored.model, model);
          return { uid: stored.uid, rowVersion: row.rowVersion, readOnly: false, ...model };
        }),
      );
    },
  );

  /** Deleting a product deletes its base prices and bindings with it (audited as one change). */
  app.delete(
    '/api/pricing/products/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const actor = actorOf(request);
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProduct(data, request.params.uid);
        const owned = (table: typeof productBasePrices | typeof productProjectBindings) =>
          and(eq(table.enterpriseUid, actor.enterpriseUid), eq(table.productNumber, stored.model.number));
        await tx.delete(productBasePrices).where(owned(productBasePrices));
        await tx.delete(productProjectBindings).where(owned(productProjectBindings));
        await tx.delete(pricingProducts).where(eq(pricingProducts.uid, stored.uid));
        const basePrices = data.basePrices
          .filter((b) => b.model.productNumber === stored.model.number)
          .map((b) => b.model);
        const bindings = data.bindings
          .filter((b) => b.model.productNumber === stored.model.number)
          .map((b) => b.model.projectCode);
        await audit('pricing_product', stored.uid, 'delete', { ...stored.model, basePrices, bindings }, null);
      });
      return ok(null);
    },
  );
};

/** A product's new number follows into its base prices, bindings and the book's default product. */
async function renumber(tx: Tx, enterpriseUid: string, before: Product, after: Product) {
  await tx
    .update(productBasePrices)
    .set({ productNumber: after.number })
    .where(and(eq(productBasePrices.enterpriseUid, enterpriseUid), eq(productBasePrices.productNumber, before.number)));
  await tx
    .update(productProjectBindings)
    .set({ productNumber: after.number })
    .where(
      and(
        eq(productProjectBindings.enterpriseUid, enterpriseUid),
        eq(productProjectBindings.productNumber, before.number),
      ),
    );
  await tx
    .update(pricingBooks)
    .set({ defaultProductNumber: after.number })
    .where(and(eq(pricingBooks.enterpriseUid, enterpriseUid), eq(pricingBooks.defaultProductNumber, before.number)));
}
