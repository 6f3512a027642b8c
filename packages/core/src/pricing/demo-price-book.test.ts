import { describe, expect, it } from 'vitest';
import { DEMO_PRODUCT, demoPriceBook } from './demo-price-book.js';
import { compilePriceBook } from './engine/compile-book.js';
import { amounts, priced } from './engine/expect-estimate.fixture.js';
import { LAYER_OPTIONS } from './model/product.js';

const board = (values: Record<string, string | number>) => ({
  productNumber: DEMO_PRODUCT,
  values,
  pricedOn: '2026-01-15',
});

describe('the demo price book', () => {
  it('compiles', () => {
    expect(compilePriceBook(demoPriceBook).ok).toBe(true);
  });

  it('has exactly the platform parameters the portal shares, with their CAM outputs', () => {
    const platform = demoPriceBook.parameters.filter((p) => p.level === 'platform');
    expect(platform.map((p) => p.code)).toEqual([
      'LAYERS',
      'WIDTH_MM',
      'HEIGHT_MM',
      'QTY',
      'THICKNESS_MM',
      'COPPER_OZ',
      'FINISH',
      'MASK_COLOR',
      'GOLD_FINGER',
      'LEAD_TIME',
    ]);
    const cam = Object.fromEntries(platform.filter((p) => p.camField).map((p) => [p.code, p.camField]));
    expect(cam).toEqual({ LAYERS: 'copperLayers', WIDTH_MM: 'widthMm', HEIGHT_MM: 'heightMm' });
    expect(platform.find((p) => p.code === 'FINISH')?.valueList?.map((o) => o.value)).toEqual([
      'HASL',
      'HASL_LF',
      'ENIG',
      'GOLD_PLATING',
      'IMM_AG',
      'IMM_SN',
      'ENEPIG',
    ]);
  });

  it('prices a 2-layer 100 × 100 mm sample of 10 pieces at a few hundred CNY from four values', () => {
    // Area 0.01 m² × 10 = 0.1 m²: sample tier, 2 layers at 600/m² → base 60.00
    // Engineering fee (2 layers) 100.00; E-test for a sample 50.00; HASL, 1.6 mm, 1 oz, green: 0
    // Subtotal 210.00; scrap 3% 6.30 → 216.30; ÷ (1 − 15%) = 254.4706 → margin 38.17
    // business 2% 5.09 → 259.56; tax 13% 33.7428 → 293.3028 → 293.30 CNY = 41.31 USD at 7.10
    const estimate = priced(demoPriceBook, board({ LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 100, QTY: 10 }));
    expect(amounts(estimate)).toMatchObject({
      BASE: '60.00',
      ENGINEERING: '100.00',
      E_TEST: '50.00',
      SURFACE_FINISH: '0.00',
      SCRAP: '6.30',
      GROSS_MARGIN: '38.17',
      BUSINESS: '5.09',
      TAX: '33.74',
    });
    expect(estimate).toMatchObject({
      total: '293.30',
      currency: 'CNY',
      totalOriginal: '41.31',
      originalCurrency: 'USD',
      batchTier: 'sample',
      deliveryDays: 3,
    });
    expect(estimate.parameters).toMatchObject({ FINISH: 'HASL', THICKNESS_MM: '1.6', LEAD_TIME: 'standard' });
  });

  it('charges more for ENIG, gold fingers, heavy copper, a black mask and the fastest lead time, which also changes the days', () => {
    const plain = priced(demoPriceBook, board({ LAYERS: 4, WIDTH_MM: 150, HEIGHT_MM: 100, QTY: 200 }));
    const dressed = priced(
      demoPriceBook,
      board({
        LAYERS: 4,
        WIDTH_MM: 150,
        HEIGHT_MM: 100,
        QTY: 200,
        FINISH: 'ENIG',
        GOLD_FINGER: 1,
        COPPER_OZ: 2,
        MASK_COLOR: 'BLACK',
        LEAD_TIME: 'fastest',
      }),
    );
    // 3 m²: the small tier, 7 days; +1 copper, +1 gold fingers, −2 fastest.
    expect(plain).toMatchObject({ batchTier: 'small', deliveryDays: 7 });
    expect(dressed.deliveryDays).toBe(7);
    expect(amounts(dressed)).toMatchObject({
      SURFACE_FINISH: '360.00',
      GOLD_FINGERS: '450.00',
      COPPER_WEIGHT: '540.00',
      SOLDER_MASK: '75.00',
    });
    expect(Number(dressed.total)).toBeGreaterThan(Number(plain.total) * 1.4);
  });

  it('prices every layer option, the price per m² growing with the layers', () => {
    const perM2 = LAYER_OPTIONS.map((layers) =>
      Number(priced(demoPriceBook, board({ LAYERS: layers, WIDTH_MM: 200, HEIGHT_MM: 150, QTY: 100 })).perM2),
    );
    expect(perM2).toEqual([...perM2].sort((a, b) => a - b));
  });

  it('prices volume far below samples per piece', () => {
    const sample = priced(demoPriceBook, board({ LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 5 }));
    const volume = priced(demoPriceBook, board({ LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 5000 }));
    expect(volume.batchTier).toBe('large');
    expect(Number(volume.perPcs)).toBeLessThan(Number(sample.perPcs) / 10);
  });

  it('takes size and layers from the Gerber analysis', () => {
    const estimate = priced(demoPriceBook, {
      ...board({ QTY: 10 }),
      cam: { widthMm: 100, heightMm: 100, copperLayers: 2 },
    });
    expect(estimate.total).toBe('293.30');
  });
});
