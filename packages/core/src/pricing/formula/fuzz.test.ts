import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import type { ArithmeticOperator, ComparisonOperator, FormulaNode } from './ast.js';
import { compileFormula } from './compile.js';
import { FormulaError } from './errors.js';
import { FORMULA_FUNCTIONS, type FormulaFunctionName } from './functions.js';
import { printFormula } from './printer.js';
import type { FormulaValue } from './values.js';

const CODES = ['LAYERS', 'QTY', 'FINISH', 'AREA_M2', 'FLAG'];
const scope = new Map<string, FormulaValue>([
  ['LAYERS', new Decimal(6)],
  ['QTY', new Decimal(0)],
  ['FINISH', 'ENIG'],
  ['AREA_M2', new Decimal('0.25')],
  ['FLAG', false],
]);

/** Compiling and evaluating may refuse with a FormulaError; anything else thrown is a bug. */
function runSafely(source: string): void {
  try {
    compileFormula(source, CODES).evaluate(scope);
  } catch (error) {
    if (!(error instanceof FormulaError)) throw error;
    expect(error.position).toBeGreaterThanOrEqual(1);
    expect(error.position).toBeLessThanOrEqual(source.length + 1);
  }
}

const formulaish = fc
  .array(
    fc.constantFrom(
      ...CODES,
      'IF(',
      'AND(',
      'OR(',
      'NOT(',
      'MIN(',
      'MAX(',
      'ROUND(',
      'ROUNDUP(',
      'ROUNDDOWN(',
      'CEILING(',
      'FLOOR(',
      'ABS(',
      '(',
      ')',
      ',',
      '+',
      '-',
      '*',
      '/',
      '×',
      '÷',
      '=',
      '<>',
      '<',
      '<=',
      '>',
      '>=',
      '"',
      '"ENIG"',
      '0',
      '1',
      '2.5',
      '.5',
      '1e3',
      'TRUE',
      'FALSE',
      ' ',
      '（',
      '）',
      '，',
      '$',
      'X',
    ),
    { maxLength: 40 },
  )
  .map((parts) => parts.join(''));

describe('formula language under fuzzing', () => {
  it('never crashes nor hangs on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200, unit: 'grapheme' }), (source) => runSafely(source)),
      { numRuns: 2000 },
    );
  });

  it('never crashes nor hangs on text made of formula pieces', () => {
    fc.assert(
      fc.property(formulaish, (source) => runSafely(source)),
      { numRuns: 3000 },
    );
  });

  it('refuses deep and long inputs quickly', () => {
    const started = performance.now();
    runSafely('('.repeat(5000));
    runSafely(`${'-'.repeat(1999)}1`);
    runSafely('1+'.repeat(999) + '1');
    expect(performance.now() - started).toBeLessThan(1000);
  });

  const at = 0;
  const tree = fc.letrec<{ node: FormulaNode }>((tie) => ({
    node: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.oneof(
        fc
          .stringMatching(/^(0|[1-9]\d{0,5})(\.\d{1,4})?$/)
          .map((text): FormulaNode => ({ kind: 'number', text, position: at })),
        fc.string({ maxLength: 8 }).map((value): FormulaNode => ({ kind: 'string', value, position: at })),
        fc.boolean().map((value): FormulaNode => ({ kind: 'boolean', value, position: at })),
        fc.constantFrom(...CODES).map((code): FormulaNode => ({ kind: 'code', code, position: at })),
      ),
      tie('node').map((operand): FormulaNode => ({ kind: 'negate', operand, position: at })),
      fc
        .tuple(fc.constantFrom<ArithmeticOperator>('+', '-', '*', '/'), tie('node'), tie('node'))
        .map(([operator, left, right]): FormulaNode => ({ kind: 'arithmetic', operator, left, right, position: at })),
      fc
        .tuple(fc.constantFrom<ComparisonOperator>('=', '<>', '<', '<=', '>', '>='), tie('node'), tie('node'))
        .map(([operator, left, right]): FormulaNode => ({ kind: 'comparison', operator, left, right, position: at })),
      fc
        .tuple(
          fc.constantFrom(...(Object.keys(FORMULA_FUNCTIONS) as FormulaFunctionName[])),
          fc.array(tie('node'), { minLength: 1, maxLength: 4 }),
        )
        .map(([name, args]): FormulaNode => {
          const { min, max } = FORMULA_FUNCTIONS[name];
          const fitted = [...args];
          while (fitted.length < min) fitted.push({ kind: 'number', text: '1', position: at });
          return { kind: 'call', name, args: fitted.slice(0, max), position: at };
        }),
    ),
  }));

  const withoutPositions = (node: FormulaNode): unknown =>
    JSON.parse(JSON.stringify(node, (key, value) => (key === 'position' ? undefined : value)));

  it('reads back every generated tree it prints, unchanged', () => {
    fc.assert(
      fc.property(tree.node, (node) => {
        const source = printFormula(node);
        fc.pre(source.length <= 2000);
        expect(withoutPositions(compileFormula(source, CODES).ast)).toEqual(withoutPositions(node));
      }),
      { numRuns: 1500 },
    );
  });

  it('evaluates every generated tree to a value or a FormulaError', () => {
    fc.assert(
      fc.property(tree.node, (node) => {
        const source = printFormula(node);
        fc.pre(source.length <= 2000);
        runSafely(source);
      }),
      { numRuns: 1500 },
    );
  });
});
