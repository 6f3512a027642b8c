import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addWorkingDays, isWorkingDay } from './calendar.js';
import { priceOnRate, quoteShipping, type ShippingRate } from './rates.js';
import { boardWeightKg, shippingWeight } from './weight.js';

describe('board weight (FR-4 laminate + copper), by hand', () => {
  it('arduino-uno: 68.58 × 53.34 mm, 1.6 mm, 1 oz, 2 layers', () => {
    // A = 0.0036580572 m²; laminate A × 0.0016 × 1850 = 0.010827849312; copper A × 2 × 0.30515 = 0.00223251230916
    expect(
      boardWeightKg({ widthMm: 68.58, heightMm: 53.34, thicknessMm: 1.6, copperOz: 1, layers: 2 }).toFixed(12),
    ).toBe('0.013060361621');
    // 10 boards 0.13060361621 kg + one package 0.3 kg = 0.43060361621 → 431 g
    expect(
      shippingWeight({ widthMm: 68.58, heightMm: 53.34, thicknessMm: 1.6, copperOz: 1, layers: 2, quantity: 10 }),
    ).toEqual({
      boardKg: '0.013060',
      boardsKg: '0.131',
      packages: 1,
      weightKg: '0.431',
      weightGrams: 431,
    });
  });

  it('100 × 100 mm, 4 layers, 2 oz outer, ½ oz inner: 29.6 g laminate + 15.2575 g copper', () => {
    expect(boardWeightKg({ widthMm: 100, heightMm: 100, thicknessMm: 1.6, copperOz: 2, layers: 4 }).toFixed(7)).toBe(
      '0.0448575',
    );
    // 100 boards 4.48575 kg + 0.3 kg → 4.78575 → 4786 g
    expect(
      shippingWeight({ widthMm: 100, heightMm: 100, thicknessMm: 1.6, copperOz: 2, layers: 4, quantity: 100 })
        .weightGrams,
    ).toBe(4786);
  });

  it('a single-sided board has one copper layer; 1,000 boards of 35.703 kg take three 15 kg packages', () => {
    expect(boardWeightKg({ widthMm: 100, heightMm: 100, thicknessMm: 1.6, copperOz: 1, layers: 1 }).toFixed(6)).toBe(
      '0.032652',
    );
    const w = shippingWeight({ widthMm: 100, heightMm: 100, thicknessMm: 1.6, copperOz: 1, layers: 2, quantity: 1000 });
    expect(w.boardsKg).toBe('35.703');
    expect(w.packages).toBe(3);
    expect(w.weightGrams).toBe(36603);
  });

  it('fills a package exactly to its capacity before opening another', () => {
    // 0.0357030 kg × 420 = 14.99526 kg → 1 package; × 421 = 15.030963 → 2
    const board = { widthMm: 100, heightMm: 100, thicknessMm: 1.6, copperOz: 1, layers: 2 };
    expect(shippingWeight({ ...board, quantity: 420 }).packages).toBe(1);
    expect(shippingWeight({ ...board, quantity: 421 }).packages).toBe(2);
  });

  it('grows with every input (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 600 }),
        fc.integer({ min: 5, max: 600 }),
        fc.constantFrom(1, 2, 4, 8),
        fc.integer({ min: 1, max: 5000 }),
        (w, h, layers, qty) => {
          const base = { widthMm: w, heightMm: h, thicknessMm: 1.6, copperOz: 1, layers };
          const one = boardWeightKg(base);
          expect(boardWeightKg({ ...base, thicknessMm: 2.0 }).greaterThan(one)).toBe(true);
          expect(boardWeightKg({ ...base, copperOz: 2 }).greaterThan(one)).toBe(true);
          expect(boardWeightKg({ ...base, layers: layers + 2 }).greaterThan(one)).toBe(true);
          expect(shippingWeight({ ...base, quantity: qty + 1 }).weightGrams).toBeGreaterThanOrEqual(
            shippingWeight({ ...base, quantity: qty }).weightGrams,
          );
        },
      ),
      { numRuns: 200 },
    );
  });
});

const rate = (
  carrier: string,
  country: string,
  province: string | null,
  first: number,
  firstCents: bigint,
  unit: number,
  unitCents: bigint,
  days: number,
): ShippingRate => ({
  carrier,
  country,
  province,
  firstWeightGrams: first,
  firstPriceCents: firstCents,
  additionalUnitGrams: unit,
  additionalPriceCents: unitCents,
  days,
});

describe('shipping table', () => {
  const table = [
    rate('SF Express', 'CN', null, 1000, 2300n, 1000, 1000n, 3),
    rate('SF Express', 'CN', '44', 1000, 1200n, 1000, 200n, 1),
    rate('DHL Express', 'US', null, 500, 22000n, 500, 4500n, 4),
    rate('FedEx IP', 'US', null, 500, 20000n, 500, 5000n, 5),
  ];

  it('charges the first weight up to and including its limit, then one unit for every unit begun', () => {
    const sf = table[0]!;
    expect(priceOnRate(sf, 1)).toMatchObject({ priceCents: 2300n, additionalUnits: 0, chargedGrams: 1000 });
    expect(priceOnRate(sf, 1000)).toMatchObject({ priceCents: 2300n, additionalUnits: 0 });
    expect(priceOnRate(sf, 1001)).toMatchObject({ priceCents: 3300n, additionalUnits: 1, chargedGrams: 2000 });
    expect(priceOnRate(sf, 2000)).toMatchObject({ priceCents: 3300n, additionalUnits: 1 });
    expect(priceOnRate(sf, 2001)).toMatchObject({ priceCents: 4300n, additionalUnits: 2 });
    expect(() => priceOnRate(sf, 0)).toThrow();
  });

  it('takes a province’s own row before its country’s, and offers nothing to a zone nobody serves', () => {
    expect(
      quoteShipping(table, { country: 'CN', province: '44' }, 800).map((q) => [q.carrier, q.priceCents, q.days]),
    ).toEqual([['SF Express', 1200n, 1]]);
    expect(quoteShipping(table, { country: 'cn', province: '11' }, 800).map((q) => q.priceCents)).toEqual([2300n]);
    expect(quoteShipping(table, { country: 'CN' }, 800).map((q) => q.priceCents)).toEqual([2300n]);
    expect(quoteShipping(table, { country: 'DE' }, 800)).toEqual([]);
  });

  it('lists the carriers cheapest first', () => {
    // 1,200 g: DHL 220 + 2 × 45 = 310.00; FedEx 200 + 2 × 50 = 300.00
    expect(quoteShipping(table, { country: 'US' }, 1200).map((q) => [q.carrier, q.priceCents])).toEqual([
      ['FedEx IP', 30000n],
      ['DHL Express', 31000n],
    ]);
  });
});

describe('factory calendar', () => {
  const calendar = { weekendDays: [0, 6], holidays: ['2026-12-25', '2027-01-01'] };
  it('counts working days only, skipping weekends and holidays', () => {
    expect(isWorkingDay('2026-11-28', calendar)).toBe(false); // Saturday
    expect(addWorkingDays('2026-11-25', 0, calendar)).toBe('2026-11-25');
    expect(addWorkingDays('2026-11-25', 2, calendar)).toBe('2026-11-27'); // Wed → Fri
    expect(addWorkingDays('2026-11-25', 3, calendar)).toBe('2026-11-30'); // over the weekend
    expect(addWorkingDays('2026-12-23', 3, calendar)).toBe('2026-12-29'); // Thu 24, (Fri 25 holiday), Mon 28, Tue 29
    expect(addWorkingDays('2026-12-31', 1, calendar)).toBe('2027-01-04');
    expect(() => addWorkingDays('2026-12-31', 1, { weekendDays: [0, 1, 2, 3, 4, 5, 6], holidays: [] })).toThrow();
  });
});
