import { describe, expect, it } from 'vitest';
import { compilePriceBook } from './compile-book.js';
import { orderDerived } from './derived-order.js';
import { priced } from './expect-estimate.fixture.js';
import { board, parameter, smallBook, smallParameters } from './small-book.fixture.js';

describe('derived parameters', () => {
  it('computes the area per piece from width and height', () => {
    // 120 × 80 mm = 9600 mm² = 0.0096 m²
    expect(priced(smallBook(), board({ WIDTH_MM: 120, HEIGHT_MM: 80 })).parameters.AREA_PCS_M2).toBe('0.0096');
  });

  it('computes a derived parameter after the ones it reads, whatever the listing order', () => {
    const book = smallBook({
      parameters: [
        parameter({ code: 'EDGE_COST', dataType: 'number', kind: 'derived', formula: 'PERIMETER_MM * 0.01' }),
        ...smallParameters,
        parameter({ code: 'PERIMETER_MM', dataType: 'number', kind: 'derived', formula: '2 * (WIDTH_MM + HEIGHT_MM)' }),
      ],
    });
    // 2 × (100 + 50) = 300 mm; 300 × 0.01 = 3
    expect(priced(book, board({ HEIGHT_MM: 50 })).parameters).toMatchObject({ PERIMETER_MM: '300', EDGE_COST: '3' });
  });

  it('gives a character parameter its formula’s result as text', () => {
    const book = smallBook({
      parameters: [
        ...smallParameters,
        parameter({
          code: 'SIZE_CLASS',
          dataType: 'character',
          kind: 'derived',
          formula: 'IF(AREA_PCS_M2 > 0.02, "big", "small")',
        }),
      ],
    });
    expect(priced(book, board()).parameters.SIZE_CLASS).toBe('small');
  });

  it('refuses derived parameters that read each other in a circle', () => {
    const book = smallBook({
      parameters: [
        ...smallParameters,
        parameter({ code: 'A', dataType: 'number', kind: 'derived', formula: 'B + 1' }),
        parameter({ code: 'B', dataType: 'number', kind: 'derived', formula: 'A + 1' }),
      ],
    });
    expect(compilePriceBook(book)).toEqual({
      ok: false,
      errors: [{ field: 'parameters.A.formula', key: 'parameter.cycle', values: { cycle: 'A → B → A' } }],
    });
  });

  it('refuses a derived parameter that reads itself', () => {
    expect(orderDerived([{ code: 'A', reads: ['A'] }])).toEqual({ ok: false, cycle: ['A', 'A'] });
  });

  it('orders a chain and ignores reads of independent parameters', () => {
    const order = orderDerived([
      { code: 'C', reads: ['B', 'WIDTH_MM'] },
      { code: 'B', reads: ['A'] },
      { code: 'A', reads: ['HEIGHT_MM'] },
    ]);
    expect(order).toEqual({ ok: true, order: ['A', 'B', 'C'] });
  });

  it('reports a derived formula that fails on this board against the parameter', () => {
    const book = smallBook({
      parameters: [
        ...smallParameters,
        parameter({ code: 'RATIO', dataType: 'number', kind: 'derived', formula: 'WIDTH_MM / (HEIGHT_MM - 100)' }),
      ],
    });
    const result = compilePriceBook(book);
    if (!result.ok) throw new Error('compiles');
    expect(() => priced(result.book, board())).toThrow('"field":"RATIO","key":"formula.divisionByZero"');
  });
});
