import { and, desc, eq, lte } from 'drizzle-orm';
import { currencies, exchangeRates, pricingBooks } from '../../../db/schema/index.js';
import type { Executor } from './types.js';

/** Rates a new quotation starts from when the factory has no price book: scrap 3 %, margin 15 %, business 2 %, VAT 13 %. */
const FALLBACK = { scrapRate: '3', grossMargin: '15', businessRate: '2', taxRate: '13', currency: 'CNY' };

/** The factory's local currency and default rates (its pricing book's terms when it has one). */
export async function factoryDefaults(db: Executor, enterpriseUid: string) {
  const [book] = await db.select().from(pricingBooks).where(eq(pricingBooks.enterpriseUid, enterpriseUid));
  const [local] = await db
    .select({ code: currencies.code })
    .from(currencies)
    .where(and(eq(currencies.enterpriseUid, enterpriseUid), eq(currencies.isLocal, true)));
  const positive = (value: string | undefined, fallback: string) =>
    value !== undefined && Number(value) > 0 ? value : fallback;
  return {
    localCurrency: local?.code ?? book?.currency ?? FALLBACK.currency,
    scrapRate: positive(book?.scrapRatePercent, FALLBACK.scrapRate),
    grossMargin: positive(book?.grossMarginPercent, FALLBACK.grossMargin),
    businessRate: positive(book?.businessRatePercent, FALLBACK.businessRate),
    taxRate: positive(book?.taxRatePercent, FALLBACK.taxRate),
  };
}

/** The rate of a currency on a day: local per one unit, the latest dated on or before it; 1 for the local currency. */
export async function rateOn(
  db: Executor,
  enterpriseUid: string,
  code: string,
  localCurrency: string,
  day: string,
): Promise<string | null> {
  if (code === localCurrency) return '1';
  const [row] = await db
    .select({ rate: exchangeRates.rate })
    .from(exchangeRates)
    .where(
      and(
        eq(exchangeRates.enterpriseUid, enterpriseUid),
        eq(exchangeRates.currencyCode, code),
        lte(exchangeRates.effectiveOn, day),
      ),
    )
    .orderBy(desc(exchangeRates.effectiveOn))
    .limit(1);
  return row?.rate ?? null;
}
