import { Decimal } from '@pcbunion/core';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { materialPrices, materials } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { assertRules } from '../errors.js';
import { masterMessages } from '../messages.js';
import { pageOf, plain, type PageQuery } from '../paging.js';
import type { MaterialBody, MaterialPriceBody } from '../schemas.js';
import { exportHeaders } from '../xlsx-reply.js';
import { isUniqueViolation } from './store.js';

/** Supplier prices: not negative; the tax-exclusive price not above the inclusive one; each supplier once. */
function checkPrices(prices: MaterialPriceBody[]) {
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

/** The material file (物料档案, screens material-files / matenal-files-details): materials with supplier prices. */
export function materialService(db: Database) {
  const taken = (value: string) => badRequest(masterMessages.masterTaken, { field: 'materialNo', value }, 'materialNo');

  /** Saves a material and replaces its supplier prices, in one transaction; a number taken is 400. */
  const save = async (enterpriseUid: string, input: MaterialBody, uid?: string) => {
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
  /** One material of the factory's with its prices; none: 404. */
  const one = async (enterpriseUid: string, uid: string) => {
    const [row] = await materialsWithPrices(db, enterpriseUid, uid);
    if (!row) throw notFound();
    return row;
  };

  return {
    /** A page of the materials, searched by number, name, specification, category and their suppliers. */
    page: async (enterpriseUid: string, query: PageQuery) =>
      pageOf(await materialsWithPrices(db, enterpriseUid), query, (row) => [
        row.materialNo,
        row.name,
        row.specification,
        row.category,
        ...row.prices.flatMap((p) => [p.supplierNo, p.supplierName]),
      ]),

    /** The materials as a workbook, one row per supplier price (a material without prices is one row). */
    async workbook(enterpriseUid: string, language: Language) {
      const rows = await materialsWithPrices(db, enterpriseUid);
      const header = exportHeaders(language, [
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
      return writeWorkbook([
        {
          name: 'Materials',
          rows: [header, ...lines],
          boldRows: [1],
          widths: [14, 24, 28, 12, 8, 12, 28, 12, 12, 10],
        },
      ]);
    },

    get: one,

    /** A new material with its prices, answered as the list shows it. */
    create: async (enterpriseUid: string, input: MaterialBody) =>
      (await materialsWithPrices(db, enterpriseUid, await save(enterpriseUid, input)))[0]!,

    /** Changes a material of the factory's and replaces its prices; another's or none: 404. */
    change: async (enterpriseUid: string, uid: string, input: MaterialBody) =>
      (await materialsWithPrices(db, enterpriseUid, await save(enterpriseUid, input, uid)))[0]!,

    /** Deletes a material of the factory's (its prices go with it); another's or none: 404. */
    async remove(enterpriseUid: string, uid: string): Promise<void> {
      const removed = await db
        .delete(materials)
        .where(and(eq(materials.uid, uid), eq(materials.enterpriseUid, enterpriseUid)))
        .returning({ uid: materials.uid });
      if (!removed.length) throw notFound();
    },
  };
}
