import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { centsOf } from './cents.js';
import { centsOfDecimal, wholeNumberOf } from './decimal-digits.js';
import { money } from './explain.js';

/** Decimals as the engine makes them: entered texts of up to 40 digits, and quotients rounded to 34. */
const decimal = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^[1-9]\d{0,39}$/),
    fc.integer({ min: -45, max: 11 }),
    fc.constantFrom(1, 3, 7, 0.85),
  )
  .map(([negative, digits, exponent, divisor]) => {
    const value = new Decimal(`${negative ? '-' : ''}0.${digits}e${exponent + 1}`).dividedBy(divisor);
    return value.e >= 12 ? value.dividedBy(10) : value;
  });

describe('cents read from a decimal’s digits', () => {
  it('are the cents money() writes, rounded half away from zero', () => {
    fc.assert(
      fc.property(decimal, (value) => {
        expect(centsOfDecimal(value) + 0).toBe(centsOf(money(value)) + 0);
      }),
      { numRuns: 2000 },
    );
    for (const text of ['0.005', '-0.005', '0.0049999', '12.345', '999999999999.995', '0', '1e-30']) {
      const value = new Decimal(text);
      expect(centsOfDecimal(value) + 0).toBe(centsOf(money(value)) + 0);
    }
  });

  it('are NaN from 10^12 on, where thousandths pass 2^53', () => {
    expect(centsOfDecimal(new Decimal('1000000000000'))).toBeNaN();
  });
});

describe('a whole number read from a decimal’s digits', () => {
  it('is the number for whole numbers below 10^15', () => {
    for (const whole of [0, 1, -7, 5000, 12345678, 10000000, 123456789012345, 999999999999999]) {
      expect(wholeNumberOf(new Decimal(whole))).toBe(whole);
    }
    fc.assert(
      fc.property(fc.integer({ min: -999_999_999_999_999, max: 999_999_999_999_999 }), (whole) => {
        expect(wholeNumberOf(new Decimal(whole))).toBe(whole);
      }),
    );
  });

  it('is NaN for a fraction and from 10^15 on', () => {
    for (const text of ['2.5', '0.001', '1e15', '123456789012345678', 'NaN']) {
      expect(wholeNumberOf(new Decimal(text))).toBeNaN();
    }
  });
});
