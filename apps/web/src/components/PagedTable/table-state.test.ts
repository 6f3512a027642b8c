import { describe, expect, it } from 'vitest';
import { firstPage, pageSizesOf, sortParams, summaryOf, summaryTextOf } from './table-state';

describe('the paged table (spec 01 §3, §9)', () => {
  it('starts on page 1 with 20 rows', () => {
    expect(firstPage()).toEqual({ page_no: 1, page_size: 20 });
  });

  it('starts a data-service list on page 1 with 12 rows, and offers 12, 20, 60 and 100 (spec 02 §9)', () => {
    expect(firstPage(true)).toEqual({ page_no: 1, page_size: 12 });
    expect(pageSizesOf(true)).toEqual([12, 20, 60, 100]);
    expect(pageSizesOf()).toEqual([20, 60, 100]);
  });

  it('sends sort as field and asc / desc, and nothing for no sort', () => {
    expect(sortParams('amount', 'ascend')).toEqual({ field: 'amount', sort: 'asc' });
    expect(sortParams(['order', 'date'], 'descend')).toEqual({ field: 'order.date', sort: 'desc' });
    expect(sortParams('amount', null)).toEqual({});
  });

  it('sums numeric columns and says N/A for the others', () => {
    const rows = [
      { name: 'A', qty: 2, price: '1.10' },
      { name: 'B', qty: 3, price: '2.20' },
    ];
    expect(summaryOf(rows, ['name', 'qty', 'price', undefined])).toEqual(['N/A', 5, 3.3, 'N/A']);
    expect(summaryOf([], ['qty'])).toEqual(['N/A']);
  });

  it('sums exactly in decimal: no binary noise, to the cent at any size', () => {
    const sum = (...amount: Array<number | string>) =>
      summaryOf(
        amount.map((a) => ({ amount: a })),
        ['amount'],
      )[0];
    expect(sum(0.1, 0.2)).toBe(0.3);
    expect(sum('1.10', '2.20', '-0.30')).toBe(3);
    expect(sum(3000000000.07, 0.01)).toBe(3000000000.08);
    expect(sum(9999999999.99, 0.01, '0.005')).toBe(10000000000.005);
    expect(sum(1e21, 1)).toBe(1e21 + 1);
    expect(sum(1e-7, 2e-7)).toBe(3e-7);
    expect(sum('12', ' ', 3)).toBe('N/A');
  });
  it('adds up only the columns a spec names, writes amounts to the cent, and says N/A across two currencies', () => {
    const rows = [
      { no: 'XD1', version: 2, total: '12.30', currency: 'CNY' },
      { no: 'XD2', version: 1, total: '1.20', currency: 'CNY' },
    ];
    const keys = ['no', 'version', 'total'];
    const spec = { columns: ['total'], groupOf: (row: (typeof rows)[number]) => row.currency };
    expect(summaryTextOf(rows, keys, spec)).toEqual(['N/A', 'N/A', '13.50']);
    expect(summaryTextOf(rows, keys)).toEqual(['N/A', '3', '13.50']);
    expect(summaryTextOf([...rows, { no: 'XD3', version: 1, total: '5.00', currency: 'USD' }], keys, spec)).toEqual([
      'N/A',
      'N/A',
      'N/A',
    ]);
    expect(summaryTextOf([{ total: '-0.05' }, { total: '0.01' }], ['total'])).toEqual(['-0.04']);
  });
});
