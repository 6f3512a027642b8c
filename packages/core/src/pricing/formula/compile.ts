import type { Decimal } from '../../money/decimal.js';
import type { FormulaNode } from './ast.js';
import { FormulaError } from './errors.js';
import { type Evaluate, compileNode } from './evaluator.js';
import { parseFormula } from './parser.js';
import { type FormulaScope, type FormulaValue, toNumber } from './values.js';

/** A formula checked and compiled once, to be evaluated many times. */
export interface CompiledFormula {
  readonly source: string;
  readonly ast: FormulaNode;
  /** The codes it names, each once, in order of first appearance. */
  readonly codes: readonly string[];
  /** Throws FormulaError (division by zero, text where a number belongs, a code without a value). */
  evaluate(scope: FormulaScope): FormulaValue;
  /** Like evaluate, the result taken as a number (TRUE is 1, FALSE 0). */
  evaluateNumber(scope: FormulaScope): Decimal;
}

export type KnownCodes = ReadonlySet<string> | Iterable<string>;

/**
 * Compiles a formula against the codes that exist now: a code not among `knownCodes` (a typo, or a
 * parameter, factor or project since deleted) is refused with `formula.unknownCode` and its column.
 * Throws FormulaError.
 */
export function compileFormula(source: string, knownCodes: KnownCodes): CompiledFormula {
  const known = knownCodes instanceof Set ? (knownCodes as ReadonlySet<string>) : new Set(knownCodes);
  const { ast, codes } = parseFormula(source, known);
  const run: Evaluate = compileNode(ast);
  const position = ast.position;
  return {
    source,
    ast,
    codes,
    evaluate: run,
    evaluateNumber: (scope) => toNumber(run(scope), position),
  };
}

/** The reason a formula would be refused, or undefined when it compiles. For rules and forms. */
export function checkFormula(source: string, knownCodes: KnownCodes): FormulaError | undefined {
  try {
    compileFormula(source, knownCodes);
    return undefined;
  } catch (error) {
    if (error instanceof FormulaError) return error;
    throw error;
  }
}

/** Compiles and evaluates in one go, for a one-off calculation (a preview in the formula editor). */
export function evaluateFormula(source: string, scope: FormulaScope): FormulaValue {
  return compileFormula(source, scope.keys()).evaluate(scope);
}
