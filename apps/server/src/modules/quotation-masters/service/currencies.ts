import { and, asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { currencies, exchangeRates } from '../../../db/schema/index.js';
import { badRequest, notFound } from '../../../http/errors.js';
import type { Language } from '../../../http/language.js';
import { writeWorkbook } from '../../../platform/documents/index.js';
import { masterMessages } from '../messages.js';
import { pageOf, plain, type PageQuery } from '../paging.js';
import type { CurrencyBody, RateBody } from '../schemas.js';
import { exportHeaders } from '../xlsx-reply.js';
import { isUniqueViolation, today } from './store.js';

/** Currencies with dated exchange rates (local currency per unit), used to fill a quotation's exchange rate. */
export function currencyService(db: Database) {
  /** The factory's currencies, the local one first, each with the rate in force today and every dated rate. */
  const list = async (enterpriseUid: string) => {
    const [rows, rates] = await Promise.all([
      db
        .select()
        .from(currencies)
        .where(eq(currencies.enterpriseUid, enterpriseUid))
        .orderBy(desc(currencies.isLocal), asc(currencies.code)),
      db
        .select()
        .from(exchangeRates)
        .where(eq(exchangeRates.enterpriseUid, enterpriseUid))
        .orderBy(desc(exchangeRates.effectiveOn)),
    ]);
    const day = today();
    return rows.map(({ enterpriseUid: _e, ...row }) => {
      const own = rates
        .filter((r) => r.currencyCode === row.code)
        .map((r) => ({ uid: r.uid, rate: plain(r.rate)!, effectiveOn: r.effectiveOn }));
      const current = row.isLocal ? { rate: '1', effectiveOn: null } : own.find((r) => r.effectiveOn <= day);
      return { ...row, rate: current?.rate ?? null, rateEffectiveOn: current?.effectiveOn ?? null, rates: own };
    });
  };

  return {
    /** A page of the currencies, searched by code and name. */
    page: async (enterpriseUid: string, query: PageQuery) =>
      pageOf(await list(enterpriseUid), query, (row) => [row.code, row.name]),

    /** The currencies and their dated rates as a workbook (a currency without rates is one row). */
    async workbook(enterpriseUid: string, language: Language) {
      const rows = await list(enterpriseUid);
      const header = exportHeaders(language, ['currencyCode', 'currencyName', 'rate', 'effectiveOn']);
      const lines = rows.flatMap((c) =>
        (c.rates.length ? c.rates : [{ rate: c.isLocal ? '1' : null, effectiveOn: '' }]).map((r) => [
          c.code,
          c.name,
          r.rate === null ? null : { number: r.rate },
          r.effectiveOn ?? '',
        ]),
      );
      return writeWorkbook([{ name: 'Currencies', rows: [header, ...lines], boldRows: [1], widths: [10, 20, 14, 14] }]);
    },

    /** A new currency; a new local currency takes the mark from the old one. A code taken is 400. */
    async create(enterpriseUid: string, input: CurrencyBody) {
      try {
        const row = await db.transaction(async (tx) => {
          if (input.isLocal)
            await tx.update(currencies).set({ isLocal: false }).where(eq(currencies.enterpriseUid, enterpriseUid));
          return (
            await tx
              .insert(currencies)
              .values({ ...input, enterpriseUid })
              .returning()
          )[0];
        });
        return row!;
      } catch (error) {
        if (isUniqueViolation(error))
          throw badRequest(masterMessages.masterTaken, { field: 'code', value: input.code }, 'code');
        throw error;
      }
    },

    /** Deletes a currency of the factory's; another's or none: 404. */
    async remove(enterpriseUid: string, uid: string): Promise<void> {
      const removed = await db
        .delete(currencies)
        .where(and(eq(currencies.uid, uid), eq(currencies.enterpriseUid, enterpriseUid)))
        .returning();
      if (!removed.length) throw notFound();
    },

    /** A rate for a day: a second one for the same currency and day replaces it. An unknown currency is 400. */
    async setRate(enterpriseUid: string, input: RateBody) {
      const [known] = await db
        .select()
        .from(currencies)
        .where(and(eq(currencies.enterpriseUid, enterpriseUid), eq(currencies.code, input.currencyCode)));
      if (!known)
        throw badRequest(
          masterMessages.currencyUnknown,
          { field: 'currencyCode', value: input.currencyCode },
          'currencyCode',
        );
      const [row] = await db
        .insert(exchangeRates)
        .values({ ...input, enterpriseUid })
        .onConflictDoUpdate({
          target: [exchangeRates.enterpriseUid, exchangeRates.currencyCode, exchangeRates.effectiveOn],
          set: { rate: input.rate },
        })
        .returning();
      return { ...row!, rate: plain(row!.rate) };
    },
  };
}
