import { describe, expect, it } from 'vitest';
import { demoPriceBook } from '../demo-price-book.js';
import type { ProductBasePrice } from '../model/product.js';
import { canChangeLevelledData } from './level-rules.js';
import { validatePriceBook } from './price-book-rules.js';
import { validateBasePrices, validateProduct } from './product-rules.js';

const context = { products: demoPriceBook.products, classifications: demoPriceBook.classifications };
const row = (change: Partial<ProductBasePrice>): ProductBasePrice => ({
  productNumber: 'FR4-RIGID',
  layers: 2,
  tier: 'sample',
  maxAreaM2: '1',
  pricePerM2: '600',
  deliveryDays: 3,
  ...change,
});

describe('product rules', () => {
  it('requires product number and name', () => {
    expect(validateProduct({ number: ' ', name: '', classificationNumber: 'FR4' }, context)).toEqual([
      { field: 'number', key: 'product.numberRequired' },
      { field: 'name', key: 'product.nameRequired' },
    ]);
  });

  it('refuses a product number already taken and a classification that does not exist', () => {
    expect(
      validateProduct({ number: 'FR4-RIGID', name: 'Again', classificationNumber: 'CERAMIC' }, context).map(
        (e) => e.key,
      ),
    ).toEqual(['product.numberDuplicate', 'product.classificationNotFound']);
  });
});

describe('product base price rules', () => {
  it('accepts the demo base prices', () => {
    expect(validateBasePrices(demoPriceBook.basePrices, demoPriceBook.products)).toEqual([]);
  });

  it('refuses unknown products, layer counts outside the options, and bad bounds, prices or days', () => {
    const rows = [row({ productNumber: 'NOPE', layers: 3, maxAreaM2: '0', pricePerM2: '-1', deliveryDays: -2 })];
    expect(validateBasePrices(rows, demoPriceBook.products).map((e) => `${e.field}:${e.key}`)).toEqual([
      'basePrices.0.productNumber:basePrice.productNotFound',
      'basePrices.0.layers:basePrice.layersInvalid',
      'basePrices.0.maxAreaM2:basePrice.maxAreaInvalid',
      'basePrices.0.pricePerM2:basePrice.priceInvalid',
      'basePrices.0.deliveryDays:basePrice.deliveryDaysInvalid',
    ]);
  });

  it('refuses a tier given twice and upper bounds that do not grow from sample to large', () => {
    const rows = [row({}), row({ tier: 'sample' }), row({ tier: 'small', maxAreaM2: '0.5' })];
    expect(validateBasePrices(rows, demoPriceBook.products).map((e) => e.key)).toEqual([
      'basePrice.tierDuplicate',
      'basePrice.tiersOutOfOrder',
    ]);
  });
});

describe('platform data', () => {
  it('refuses a merchant changing or deleting platform-level data', () => {
    expect(canChangeLevelledData('platform', 'merchant')).toEqual([{ field: 'level', key: 'data.locked' }]);
    expect(canChangeLevelledData('merchant', 'merchant')).toEqual([]);
    expect(canChangeLevelledData('platform', 'platform')).toEqual([]);
  });
});

describe('a whole price book', () => {
  it('finds nothing to refuse in the demo price book', () => {
    expect(validatePriceBook(demoPriceBook)).toEqual([]);
  });

  it('names each refusal by entity and field', () => {
    const broken = {
      ...demoPriceBook,
      projects: demoPriceBook.projects.map((p) => (p.code === 'E_TEST' ? { ...p, name: '' } : p)),
    };
    expect(validatePriceBook(broken)).toEqual([{ field: 'projects.E_TEST.name', key: 'project.nameRequired' }]);
  });
});
