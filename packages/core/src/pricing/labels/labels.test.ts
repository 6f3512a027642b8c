import { describe, expect, it } from 'vitest';
import { demoPriceBook, DEMO_PRODUCT } from '../demo-price-book.js';
import { estimatePrice } from '../engine/estimate.js';
import { PRICING_LOCALES } from '../messages.js';
import { en } from './en.js';
import { bookLabeller, bookLabels, readableCode } from './index.js';

/** Every all-caps code with an underscore the demo book holds (parameters, options, projects, factors, variables). */
const bookCodes = new Set(
  [
    ...demoPriceBook.parameters.flatMap((p) => [p.code, ...(p.valueList ?? []).map((o) => o.value)]),
    ...demoPriceBook.projects.flatMap((p) => [p.code, p.factor?.code ?? '']),
    'AREA_M2',
    'AREA_FT2',
    'PNL_QTY',
    'BATCH_TIER',
    'BASE_PRICE',
    'GROSS_MARGIN',
  ].filter((code) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(code)),
);
const rawCodes = (text: string) =>
  (text.match(/\b[A-Z][A-Z0-9]*_[A-Z0-9_]+\b/g) ?? []).filter((token) => bookCodes.has(token));

describe('names of the price book', () => {
  it('has every code of the demo book named in every locale file', () => {
    for (const locale of PRICING_LOCALES) {
      for (const section of Object.keys(en) as Array<keyof typeof en>) {
        expect(Object.keys(bookLabels[locale][section]).sort(), `${locale} ${section}`).toEqual(
          Object.keys(en[section]).sort(),
        );
      }
    }
  });

  it('takes the factory’s name for the language, then the locale file, then the row’s own name, never the code', () => {
    const book = {
      parameters: [
        { code: 'LAYERS', name: 'Layers', names: { ja: '層の数' } },
        {
          code: 'SLOTS',
          name: 'Slots',
          valueList: [{ value: 'ROUTED_SLOT', labels: { 'zh-CN': '铣槽' } }, { value: 'V_CUT' }, { value: '2' }],
        },
        { code: 'NO_NAME', name: '' },
      ],
    };
    expect(bookLabeller(book, 'ja').parameter('LAYERS')).toBe('層の数');
    expect(bookLabeller(book, 'zh-CN').parameter('LAYERS')).toBe('层数');
    expect(bookLabeller(book, 'es').parameter('SLOTS')).toBe('Slots');
    expect(bookLabeller(book, 'en').parameter('NO_NAME')).toBe('No name');
    expect(bookLabeller(book, 'zh-CN').option('SLOTS', 'ROUTED_SLOT')).toBe('铣槽');
    expect(bookLabeller(book, 'en').option('SLOTS', 'V_CUT')).toBe('V cut');
    expect(bookLabeller(book, 'en').option('SLOTS', '2')).toBe('2');
    expect(bookLabeller(demoPriceBook, 'zh-CN').option('FINISH', 'HASL_LF')).toBe('无铅喷锡');
    expect(readableCode('MATTE_BLACK')).toBe('Matte black');
  });

  it('names the parameter of a refusal as the form shows it (not "WIDTH_MM must be …")', () => {
    const result = estimatePrice(demoPriceBook, {
      productNumber: DEMO_PRODUCT,
      values: { LAYERS: 2, WIDTH_MM: 'wide', HEIGHT_MM: 50, QTY: 10 },
      pricedOn: '2026-01-01',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(bookLabeller(demoPriceBook, 'en').fieldError(result.errors[0]!)).toBe('Width (mm) must be a number.');
    expect(bookLabeller(demoPriceBook, 'zh-CN').fieldError(result.errors[0]!)).toContain('宽度（mm）');
  });

  it('writes every line and explanation of an estimate without a code of the book, in every language', () => {
    const result = estimatePrice(demoPriceBook, {
      productNumber: DEMO_PRODUCT,
      values: {
        LAYERS: 4,
        WIDTH_MM: 100,
        HEIGHT_MM: 80,
        QTY: 50,
        FINISH: 'HASL_LF',
        MASK_COLOR: 'MATTE_BLACK',
        GOLD_FINGER: 1,
        LEAD_TIME: 'fastest',
      },
      pricedOn: '2026-01-01',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    for (const locale of PRICING_LOCALES) {
      const labels = bookLabeller(demoPriceBook, locale);
      const texts = [
        ...result.estimate.lines.flatMap((line) => [
          labels.line(line.code),
          labels.message(line.explain.key, line.explain.values),
        ]),
        ...result.estimate.steps.map((step) => labels.message(step.key, step.values)),
      ];
      expect(texts.flatMap(rawCodes), locale).toEqual([]);
    }
  });
});
