import { describe, expect, it } from 'vitest';
import { summariseLines } from './line-facts';

type Items = Parameters<typeof summariseLines>[0]['items'];
const line = (overrides: Partial<Items[number]>) =>
  ({ productName: null, productNo: null, areaM2: null, deliveryDays: null, ...overrides }) as Items[number];

describe('the order list’s summary of an order’s lines', () => {
  it('names each product once, adds the areas to the 4th decimal and keeps the longest build', () => {
    const summary = summariseLines({
      items: [
        line({ productName: 'FR-4 rigid PCB', productNo: 'FR4', areaM2: '0.0800', deliveryDays: 5 }),
        line({ productName: 'FR-4 rigid PCB', productNo: 'FR4', areaM2: '1.2345', deliveryDays: 7 }),
        line({ productName: null, productNo: 'ALU', areaM2: null, deliveryDays: null }),
      ],
    });
    expect(summary).toEqual({ productNames: 'FR-4 rigid PCB, ALU', areaM2: '1.3145', deliveryDays: 7 });
  });

  it('leaves area and days empty when no line knows them', () => {
    expect(summariseLines({ items: [line({ productNo: 'FR4' })] })).toEqual({
      productNames: 'FR4',
      areaM2: null,
      deliveryDays: null,
    });
  });
});
