import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { compileFormula, evaluateFormula } from './compile.js';
import type { FormulaValue } from './values.js';

const scope = new Map<string, FormulaValue>([
  ['LAYERS', new Decimal(4)],
  ['QTY', new Decimal(25)],
  ['FINISH', 'ENIG'],
  ['THICKNESS', '1.6'],
  ['FLAG', true],
  ['ZERO', new Decimal(0)],
]);

/** The result as text: numbers in plain decimal notation, TRUE/FALSE, text in quotes. */
function calc(source: string): string {
  const value = evaluateFormula(source, scope);
  if (typeof value === 'object') return value.toFixed();
  if (typeof value === 'boolean') return value ? 'TRUE' : 'FALSE';
  return JSON.stringify(value);
}

describe('formula evaluation', () => {
  it('computes in decimals, never binary floating point', () => {
    expect(calc('0.1 + 0.2')).toBe('0.3');
    expect(calc('1.1 * 1.1')).toBe('1.21');
    expect(calc('100 * 1.13')).toBe('113');
  });

  it('follows precedence and left grouping', () => {
    expect(calc('2 + 3 * 4')).toBe('14');
    expect(calc('(2 + 3) * 4')).toBe('20');
    expect(calc('20 / 4 / 5')).toBe('1');
    expect(calc('10 - 4 - 3')).toBe('3');
    expect(calc('-2 * -3')).toBe('6');
  });

  it('reads codes from the scope', () => {
    expect(calc('LAYERS * QTY')).toBe('100');
  });

  it('divides to 34 significant digits', () => {
    expect(calc('1 / 3')).toBe('0.3333333333333333333333333333333333');
    expect(calc('ROUND(1 / 3 * 3, 2)')).toBe('1');
  });

  it('compares numbers by value and text without regard to case', () => {
    expect(calc('LAYERS >= 4')).toBe('TRUE');
    expect(calc('LAYERS <> 4.0')).toBe('FALSE');
    expect(calc('FINISH = "enig"')).toBe('TRUE');
    expect(calc('"abc" < "ABD"')).toBe('TRUE');
  });

  it('orders across types as spreadsheets do: numbers, then text, then TRUE/FALSE', () => {
    expect(calc('1 = "1"')).toBe('FALSE');
    expect(calc('999 < "A"')).toBe('TRUE');
    expect(calc('"Z" < FALSE')).toBe('TRUE');
    expect(calc('FALSE < TRUE')).toBe('TRUE');
  });

  it('takes TRUE as 1 and FALSE as 0 in arithmetic, and text that reads as a number as that number', () => {
    expect(calc('TRUE + TRUE')).toBe('2');
    expect(calc('(LAYERS > 2) * 100')).toBe('100');
    expect(calc('THICKNESS * 10')).toBe('16');
  });

  it('keeps text as text', () => {
    expect(calc('FINISH')).toBe('"ENIG"');
    expect(calc('IF(FLAG, "yes", "no")')).toBe('"yes"');
  });

  it('compiles once and evaluates many times with different values', () => {
    const formula = compileFormula('IF(LAYERS <= 2, 100, LAYERS * 50)', ['LAYERS']);
    const priceFor = (layers: number) => formula.evaluateNumber(new Map([['LAYERS', new Decimal(layers)]])).toFixed();
    expect([1, 2, 4, 8].map(priceFor)).toEqual(['100', '100', '200', '400']);
  });

  it('gives a number result for TRUE/FALSE when a number is asked for', () => {
    expect(compileFormula('LAYERS > 2', ['LAYERS']).evaluateNumber(scope).toFixed()).toBe('1');
  });
});

describe('formula functions', () => {
  it('IF picks the second argument when the condition holds, the third otherwise', () => {
    expect(calc('IF(LAYERS > 2, 10, 5)')).toBe('10');
    expect(calc('IF(LAYERS > 8, 10, 5)')).toBe('5');
    expect(calc('IF(0, 1, 2)')).toBe('2');
    expect(calc('IF("true", 1, 2)')).toBe('1');
  });

  it('IF evaluates only the branch it takes, so a guarded division is safe', () => {
    expect(calc('IF(ZERO = 0, 0, 100 / ZERO)')).toBe('0');
  });

  it('AND, OR and NOT follow logic, stopping at the first deciding argument', () => {
    expect(calc('AND(LAYERS > 2, QTY > 10)')).toBe('TRUE');
    expect(calc('AND(LAYERS > 2, QTY > 100)')).toBe('FALSE');
    expect(calc('OR(LAYERS > 20, FINISH = "ENIG")')).toBe('TRUE');
    expect(calc('OR(FALSE, 0)')).toBe('FALSE');
    expect(calc('NOT(FLAG)')).toBe('FALSE');
    expect(calc('AND(FALSE, 1 / ZERO)')).toBe('FALSE');
    expect(calc('OR(TRUE, 1 / ZERO)')).toBe('TRUE');
  });

  it('MIN and MAX take one or more numbers', () => {
    expect(calc('MIN(3, 1, 2)')).toBe('1');
    expect(calc('MAX(3, 1, 2)')).toBe('3');
    expect(calc('MAX(-5)')).toBe('-5');
    expect(calc('MAX(50, QTY * 0.1)')).toBe('50');
  });

  it('ROUND rounds half away from zero, to decimals or, with negative digits, to tens', () => {
    expect(calc('ROUND(2.345, 2)')).toBe('2.35');
    expect(calc('ROUND(-2.345, 2)')).toBe('-2.35');
    expect(calc('ROUND(2.5)')).toBe('3');
    expect(calc('ROUND(1234.5, -2)')).toBe('1200');
    expect(calc('ROUND(1250, -2)')).toBe('1300');
    expect(calc('ROUND(2.345, 2.9)')).toBe('2.35');
  });

  it('ROUNDUP rounds away from zero and ROUNDDOWN toward zero', () => {
    expect(calc('ROUNDUP(2.341, 2)')).toBe('2.35');
    expect(calc('ROUNDUP(-2.341, 2)')).toBe('-2.35');
    expect(calc('ROUNDUP(1201, -2)')).toBe('1300');
    expect(calc('ROUNDDOWN(2.349, 2)')).toBe('2.34');
    expect(calc('ROUNDDOWN(-2.349, 2)')).toBe('-2.34');
    expect(calc('ROUNDDOWN(1299, -2)')).toBe('1200');
  });

  it('CEILING goes up toward +∞ to a multiple of the significance (1 by default)', () => {
    expect(calc('CEILING(2.1)')).toBe('3');
    expect(calc('CEILING(2.1, 0.5)')).toBe('2.5');
    expect(calc('CEILING(-2.5)')).toBe('-2');
    expect(calc('CEILING(7, -5)')).toBe('10');
    expect(calc('CEILING(7, 0)')).toBe('0');
  });

  it('FLOOR goes down toward −∞ to a multiple of the significance (1 by default)', () => {
    expect(calc('FLOOR(2.9)')).toBe('2');
    expect(calc('FLOOR(2.9, 0.5)')).toBe('2.5');
    expect(calc('FLOOR(-2.5)')).toBe('-3');
    expect(calc('FLOOR(-2.5, 2)')).toBe('-4');
    expect(calc('FLOOR(7, 0)')).toBe('0');
  });

  it('ABS drops the sign', () => {
    expect(calc('ABS(-3.5)')).toBe('3.5');
    expect(calc('ABS(3.5)')).toBe('3.5');
  });
});

describe('MIN and MAX', () => {
  it('choose as Decimal.min and Decimal.max do, ties and zero signs included', () => {
    const values = ['-0', '0', '1.5', '1.50', '-2', '-2.0', '3'].map((text) => new Decimal(text));
    const codes = ['A', 'B', 'C'];
    for (const a of values)
      for (const b of values)
        for (const c of values) {
          const scope = new Map<string, FormulaValue>([
            ['A', a],
            ['B', b],
            ['C', c],
          ]);
          for (const name of ['MIN', 'MAX'] as const) {
            const ours = compileFormula(`${name}(A, B, C)`, codes).evaluateNumber(scope);
            const theirs = name === 'MIN' ? Decimal.min(a, b, c) : Decimal.max(a, b, c);
            expect([ours.toFixed(), ours.isNeg()]).toEqual([theirs.toFixed(), theirs.isNeg()]);
          }
        }
  });
});
