import { describe, expect, it } from 'vitest';
import { amountText, centsOfTyped } from './money';

describe('typed amounts', () => {
  it('read at most two decimals exactly, and nothing else', () => {
    expect(centsOfTyped('12.5')).toBe(1250n);
    expect(centsOfTyped('0.07')).toBe(7n);
    expect(centsOfTyped('1000000')).toBe(100000000n);
    expect(centsOfTyped('12.345')).toBeNull();
    expect(centsOfTyped('-1')).toBeNull();
    expect(centsOfTyped('1e3')).toBeNull();
    expect(centsOfTyped('')).toBeNull();
    expect(amountText('12.5')).toBe('12.50');
    expect(amountText('3')).toBe('3.00');
  });
});
