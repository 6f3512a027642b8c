import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.js';
import { assemblyMessages } from './messages.js';
import { demoAssemblyTable, demoStencilTable } from './price-tables.js';
import { quoteAssembly, quoteStencil } from './quote.js';
import type { GerberAssembly } from './types.js';

const board: GerberAssembly = {
  source: 'paste',
  sides: ['top', 'bottom'],
  top: { pads: 219, parts: 89, footprints: 31, pasteExtentMm: { widthMm: 89.65, heightMm: 45.86 } },
  bottom: { pads: 11, parts: 7, footprints: 2, pasteExtentMm: { widthMm: 88.52, heightMm: 46.58 } },
  throughHoleJoints: 42,
};

describe('stencil quote', () => {
  it('takes the cheapest stencil of the kind whose paste area holds each side, one line per side', () => {
    const result = quoteStencil(demoStencilTable, board, 'framed');
    if (!result.ok) throw new Error('refused');
    expect(result.quote.lines.map((l) => [l.code, l.amount])).toEqual([
      ['STENCIL_TOP', '120.00'],
      ['STENCIL_BOTTOM', '120.00'],
    ]);
    expect(result.quote.total).toBe('240.00');
    expect(result.quote.lines[0]!.explain.text).toBe(
      'Framed stencil for the top: 370 × 470 mm (paste area up to 190 × 290 mm holds the paste extent 89.65 × 45.86 mm), the cheapest that fits: 120.00',
    );
  });

  it('turns the paste extent to fit, and refuses one no stencil holds', () => {
    const wide = {
      ...board,
      sides: ['top' as const],
      top: { ...board.top, pasteExtentMm: { widthMm: 280, heightMm: 180 } },
    };
    const fits = quoteStencil(demoStencilTable, wide, 'frameless');
    expect(fits.ok && fits.quote.stencils[0]!.option.widthMm).toBe(280);
    const huge = { ...wide, top: { ...wide.top, pasteExtentMm: { widthMm: 600, heightMm: 600 } } };
    expect(quoteStencil(demoStencilTable, huge, 'framed')).toEqual({
      ok: false,
      errors: [
        { key: 'stencil.tooLarge', column: 'kind', values: { side: 'top', kind: 'framed', width: 600, height: 600 } },
      ],
    });
  });

  it('says why when the board has no paste', () => {
    const bare = {
      ...board,
      sides: [],
      top: { ...board.top, pads: 0, pasteExtentMm: null },
      bottom: { ...board.bottom, pads: 0, pasteExtentMm: null },
    };
    expect(quoteStencil(demoStencilTable, bare, 'framed')).toEqual({
      ok: false,
      errors: [{ key: 'stencil.noPaste', values: {} }],
    });
  });
});

describe('assembly quote', () => {
  it('prices set-up, sides, SMD and through-hole joints and unique parts, each line explained', () => {
    const result = quoteAssembly(demoAssemblyTable, board, { boards: 10, sourcing: 'customer' });
    if (!result.ok) throw new Error('refused');
    const { quote } = result;
    expect(quote.lines.map((l) => [l.code, l.amount])).toEqual([
      ['SETUP', '150.00'],
      ['SIDES', '100.00'],
      ['SMD', '46.00'], // 230 pads × 10 × 0.02
      ['THT', '63.00'], // 42 × 10 × 0.15
      ['UNIQUE_PARTS', '99.00'], // 33 pad patterns × 3
      ['PARTS', '0.00'],
    ]);
    expect(quote.total).toBe('458.00');
    expect(quote.perBoard).toBe('45.8000');
    expect(quote.lines[2]!.explain.text).toBe('230 SMD joints per board × 10 boards = 2300 joints × 0.0200 = 46.00');
  });

  it('counts unique parts from the BOM when there is one, and says factory-sourced parts are priced at review', () => {
    const result = quoteAssembly(demoAssemblyTable, board, { boards: 1, uniqueParts: 12, sourcing: 'factory' });
    if (!result.ok) throw new Error('refused');
    expect(result.quote.lines.find((l) => l.code === 'UNIQUE_PARTS')?.explain.key).toBe('line.uniqueBom');
    expect(result.quote.lines.find((l) => l.code === 'PARTS')?.explain.key).toBe('line.partsFactory');
  });

  it('raises a small job to the minimum with a line of its own', () => {
    const tiny = {
      ...board,
      sides: ['top' as const],
      top: { ...board.top, pads: 4, footprints: 1 },
      throughHoleJoints: 0,
    };
    const result = quoteAssembly(demoAssemblyTable, tiny, { boards: 1, sides: ['top'], sourcing: 'customer' });
    if (!result.ok) throw new Error('refused');
    expect(result.quote.lines.some((l) => l.code === 'MINIMUM')).toBe(false); // 150 + 50 + … is over 200 already
    const cheap = { ...demoAssemblyTable, setupFee: '10.00', perSide: '0.00' };
    const raised = quoteAssembly(cheap, tiny, { boards: 1, sides: ['top'], sourcing: 'customer' });
    expect(raised.ok && raised.quote.lines.at(-1)).toMatchObject({ code: 'MINIMUM', amount: '186.92' });
    expect(raised.ok && raised.quote.total).toBe('200.00');
  });

  it('refuses a non-whole board count', () => {
    expect(quoteAssembly(demoAssemblyTable, board, { boards: 1.5, sourcing: 'customer' }).ok).toBe(false);
  });

  it('always adds its rounded lines up to the total and never goes under the minimum (property)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5000 }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 9999 }),
        (boards, pads, tht, price) => {
          const table = { ...demoAssemblyTable, smdJoint: new Decimal(price).dividedBy(10000).toFixed(4) };
          const gerber = {
            ...board,
            top: { ...board.top, pads },
            bottom: { ...board.bottom, pads: 0 },
            throughHoleJoints: tht + (pads ? 0 : 1),
          };
          const result = quoteAssembly(table, gerber, { boards, sourcing: 'customer' });
          if (!result.ok) throw new Error('refused');
          const sum = result.quote.lines.reduce((total, l) => total.plus(l.amount), new Decimal(0));
          expect(sum.toFixed(2)).toBe(result.quote.total);
          expect(new Decimal(result.quote.total).greaterThanOrEqualTo(table.minimum)).toBe(true);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('assembly texts', () => {
  it('has the same keys and placeholders in all five languages', () => {
    const en = assemblyMessages.en;
    for (const [locale, texts] of Object.entries(assemblyMessages)) {
      expect(Object.keys(texts).sort(), locale).toEqual(Object.keys(en).sort());
      for (const [key, text] of Object.entries(texts)) {
        const names = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
        expect(names(text), `${locale} ${key}`).toEqual(names(en[key as keyof typeof en]));
      }
    }
  });
});
