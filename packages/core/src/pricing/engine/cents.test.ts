import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOfText, textOfCents } from '../../money/amounts.js';
import { Decimal } from '../../money/decimal.js';
import { sumOfAmounts, textOfSafeCents } from './cents.js';
import { unit } from './summarise.js';
import { divideCents, scaledDivisor, unitPriceOfCents } from './cents-division.js';

const amount = fc.bigInt({ min: -(10n ** 17n), max: 10n ** 17n }).map(textOfCents);

describe('sums of amounts written to the cent', () => {
  it('equal the bigint sum, small or past 2^53 cents', () => {
    fc.assert(
      fc.property(fc.array(amount, { maxLength: 20 }), (texts) => {
        expect(sumOfAmounts(texts)).toBe(textOfCents(texts.reduce((sum, text) => sum + centsOfText(text), 0n)));
      }),
    );
    expect(sumOfAmounts(['90071992547409.91', '0.01', '-0.02'])).toBe('90071992547409.90');
  });

  it('refuse a text that is not an amount', () => {
    expect(() => sumOfAmounts(['1.5'])).toThrow(RangeError);
  });
});

describe('the text of safe whole cents', () => {
  it('is the text of the same bigint cents', () => {
    const safe = fc.integer({ min: Number.MIN_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(fc.oneof(safe, fc.integer({ min: -1000, max: 1000 })), (cents) => {
        expect(textOfSafeCents(cents)).toBe(textOfCents(BigInt(cents)));
      }),
    );
    expect([textOfSafeCents(0), textOfSafeCents(-5), textOfSafeCents(-1230)]).toEqual(['0.00', '-0.05', '-12.30']);
  });
});

describe('the price per piece from whole cents', () => {
  it('equals the decimal division rounded to 4 decimals', () => {
    const cents = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 1e13 - 1 }));
    const pieces = fc.oneof(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 1, max: 1e9 - 1 }));
    fc.assert(
      fc.property(cents, pieces, (total, quantity) => {
        const decimal = unit(new Decimal(textOfCents(BigInt(total))).dividedBy(quantity));
        expect(unitPriceOfCents(total, quantity)).toBe(decimal);
      }),
      { numRuns: 2000 },
    );
    expect(unitPriceOfCents(1, 200)).toBe('0.0001');
    expect(unitPriceOfCents(1, 201)).toBe('0.0000');
  });

  it('leaves totals not above zero and quantities not whole to the decimal division', () => {
    expect(unitPriceOfCents(0, 3)).toBeUndefined();
    expect(unitPriceOfCents(-5, 3)).toBeUndefined();
    expect(unitPriceOfCents(5, 2.5)).toBeUndefined();
    expect(unitPriceOfCents(1e14, 3)).toBeUndefined();
  });
});

describe('whole cents divided by an exchange rate', () => {
  it('equal the decimal division rounded to the cent', () => {
    const rate = fc
      .tuple(fc.integer({ min: 1, max: 999_999_999 }), fc.integer({ min: 0, max: 6 }))
      .map(([units, scale]) => new Decimal(units).dividedBy(10 ** scale));
    const cents = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 900_000_000 }));
    fc.assert(
      fc.property(cents, rate, (total, exchangeRate) => {
        const decimal = new Decimal(textOfCents(BigInt(total))).dividedBy(exchangeRate);
        const divisor = scaledDivisor(exchangeRate);
        expect(divisor).toBeDefined();
        expect(divideCents(total, divisor, 2)).toBe(decimal.toFixed(2, Decimal.ROUND_HALF_UP));
      }),
      { numRuns: 2000 },
    );
    expect(divideCents(66477, scaledDivisor(new Decimal('7.10')), 2)).toBe('93.63');
  });

  it('leave rates with more than 6 decimals, and totals past 2^53, to the decimal division', () => {
    expect(scaledDivisor(new Decimal('7.1234567'))).toBeUndefined();
    expect(scaledDivisor(new Decimal('0'))).toBeUndefined();
    expect(divideCents(9e15, scaledDivisor(new Decimal('7.1')), 2)).toBeUndefined();
    expect(scaledDivisor(new Decimal('7.1'))).toEqual({ units: 71, scale: 1 });
  });
});
