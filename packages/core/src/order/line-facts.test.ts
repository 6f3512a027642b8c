import { describe, expect, it } from 'vitest';
import { orderLineAreaM2, orderLineVersion } from './line-facts.js';

describe('an order line’s facts (spec 02 §3 Order)', () => {
  it('works out the area in m² from the PCS size and the pieces, to 4 decimals, half up', () => {
    expect(orderLineAreaM2({ details: { pcsWidthMm: '100', pcsLengthMm: '80' } }, 10)).toBe('0.0800');
    expect(orderLineAreaM2({ details: { pcsWidthMm: '68.58', pcsLengthMm: '53.34' } }, 5)).toBe('0.0183');
    expect(orderLineAreaM2({ details: { pcsWidthMm: '0.5', pcsLengthMm: '0.5' } }, 1)).toBe('0.0000');
    expect(orderLineAreaM2({ details: { pcsWidthMm: '1200', pcsLengthMm: '1200' } }, 100_000)).toBe('144000.0000');
  });

  it('says nothing when the size or the quantity is not known', () => {
    expect(orderLineAreaM2({ details: { pcsWidthMm: null, pcsLengthMm: '80' } }, 10)).toBeNull();
    expect(orderLineAreaM2({ details: { pcsWidthMm: '100', pcsLengthMm: 'abc' } }, 10)).toBeNull();
    expect(orderLineAreaM2({ details: { pcsWidthMm: '100', pcsLengthMm: '80' } }, null)).toBeNull();
    expect(orderLineAreaM2({}, 10)).toBeNull();
    expect(orderLineAreaM2(null, 10)).toBeNull();
  });

  it('reads the version the line was ordered at', () => {
    expect(orderLineVersion({ version: 3 })).toBe(3);
    expect(orderLineVersion({ version: 1.5 })).toBeNull();
    expect(orderLineVersion({})).toBeNull();
    expect(orderLineVersion(undefined)).toBeNull();
  });
});
