import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { renderPricingMessage } from '../messages.js';
import { compileFormula } from './compile.js';
import { FormulaError } from './errors.js';
import { MAX_FORMULA_LENGTH, MAX_NESTING_DEPTH } from './parser.js';
import type { FormulaValue } from './values.js';

const CODES = ['LAYERS', 'QTY', 'FINISH', 'WIDTH_MM'];
const scope = new Map<string, FormulaValue>([
  ['LAYERS', new Decimal(4)],
  ['QTY', new Decimal(10)],
  ['FINISH', 'ENIG'],
  ['WIDTH_MM', new Decimal(100)],
]);

/** The FormulaError a formula raises when compiled, or when evaluated if it compiles. */
function failure(source: string, codes: readonly string[] = CODES): FormulaError {
  try {
    compileFormula(source, codes).evaluate(scope);
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
  throw new Error(`expected ${source} to fail`);
}

const where = (source: string) => {
  const error = failure(source);
  return { code: error.code, position: error.position, message: error.message };
};

describe('formula errors say where and why', () => {
  it('reports an unknown code with its column: "unknown code LAYRS at 7"', () => {
    expect(where('QTY * LAYRS')).toEqual({
      code: 'formula.unknownCode',
      position: 7,
      message: 'unknown code LAYRS at 7',
    });
  });

  it('suggests the code that was probably meant', () => {
    expect(failure('QTY * LAYRS').values).toMatchObject({ code: 'LAYRS', suggestion: 'LAYERS' });
    expect(failure('layers + 1').values).toMatchObject({ suggestion: 'LAYERS' });
  });

  it('refuses a code that no longer exists, such as a deleted parameter', () => {
    expect(() => compileFormula('WIDTH_MM * 2', ['LAYERS'])).toThrow('unknown code WIDTH_MM at 1');
  });

  it('refuses an empty formula', () => {
    expect(where('   ')).toMatchObject({ code: 'formula.empty', position: 1 });
  });

  it(`refuses a formula longer than ${MAX_FORMULA_LENGTH} characters`, () => {
    const long = `1${' + 1'.repeat(500)}`;
    expect(long.length).toBeGreaterThan(MAX_FORMULA_LENGTH);
    expect(where(long)).toMatchObject({ code: 'formula.tooLong', position: MAX_FORMULA_LENGTH + 1 });
  });

  it(`accepts ${MAX_NESTING_DEPTH} levels of nesting and refuses one more`, () => {
    const nested = (depth: number) => `${'('.repeat(depth)}1${')'.repeat(depth)}`;
    expect(compileFormula(nested(MAX_NESTING_DEPTH), []).evaluateNumber(scope).toFixed()).toBe('1');
    expect(where(nested(MAX_NESTING_DEPTH + 1))).toMatchObject({
      code: 'formula.tooDeep',
      position: MAX_NESTING_DEPTH + 2,
    });
    expect(where(`${'ABS('.repeat(70)}1${')'.repeat(70)}`).code).toBe('formula.tooDeep');
    expect(where(`${'-'.repeat(70)}1`).code).toBe('formula.tooDeep');
  });

  it('reports an unexpected character', () => {
    expect(where('QTY # 2')).toEqual({
      code: 'formula.unexpectedCharacter',
      position: 5,
      message: 'unexpected character # at 5',
    });
  });

  it('reports text in quotes that is not closed', () => {
    expect(where('FINISH = "ENIG')).toMatchObject({ code: 'formula.unterminatedString', position: 10 });
  });

  it('reports a malformed number', () => {
    expect(where('QTY * 1.5.2')).toMatchObject({ code: 'formula.invalidNumber', position: 7 });
    expect(where('1e999999999999999999')).toMatchObject({ code: 'formula.invalidNumber', position: 1 });
  });

  it('reports a token where it does not belong', () => {
    expect(where('1 2')).toMatchObject({ code: 'formula.unexpectedToken', position: 3, message: 'unexpected 2 at 3' });
    expect(where('1 + * 2')).toMatchObject({ code: 'formula.unexpectedToken', position: 5 });
    expect(where(')')).toMatchObject({ code: 'formula.unexpectedToken', position: 1 });
    expect(where('MAX(1,)')).toMatchObject({ code: 'formula.unexpectedToken', position: 7 });
    expect(where('FINISH "ENIG"')).toMatchObject({ message: 'unexpected "ENIG" at 8' });
    expect(where('(1 2)')).toMatchObject({ code: 'formula.unexpectedToken', position: 4 });
  });

  it('reports a formula that stops half-way', () => {
    expect(where('QTY +')).toMatchObject({ code: 'formula.unexpectedEnd', position: 6 });
    expect(where('IF(')).toMatchObject({ code: 'formula.unexpectedEnd', position: 4 });
  });

  it('reports a missing closing parenthesis where it was expected', () => {
    expect(where('(1 + 2')).toMatchObject({
      code: 'formula.missingParenthesis',
      position: 7,
      message: 'missing ) at 7',
    });
    expect(where('MAX(1, 2')).toMatchObject({ code: 'formula.missingParenthesis', position: 9 });
  });

  it('reports an unknown function', () => {
    expect(where('QTY + SUM(1, 2)')).toMatchObject({ code: 'formula.unknownFunction', position: 7 });
  });

  it('reports a wrong number of arguments at the function name', () => {
    expect(where('IF(QTY > 1, 2)')).toEqual({
      code: 'formula.wrongArgumentCount',
      position: 1,
      message: 'IF takes 3 arguments, not 2, at 1',
    });
    expect(where('1 + ROUND(1, 2, 3)').message).toBe('ROUND takes 1 to 2 arguments, not 3, at 5');
    expect(where('MAX()').message).toBe('MAX takes 1 or more arguments, not 0, at 1');
    expect(where('NOT()').code).toBe('formula.wrongArgumentCount');
  });

  it('refuses chained comparisons, pointing at the second one', () => {
    expect(where('1 < QTY < 3')).toMatchObject({ code: 'formula.chainedComparison', position: 9 });
  });

  it('reports division by zero at evaluation, at the division sign', () => {
    expect(where('QTY / (LAYERS - 4)')).toEqual({
      code: 'formula.divisionByZero',
      position: 5,
      message: 'division by zero at 5',
    });
  });

  it('reports text where a number belongs, at the text', () => {
    expect(where('1 + FINISH')).toMatchObject({
      code: 'formula.notANumber',
      position: 5,
      message: '"ENIG" is not a number at 5',
    });
  });

  it('reports a condition that is neither TRUE nor FALSE', () => {
    expect(where('IF(FINISH, 1, 2)')).toMatchObject({ code: 'formula.notABoolean', position: 4 });
  });

  it('reports rounding digits out of range', () => {
    expect(where('ROUND(QTY, 101)')).toMatchObject({ code: 'formula.argumentOutOfRange', position: 1 });
  });

  it('reports a code that was known when compiling but has no value when evaluating', () => {
    expect(() => compileFormula('2 * PNL', ['PNL']).evaluate(scope)).toThrow(
      expect.objectContaining({ code: 'formula.unboundCode', position: 5 }),
    );
  });

  it('carries a message key and values that render in every language', () => {
    const error = failure('QTY * LAYRS');
    expect(error).toBeInstanceOf(FormulaError);
    expect(renderPricingMessage(error.code, error.values, 'zh-CN')).toBe('第 7 位：未知代码 LAYRS');
    expect(renderPricingMessage(error.code, error.values, 'es')).toBe('código desconocido LAYRS en 7');
  });
});
