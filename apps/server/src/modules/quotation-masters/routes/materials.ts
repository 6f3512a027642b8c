import { Decimal, isDecimalText } from '@pcbunion/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { materialPrices, materials } from '../../../db/schema/index.js';
import { answers, fileAnswer, nothing, pageOf as pageAnswer } from '../../../http/answer.js';
import { ok } from '../../../http/envelope.js';
import { materialAnswer } from '../schemas.js';
import { badRequest, notFound } from '../../../http/errors.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { actorOf, requireScreens, SCREENS, type QuotationRouteOptions } from '../access.js';
import { assertRules } from '../errors.js';
import { masterMessages } from '../messages.js';
import { isUniqueViolation } from '../store.js';
import { pageOf, pageQuery, plain } from '../paging.js';
import { exportHeaders, xlsxReply } from '../xlsx-reply.js';

const decimal = z.union([z.string().trim().refine(isDecimalText), z.number().finite().transform(String)]);
const priceBody = z.object({
  supplierNo: z.string().trim().min(1).max(40),
  supplierName: z.string().trim().min(1).max(120),
  unitPrice: decimal,
  unitPriceExTax: decimal,
  taxRate: decimal,
});
const body = z.object({
  materialNo: z.string().trim().min(1).max(60),
  name: z.string().trim().min(1).max(120),
  specification: z.string().trim().max(200).default(''),
  category: z.string().trim().max(60).default(''),
  unitName: z.string().trim().min(1).max(20),
  prices: z.array(priceBody).max(50).default([]),
});
const uidParams = z.object({ uid: z.uuid() });

/** Supplier prices: not negative; the tax-exclusive price not above the inclusive one; each supplier once. */
function checkPrices(prices: z.infer<typeof priceBody>[]) {
  const seen = new Set<string>();
  prices.forEach((price, i) => {
    for (const key of ['unitPrice', 'unitPriceExTax', 'taxRate'] as const) {
      if (new Decimal(price[key]).isNegative())
        assertRules([{ field: `prices.${i}.${key}`, key: 'material.priceInvalid', values: { field: key } }]);
    }
    if (new Decimal(price.unitPriceExTax).gt(price.unitPrice))
      assertRules([{ field: `prices.${i}.unitPriceExTax`, key: 'material.adjustedTooHigh' }]);
    if (seen.has(price.supplierNo))
      throw badRequest(
        masterMessages.masterTaken,
        { field: `prices.${i}.supplierNo`, value: price.supplierNo },
        `prices.${i}.supplierNo`,
      );
    seen.add(price.supplierNo);
  });
}

/** A factory's materials with their supplier prices, materials in number order. */
export async function materialsWithPrices(db: Database, enterpriseUid: string, uid?: string) {
  const rows = await db
    .select()
    .from(materials)
    .where(and(eq(materials.enterpriseUid, enterpriseUid), uid ? eq(materials.uid, uid) : undefined))
    .orderBy(asc(materials.materialNo));
  const prices = rows.length
    ? await db
        .select()
        .from(materialPrices)
        .where(
          inArray(
            materialPrices.materialUid,
            rows.map((r) => r.uid),
          ),
        )
        .orderBy(asc(materialPrices.supplierNo))
    : [];
  return rows.map(({ enterpriseUid: _e, ...row }) => {
    const own = prices
      .filter((p) => p.materialUid === row.uid)
      .map((p) => ({
        uid: p.uid,
        supplierNo: p.supplierNo,
        supplierName: p.supplierName,
        unitPrice: plain(p.unitPrice)!,
        unitPriceExTax: plain(p.unitPriceExTax)!,
        taxRate: plain(p.taxRate)!,
      }));
    const first = own[0];
    return {
      ...row,
      prices: own,
      supplierNo: first?.supplierNo ?? '',
      supplierName: first?.supplierName ?? '',
      unitPrice: first?.unitPrice ?? null,
      unitPriceExTax: first?.unitPriceExTax ?? null,
      taxRate: first?.taxRate ?? null,
    };
  });
}

/** The material file (物料档案, screens material-files / matenal-files-details). */
export const materialRoutes: FastifyPluginAsyncZod<QuotationRouteOptions> = async (app, { db, grantAll }) => {
  const read = { preHandler: requireScreens([SCREENS.materials, SCREENS.quotations, SCREENS.approval], grantAll) };
  const write = { preHandler: requireScreens([SCREENS.materials], grantAll) };
  const tags = ['quotation masters'];
  const taken = (value: string) => badRequest(masterMessages.masterTaken, { field: 'materialNo', value }, 'materialNo');

  app.get(
    '/api/materials',
    { ...read, schema: { querystring: pageQuery, tags, response: answers(pageAnswer(materialAnswer)) } },
    async (request) =>
      ok(
        pageOf(await materialsWithPrices(db, actorOf(request).enterpriseUid), request.query, (row) => [
          row.materialNo,
          row.name,
          row.specification,
          row.category,
          ...row.prices.flatMap((p) => [p.supplierNo, p.supplierName]),
        ]),
      ),
  );

  app.get(
    '/api/materials/export',
    {
      ...read,
      schema: { tags, response: fileAnswer('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet') },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const rows = await materialsWithPrices(db, actor.enterpriseUid);
      const header = exportHeaders(actor.language, [
        'materialNo',
        'materialName',
        'specification',
        'category',
        'unitName',
        'supplierNo',
        'supplierName',
        'unitPrice',
        'unitPriceExTax',
        'taxRate',
      ]);
      const lines = rows.flatMap((m) =>
        (m.prices.length ? m.prices : [null]).map((p) => [
          m.materialNo,
          m.name,
          m.specification,
          m.category,
          m.unitName,
          p?.supplierNo ?? null,
          p?.supplierName ?? null,
          p ? { number: p.unitPrice } : null,
          p ? { number: p.unitPriceExTax } : null,
          p ? { number: p.taxRate } : null,
        ]),
      );
      return xlsxReply(
        reply,
        'materials.xlsx',
        await writeWorkbook([
          {
            name: 'Materials',
            rows: [header, ...lines],
            boldRows: [1],
            widths: [14, 24, 28, 12, 8, 12, 28, 12, 12, 10],
          },
        ]),
      );
    },
  );

  app.get(
    '/api/materials/:uid',
    { ...read, schema: { params: uidParams, tags, response: answers(materialAnswer) } },
    async (request) => {
      const [row] = await materialsWithPrices(db, actorOf(request).enterpriseUid, request.params.uid);
      if (!row) throw notFound();
      return ok(row);
    },
  );

  const save = async (enterpriseUid: string, input: z.infer<typeof body>, uid?: string) => {
    checkPrices(input.prices);
    const { prices, ...material } = input;
    try {
      return await db.transaction(async (tx) => {
        const [row] = uid
          ? await tx
              .update(materials)
              .set({ ...material, updatedAt: new Date() })
              .where(and(eq(materials.uid, uid), eq(materials.enterpriseUid, enterpriseUid)))
              .returning()
          : await tx
              .insert(materials)
              .values({ ...material, enterpriseUid })
              .returning();
        if (!row) throw notFound();
        await tx.delete(materialPrices).where(eq(materialPrices.materialUid, row.uid));
        if (prices.length)
          await tx.insert(materialPrices).values(prices.map((p) => ({ ...p, materialUid: row.uid, enterpriseUid })));
        return row.uid;
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw taken(input.materialNo);
      throw error;
    }
  };

  app.post(
    '/api/materials',
    { ...write, schema: { body, tags, response: answers(materialAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const uid = await save(actor.enterpriseUid, request.body);
      return ok((await materialsWithPrices(db, actor.enterpriseUid, uid))[0]!);
    },
  );

  app.put(
    '/api/materials/:uid',
    { ...write, schema: { params: uidParams, body, tags, response: answers(materialAnswer) } },
    async (request) => {
      const actor = actorOf(request);
      const uid = await save(actor.enterpriseUid, request.body, request.params.uid);
      return ok((await materialsWithPrices(db, actor.enterpriseUid, uid))[0]!);
    },
  );

  app.delete(
    '/api/materials/:uid',
    { ...write, schema: { params: uidParams, tags, response: answers(nothing) } },
    async (request) => {
      const removed = await db
        .delete(materials)
        .where(and(eq(materials.uid, request.params.uid), eq(materials.enterpriseUid, actorOf(request).enterpriseUid)))
        .returning({ uid: materials.uid });
      if (!removed.length) throw notFound();
      return ok(null);
    },
  );
};
