import { asc, eq, inArray } from 'drizzle-orm';
import type {
  FactorRow,
  PriceBook,
  PricingProject,
  Product,
  ProductBasePrice,
  ProductClassification,
  ProductProjectBinding,
  QuotationParameter,
} from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import {
  enterprises,
  pricingBooks,
  pricingFactorRows,
  pricingParameters,
  pricingProducts,
  pricingProjects,
  productBasePrices,
  productClassifications,
  productProjectBindings,
} from '../../../db/schema/index.js';
import {
  basePriceOf,
  bindingOf,
  classificationOf,
  parameterOf,
  plainDecimal,
  productOf,
  projectOf,
  type Stored,
} from './rows.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type Queryable = Database | Tx;

export type BookRow = typeof pricingBooks.$inferSelect;

/** One enterprise's pricing data with the platform's shared rows, as stored (uids and row versions kept). */
export interface BookData {
  enterpriseUid: string;
  enterpriseNo: string;
  platformUid: string | null;
  terms: BookRow | undefined;
  /** Platform rows first, then the enterprise's own. */
  parameters: Stored<QuotationParameter & { sortNumber: number }>[];
  projects: Stored<PricingProject>[];
  classifications: Stored<ProductClassification>[];
  products: Stored<Product>[];
  basePrices: Stored<ProductBasePrice>[];
  bindings: Stored<ProductProjectBinding>[];
}

const stored = <T>(row: { uid: string; enterpriseUid: string; rowVersion?: number }, model: T): Stored<T> => ({
  uid: row.uid,
  enterpriseUid: row.enterpriseUid,
  rowVersion: row.rowVersion ?? 1,
  model,
});

/** Loads the data an enterprise prices with (a merchant) or administers (the platform: its shared rows only). */
export async function loadBookData(
  db: Queryable,
  enterpriseUid: string,
  platformUid: string | null,
): Promise<BookData> {
  const shared = platformUid && platformUid !== enterpriseUid ? [platformUid, enterpriseUid] : [enterpriseUid];
  const platformFirst = (uid: string) => (uid === platformUid ? 0 : 1);
  const [enterprise, terms, parameterRows, projectRows, classificationRows, productRows, basePriceRows, bindingRows] =
    await Promise.all([
      db.select({ no: enterprises.enterpriseNo }).from(enterprises).where(eq(enterprises.uid, enterpriseUid)).limit(1),
      db.select().from(pricingBooks).where(eq(pricingBooks.enterpriseUid, enterpriseUid)).limit(1),
      db
        .select()
        .from(pricingParameters)
        .where(inArray(pricingParameters.enterpriseUid, shared))
        .orderBy(asc(pricingParameters.sortNumber), asc(pricingParameters.code)),
      db
        .select()
        .from(pricingProjects)
        .where(eq(pricingProjects.enterpriseUid, enterpriseUid))
        .orderBy(asc(pricingProjects.sortNumber), asc(pricingProjects.code)),
      db
        .select()
        .from(productClassifications)
        .where(inArray(productClassifications.enterpriseUid, shared))
        .orderBy(asc(productClassifications.serialNumber), asc(productClassifications.number)),
      db
        .select()
        .from(pricingProducts)
        .where(eq(pricingProducts.enterpriseUid, enterpriseUid))
        .orderBy(asc(pricingProducts.number)),
      db
        .select()
        .from(productBasePrices)
        .where(eq(productBasePrices.enterpriseUid, enterpriseUid))
        .orderBy(asc(productBasePrices.productNumber), asc(productBasePrices.layers), asc(productBasePrices.maxAreaM2)),
      db
        .select()
        .from(productProjectBindings)
        .where(eq(productProjectBindings.enterpriseUid, enterpriseUid))
        .orderBy(asc(productProjectBindings.productNumber), asc(productProjectBindings.projectCode)),
    ]);
  const projectUids = projectRows.map((row) => row.uid);
  const factorRows = projectUids.length
    ? await db
        .select()
        .from(pricingFactorRows)
        .where(inArray(pricingFactorRows.projectUid, projectUids))
        .orderBy(asc(pricingFactorRows.position))
    : [];
  const rowsOf = new Map<string, FactorRow[]>();
  for (const row of factorRows) {
    const list = rowsOf.get(row.projectUid) ?? [];
    list.push({ value: row.value, price: plainDecimal(row.price) });
    rowsOf.set(row.projectUid, list);
  }
  return {
    enterpriseUid,
    enterpriseNo: enterprise[0]?.no ?? enterpriseUid,
    platformUid,
    terms: terms[0],
    parameters: parameterRows
      .map((row) => stored(row, { ...parameterOf(row), sortNumber: row.sortNumber }))
      .sort((a, b) => platformFirst(a.enterpriseUid) - platformFirst(b.enterpriseUid)),
    projects: projectRows.map((row) => stored(row, projectOf(row, rowsOf.get(row.uid) ?? []))),
    classifications: classificationRows
      .map((row) => stored(row, classificationOf(row)))
      .sort((a, b) => platformFirst(a.enterpriseUid) - platformFirst(b.enterpriseUid)),
    products: productRows.map((row) => stored(row, productOf(row))),
    basePrices: basePriceRows.map((row) => stored(row, basePriceOf(row))),
    bindings: bindingRows.map((row) => stored({ ...row, rowVersion: 1 }, bindingOf(row))),
  };
}

/** The engine's price book of a merchant: its terms, the platform's and its own rows. */
export function toPriceBook(data: BookData): PriceBook {
  const terms = data.terms;
  const model = <T>(list: readonly Stored<T>[]) => list.map((entry) => entry.model);
  return {
    merchant: data.enterpriseNo,
    currency: terms?.currency ?? 'CNY',
    originalCurrency: terms?.originalCurrency ?? 'USD',
    exchangeRate: plainDecimal(terms?.exchangeRate ?? '1'),
    terms: {
      scrapRatePercent: plainDecimal(terms?.scrapRatePercent ?? '0'),
      grossMarginPercent: plainDecimal(terms?.grossMarginPercent ?? '0'),
      businessRatePercent: plainDecimal(terms?.businessRatePercent ?? '0'),
      taxRatePercent: plainDecimal(terms?.taxRatePercent ?? '0'),
    },
    roles: {
      layers: terms?.roleLayers ?? 'LAYERS',
      quantity: terms?.roleQuantity ?? 'QTY',
      areaPerPcsM2: terms?.roleAreaPerPcsM2 ?? 'AREA_PCS_M2',
      pcsPerPanel: terms?.rolePcsPerPanel ?? undefined,
    },
    parameters: data.parameters.map(({ model: { sortNumber: _sortNumber, ...parameter } }) => parameter),
    projects: model(data.projects),
    classifications: model(data.classifications),
    products: model(data.products),
    basePrices: model(data.basePrices),
    bindings: model(data.bindings),
    defaultBoard: terms?.defaultBoard ?? undefined,
  };
}
