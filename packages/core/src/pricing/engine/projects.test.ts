import { describe, expect, it } from 'vitest';
import { compilePriceBook } from './compile-book.js';
import { amounts, priced } from './expect-estimate.fixture.js';
import { board, project, smallBook } from './small-book.fixture.js';

// Every board here: 2 layers, 0.1 m², sample tier: base price 50.00, rates 0 unless set.

describe('pricing projects', () => {
  it('prices the bound projects in sort order, not in the order they are listed', () => {
    const book = smallBook({
      projects: [
        project({ code: 'SECOND', formula: 'FIRST * 2', sortNumber: 20 }),
        project({ code: 'FIRST', formula: '10', sortNumber: 10 }),
      ],
    });
    // FIRST = 10, SECOND reads it: 20. Total 50 + 10 + 20 = 80.
    const estimate = priced(book, board());
    expect(estimate.lines.map((line) => line.code).slice(0, 3)).toEqual(['BASE', 'FIRST', 'SECOND']);
    expect(estimate.total).toBe('80.00');
  });

  it('takes a percentage item as a share of the running total at its place', () => {
    const book = smallBook({
      projects: [
        project({ code: 'A', formula: '100', sortNumber: 10 }),
        project({ code: 'PCT', formula: '10', pricingMode: 'percentage', sortNumber: 20 }),
        project({ code: 'B', formula: '50', sortNumber: 30 }),
        project({ code: 'PCT2', formula: '10', pricingMode: 'percentage', sortNumber: 40 }),
      ],
    });
    // 50 + A 100 = 150; PCT 10% of 150 = 15 → 165; + B 50 = 215; PCT2 10% of 215 = 21.50 → 236.50
    const estimate = priced(book, board());
    expect(amounts(estimate)).toMatchObject({ A: '100.00', PCT: '15.00', B: '50.00', PCT2: '21.50' });
    expect(estimate.total).toBe('236.50');
    expect(estimate.lines.find((line) => line.code === 'PCT2')?.explain.text).toBe('10% of 215.00 = 21.50');
  });

  it('refuses a product whose first bound project is a percentage item', () => {
    const book = smallBook({
      projects: [project({ code: 'PCT', formula: '10', pricingMode: 'percentage', sortNumber: 10 })],
    });
    expect(compilePriceBook(book)).toEqual({
      ok: false,
      errors: [{ field: 'bindings.P', key: 'project.percentageFirst', values: { code: 'PCT' } }],
    });
  });

  it('gives formulas the engine’s variables: area, ft², PNL, tier, base price and running total', () => {
    const book = smallBook({
      projects: [
        project({ code: 'AREA', formula: 'AREA_M2 * 100 + PNL_QTY', sortNumber: 10 }),
        project({ code: 'TIER', formula: 'IF(BATCH_TIER = "sample", 1, 0)', sortNumber: 20 }),
        project({ code: 'HALF', formula: '(BASE_PRICE + SUBTOTAL) / 10', sortNumber: 30 }),
        project({ code: 'FEET', formula: 'ROUND(AREA_FT2, 2)', sortNumber: 40 }),
      ],
    });
    // AREA = 0.1 × 100 + 10 PNL = 20; TIER = 1; HALF = (50 + 71) / 10 = 12.10; FEET = 1.08
    expect(amounts(priced(book, board()))).toMatchObject({ AREA: '20.00', TIER: '1.00', HALF: '12.10', FEET: '1.08' });
  });

  it('looks a factor price up by the parameter’s value, falling back to the * row', () => {
    const book = smallBook({
      projects: [
        project({
          code: 'SURFACE',
          kind: 'group',
          costCategory: 'specialProcess',
          formula: 'FP * AREA_M2',
          factor: {
            code: 'FP',
            parameter: 'FINISH',
            rows: [
              { value: 'HASL', price: '0' },
              { value: 'ENIG', price: '120' },
              { value: '*', price: '200' },
            ],
          },
          sortNumber: 10,
        }),
      ],
    });
    // ENIG: 120 × 0.1 = 12.00; ENEPIG (no row): the * row, 200 × 0.1 = 20.00; HASL: 0.
    expect(amounts(priced(book, board({ FINISH: 'ENIG' }))).SURFACE).toBe('12.00');
    expect(amounts(priced(book, board({ FINISH: 'ENEPIG' }))).SURFACE).toBe('20.00');
    expect(amounts(priced(book, board())).SURFACE).toBe('0.00');
    expect(priced(book, board({ FINISH: 'ENIG' })).lines[1]?.explain.text).toBe(
      'FP = 120 for FINISH = ENIG; FP * AREA_M2 = 12.00',
    );
  });

  it('prices a value no factor row names at 0 when there is no * row', () => {
    const book = smallBook({
      projects: [
        project({
          code: 'SURFACE',
          formula: 'FP',
          factor: { code: 'FP', parameter: 'FINISH', rows: [{ value: 'ENIG', price: '30' }] },
          sortNumber: 10,
        }),
      ],
    });
    expect(amounts(priced(book, board({ FINISH: 'HASL' }))).SURFACE).toBe('0.00');
  });

  it('converts an amount priced in another currency and adds the extra addition when the project applies', () => {
    const book = smallBook({
      projects: [
        project({
          code: 'GOLD',
          costCategory: 'specialMaterial',
          formula: 'IF(FINISH = "ENIG", 10, 0)',
          exchangeRate: '7',
          extraAddition: '5',
          sortNumber: 10,
        }),
      ],
    });
    // ENIG: 10 × 7 + 5 = 75.00. HASL: 0, and no extra addition for a project that does not apply.
    const enig = priced(book, board({ FINISH: 'ENIG' }));
    expect(amounts(enig).GOLD).toBe('75.00');
    expect(enig.lines[1]?.explain.text).toBe(
      '(IF(FINISH = "ENIG", 10, 0) = 10.00) × exchange rate 7 + extra 5.00 = 75.00',
    );
    expect(amounts(priced(book, board())).GOLD).toBe('0.00');
  });

  it('adds a percentage item’s extra addition to its share', () => {
    const book = smallBook({
      projects: [
        project({ code: 'A', formula: '50', sortNumber: 10 }),
        project({ code: 'RUSH', formula: '10', pricingMode: 'percentage', extraAddition: '5', sortNumber: 20 }),
      ],
    });
    // 10% of (50 + 50) = 10, + 5 = 15.00
    expect(amounts(priced(book, board())).RUSH).toBe('15.00');
  });

  it('leaves out a project outside its validity period, and says so', () => {
    const book = smallBook({
      projects: [
        project({ code: 'OLD', formula: '10', validTo: '2026-02-28', sortNumber: 10 }),
        project({ code: 'NEW', formula: '20', validFrom: '2026-03-01', sortNumber: 20 }),
      ],
    });
    // Priced on 2026-03-01: OLD ended the day before, NEW starts that day (both bounds inclusive).
    const estimate = priced(book, board());
    expect(Object.keys(amounts(estimate))).not.toContain('OLD');
    expect(amounts(estimate).NEW).toBe('20.00');
    expect(estimate.steps.map((step) => step.text)).toContain('OLD is not valid on 2026-03-01 and is left out');
  });

  it('adds the delivery days of the projects that apply, never going below one day', () => {
    const book = smallBook({
      projects: [
        project({ code: 'SLOW', formula: '1', deliveryDays: 2, sortNumber: 10 }),
        project({ code: 'IDLE', formula: '0', deliveryDays: 5, sortNumber: 20 }),
        project({ code: 'RUSH', formula: '40', pricingMode: 'percentage', deliveryDays: -1, sortNumber: 30 }),
      ],
    });
    // Sample tier 3 days + 2 (SLOW) − 1 (RUSH); IDLE is 0 and adds nothing: 4 days.
    const estimate = priced(book, board());
    expect(estimate.deliveryDays).toBe(4);
    expect(estimate.steps.at(-1)?.text).toBe('3 days for the sample tier + 2 (SLOW) − 1 (RUSH) = 4 days');
    const hurry = smallBook({ projects: [project({ code: 'X', formula: '1', deliveryDays: -10, sortNumber: 10 })] });
    expect(priced(hurry, board()).deliveryDays).toBe(1);
  });

  it('applies a project’s own rates to its line and the book’s to the others', () => {
    const book = smallBook({
      terms: { scrapRatePercent: '10', grossMarginPercent: '0', businessRatePercent: '0', taxRatePercent: '0' },
      projects: [
        project({ code: 'X', costCategory: 'specialMaterial', formula: '100', scrapRatePercent: '50', sortNumber: 10 }),
      ],
    });
    // Scrap: 10% of base 50 = 5 (book) + 50% of X 100 = 50 (own) = 55. Total 50 + 100 + 55 = 205.
    const estimate = priced(book, board());
    expect(amounts(estimate).SCRAP).toBe('55.00');
    expect(estimate.total).toBe('205.00');
    expect(estimate.lines.find((line) => line.code === 'SCRAP')?.explain).toMatchObject({
      key: 'explain.mixedRates',
      text: '10% × 50.00 + 50% × 100.00 (X) on 150.00 = 55.00',
    });
  });

  it('takes gross margin as a share of the price, not a mark-up on cost', () => {
    const book = smallBook({
      terms: { scrapRatePercent: '0', grossMarginPercent: '20', businessRatePercent: '0', taxRatePercent: '0' },
    });
    // 50 ÷ (1 − 20%) = 62.50: the margin 12.50 is 20% of the price 62.50.
    expect(amounts(priced(book, board())).GROSS_MARGIN).toBe('12.50');
  });

  it('reports a formula that fails on this board against the project', () => {
    const book = smallBook({ projects: [project({ code: 'BAD', formula: '100 / (QTY - 10)', sortNumber: 10 })] });
    const result = compilePriceBook(book);
    if (!result.ok) throw new Error('compiles');
    expect(priced(result.book, board({ QTY: 11 })).total).toBe('155.00');
    expect(() => priced(result.book, board())).toThrow('"field":"BAD","key":"formula.divisionByZero"');
  });
});
