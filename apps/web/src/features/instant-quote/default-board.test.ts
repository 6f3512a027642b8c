import { compilePriceBook, demoPriceBook, estimatePrice, type PriceBook } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';
import { defaultBoard, withoutUntouchedDefaults } from './default-board';

describe('the board a visitor is priced for before entering anything', () => {
  it('is 2 layers, 100 × 100 mm, 10 pieces in the book’s codes, and the engine prices it', () => {
    const board = defaultBoard(demoPriceBook);
    expect(board).toEqual({ LAYERS: '2', WIDTH_MM: '100', HEIGHT_MM: '100', QTY: '10' });
    const compiled = compilePriceBook(demoPriceBook);
    if (!compiled.ok) throw new Error('demo book does not compile');
    const product = demoPriceBook.products[0]!.number;
    const result = estimatePrice(compiled.book, { productNumber: product, values: board, pricedOn: '2026-06-01' });
    expect(result.ok).toBe(true);
  });

  it('is empty when the book would still refuse it', () => {
    const extra: PriceBook = {
      ...demoPriceBook,
      parameters: [
        ...demoPriceBook.parameters,
        { ...demoPriceBook.parameters.find((p) => p.code === 'QTY')!, code: 'PANEL_NOTE', mustFill: true },
      ],
    };
    expect(defaultBoard(extra)).toEqual({});
    const noTwo: PriceBook = {
      ...demoPriceBook,
      parameters: demoPriceBook.parameters.map((p) =>
        p.code === 'LAYERS' ? { ...p, valueList: p.valueList?.filter((o) => o.value !== '2') } : p,
      ),
    };
    expect(defaultBoard(noTwo)).toEqual({});
  });

  it('gives way to a Gerber analysis where the visitor left it as it was', () => {
    const board = defaultBoard(demoPriceBook);
    const values = { ...board, HEIGHT_MM: '80' };
    const cam = { widthMm: 68.58, heightMm: 53.34, copperLayers: 2, drill: { minHoleMm: 0.61 } };
    expect(withoutUntouchedDefaults(values, board, demoPriceBook, cam)).toEqual({ HEIGHT_MM: '80', QTY: '10' });
    expect(withoutUntouchedDefaults(values, board, demoPriceBook, { widthMm: 50 })).toEqual({
      LAYERS: '2',
      HEIGHT_MM: '80',
      QTY: '10',
    });
  });
});
