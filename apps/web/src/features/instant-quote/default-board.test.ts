import { compilePriceBook, demoPriceBook, estimatePrice, type PriceBook } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';
import { defaultBoard, fillFromGerber, withoutUntouchedDefaults } from './default-board';

/** The demo book without a default board of its own: the page starts from its starter board. */
const unnamed: PriceBook = { ...demoPriceBook, defaultBoard: undefined };

describe('the board a visitor is priced for before entering anything', () => {
  it('is the default board the factory named in its book, and the engine prices it (issue 29)', () => {
    const board = defaultBoard(demoPriceBook);
    expect(board).toEqual({
      LAYERS: '2',
      WIDTH_MM: '100',
      HEIGHT_MM: '100',
      THICKNESS_MM: '1.6',
      FINISH: 'HASL',
      MASK_COLOR: 'GREEN',
      QTY: '10',
      LEAD_TIME: 'standard',
    });
    const compiled = compilePriceBook(demoPriceBook);
    if (!compiled.ok) throw new Error('demo book does not compile');
    const product = demoPriceBook.products[0]!.number;
    const result = estimatePrice(compiled.book, { productNumber: product, values: board, pricedOn: '2026-06-01' });
    expect(result.ok).toBe(true);
    const fourLayers: PriceBook = { ...demoPriceBook, defaultBoard: { LAYERS: '4', QTY: '50', FINISH: 'ENIG' } };
    expect(defaultBoard(fourLayers)).toEqual({ LAYERS: '4', QTY: '50', FINISH: 'ENIG' });
  });

  it('keeps the entries of the named board that still fit the book', () => {
    const noTwo: PriceBook = {
      ...demoPriceBook,
      parameters: demoPriceBook.parameters.map((p) =>
        p.code === 'LAYERS' ? { ...p, valueList: p.valueList?.filter((o) => o.value !== '2') } : p,
      ),
    };
    const { LAYERS: _layers, ...rest } = demoPriceBook.defaultBoard!;
    expect(defaultBoard(noTwo)).toEqual(rest);
  });

  it('is 2 layers, 100 × 100 mm, 10 pieces in the book’s codes when the book names none', () => {
    expect(defaultBoard(unnamed)).toEqual({ LAYERS: '2', WIDTH_MM: '100', HEIGHT_MM: '100', QTY: '10' });
    expect(defaultBoard({ ...demoPriceBook, defaultBoard: {} })).toEqual(defaultBoard(unnamed));
    expect(defaultBoard({ ...demoPriceBook, defaultBoard: { COLOUR: 'RED' } })).toEqual(defaultBoard(unnamed));
  });

  it('is empty when the book names none and would still refuse the starter board', () => {
    const extra: PriceBook = {
      ...unnamed,
      parameters: [
        ...demoPriceBook.parameters,
        { ...demoPriceBook.parameters.find((p) => p.code === 'QTY')!, code: 'PANEL_NOTE', mustFill: true },
      ],
    };
    expect(defaultBoard(extra)).toEqual({});
    const noTwo: PriceBook = {
      ...unnamed,
      parameters: demoPriceBook.parameters.map((p) =>
        p.code === 'LAYERS' ? { ...p, valueList: p.valueList?.filter((o) => o.value !== '2') } : p,
      ),
    };
    expect(defaultBoard(noTwo)).toEqual({});
  });

  it('gives way to a Gerber analysis where the visitor left the named board as it was', () => {
    const board = defaultBoard(demoPriceBook);
    const cam = { widthMm: 68.58, heightMm: 53.34, copperLayers: 2 };
    const { LAYERS: _l, WIDTH_MM: _w, HEIGHT_MM: _h, ...unmeasured } = board;
    expect(withoutUntouchedDefaults({ ...board, QTY: '25' }, board, demoPriceBook, cam)).toEqual({
      ...unmeasured,
      QTY: '25',
    });
    const gerber = { LAYERS: '2', WIDTH_MM: '68.58', HEIGHT_MM: '53.34' };
    expect(fillFromGerber(board, board, demoPriceBook, cam, gerber)).toEqual({ ...board, ...gerber });
  });

  it('gives way to a Gerber analysis where the visitor left it as it was', () => {
    const board = defaultBoard(unnamed);
    const values = { ...board, HEIGHT_MM: '80' };
    const cam = { widthMm: 68.58, heightMm: 53.34, copperLayers: 2, drill: { minHoleMm: 0.61 } };
    expect(withoutUntouchedDefaults(values, board, demoPriceBook, cam)).toEqual({ HEIGHT_MM: '80', QTY: '10' });
    expect(withoutUntouchedDefaults(values, board, demoPriceBook, { widthMm: 50 })).toEqual({
      LAYERS: '2',
      HEIGHT_MM: '80',
      QTY: '10',
    });
  });

  it('shows the Gerber values in the fields the visitor left as they were or empty; an entered value stays', () => {
    const board = defaultBoard(unnamed);
    const cam = { widthMm: 68.58, heightMm: 53.34, copperLayers: 2 };
    const gerber = { LAYERS: '2', WIDTH_MM: '68.58', HEIGHT_MM: '53.34' };
    expect(fillFromGerber(board, board, demoPriceBook, cam, gerber)).toEqual({ ...gerber, QTY: '10' });
    expect(fillFromGerber({ ...board, WIDTH_MM: '90', HEIGHT_MM: '' }, board, demoPriceBook, cam, gerber)).toEqual({
      LAYERS: '2',
      WIDTH_MM: '90',
      HEIGHT_MM: '53.34',
      QTY: '10',
    });
    // No default board (a saved quote): only the empty fields take the Gerber values.
    expect(fillFromGerber({ WIDTH_MM: '100', QTY: '5' }, {}, demoPriceBook, cam, gerber)).toEqual({
      LAYERS: '2',
      WIDTH_MM: '100',
      HEIGHT_MM: '53.34',
      QTY: '5',
    });
  });

  it('drops an untouched default the Gerber values cannot show, so the measurement prices the board', () => {
    const board = defaultBoard(unnamed);
    const cam = { widthMm: 68.58, heightMm: 53.34, copperLayers: 3 };
    const gerber = { WIDTH_MM: '68.58', HEIGHT_MM: '53.34' };
    expect(fillFromGerber(board, board, demoPriceBook, cam, gerber)).toEqual({ ...gerber, QTY: '10' });
  });
});
