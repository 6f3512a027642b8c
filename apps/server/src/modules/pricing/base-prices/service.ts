import { and, eq } from 'drizzle-orm';
import { type FieldError, type ProductBasePrice, validateBasePrices } from '@pcbunion/core';
import { productBasePrices } from '../../../db/schema/index.js';
import { conflict, notFound } from '../../../http/errors.js';
import type { PricingActor } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, type PageQuery } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData } from '../service/load.js';
import { shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

/** A base price as the screen sends it: the model and, on an update, the row version it was read at. */
export type BasePriceInput = ProductBasePrice & { rowVersion?: number };

/**
 * The rules over the whole table after a change, reported for the changed row (`index`): its own field errors
 * and the order of its product's tiers, with the bare field name.
 */
function rowErrors(rows: ProductBasePrice[], index: number, data: BookData): FieldError[] {
  const target = rows[index]!;
  const sameGroup = (i: number) => rows[i]?.productNumber === target.productNumber && rows[i]?.layers === target.layers;
  return validateBasePrices(
    rows,
    data.products.map((p) => p.model),
  ).flatMap((error) => {
    const [, at, field] = /^basePrices\.(\d+)\.(.+)$/.exec(error.field) ?? [];
    const i = Number(at);
    if (i === index || (sameGroup(i) && error.key !== 'basePrice.layersInvalid'))
      return [{ ...error, field: i === index ? field! : 'maxAreaM2' }];
    return [];
  });
}

/** Base prices per product, layer count and batch tier (spec 02 §3, §9). */
export function basePriceService(ctx: PricingContext) {
  return {
    async page(actor: PricingActor, query: PageQuery & { product?: string; layers?: number }) {
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { product, layers } = query;
      const rows = data.basePrices
        .filter(
          (b) => (!product || b.model.productNumber === product) && (layers === undefined || b.model.layers === layers),
        )
        .map((b) => shown(b, actor.enterpriseUid));
      return pageOf(rows, query, (row) => [row.productNumber, row.tier, String(row.layers)]);
    },

    create(actor: PricingActor, body: BasePriceInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const { rowVersion: _v, ...model } = body;
        const rows = [...data.basePrices.map((b) => b.model), model];
        assertNoErrors(rowErrors(rows, rows.length - 1, data));
        const [row] = await tx
          .insert(productBasePrices)
          .values({ ...model, enterpriseUid: actor.enterpriseUid })
          .returning();
        await audit('product_base_price', row!.uid, 'create', null, model);
        return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
      });
    },

    update(actor: PricingActor, uid: string, body: BasePriceInput) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const index = data.basePrices.findIndex((b) => b.uid === uid);
        const stored = data.basePrices[index];
        if (!stored) throw notFound();
        assertRowVersion(stored, body.rowVersion);
        const { rowVersion: _v, ...model } = body;
        const rows = data.basePrices.map((b, i) => (i === index ? model : b.model));
        assertNoErrors(rowErrors(rows, index, data));
        const [row] = await tx
          .update(productBasePrices)
          .set({ ...model, rowVersion: stored.rowVersion + 1, updatedAt: new Date() })
          .where(and(eq(productBasePrices.uid, stored.uid), eq(productBasePrices.rowVersion, stored.rowVersion)))
          .returning();
        if (!row) throw conflict();
        await audit('product_base_price', stored.uid, 'update', stored.model, model);
        return { uid: stored.uid, rowVersion: row.rowVersion, readOnly: false, ...model };
      });
    },

    async remove(actor: PricingActor, uid: string) {
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = data.basePrices.find((b) => b.uid === uid);
        if (!stored) throw notFound();
        await tx.delete(productBasePrices).where(eq(productBasePrices.uid, stored.uid));
        await audit('product_base_price', stored.uid, 'delete', stored.model, null);
      });
    },

    /** Replaces the whole table of one product at once: fields named `basePrices.<row>.<field>`. */
    replaceTable(actor: PricingActor, productNumber: string, table: Omit<ProductBasePrice, 'productNumber'>[]) {
      return writeBook(ctx, actor, async ({ tx, data, audit }) => {
        if (!data.products.some((p) => p.model.number === productNumber)) throw notFound();
        const rows: ProductBasePrice[] = table.map((row) => ({ ...row, productNumber }));
        assertNoErrors(
          validateBasePrices(
            rows,
            data.products.map((p) => p.model),
          ),
        );
        const before = data.basePrices.filter((b) => b.model.productNumber === productNumber).map((b) => b.model);
        await tx
          .delete(productBasePrices)
          .where(
            and(
              eq(productBasePrices.enterpriseUid, actor.enterpriseUid),
              eq(productBasePrices.productNumber, productNumber),
            ),
          );
        if (rows.length > 0)
          await tx
            .insert(productBasePrices)
            .values(rows.map((row) => ({ ...row, enterpriseUid: actor.enterpriseUid })));
        await audit('product_base_price', productNumber, 'replace-table', before, rows);
        return { productNumber, rows: rows.length };
      });
    },
  };
}
