import { Decimal, ONE, ZERO } from '../../money/decimal.js';
import type { FormulaNode } from './ast.js';
import { FormulaError } from './errors.js';
import { type FormulaFunctionName, MAX_DIGITS, ROUNDING, roundTo, toMultiple } from './functions.js';
import { type FormulaScope, type FormulaValue, compareValues, toBoolean, toNumber } from './values.js';

/** A compiled node: the tree turned once into nested closures, so evaluating walks no tree and parses nothing. */
export type Evaluate = (scope: FormulaScope) => FormulaValue;
type EvaluateNumber = (scope: FormulaScope) => Decimal;

export function compileNode(node: FormulaNode): Evaluate {
  switch (node.kind) {
    case 'number': {
      const value = new Decimal(node.text);
      return () => value;
    }
    case 'string':
    case 'boolean': {
      const value = node.value;
      return () => value;
    }
    case 'code': {
      const { code, position } = node;
      return (scope) => {
        const value = scope.get(code);
        if (value === undefined) throw new FormulaError('formula.unboundCode', position, { code });
        return value;
      };
    }
    case 'negate': {
      const operand = numeric(node.operand);
      return (scope) => operand(scope).negated();
    }
    case 'arithmetic':
      return arithmetic(node.operator, numeric(node.left), numeric(node.right), node.position);
    case 'comparison':
      return comparison(node.operator, compileNode(node.left), compileNode(node.right));
    case 'call':
      return call(node.name as FormulaFunctionName, node.args, node.position);
  }
}

function numeric(node: FormulaNode): EvaluateNumber {
  if (node.kind === 'number') {
    const value = new Decimal(node.text);
    return () => value;
  }
  const evaluate = compileNode(node);
  const position = node.position;
  return (scope) => toNumber(evaluate(scope), position);
}

function logical(node: FormulaNode): (scope: FormulaScope) => boolean {
  const evaluate = compileNode(node);
  const position = node.position;
  return (scope) => toBoolean(evaluate(scope), position);
}

function arithmetic(operator: string, left: EvaluateNumber, right: EvaluateNumber, position: number): Evaluate {
  switch (operator) {
    case '+':
      return (scope) => left(scope).plus(right(scope));
    case '-':
      return (scope) => left(scope).minus(right(scope));
    case '*':
      return (scope) => left(scope).times(right(scope));
    default:
      return (scope) => {
        const dividend = left(scope);
        const divisor = right(scope);
        if (divisor.isZero()) throw new FormulaError('formula.divisionByZero', position);
        return dividend.dividedBy(divisor);
      };
  }
}

function comparison(operator: string, left: Evaluate, right: Evaluate): Evaluate {
  const test: (order: number) => boolean =
    operator === '='
      ? (order) => order === 0
      : operator === '<>'
        ? (order) => order !== 0
        : operator === '<'
          ? (order) => order < 0
          : operator === '<='
            ? (order) => order <= 0
            : operator === '>'
              ? (order) => order > 0
              : (order) => order >= 0;
  return (scope) => test(compareValues(left(scope), right(scope)));
}

function call(name: FormulaFunctionName, args: readonly FormulaNode[], position: number): Evaluate {
  const first = args[0] as FormulaNode;
  switch (name) {
    case 'IF': {
      const [condition, then, otherwise] = [logical(first), compileNode(args[1]!), compileNode(args[2]!)];
      return (scope) => (condition(scope) ? then(scope) : otherwise(scope));
    }
    case 'AND': {
      const parts = args.map(logical);
      return (scope) => parts.every((part) => part(scope));
    }
    case 'OR': {
      const parts = args.map(logical);
      return (scope) => parts.some((part) => part(scope));
    }
    case 'NOT': {
      const part = logical(first);
      return (scope) => !part(scope);
    }
    case 'MIN':
    case 'MAX':
      return extreme(name, args.map(numeric));
    case 'ABS': {
      const part = numeric(first);
      return (scope) => part(scope).abs();
    }
    case 'ROUND':
    case 'ROUNDUP':
    case 'ROUNDDOWN': {
      const value = numeric(first);
      const digits = args[1] === undefined ? () => ZERO : numeric(args[1]);
      const mode = ROUNDING[name];
      return (scope) => roundTo(value(scope), wholeDigits(digits(scope), name, position), mode);
    }
    case 'CEILING':
    case 'FLOOR': {
      const value = numeric(first);
      const significance = args[1] === undefined ? () => ONE : numeric(args[1]);
      const direction = name === 'CEILING' ? 'ceiling' : 'floor';
      return (scope) => toMultiple(value(scope), significance(scope), direction);
    }
  }
}

/**
 * MIN and MAX as Decimal.min and Decimal.max choose (a later argument wins a tie only over a zero of the losing
 * sign), without copying every argument first.
 */
function extreme(name: 'MIN' | 'MAX', parts: readonly EvaluateNumber[]): Evaluate {
  const later = name === 'MIN' ? 1 : -1;
  return (scope) => {
    let best = (parts[0] as EvaluateNumber)(scope);
    for (let i = 1; i < parts.length; i += 1) {
      const next = (parts[i] as EvaluateNumber)(scope);
      const order = best.comparedTo(next);
      if (order === later || (order === 0 && (later < 0 ? best.isNeg() : best.isPos()))) best = next;
    }
    return best;
  };
}

function wholeDigits(digits: Decimal, name: string, position: number): number {
  const whole = digits.truncated();
  if (whole.abs().greaterThan(MAX_DIGITS)) {
    throw new FormulaError('formula.argumentOutOfRange', position, { name, max: MAX_DIGITS });
  }
  return whole.toNumber();
}
