import { and, eq } from 'drizzle-orm';
import { type Product, validateProduct } from '@pcbunion/core';
import { pricingBooks, pricingProducts, productBasePrices, productProjectBindings } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData, type Tx } from '../service/load.js';
import { namesValue, shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

/** A product as the screen sends it: the model and, on an update, the row version it was read at. */
export type ProductInput = Product & { rowVersion?: number };

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

/** Products of a factory (spec 02 §3 product base price: number, name, parent classification). */
export function productService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: PageQuery & { classification?: string }) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const names = new Map(data.classifications.map((c) => [c.model.number, c.model.name]));
      const { classification } = query;
      const rows = data.products
        .filter((p) => !classification || p.model.classificationNumber === classification)
        .map((p) =>
          shown(p, actor.enterpriseUid, {
            classificationName: names.get(p.model.classificationNumber) ?? null,
            isDefault: data.terms?.defaultProductNumber === p.model.number,
          }),
        );
      return pageOf(rows, query, (row) => [row.number, row.name, row.classificationNumber, row.classificationName]);
    },

    async one(actor: PricingActor, uid: string) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      return shown(findProduct(data, uid), actor.enterpriseUid);
    },

    create(actor: PricingActor, body: ProductInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const { rowVersion: _v, ...model } = body;
        assertNoErrors(validateProduct(model, context(data)));
        const [row] = await tx
          .insert(pricingProducts)
          .values({ ...model, names: namesValue(model.names), enterpriseUid: actor.enterpriseUid })
          .returning();
        await audit('pricing_product', row!.uid, 'create', null, model);
        return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    update(actor: PricingActor, uid: string, body: ProductInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProduct(data, uid);
        assertRowVersion(stored, body.rowVersion);
        const { rowVersion: _v, ...model } = body;
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
      });
    },

    /** Deleting a product deletes its base prices and bindings with it (audited as one change). */
    async remove(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = findProduct(data, uid);
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
    },
  };
}

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
