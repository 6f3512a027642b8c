import { describe, expect, it } from 'vitest';
import { priced, refused } from './expect-estimate.fixture.js';
import { board, smallBook } from './small-book.fixture.js';

// 2 layers: sample ≤ 1 m² at 500 (3 days), small ≤ 5 m² at 400 (5 days),
// medium ≤ 20 m² at 300 (7 days), large ≤ 100 m² at 200 (9 days). A 100 × 100 mm piece is 0.01 m².
const book = smallBook();
const tierOf = (values: Record<string, string | number>) => {
  const estimate = priced(book, board(values));
  return { tier: estimate.batchTier, area: estimate.areaM2, total: estimate.total, days: estimate.deliveryDays };
};

describe('batch tier from the total area', () => {
  it('keeps an order of exactly 1 m² in the sample tier (upper bounds are inclusive)', () => {
    // 100 pcs × 0.01 m² = 1 m² → sample, 1 × 500 = 500.00
    expect(tierOf({ QTY: 100 })).toEqual({ tier: 'sample', area: '1.000000', total: '500.00', days: 3 });
  });

  it('moves an order just over 1 m² to the small batch tier', () => {
    // 100 × 100.01 mm = 0.010001 m² × 100 pcs = 1.0001 m² → small, 1.0001 × 400 = 400.04
    expect(tierOf({ QTY: 100, HEIGHT_MM: '100.01' })).toEqual({
      tier: 'small',
      area: '1.000100',
      total: '400.04',
      days: 5,
    });
  });

  it('keeps 5 m² in the small tier and moves 5.01 m² to the medium tier', () => {
    // 500 pcs = 5 m² × 400 = 2000.00; 501 pcs = 5.01 m² × 300 = 1503.00
    expect(tierOf({ QTY: 500 })).toEqual({ tier: 'small', area: '5.000000', total: '2000.00', days: 5 });
    expect(tierOf({ QTY: 501 })).toEqual({ tier: 'medium', area: '5.010000', total: '1503.00', days: 7 });
  });

  it('keeps 20 m² in the medium tier and moves 20.01 m² to the large tier', () => {
    // 2000 pcs = 20 m² × 300 = 6000.00; 2001 pcs = 20.01 m² × 200 = 4002.00
    expect(tierOf({ QTY: 2000 })).toEqual({ tier: 'medium', area: '20.000000', total: '6000.00', days: 7 });
    expect(tierOf({ QTY: 2001 })).toEqual({ tier: 'large', area: '20.010000', total: '4002.00', days: 9 });
  });

  it('prices 100 m² as the largest batch and refuses more, asking for a manual quotation', () => {
    // 10000 pcs = 100 m² × 200 = 20000.00; 10001 pcs = 100.01 m² is beyond every tier.
    expect(tierOf({ QTY: 10000 })).toEqual({ tier: 'large', area: '100.000000', total: '20000.00', days: 9 });
    expect(refused(book, board({ QTY: 10001 }))).toEqual([
      { field: 'QTY', key: 'estimate.areaBeyondTiers', values: { area: '100.010000', max: '100' } },
    ]);
  });

  it('reads the tiers of the board’s layer count', () => {
    // 4 layers: sample at 1000/m²; 0.1 m² × 1000 = 100.00 in 4 days.
    expect(tierOf({ LAYERS: 4 })).toEqual({ tier: 'sample', area: '0.100000', total: '100.00', days: 4 });
  });

  it('refuses a layer count without base prices', () => {
    const twoLayersOnly = smallBook({ basePrices: smallBook().basePrices.filter((row) => row.layers === 2) });
    expect(refused(twoLayersOnly, board({ LAYERS: 4 }))).toEqual([
      { field: 'LAYERS', key: 'estimate.noBasePrice', values: { product: 'P', layers: 4 } },
    ]);
  });

  it('finds the tier whatever the order of the base price rows', () => {
    const shuffled = smallBook({ basePrices: [...smallBook().basePrices].reverse() });
    expect(priced(shuffled, board({ QTY: 501 })).batchTier).toBe('medium');
  });
});
