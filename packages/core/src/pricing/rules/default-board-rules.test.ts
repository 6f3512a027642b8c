import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, demoPriceBook } from '../demo-price-book.js';
import { estimatePrice } from '../engine/estimate.js';
import { bookLabeller } from '../labels/index.js';
import { defaultBoardSchema, priceBookSchema } from '../schemas.js';
import { checkDefaultBoard } from './default-board-rules.js';
import { validatePriceBook } from './price-book-rules.js';

const parameters = demoPriceBook.parameters;

describe('a price book’s default board (issue 29)', () => {
  it('the demo book opens with 2 layers, 100 × 100 mm, 1.6 mm, HASL, green, 10 pcs, standard lead time, and prices it', () => {
    expect(demoPriceBook.defaultBoard).toEqual({
      LAYERS: '2',
      WIDTH_MM: '100',
      HEIGHT_MM: '100',
      THICKNESS_MM: '1.6',
      FINISH: 'HASL',
      MASK_COLOR: 'GREEN',
      QTY: '10',
      LEAD_TIME: 'standard',
    });
    expect(checkDefaultBoard(demoPriceBook.defaultBoard, parameters).errors).toEqual([]);
    expect(validatePriceBook(demoPriceBook)).toEqual([]);
    expect(priceBookSchema.safeParse(demoPriceBook).success).toBe(true);
    const priced = estimatePrice(demoPriceBook, {
      productNumber: DEMO_PRODUCT,
      values: demoPriceBook.defaultBoard ?? {},
      pricedOn: '2026-06-01',
    });
    expect(priced.ok).toBe(true);
  });

  it('keeps each value as the book writes it: trimmed, blanks left out, a ticked value as its option', () => {
    expect(checkDefaultBoard({ LAYERS: ' 4 ', THICKNESS_MM: '1.60', QTY: '', WIDTH_MM: '80.5' }, parameters)).toEqual({
      board: { LAYERS: '4', THICKNESS_MM: '1.6', WIDTH_MM: '80.5' },
      errors: [],
    });
    expect(checkDefaultBoard(undefined, parameters)).toEqual({ board: {}, errors: [] });
  });

  it('refuses a code that is not an entered parameter of the book, at defaultBoard.<code>', () => {
    const { errors } = checkDefaultBoard(
      { COLOUR: 'RED', AREA_PCS_M2: '0.01', BOARD_SIGNATURE: 'x', LAYERS: '2' },
      parameters,
    );
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['defaultBoard.AREA_PCS_M2', 'defaultBoard.parameterUnknown'],
      ['defaultBoard.BOARD_SIGNATURE', 'defaultBoard.parameterUnknown'],
      ['defaultBoard.COLOUR', 'defaultBoard.parameterUnknown'],
    ]);
    const expired = parameters.map((p) => (p.code === 'FINISH' ? { ...p, status: 'expired' as const } : p));
    expect(checkDefaultBoard({ FINISH: 'HASL' }, expired).errors[0]?.field).toBe('defaultBoard.FINISH');
  });

  it('refuses a value the engine would refuse, naming the parameter as the form shows it', () => {
    const { errors } = checkDefaultBoard(
      { FINISH: 'SILVER', QTY: '2.5', LAYERS: '3', WIDTH_MM: '700', HEIGHT_MM: 'wide' },
      parameters,
    );
    expect(errors.map((e) => [e.field, e.key])).toEqual([
      ['defaultBoard.LAYERS', 'parameter.valueNotInList'],
      ['defaultBoard.WIDTH_MM', 'parameter.valueAboveMax'],
      ['defaultBoard.HEIGHT_MM', 'parameter.valueNotNumber'],
      ['defaultBoard.QTY', 'parameter.valueNotInteger'],
      ['defaultBoard.FINISH', 'parameter.valueNotInList'],
    ]);
    const labels = bookLabeller(demoPriceBook, 'en');
    expect(labels.fieldError(errors[0]!)).toBe('3 is not one of the values of Layers.');
    expect(bookLabeller(demoPriceBook, 'zh-CN').fieldError(errors[1]!)).toMatch(/不能大于 600/);
    expect(validatePriceBook({ ...demoPriceBook, defaultBoard: { LAYERS: '3' } }).map((e) => e.field)).toEqual([
      'defaultBoard.LAYERS',
    ]);
  });

  it('takes at most 200 entries', () => {
    const many = Object.fromEntries(Array.from({ length: 201 }, (_, i) => [`P${i}`, '1']));
    const parsed = defaultBoardSchema.safeParse(many);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.message).toBe('defaultBoard.tooMany');
  });
});
