import {
  addWorkingDays,
  toCents,
  quoteShipping,
  shippingWeight,
  textOfCents,
  type FactoryCalendar,
  type PriceBook,
  type PriceEstimate,
} from '@pcbunion/core';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shippingRates, shippingSettings } from '../../db/schema/index.js';
import { AppError, badRequest, conflict } from '../../http/errors.js';
import type { Language } from '../../http/language.js';
import type { EstimateService } from '../pricing/index.js';
import { shippingMessages } from './messages.js';
import { allProvinces, isProvince, provinceCode, provinceName as provinceNameOf } from './provinces.js';
import type { QuoteBody, TableInput } from './schemas.js';
import { recordAudit } from '../../platform/audit.js';

export interface ShippingTable {
  version: number;
  packageMaxKg: string;
  packageTareKg: string;
  weekendDays: number[];
  holidays: string[];
  rates: Array<{
    carrier: string;
    country: string;
    province: string | null;
    firstWeightGrams: number;
    firstPrice: string;
    additionalUnitGrams: number;
    additionalPrice: string;
    days: number;
  }>;
}

const kgOfGrams = (grams: number) => (grams / 1000).toString();
const gramsOfKg = (kg: string) => Math.round(Number(kg) * 1000);

export function shippingService(db: Database, estimates: EstimateService) {
  return { table, save, zones, quote, rateTables };

  async function table(enterpriseUid: string): Promise<ShippingTable> {
    const [settings] = await db
      .select()
      .from(shippingSettings)
      .where(eq(shippingSettings.enterpriseUid, enterpriseUid));
    const rates = await db
      .select()
      .from(shippingRates)
      .where(eq(shippingRates.enterpriseUid, enterpriseUid))
      .orderBy(asc(shippingRates.carrier), asc(shippingRates.country), asc(shippingRates.province));
    return {
      version: settings?.rowVersion ?? 0,
      packageMaxKg: kgOfGrams(settings?.packageMaxGrams ?? 15000),
      packageTareKg: kgOfGrams(settings?.packageTareGrams ?? 300),
      weekendDays: settings?.weekendDays ?? [0, 6],
      holidays: [...(settings?.holidays ?? [])].sort(),
      rates: rates.map((r) => ({
        carrier: r.carrier,
        country: r.country,
        province: r.province,
        firstWeightGrams: r.firstWeightGrams,
        firstPrice: textOfCents(r.firstPriceCents),
        additionalUnitGrams: r.additionalUnitGrams,
        additionalPrice: textOfCents(r.additionalPriceCents),
        days: r.days,
      })),
    };
  }

  /** Replaces the factory's whole table (compare-and-set on `version`: a stale one answers 409), with an audit row. */
  async function save(
    actor: { enterpriseUid: string; accountUid: string; ip: string },
    input: TableInput,
  ): Promise<ShippingTable> {
    const seen = new Map<string, number>();
    input.rates.forEach((rate, row) => {
      if (rate.province != null && (rate.country !== 'CN' || !isProvince(rate.province)))
        throw badRequest(shippingMessages.badProvince, { province: rate.province }, `rates.${row}.province`);
      const key = `${rate.carrier.toLowerCase()}|${rate.country}|${rate.province ?? ''}`;
      if (seen.has(key))
        throw badRequest(shippingMessages.duplicateZone, { row, carrier: rate.carrier }, `rates.${row}.country`);
      seen.set(key, row);
    });
    if (new Set(input.weekendDays).size >= 7) throw badRequest('invalid', {}, 'weekendDays');
    const before = await table(actor.enterpriseUid);
    await db.transaction(async (tx) => {
      const [current] = await tx
        .select({ version: shippingSettings.rowVersion })
        .from(shippingSettings)
        .where(eq(shippingSettings.enterpriseUid, actor.enterpriseUid))
        .for('update');
      if ((current?.version ?? 0) !== input.version) throw conflict();
      const settings = {
        packageMaxGrams: gramsOfKg(input.packageMaxKg),
        packageTareGrams: gramsOfKg(input.packageTareKg),
        weekendDays: [...new Set(input.weekendDays)].sort(),
        holidays: [...new Set(input.holidays)].sort(),
        updatedAt: new Date(),
      };
      if (current)
        await tx
          .update(shippingSettings)
          .set({ ...settings, rowVersion: current.version + 1 })
          .where(eq(shippingSettings.enterpriseUid, actor.enterpriseUid));
      else await tx.insert(shippingSettings).values({ enterpriseUid: actor.enterpriseUid, ...settings, rowVersion: 1 });
      await tx.delete(shippingRates).where(eq(shippingRates.enterpriseUid, actor.enterpriseUid));
      if (input.rates.length > 0) {
        await tx.insert(shippingRates).values(
          input.rates.map((rate) => ({
            enterpriseUid: actor.enterpriseUid,
            carrier: rate.carrier,
            country: rate.country,
            province: rate.province ?? null,
            firstWeightGrams: rate.firstWeightGrams,
            firstPriceCents: toCents(rate.firstPrice),
            additionalUnitGrams: rate.additionalUnitGrams,
            additionalPriceCents: toCents(rate.additionalPrice),
            days: rate.days,
          })),
        );
      }
      await recordAudit(tx, {
        actorAccountUid: actor.accountUid,
        enterpriseUid: actor.enterpriseUid,
        entity: 'shipping_table',
        entityUid: actor.enterpriseUid,
        action: 'save',
        before,
        after: { ...input, version: input.version + 1 },
        ip: actor.ip,
      });
    });
    return table(actor.enterpriseUid);
  }

  /** The zones a factory serves (for the destination picker): countries, and the provinces with their own rows. */
  async function zones(merchant: string | undefined) {
    const found = await estimates.merchant(merchant);
    const rows = await db
      .selectDistinct({ country: shippingRates.country, province: shippingRates.province })
      .from(shippingRates)
      .where(eq(shippingRates.enterpriseUid, found.uid));
    const countries = [...new Set(rows.map((r) => r.country))].sort();
    return { merchant: found.uid, merchantName: found.name, countries, provinces: allProvinces() };
  }

  /**
   * The parcel and each carrier's price and days to the destination: the board priced by the pricing engine (its
   * parameters as priced — entered, from the Gerber analysis, defaults — and its build days), weighed by core's
   * formula, priced on the factory's table; delivery date = today + build days + shipping days in working days of
   * the factory's calendar. No carrier for the zone → 404 saying so (never a price of 0).
   */
  async function quote(input: QuoteBody, language: Language, today: string) {
    const merchant = await estimates.merchant(input.merchant);
    const estimate = await estimates.estimate(
      { merchant: merchant.uid, productNo: input.productNo, params: input.params, cam: input.cam },
      language,
    );
    const { book } = await estimates.cachedBook(merchant);
    const destination = destinationOf(input.destination, language);
    const [settings] = await db.select().from(shippingSettings).where(eq(shippingSettings.enterpriseUid, merchant.uid));
    const weight = parcelOf(book, estimate, settings);
    const rows = await db.select().from(shippingRates).where(eq(shippingRates.enterpriseUid, merchant.uid));
    const calendar: FactoryCalendar = {
      weekendDays: settings?.weekendDays ?? [0, 6],
      holidays: settings?.holidays ?? [],
    };
    const quotes = quoteShipping(rows, destination, weight.weightGrams);
    if (quotes.length === 0) {
      throw new AppError(
        404,
        shippingMessages.noZone,
        { factory: merchant.name, destination: destination.shown },
        0,
        'destination',
      );
    }
    const quantity = Number(estimate.quantity);
    const buildDays = estimate.deliveryDays;
    return {
      merchant: merchant.uid,
      merchantName: merchant.name,
      currency: book.currency,
      weightKg: Number(weight.weightKg),
      boardKg: weight.boardKg,
      boardsKg: weight.boardsKg,
      packages: weight.packages,
      quantity,
      destination: {
        country: destination.country,
        province: destination.province,
        provinceName: destination.provinceName,
      },
      buildDays,
      today,
      options: quotes.map((q) => ({
        carrier: q.carrier,
        price: textOfCents(q.priceCents),
        days: q.days,
        chargedWeightKg: Number(kgOfGrams(q.chargedGrams)),
        deliveryDays: buildDays + q.days,
        deliveryDate: addWorkingDays(today, buildDays + q.days, calendar),
      })),
    };
  }

  /** Several factories' packing rules and rates in one read (what a comparison of every factory ships with). */
  async function rateTables(merchantUids: readonly string[]): Promise<RateTables> {
    if (merchantUids.length === 0) return { settings: [], rates: [] };
    const [settings, rates] = await Promise.all([
      db
        .select()
        .from(shippingSettings)
        .where(inArray(shippingSettings.enterpriseUid, [...merchantUids])),
      db
        .select()
        .from(shippingRates)
        .where(inArray(shippingRates.enterpriseUid, [...merchantUids])),
    ]);
    return { settings, rates };
  }
}

export interface RateTables {
  settings: Array<typeof shippingSettings.$inferSelect>;
  rates: Array<typeof shippingRates.$inferSelect>;
}

/**
 * The cheapest carrier to the destination for each factory's priced board (ties: the faster), on tables read by
 * `rateTables`: what a comparison of all factories shows. Null for a factory with no carrier there; 400 naming the
 * field for a destination that is not one.
 */
export function cheapestCarriers(
  tables: RateTables,
  boards: ReadonlyArray<{ merchantUid: string; book: PriceBook; estimate: PriceEstimate }>,
  asked: Destination,
  language: Language,
): Map<string, { carrier: string; price: string; days: number } | null> {
  const destination = destinationOf(asked, language);
  const found = new Map<string, { carrier: string; price: string; days: number } | null>();
  for (const { merchantUid, book, estimate } of boards) {
    const settings = tables.settings.find((row) => row.enterpriseUid === merchantUid);
    const rates = tables.rates.filter((rate) => rate.enterpriseUid === merchantUid);
    const [best] = quoteShipping(rates, destination, parcelOf(book, estimate, settings).weightGrams).sort((a, b) =>
      a.priceCents === b.priceCents ? a.days - b.days : a.priceCents < b.priceCents ? -1 : 1,
    );
    found.set(
      merchantUid,
      best ? { carrier: best.carrier, price: textOfCents(best.priceCents), days: best.days } : null,
    );
  }
  return found;
}

type Destination = QuoteBody['destination'];

/** The destination as the tables key it (an ISO country, a Chinese province's code); 400 naming the bad field. */
function destinationOf(asked: Destination, language: Language) {
  const country = asked.country.trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(country)) throw new AppError(400, shippingMessages.badCountry, {}, 0, 'destination.country');
  let province: string | null = null;
  if (country === 'CN' && asked.province) {
    province = provinceCode(asked.province);
    if (province === null)
      throw new AppError(400, shippingMessages.badProvince, { province: asked.province }, 0, 'destination.province');
  }
  const provinceName = province === null ? null : provinceNameOf(province, language);
  return { country, province, provinceName, shown: provinceName ? `${provinceName}, ${country}` : country };
}

/** The board's parcel as the factory packs it: size and build from the parameters as priced; 400 without a board. */
function parcelOf(
  book: PriceBook,
  estimate: PriceEstimate,
  settings: { packageMaxGrams: number; packageTareGrams: number } | undefined,
) {
  const codeOf = (camField: string) =>
    book.parameters.find((p) => p.camField === camField && p.status === 'valid')?.code;
  const value = (code: string | undefined) => (code === undefined ? undefined : estimate.parameters[code]);
  const widthMm = value(codeOf('widthMm'));
  const heightMm = value(codeOf('heightMm'));
  const layers = Number(value(book.roles.layers));
  const quantity = Number(estimate.quantity);
  if (!widthMm || !heightMm || !Number.isInteger(layers) || layers < 1 || !Number.isInteger(quantity))
    throw new AppError(400, shippingMessages.noBoard, {}, 0, 'params');
  return shippingWeight(
    {
      widthMm,
      heightMm,
      thicknessMm: value('THICKNESS_MM') || '1.6',
      copperOz: value('COPPER_OZ') || '1',
      layers,
      quantity,
    },
    {
      packageMaxKg: kgOfGrams(settings?.packageMaxGrams ?? 15000),
      packageTareKg: kgOfGrams(settings?.packageTareGrams ?? 300),
    },
  );
}

export type ShippingService = ReturnType<typeof shippingService>;
