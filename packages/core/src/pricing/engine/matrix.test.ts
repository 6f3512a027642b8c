import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, demoPriceBook } from '../demo-price-book.js';
import type { PriceBook } from '../model/price-book.js';
import { compilePriceBook } from './compile-book.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { estimatePrice } from './estimate.js';
import { estimateMatrix, leadTimeOptions } from './matrix.js';

const compiled = (book: PriceBook): CompiledPriceBook => {
  const result = compilePriceBook(book);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.book;
};
const demo = compiled(demoPriceBook);
const pricedOn = '2026-11-25';

/** The demo book with two day-count lead times the factory defines (3 and 5 days), priced by a factor on LEAD_TIME. */
const withDayCounts: PriceBook = {
  ...demoPriceBook,
  parameters: demoPriceBook.parameters.map((p) =>
    p.code === 'LEAD_TIME'
      ? { ...p, valueList: [{ value: 'standard' }, { value: 'fastest' }, { value: '3' }, { value: '5' }] }
      : p,
  ),
};

describe('lead-time options', () => {
  it('are standard and fastest for the demo book, then the day counts the book defines, longest first', () => {
    expect(leadTimeOptions(demoPriceBook)).toEqual(['standard', 'fastest']);
    expect(leadTimeOptions(withDayCounts)).toEqual(['standard', 'fastest', '5', '3']);
    expect(leadTimeOptions({ parameters: [] })).toEqual(['standard']);
  });
});

describe('estimateMatrix', () => {
  it('gives each cell exactly the single estimate of that quantity and lead time (property)', () => {
    const board = fc.record({
      LAYERS: fc.constantFrom(1, 2, 4, 6, 8, 10),
      WIDTH_MM: fc.integer({ min: 500, max: 40000 }).map((n) => (n / 100).toFixed(2)),
      HEIGHT_MM: fc.integer({ min: 500, max: 40000 }).map((n) => (n / 100).toFixed(2)),
      FINISH: fc.constantFrom('HASL', 'ENIG', 'IMM_AG'),
      COPPER_OZ: fc.constantFrom(1, 2, 3),
      MASK_COLOR: fc.constantFrom('GREEN', 'BLACK', 'MATTE_BLACK'),
    });
    const quantities = fc.uniqueArray(fc.integer({ min: 1, max: 200000 }).map(String), { minLength: 1, maxLength: 10 });
    fc.assert(
      fc.property(
        board,
        quantities,
        fc.subarray(['standard', 'fastest'], { minLength: 1 }),
        (values, qtys, leadTimes) => {
          const rows = estimateMatrix(demo, {
            productNumber: DEMO_PRODUCT,
            values,
            pricedOn,
            quantities: qtys,
            leadTimes,
          });
          expect(rows.map((r) => r.qty)).toEqual(qtys);
          for (const row of rows) {
            expect(row.cells.map((c) => c.leadTime)).toEqual(leadTimes);
            for (const cell of row.cells) {
              const single = estimatePrice(demo, {
                productNumber: DEMO_PRODUCT,
                values: { ...values, QTY: row.qty, LEAD_TIME: cell.leadTime },
                pricedOn,
              });
              if (single.ok) {
                expect(cell).toEqual({
                  leadTime: cell.leadTime,
                  total: single.estimate.total,
                  perPcs: single.estimate.perPcs,
                  deliveryDays: single.estimate.deliveryDays,
                  batchTier: single.estimate.batchTier,
                });
              } else {
                expect(cell.total).toBeNull();
                expect(cell.errors).toEqual(single.errors);
              }
            }
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('prices the fastest lead time higher and sooner than the standard one', () => {
    const [row] = estimateMatrix(demo, {
      productNumber: DEMO_PRODUCT,
      values: { LAYERS: 2, WIDTH_MM: 68.58, HEIGHT_MM: 53.34 },
      pricedOn,
      quantities: ['10'],
      leadTimes: ['standard', 'fastest'],
    });
    const [standard, fastest] = row!.cells;
    expect(Number(fastest!.total)).toBeGreaterThan(Number(standard!.total));
    expect(fastest!.deliveryDays!).toBeLessThan(standard!.deliveryDays!);
  });

  it('names the engine’s refusal in a cell it cannot price instead of a price', () => {
    const [row] = estimateMatrix(demo, {
      productNumber: DEMO_PRODUCT,
      values: { LAYERS: 2, WIDTH_MM: 600, HEIGHT_MM: 600 },
      pricedOn,
      quantities: ['1000000'],
      leadTimes: ['standard'],
    });
    expect(row!.cells[0]!.total).toBeNull();
    expect(row!.cells[0]!.errors!.length).toBeGreaterThan(0);
  });

  it('prices a book’s day-count lead times like any option', () => {
    const book = compiled(withDayCounts);
    const rows = estimateMatrix(book, {
      productNumber: DEMO_PRODUCT,
      values: { LAYERS: 4, WIDTH_MM: 100, HEIGHT_MM: 100 },
      pricedOn,
      quantities: ['5', '50'],
      leadTimes: leadTimeOptions(withDayCounts),
    });
    expect(rows.flatMap((r) => r.cells.map((c) => c.leadTime))).toEqual([
      'standard',
      'fastest',
      '5',
      '3',
      'standard',
      'fastest',
      '5',
      '3',
    ]);
    for (const cell of rows[0]!.cells) expect(cell.total).toMatch(/^\d+\.\d{2}$/);
  });
});
