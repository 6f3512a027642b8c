import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { compilePriceBook } from './compile-book.js';
import { amounts, priced } from './expect-estimate.fixture.js';
import { board, project, smallBook } from './small-book.fixture.js';

const withRates = (projects = [project({ code: 'ENG', formula: '100', sortNumber: 10 })]) =>
  smallBook({
    projects,
    terms: { scrapRatePercent: '3', grossMarginPercent: '15', businessRatePercent: '2', taxRatePercent: '13' },
  });

describe('estimate: a board priced step by step', () => {
  it('prices the base alone: area × base price per m² of the tier', () => {
    // 100 mm × 100 mm = 0.01 m² per piece; × 10 pcs = 0.1 m²: the sample tier (≤ 1 m²) at 500/m².
    // Base price 0.1 × 500 = 50.00. No projects, every rate 0: total 50.00.
    const estimate = priced(smallBook(), board());
    expect(estimate).toMatchObject({
      total: '50.00',
      currency: 'CNY',
      areaPerPcsM2: '0.010000',
      areaM2: '0.100000',
      batchTier: 'sample',
      deliveryDays: 3,
      quantity: '10',
      pnlQuantity: '10',
    });
    expect(amounts(estimate)).toEqual({
      BASE: '50.00',
      SCRAP: '0.00',
      GROSS_MARGIN: '0.00',
      BUSINESS: '0.00',
      TAX: '0.00',
    });
  });

  it('gives the price per piece, per m², per ft² and per PNL, and in the original currency', () => {
    // 50.00 ÷ 10 pcs = 5.0000; ÷ 0.1 m² = 500.0000; 0.1 m² = 0.1 ÷ 0.09290304 = 1.076391 ft²,
    // 50.00 ÷ 1.0763910416709722 = 46.45152 → 46.4515; one piece per PNL: 5.0000 per PNL.
    // Exchange rate 8 CNY per USD: 50.00 ÷ 8 = 6.25 USD.
    const estimate = priced(smallBook(), board());
    expect(estimate).toMatchObject({
      perPcs: '5.0000',
      perM2: '500.0000',
      areaFt2: '1.076391',
      perFt2: '46.4515',
      perPnl: '5.0000',
      totalOriginal: '6.25',
      originalCurrency: 'USD',
      exchangeRate: '8',
    });
  });

  it('applies scrap, gross margin, business fee and tax in that order, each on what the previous left', () => {
    // Base 50 + engineering 100 = 150.00
    // Scrap 3% of 150 = 4.50                         → 154.50
    // Gross margin: 154.50 ÷ (1 − 15%) = 181.7647…   → margin 27.2647… (27.26)
    // Business 2% of 181.7647… = 3.6352… (3.64)      → 185.40 (154.50 × 1.02 ÷ 0.85 = 185.4 exactly)
    // Tax 13% of 185.40 = 24.102 (24.10)             → 209.502, rounded half-up once: 209.50
    const estimate = priced(withRates(), board());
    expect(amounts(estimate)).toEqual({
      BASE: '50.00',
      ENG: '100.00',
      SCRAP: '4.50',
      GROSS_MARGIN: '27.26',
      BUSINESS: '3.64',
      TAX: '24.10',
    });
    expect(estimate.total).toBe('209.50');
  });

  it('explains every line with a message key, its values and an English sentence', () => {
    const estimate = priced(withRates(), board());
    const explain = Object.fromEntries(estimate.lines.map((line) => [line.code, line.explain]));
    expect(explain.BASE).toEqual({
      key: 'explain.basePrice',
      values: { area: '0.100000', pricePerM2: '500.00', amount: '50.00' },
      text: '0.100000 m² × 500.00 per m² = 50.00',
    });
    expect(explain.ENG?.text).toBe('100 = 100.00');
    expect(explain.SCRAP?.text).toBe('3% of 150.00 = 4.50');
    expect(explain.GROSS_MARGIN?.text).toBe('154.50 ÷ (1 − 15%) − 154.50 = 27.26');
    expect(explain.BUSINESS?.text).toBe('2% of 181.76 = 3.64');
    expect(explain.TAX?.text).toBe('13% of 185.40 = 24.10');
  });

  it('explains the steps that are not amounts: defaults, derived values, area, tier, rounding, exchange, units, delivery', () => {
    const keys = priced(withRates(), board()).steps.map((step) => step.key);
    expect(keys).toEqual([
      'explain.defaults',
      'explain.derived',
      'explain.area',
      'explain.batchTier',
      'explain.rounding',
      'explain.exchange',
      'explain.unitPrices',
      'explain.deliveryDays',
    ]);
  });

  it('answers amounts as decimal strings so no float crosses the wire', () => {
    const estimate = priced(withRates(), board());
    const amountFields = [estimate.total, estimate.totalOriginal, ...estimate.lines.map((line) => line.amount)];
    for (const amount of amountFields) expect(amount).toMatch(/^-?\d+\.\d{2}$/);
    for (const unit of [estimate.perPcs, estimate.perM2, estimate.perFt2, estimate.perPnl])
      expect(unit).toMatch(/^\d+\.\d{4}$/);
  });

  it('counts part-filled PNL as whole panels when a panel holds several pieces', () => {
    // 10 pcs at 4 pcs per PNL: 2.5 → 3 PNL; 50.00 ÷ 3 = 16.6667 per PNL.
    const book = smallBook({
      roles: { layers: 'LAYERS', quantity: 'QTY', areaPerPcsM2: 'AREA_PCS_M2', pcsPerPanel: 'QTY_PNL' },
    });
    book.parameters = [
      ...book.parameters,
      { ...book.parameters[3]!, code: 'QTY_PNL', mustFill: false, defaultValue: '4' },
    ];
    const estimate = priced(book, board());
    expect(estimate).toMatchObject({ pnlQuantity: '3', perPnl: '16.6667' });
  });

  it('gives the same answer for the same board every time, whatever the order of the values', () => {
    const compiled = compilePriceBook(withRates());
    if (!compiled.ok) throw new Error('book does not compile');
    const first = priced(compiled.book, board({ QTY: 37 }));
    const again = priced(compiled.book, { ...board(), values: { QTY: 37, HEIGHT_MM: 100, WIDTH_MM: 100, LAYERS: 2 } });
    expect(again).toEqual(first);
  });

  it('accepts numbers typed as text and as numbers alike', () => {
    expect(priced(smallBook(), board({ WIDTH_MM: '100.0', QTY: '10' })).total).toBe('50.00');
  });

  it('keeps every step exact until the one rounding of the total', () => {
    // 1 piece of 33.33 × 33.33 mm = 0.0011108889 m²; base 0.0011108889 × 500 = 0.55544445,
    // rounded once: 0.56. Rounding the area first (0.0011) would give 0.55.
    const estimate = priced(smallBook(), board({ WIDTH_MM: '33.33', HEIGHT_MM: '33.33', QTY: 1 }));
    expect(new Decimal('0.0011108889').times(500).toFixed()).toBe('0.55544445');
    expect(estimate.total).toBe('0.56');
  });
});
