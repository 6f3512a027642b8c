import DecimalJs from 'decimal.js';
import { describe, expect, it } from 'vitest';
import {
  centsOfText,
  formatAmount,
  formatMoney,
  fromCents,
  isMoneyText,
  centsOfInput,
  centsOfSignedInput,
  roundToCents,
  textOfCents,
  toCents,
} from './amounts.js';
import { Decimal, isDecimalText, parseDecimal } from './decimal.js';

describe('money', () => {
  it('adds decimals exactly, unlike binary floating point', () => {
    expect(new Decimal('0.1').plus('0.2').toFixed()).toBe('0.3');
    expect(0.1 + 0.2).not.toBe(0.3);
  });

  it('rounds to the cent half-up: a half cent goes away from zero', () => {
    expect(toCents('1.005')).toBe(101n);
    expect(toCents('1.004999')).toBe(100n);
    expect(toCents('-1.005')).toBe(-101n);
    expect(toCents('2.675')).toBe(268n);
    expect(roundToCents('0.125').toFixed()).toBe('0.13');
  });

  it('turns cents back into the exact amount', () => {
    expect(fromCents(123450n).toFixed(2)).toBe('1234.50');
    expect(fromCents(-5n).toFixed(2)).toBe('-0.05');
  });

  it('reads and writes two-decimal amounts as whole cents', () => {
    expect(centsOfText('1234.50')).toBe(123450n);
    expect(centsOfText('-0.07')).toBe(-7n);
    expect(textOfCents(123450n)).toBe('1234.50');
    expect(textOfCents(-7n)).toBe('-0.07');
    expect(textOfCents(0n)).toBe('0.00');
    expect(() => centsOfText('12.5')).toThrow(RangeError);
  });

  it('writes amounts for the wire as fixed-scale decimal text', () => {
    expect(formatAmount('1234.5')).toBe('1234.50');
    expect(formatAmount(new Decimal('0.00005'), 4)).toBe('0.0001');
    expect(formatAmount(7)).toBe('7.00');
  });

  it('writes money for people with the currency and grouped thousands', () => {
    expect(formatMoney('1234567.891', 'CNY')).toBe('CNY 1,234,567.89');
    expect(formatMoney('-999.5', 'USD')).toBe('USD -999.50');
  });

  it('accepts typed money with at most two decimals', () => {
    expect(isMoneyText('12.34')).toBe(true);
    expect(isMoneyText('12')).toBe(true);
    expect(isMoneyText('12.345')).toBe(false);
    expect(isMoneyText('-1')).toBe(false);
  });

  it('reads plain decimal text and finite numbers, nothing else', () => {
    expect(isDecimalText(' 1.5 ')).toBe(true);
    expect(isDecimalText('1e3')).toBe(false);
    expect(parseDecimal('abc')).toBeUndefined();
    expect(parseDecimal(Number.NaN)).toBeUndefined();
    expect(parseDecimal(Number.POSITIVE_INFINITY)).toBeUndefined();
    expect(parseDecimal(new DecimalJs('2.5'))?.toFixed()).toBe('2.5');
  });

  it('keeps its own configuration whatever the global decimal.js is set to', () => {
    const saved = DecimalJs.precision;
    DecimalJs.set({ precision: 5 });
    try {
      expect(new Decimal(1).dividedBy(3).toFixed()).toBe('0.3333333333333333333333333333333333');
    } finally {
      DecimalJs.set({ precision: saved });
    }
  });

  it('reads money sent by a client as cents: numbers or strings with at most two decimals, nothing else', () => {
    expect(centsOfInput('1234.5')).toBe(123450n);
    expect(centsOfInput(12.34)).toBe(1234n);
    expect(centsOfInput(' 7 ')).toBe(700n);
    expect(centsOfInput('0.01')).toBe(1n);
    for (const bad of ['12.345', 0.1 + 0.2, -1, '-1', '1e3', '', 'abc', Number.NaN, Infinity, null, {}, '١٢'])
      expect(centsOfInput(bad)).toBeUndefined();
    expect(centsOfInput('100.00', 10_000n)).toBe(10_000n);
    expect(centsOfInput('100.01', 10_000n)).toBeUndefined();
  });

  it('reads a signed amount as cents, the limit holding either way', () => {
    expect(centsOfSignedInput('-30.5')).toBe(-3050n);
    expect(centsOfSignedInput('+12')).toBe(1200n);
    expect(centsOfSignedInput(' 0.07 ')).toBe(7n);
    expect(centsOfSignedInput(-0.07)).toBe(-7n);
    expect(centsOfSignedInput('-100.00', 10_000n)).toBe(-10_000n);
    for (const bad of ['-100.01', '100.01', '--1', '+-1', '- 1', '-', '-1e3', '-12.345', '', null])
      expect(centsOfSignedInput(bad, 10_000n)).toBeUndefined();
  });
});
