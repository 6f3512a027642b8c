import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { basePriceAnswer, basePriceTableAnswer } from '../schemas.js';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import {
  type FieldError,
  int4,
  type ProductBasePrice,
  productBasePriceSchema,
  text,
  validateBasePrices,
} from '@pcbunion/core';
import { productBasePrices } from '../../../db/schema/index.js';
import { ok } from '../../../http/envelope.js';
import { conflict, notFound } from '../../../http/errors.js';
import { actorOf, requireScreens, SCREENS } from '../access.js';
import type { PricingContext } from '../context.js';
import { pageOf, pageQuery, uidParams } from '../paging.js';
import { assertNoErrors } from '../rule-error.js';
import { loadBookData, type BookData } from '../service/load.js';
import { shown } from '../service/rows.js';
import { assertRowVersion, writeBook } from '../service/write.js';

export const basePriceBody = productBasePriceSchema.extend({ rowVersion: int4().optional() });
const tableBody = z.object({ rows: z.array(productBasePriceSchema.omit({ productNumber: true })).max(200) });
const productParams = z.object({ product: text(60).min(1) });

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
export const basePriceRoutes: FastifyPluginAsyncZod<PricingContext> = async (app, ctx) => {
  const read = { preHandler: requireScreens([SCREENS.basePrices, SCREENS.quotationTable], { grantAll: ctx.grantAll }) };
  const write = { preHandler: requireScreens([SCREENS.basePrices], { grantAll: ctx.grantAll }) };
  const tags = ['pricing: base prices'];

  app.get(
    '/api/pricing/base-prices',
    {
      ...read,
      schema: {
        querystring: pageQuery.extend({ product: text(60).optional(), layers: int4({ coerce: true }).optional() }),
        tags,
        response: answers(pageAnswer(basePriceAnswer)),
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const data = await loadBookData(ctx.db, actor.enterpriseUid, ctx.platformUid);
      const { product, layers } = request.query;
      const rows = data.basePrices
        .filter(
          (b) => (!product || b.model.productNumber === product) && (layers === undefined || b.model.layers === layers),
        )
        .map((b) => shown(b, actor.enterpriseUid));
      return ok(pageOf(rows, request.query, (row) => [row.productNumber, row.tier, String(row.layers)]));
    },
  );

  app.post(
    '/api/pricing/base-prices',
    { ...write, schema: { body: basePriceBody, tags, response: answers(basePriceAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const { rowVersion: _v, ...model } = request.body;
          const rows = [...data.basePrices.map((b) => b.model), model];
          assertNoErrors(rowErrors(rows, rows.length - 1, data));
          const [row] = await tx
            .insert(productBasePrices)
            .values({ ...model, enterpriseUid: actor.enterpriseUid })
            .returning();
          await audit('product_base_price', row!.uid, 'create', null, model);
          return { uid: row!.uid, rowVersion: row!.rowVersion, readOnly: false, ...model };
        }),
      );
    },
  );

  app.put(
    '/api/pricing/base-prices/:uid',
    { ...write, schema: { params: uidParams, body: basePriceBody, tags, response: answers(basePriceAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          const index = data.basePrices.findIndex((b) => b.uid === request.params.uid);
          const stored = data.basePrices[index];
          if (!stored) throw notFound();
          assertRowVersion(stored, request.body.rowVersion);
          const { rowVersion: _v, ...model } = request.body;
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
        }),
      );
    },
  );

  app.delete(
    '/api/pricing/base-prices/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const actor = actorOf(request);
      await writeBook(ctx, actor, async ({ tx, data, audit }) => {
        const stored = data.basePrices.find((b) => b.uid === request.params.uid);
        if (!stored) throw notFound();
        await tx.delete(productBasePrices).where(eq(productBasePrices.uid, stored.uid));
        await audit('product_base_price', stored.uid, 'delete', stored.model, null);
      });
      return ok(null);
    },
  );

  /** The whole table of one product at once (the screen's grid): fields named `basePrices.<row>.<field>`. */
  app.put(
    '/api/pricing/products/:product/base-prices',
    { ...write, schema: { params: productParams, body: tableBody, tags, response: answers(basePriceTableAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const productNumber = request.params.product;
      return ok(
        await writeBook(ctx, actor, async ({ tx, data, audit }) => {
          if (!data.products.some((p) => p.model.number === productNumber)) throw notFound();
          const rows: ProductBasePrice[] = request.body.rows.map((row) => ({ ...row, productNumber }));
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
        }),
      );
    },
  );
};
