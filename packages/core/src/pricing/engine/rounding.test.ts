import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { demoPriceBook, DEMO_PRODUCT } from '../demo-price-book.js';
import { compilePriceBook } from './compile-book.js';
import { estimatePrice } from './estimate.js';
import { amounts, priced } from './expect-estimate.fixture.js';
import { roundLines } from './round-lines.js';
import { board, project, smallBook } from './small-book.fixture.js';

const sum = (values: readonly string[]) => values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

describe('rounding to the cent', () => {
  it('rounds the total once, half-up', () => {
    // Base 50 + 0.005 = 50.005 → 50.01 (half-up), not 50.00 (half-even).
    const book = smallBook({ projects: [project({ code: 'A', formula: '0.005', sortNumber: 10 })] });
    expect(priced(book, board()).total).toBe('50.01');
  });

  it('gives the rounding remainder to the last line, so the lines add up to the total', () => {
    // Exact: 50 + 0.005 × 3 = 50.015 → total 50.02. Each line rounded: 50.00 + 0.01 × 3 = 50.03,
    // one cent too much: the last line (TAX, 0 here) takes −0.01.
    const book = smallBook({
      projects: ['A', 'B', 'C'].map((code, index) => project({ code, formula: '0.005', sortNumber: index + 1 })),
    });
    const estimate = priced(book, board());
    expect(estimate.total).toBe('50.02');
    expect(amounts(estimate)).toMatchObject({ BASE: '50.00', A: '0.01', B: '0.01', C: '0.01', TAX: '-0.01' });
    expect(sum(estimate.lines.map((line) => line.amount))).toBe(estimate.total);
    expect(estimate.steps.find((step) => step.key === 'explain.rounding')?.text).toBe(
      '50.015000 rounded half-up to the cent: 50.02; the rounding remainder -0.01 goes to TAX',
    );
  });

  it('rounds lines half-up and keeps the remainder within half a cent per line', () => {
    const rounded = roundLines(['1.005', '2.335', '0.004', '3.3333'].map((text) => new Decimal(text)));
    // Exact 6.6773 → 6.68; lines 1.01 + 2.34 + 0.00 + 3.33 = 6.68: nothing left over.
    expect(rounded.total).toBe('6.68');
    expect(rounded.amounts).toEqual(['1.01', '2.34', '0.00', '3.33']);
    expect(rounded.remainder).toBe('0.00');
  });

  it('adds the lines up to the total for any board of the demo price book', () => {
    const compiled = compilePriceBook(demoPriceBook);
    if (!compiled.ok) throw new Error('the demo book compiles');
    const compiledBook = compiled.book;
    const boards = fc.record({
      LAYERS: fc.constantFrom(1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20),
      WIDTH_MM: fc.integer({ min: 500, max: 60000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
      HEIGHT_MM: fc.integer({ min: 500, max: 60000 }).map((hundredths) => (hundredths / 100).toFixed(2)),
      QTY: fc.integer({ min: 1, max: 3000 }),
      FINISH: fc.constantFrom('HASL', 'HASL_LF', 'ENIG', 'GOLD_PLATING', 'IMM_AG', 'IMM_SN', 'ENEPIG'),
      GOLD_FINGER: fc.constantFrom(0, 1),
      LEAD_TIME: fc.constantFrom('standard', 'fastest'),
      COPPER_OZ: fc.constantFrom(1, 2, 3, 4),
    });
    fc.assert(
      fc.property(boards, (values) => {
        const result = estimatePrice(compiledBook, { productNumber: DEMO_PRODUCT, values, pricedOn: '2026-01-01' });
        fc.pre(result.ok);
        if (result.ok) expect(sum(result.estimate.lines.map((line) => line.amount))).toBe(result.estimate.total);
      }),
      { numRuns: 300 },
    );
  });
});
