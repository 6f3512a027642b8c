import { describe, expect, it } from 'vitest';
import { authCodesOf, hasAuthCode, maskFromAuthCodes } from './mask.js';

describe('permission mask (spec 01 §6)', () => {
  it('sets the 1-based bit of each auth code', () => {
    expect(maskFromAuthCodes([1])).toBe('1');
    expect(maskFromAuthCodes([1, 3])).toBe('5');
    expect(maskFromAuthCodes([5])).toBe('10');
  });

  it('tests a code against the mask beyond 64 bits', () => {
    const mask = maskFromAuthCodes([2, 70, 130]);
    expect(hasAuthCode(mask, 70)).toBe(true);
    expect(hasAuthCode(mask, 130)).toBe(true);
    expect(hasAuthCode(mask, 69)).toBe(false);
    expect(hasAuthCode(mask, 1)).toBe(false);
    expect(authCodesOf(mask)).toEqual([2, 70, 130]);
  });

  it('refuses codes that are not positions', () => {
    expect(() => maskFromAuthCodes([0])).toThrow(RangeError);
    expect(hasAuthCode('ff', 0)).toBe(false);
    expect(() => hasAuthCode('xyz', 1)).toThrow(RangeError);
  });
});
