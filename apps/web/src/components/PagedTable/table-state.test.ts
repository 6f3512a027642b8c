import { describe, expect, it } from 'vitest';
import { firstPage, sortParams, summaryOf } from './table-state';

describe('the paged table (spec 01 §3, §9)', () => {
  it('starts on page 1 with 20 rows', () => {
    expect(firstPage()).toEqual({ page_no: 1, page_size: 20 });
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
});
