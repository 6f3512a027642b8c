import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { demoPriceBook, DEMO_PRODUCT } from '../demo-price-book.js';
import { compilePriceBook } from './compile-book.js';
import { estimatePrice } from './estimate.js';
import { amounts, priced } from './expect-estimate.fixture.js';
import { roundLines } from './round-lines.js';
import { board, project, smallBook } from './small-book.fixture.js';

const sum = (values: readonly string[]) =>
  values.reduce((total, value) => total.plus(value), new Decimal(0)).toFixed(2);

describe('rounding to the cent', () => {
  it('rounds each line once, half-up, to the cent', () => {
    // Base 50 + 0.005 = 50.005: the project's line is 0.01 (half-up, not half-even 0.00), the total 50.01.
    const book = smallBook({ projects: [project({ code: 'A', formula: '0.005', sortNumber: 10 })] });
    expect(priced(book, board()).total).toBe('50.01');
  });

  it('shows every line as its explanation computes it, and the total as the sum of the lines: one rounding rule', () => {
    // Exact: 50 + 0.005 × 3 = 50.015. Each line rounded: 50.00 + 0.01 × 3 = 50.03, and TAX (0 here) stays 0.00 —
    // no remainder moved into a line whose explanation says otherwise.
    const book = smallBook({
      projects: ['A', 'B', 'C'].map((code, index) => project({ code, formula: '0.005', sortNumber: index + 1 })),
    });
    const estimate = priced(book, board());
    expect(estimate.total).toBe('50.03');
    expect(amounts(estimate)).toMatchObject({ BASE: '50.00', A: '0.01', B: '0.01', C: '0.01', TAX: '0.00' });
    for (const line of estimate.lines) expect(line.explain.values.amount, line.code).toBe(line.amount);
    expect(estimate.steps.find((step) => step.key === 'explain.rounding')?.text).toBe(
      'Each line rounded half-up to the cent (exact sum 50.015000); the total is the sum of the lines: 50.03',
    );
  });

  it('rounds lines half-up and adds them up', () => {
    const rounded = roundLines(['1.005', '2.335', '0.004', '3.3333'].map((text) => new Decimal(text)));
    expect(rounded.amounts).toEqual(['1.01', '2.34', '0.00', '3.33']);
    expect(rounded.total).toBe('6.68');
    expect(rounded.exact.toFixed(4)).toBe('6.6773');
  });

  it('adds the lines up to the total, each as its explanation says, for any board of the demo price book', () => {
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
        if (!result.ok) return;
        expect(sum(result.estimate.lines.map((line) => line.amount))).toBe(result.estimate.total);
        // The tax line and its explanation (and every other line and its own) say the same amount.
        for (const line of result.estimate.lines) expect(line.explain.values.amount, line.code).toBe(line.amount);
      }),
      { numRuns: 300 },
    );
  });
});
