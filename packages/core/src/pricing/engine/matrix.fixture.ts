import { expect } from 'vitest';
import type { PriceBook } from '../model/price-book.js';
import { compilePriceBook } from './compile-book.js';
import type { CompiledPriceBook } from './compiled-book.js';
import { estimatePrice } from './estimate.js';
import { type MatrixRequest, estimateMatrix, leadTimeOptions } from './matrix.js';
import { parameter } from './small-book.fixture.js';

export const compiled = (book: PriceBook): CompiledPriceBook => {
  const result = compilePriceBook(book);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.book;
};

/** The lead time with two day counts beside the named options, as a factory defines them. */
export const leadTime = parameter({
  code: 'LEAD_TIME',
  dataType: 'character',
  entryMode: 'tick',
  defaultValue: 'standard',
  keyValue: false,
  valueList: ['standard', 'fastest', '5', '3'].map((value) => ({ value })),
});

/** A derived value of the quantity: 1 up to 100 pieces, 2 above. */
export const quantityBand = parameter({
  code: 'QTY_BAND',
  dataType: 'number',
  kind: 'derived',
  keyValue: false,
  formula: 'IF(QTY > 100, 2, 1)',
});

/**
 * Every cell of the matrix against the single estimate of its values: the same total, price per piece, days and
 * tier, or the same errors. The lead times are the book's options and one it does not know.
 */
export function expectCellsAsSingles(book: PriceBook, request: Omit<MatrixRequest, 'leadTimes'>): void {
  const compiledBook = compiled(book);
  const leadTimes = [...leadTimeOptions(book), '7'];
  const rows = estimateMatrix(compiledBook, { ...request, leadTimes });
  rows.forEach((row, r) => {
    expect(row.qty).toBe(request.quantities[r]);
    row.cells.forEach((cell, c) => {
      const single = estimatePrice(compiledBook, {
        productNumber: request.productNumber,
        values: { ...request.values, QTY: row.qty, LEAD_TIME: leadTimes[c] },
        cam: request.cam,
        pricedOn: request.pricedOn,
      });
      const { total, perPcs, deliveryDays, batchTier } = single.ok
        ? single.estimate
        : { total: null, perPcs: null, deliveryDays: null, batchTier: null };
      const errors = single.ok ? {} : { errors: single.errors };
      expect(cell).toEqual({ leadTime: leadTimes[c], total, perPcs, deliveryDays, batchTier, ...errors });
    });
  });
}
