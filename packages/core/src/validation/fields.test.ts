import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { float8, int2, int4, int8, moneyField, numeric, text } from './fields.js';
import { fieldMessages } from './messages.js';

const firstIssue = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues[0] as (Record<string, unknown> & { message: string }) | undefined;

describe('text', () => {
  it('refuses NUL and other control characters, naming the rule', () => {
    for (const bad of ['a\u0000b', '\u0007', 'x\u001b[31m', '\u007f', '\u0085']) {
      expect(firstIssue(text(50), bad)?.message).toBe('field.controlCharacter');
    }
    expect(text(50, { multiline: true }).safeParse('line 1\nline 2\ttab\r\n').success).toBe(true);
    expect(firstIssue(text(50, { multiline: true }), 'a\u0000')?.message).toBe('field.controlCharacter');
  });

  it('refuses lone surrogates and keeps real pairs', () => {
    for (const bad of ['\uD800', 'a\uDC00b', '\uDBFFx', 'end\uD83D'])
      expect(firstIssue(text(50), bad)?.message).toBe('field.loneSurrogate');
    expect(text(50).safeParse('板子 😀 ñ').success).toBe(true);
  });

  it('checks the length first and names the maximum', () => {
    const issue = firstIssue(text(100), 'x'.repeat(2_000_000));
    expect(issue).toMatchObject({ code: 'too_big', maximum: 100 });
  });

  it('accepts every well-formed string without control characters up to its length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (value) => {
        // eslint-disable-next-line no-control-regex -- removing control characters is the point
        const clean = value.replace(/[\u0000-\u001F\u007F-\u009F]/g, '');
        expect(text(400).safeParse(clean).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

describe('integers per column type', () => {
  it('keeps int2, int4 and int8 within their columns', () => {
    expect(int4().safeParse(2_147_483_647).success).toBe(true);
    expect(firstIssue(int4(), 2_147_483_648)).toMatchObject({ code: 'too_big', maximum: 2_147_483_647 });
    expect(firstIssue(int4(), -2_147_483_649)).toMatchObject({ code: 'too_small', minimum: -2_147_483_648 });
    expect(firstIssue(int2(), 40_000)).toMatchObject({ code: 'too_big', maximum: 32_767 });
    expect(int8().safeParse(2 ** 40).success).toBe(true);
    for (const huge of [1e308, JSON.parse('12345678901234567890') as number, 1e20]) {
      expect(int4().safeParse(huge).success).toBe(false);
      expect(int8().safeParse(huge).success).toBe(false);
    }
    expect(int4().safeParse(1.5).success).toBe(false);
  });

  it('reads query strings when asked to and still refuses what does not fit', () => {
    expect(int4({ coerce: true }).parse('12')).toBe(12);
    for (const bad of ['99999999999999999999', '1e308', 'abc', 'Infinity'])
      expect(int4({ coerce: true }).safeParse(bad).success, bad).toBe(false);
    expect(int4({ min: 1, max: 100, coerce: true }).safeParse('101').success).toBe(false);
  });

  it('refuses non-finite doubles', () => {
    expect(float8({ coerce: true }).safeParse('Infinity').success).toBe(false);
    expect(float8().safeParse(1e308).success).toBe(true);
  });
});

describe('numeric(18, 6) as text', () => {
  it('refuses a seventh decimal with the scale in the message params', () => {
    expect(numeric().safeParse('12.123456').success).toBe(true);
    expect(firstIssue(numeric(), '12.1234567')).toMatchObject({
      message: 'field.tooManyDecimals',
      params: { scale: 6 },
    });
  });

  it('refuses more whole digits than the column holds', () => {
    expect(numeric().safeParse('999999999999.999999').success).toBe(true);
    expect(numeric().safeParse('-000999999999999').success).toBe(true);
    expect(firstIssue(numeric(), '1000000000000')).toMatchObject({
      message: 'field.numberTooLarge',
      params: { maximum: '999999999999.999999' },
    });
    expect(firstIssue(numeric(), '1e308')?.message).toBe('field.notANumber');
    expect(firstIssue(numeric({ formatKey: 'basePrice.priceInvalid' }), 'abc')?.message).toBe('basePrice.priceInvalid');
  });
});

describe('money as typed', () => {
  const cost = moneyField({ max: 100_000_000_000n });
  const impact = moneyField({ max: 1_000_000_000n, signed: true });

  it('reads the text to exact cents, beyond what a float holds to the cent', () => {
    expect(cost.parse('1200')).toBe(120_000n);
    expect(cost.parse(' 0.07 ')).toBe(7n);
    expect(cost.parse('1000000000.00')).toBe(100_000_000_000n);
    expect(moneyField({ max: 10n ** 18n }).parse('9007199254740993.01')).toBe(900_719_925_474_099_301n);
    expect(impact.parse('-30.5')).toBe(-3_050n);
  });

  it('refuses floats, exponents, a third decimal and amounts out of range, naming the rule', () => {
    expect(firstIssue(cost, 1200)?.code).toBe('invalid_type');
    expect(firstIssue(cost, '1e3')?.message).toBe('field.notANumber');
    expect(firstIssue(cost, '12.345')).toMatchObject({ message: 'field.tooManyDecimals', params: { scale: 2 } });
    expect(firstIssue(cost, '1000000000.01')).toMatchObject({
      message: 'field.numberTooLarge',
      params: { maximum: '1000000000.00' },
    });
    expect(firstIssue(cost, '99999999999999999999')?.message).toBe('field.numberTooLarge');
    expect(firstIssue(cost, '-1')).toMatchObject({ message: 'field.numberTooSmall', params: { minimum: '0.00' } });
    expect(firstIssue(impact, '-10000000.01')).toMatchObject({
      message: 'field.numberTooSmall',
      params: { minimum: '-10000000.00' },
    });
  });
});

describe('field messages', () => {
  it('exist in the five languages and keep their placeholders', () => {
    for (const [key, texts] of Object.entries(fieldMessages)) {
      const placeholders = (texts.en.match(/\{\w+\}/g) ?? []).sort();
      for (const language of ['zh-CN', 'zh-TW', 'es', 'ja'] as const) {
        expect((texts[language].match(/\{\w+\}/g) ?? []).sort(), `${key} ${language}`).toEqual(placeholders);
      }
    }
  });
});
