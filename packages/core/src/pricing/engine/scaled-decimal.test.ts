import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { centsOf } from './cents.js';
import { money } from './explain.js';
import { quotientOf } from './decimal-words.js';
import { ScaledDecimal } from './scaled-decimal.js';

const read = (value: Decimal | string): ScaledDecimal => {
  const scaled = ScaledDecimal.of(new Decimal(value));
  if (scaled === undefined) throw new Error(`not finite: ${value.toString()}`);
  return scaled;
};

/** The same value, digit for digit (Decimal's text, trailing zeros aside). */
function expectSame(scaled: ScaledDecimal, decimal: Decimal): void {
  expect(new Decimal(scaled.toString()).toString()).toBe(decimal.toString());
}

/** Decimals as the engine meets them: entered texts of up to 40 digits, and results rounded to 34. */
const decimal = fc
  .tuple(
    fc.boolean(),
    fc.stringMatching(/^[1-9]\d{0,39}$/),
    fc.integer({ min: -40, max: 20 }),
    fc.constantFrom(1, 3, 7, 0.85, 1.13),
  )
  .map(([negative, digits, exponent, divisor]) =>
    new Decimal(`${negative ? '-' : ''}0.${digits}e${exponent + 1}`).dividedBy(divisor),
  );
/** Also zero, and amounts to the cent or the tenth of a cent. */
const amount = fc.oneof(
  { weight: 6, arbitrary: decimal },
  fc.constant(new Decimal(0)),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((cents) => new Decimal(cents).dividedBy(100)),
  fc.integer({ min: -1_000_000, max: 1_000_000 }).map((tenths) => new Decimal(tenths).dividedBy(1000)),
);
/** Divisors of up to 7 significant digits, as the gross margin's 1 − rate. */
const divisor = fc
  .tuple(fc.boolean(), fc.integer({ min: 1, max: 9_999_999 }), fc.integer({ min: -12, max: 8 }))
  .map(([negative, units, exponent]) => new Decimal(`${negative ? '-' : ''}${units}e${exponent}`));

describe('a scaled decimal', () => {
  it('reads a decimal’s exact value', () => {
    fc.assert(fc.property(amount, (value) => expectSame(read(value), value)));
    expectSame(read('1e40'), new Decimal('1e40'));
    expectSame(read('-0.000000000000000000000000000001'), new Decimal('-1e-30'));
  });

  it('adds, subtracts and multiplies as decimal.js does, to 34 digits half away from zero', () => {
    fc.assert(
      fc.property(amount, amount, (a, b) => {
        expectSame(new ScaledDecimal().sum(read(a), read(b)), a.plus(b));
        expectSame(new ScaledDecimal().difference(read(a), read(b)), a.minus(b));
        expectSame(new ScaledDecimal().product(read(a), read(b)), a.times(b));
      }),
      { numRuns: 3000 },
    );
  });

  it('divides as decimal.js does by up to 7 significant digits, and refuses more', () => {
    fc.assert(
      fc.property(amount, divisor, (a, b) => {
        const result = new ScaledDecimal();
        expect(result.quotient(read(a), read(b).compact())).toBe(true);
        expectSame(result, a.dividedBy(b));
      }),
      { numRuns: 3000 },
    );
    expect(new ScaledDecimal().quotient(read('1'), read('0.87654321').compact())).toBe(false);
    expect(new ScaledDecimal().quotient(read('1'), read('0').compact())).toBe(false);
  });

  it('keeps its value when compacted, in one word where it fits', () => {
    fc.assert(fc.property(amount, (value) => expectSame(read(value).compact(), value)));
    expect(read('1.03').compact().toString()).toBe('103e-2');
    expect(read('-4e10').compact().toString()).toBe('-4e10');
    expect(read('0.87654321').compact().toString()).toBe('87654321000000e-14');
  });

  it('takes a percent of a running total as decimal.js does, the hundredth exact', () => {
    fc.assert(
      fc.property(amount, amount, (running, percent) => {
        const rate = read(percent).compact().hundredth();
        expectSame(new ScaledDecimal().product(read(running), rate), running.times(percent).dividedBy(100));
      }),
    );
  });

  it('rounds at the 34th digit, carrying into a new word', () => {
    const nines = new Decimal('9'.repeat(34));
    expectSame(new ScaledDecimal().sum(read(nines), read('0.5')), nines.plus('0.5'));
    expectSame(new ScaledDecimal().sum(read(nines), read('0.4999')), nines.plus('0.4999'));
    const justBelowOne = new Decimal(`0.${'9'.repeat(34)}`);
    expectSame(new ScaledDecimal().sum(read(justBelowOne), read('5e-35')), new Decimal(1));
    expectSame(new ScaledDecimal().product(read(justBelowOne), read('1.0000001')), justBelowOne.times('1.0000001'));
    // 1 ÷ 0.85 is 1.176470588235294117647058823529411|76…: the last kept digit rounds up, alike for −1.
    for (const one of ['1', '-1']) {
      const quotient = new ScaledDecimal();
      quotient.quotient(read(one), read('0.85').compact());
      expectSame(quotient, new Decimal(one).dividedBy('0.85'));
    }
  });

  it('works in place over words it reuses, whatever they held', () => {
    const result = new ScaledDecimal().product(read('9'.repeat(34)), read('9'.repeat(34)));
    expectSame(result.difference(read('0.001'), read('12.5')), new Decimal('-12.499'));
    expectSame(result.copy(read('-7')), new Decimal(-7));
  });
});

describe('cents of a scaled decimal', () => {
  it('are the cents money() writes, rounded half away from zero', () => {
    fc.assert(
      fc.property(amount, (value) => {
        expect(read(value).cents()).toBe(centsOf(money(value)) + 0);
      }),
      { numRuns: 3000 },
    );
  });

  it('round half cents away from zero, exactly there and just below', () => {
    const cents = (text: string) => read(text).cents();
    expect([cents('0.005'), cents('-0.005'), cents('0.00499999999999999999999999999999')]).toEqual([1, -1, 0]);
    expect([cents('12.345'), cents('-12.345'), cents('-12.3449999')]).toEqual([1235, -1235, -1234]);
    expect([cents('0'), cents('-0.001'), cents('1e-30'), cents('123e5')]).toEqual([0, 0, 0, 1_230_000_000]);
  });

  it('are NaN near 2^53 cents and past them, where the cell is priced in decimals', () => {
    expect(read('90071992546409.915').cents()).toBe(9_007_199_254_640_992);
    expect(read('-90071992546409.915').cents()).toBe(-9_007_199_254_640_992);
    expect(read('90071992547409.91').cents()).toBeNaN();
    expect(read('-1e20').cents()).toBeNaN();
    expect(read('1e40').cents()).toBeNaN();
  });
});

describe('the whole quotient of safe integers', () => {
  it('is the bigint quotient rounded down, up to 2^53', () => {
    const dividend = fc.oneof(
      fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
      fc.integer({ min: Number.MAX_SAFE_INTEGER - 10_000_000, max: Number.MAX_SAFE_INTEGER }),
    );
    const divisor = fc.oneof(fc.integer({ min: 1, max: 10_000_000 }), fc.integer({ min: 1, max: 2 ** 40 }));
    fc.assert(
      fc.property(dividend, divisor, (n, d) => {
        const [big, by] = [BigInt(n), BigInt(d)];
        const floor = big / by - (big % by < 0n ? 1n : 0n);
        expect(quotientOf(n, d)).toBe(Number(floor));
      }),
      { numRuns: 5000 },
    );
    expect(quotientOf(Number.MAX_SAFE_INTEGER, 10_000_000)).toBe(900_719_925);
    expect(quotientOf(99_999_999_999_999, 9_999_999)).toBe(10_000_001);
  });
});
