import { describe, expect, it } from 'vitest';
import type { ComparedRow } from './api';
import { compareRows, sortValue } from './row-order';

const row = (no: string, over: Partial<ComparedRow>): ComparedRow => ({
  merchant: `uid-${no}`,
  merchantNo: no,
  merchantName: `Factory ${no}`,
  priced: true,
  productNo: 'PCB',
  currency: 'USD',
  total: '100.00',
  perPcs: '10.00',
  totalOriginal: '100.00',
  originalCurrency: 'USD',
  quantity: '10',
  deliveryDays: 5,
  refusal: null,
  design: { verdict: 'fine', reason: null, findings: [] },
  shipping: null,
  arrivalDays: null,
  ...over,
});

const volume = row('E0001', { currency: 'CNY', total: '720.00', perPcs: '72.00', totalOriginal: '100.00' });
const proto = row('E0005', { total: '40.00', perPcs: '4.00', totalOriginal: '40.00', deliveryDays: 7 });
const hdi = row('E0006', { currency: 'EUR', total: '180.00', perPcs: '18.00', totalOriginal: '200.00' });
const refused = row('E0009', {
  priced: false,
  total: null,
  perPcs: null,
  totalOriginal: null,
  quantity: null,
  deliveryDays: null,
  refusal: { field: 'LAYERS', message: 'No price for 10 layers' },
});

/** The factory numbers as antd shows them sorted: its compare function, turned round for a descending sort. */
function sorted(key: Parameters<typeof compareRows>[0], order: 'ascend' | 'descend') {
  const compare = compareRows(key);
  return [refused, hdi, volume, proto]
    .sort((a, b) => (order === 'ascend' ? 1 : -1) * compare(a, b, order))
    .map((r) => r.merchantNo);
}

describe('sorting the factories side by side', () => {
  it('sorts the total by the amount in the shared currency, not by the figure in each factory’s own', () => {
    expect(sorted('total', 'ascend')).toEqual(['E0005', 'E0001', 'E0006', 'E0009']);
    expect(sorted('total', 'descend')).toEqual(['E0006', 'E0001', 'E0005', 'E0009']);
  });

  it('sorts the price per piece by the shared currency too', () => {
    expect(sortValue(volume, 'perPcs')).toBe(10);
    expect(sorted('perPcs', 'ascend')).toEqual(['E0005', 'E0001', 'E0006', 'E0009']);
  });

  it('puts a factory that does not price the board last, whichever way a column is sorted', () => {
    for (const key of ['total', 'perPcs', 'deliveryDays', 'arrivalDays'] as const)
      for (const order of ['ascend', 'descend'] as const) expect(sorted(key, order).at(-1)).toBe('E0009');
  });

  it('sorts by the days, a row without an arrival (no carrier) after those with one', () => {
    expect(sorted('deliveryDays', 'descend').slice(0, 1)).toEqual(['E0005']);
    const shipped = { ...hdi, arrivalDays: 9 };
    const compare = compareRows('arrivalDays');
    expect(compare(proto, shipped, 'ascend')).toBeGreaterThan(0);
    expect(compare(proto, shipped, 'descend')).toBeLessThan(0);
  });
});
