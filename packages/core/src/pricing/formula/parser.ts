import { Decimal } from '../../money/decimal.js';
import type { MessageValues } from '../messages.js';
import { type ArithmeticOperator, type ComparisonOperator, type FormulaNode, PRECEDENCE } from './ast.js';
import { FormulaError } from './errors.js';
import { FORMULA_FUNCTIONS, describeArity, isFormulaFunction } from './functions.js';
import { type Token, tokenize } from './lexer.js';
import { closestCode } from './suggest.js';

export const MAX_FORMULA_LENGTH = 2000;
export const MAX_NESTING_DEPTH = 64;

const BINARY: Readonly<Record<string, number>> = {
  '=': PRECEDENCE.comparison,
  '<>': PRECEDENCE.comparison,
  '<': PRECEDENCE.comparison,
  '<=': PRECEDENCE.comparison,
  '>': PRECEDENCE.comparison,
  '>=': PRECEDENCE.comparison,
  '+': PRECEDENCE.additive,
  '-': PRECEDENCE.additive,
  '*': PRECEDENCE.multiplicative,
  '/': PRECEDENCE.multiplicative,
};

export interface ParsedFormula {
  ast: FormulaNode;
  /** The codes the formula names, each once, in the order they first appear. */
  codes: string[];
}

/** Recursive descent with precedence climbing over the tokens of one formula. */
export function parseFormula(source: string, knownCodes: ReadonlySet<string>): ParsedFormula {
  if (source.length > MAX_FORMULA_LENGTH) {
    throw new FormulaError('formula.tooLong', MAX_FORMULA_LENGTH + 1, { max: MAX_FORMULA_LENGTH });
  }
  if (source.trim() === '') throw new FormulaError('formula.empty', 1);
  const parser = new Parser(tokenize(source), knownCodes);
  const ast = parser.expression(PRECEDENCE.comparison, 0);
  parser.expectEnd();
  return { ast, codes: [...parser.codes] };
}

class Parser {
  private index = 0;
  readonly codes = new Set<string>();

  constructor(
    private readonly tokens: readonly Token[],
    private readonly knownCodes: ReadonlySet<string>,
  ) {}

  expression(minPrecedence: number, depth: number): FormulaNode {
    if (depth > MAX_NESTING_DEPTH) {
      throw new FormulaError('formula.tooDeep', this.peek().position, { max: MAX_NESTING_DEPTH });
    }
    let left = this.prefix(depth);
    let compared = false;
    for (;;) {
      const token = this.peek();
      const precedence = token.kind === 'operator' ? BINARY[token.text] : undefined;
      if (precedence === undefined || precedence < minPrecedence) return left;
      if (precedence === PRECEDENCE.comparison) {
        if (compared) throw new FormulaError('formula.chainedComparison', token.position);
        compared = true;
      }
      this.index += 1;
      const right = this.expression(precedence + 1, depth + 1);
      left =
        precedence === PRECEDENCE.comparison
          ? { kind: 'comparison', operator: token.text as ComparisonOperator, left, right, position: token.position }
          : { kind: 'arithmetic', operator: token.text as ArithmeticOperator, left, right, position: token.position };
    }
  }

  expectEnd(): void {
    const token = this.peek();
    if (token.kind !== 'end') throw unexpected(token);
  }

  private prefix(depth: number): FormulaNode {
    const token = this.next();
    switch (token.kind) {
      case 'number':
        return numberNode(token);
      case 'string':
        return { kind: 'string', value: token.text, position: token.position };
      case 'name':
        return this.name(token, depth);
      case 'open': {
        const inner = this.expression(PRECEDENCE.comparison, depth + 1);
        const close = this.next();
        if (close.kind !== 'close') throw missingParenthesis(close);
        return inner;
      }
      case 'operator':
        if (token.text === '-') {
          const operand = this.expression(PRECEDENCE.unary, depth + 1);
          return { kind: 'negate', operand, position: token.position };
        }
        if (token.text === '+') return this.expression(PRECEDENCE.unary, depth + 1);
        throw unexpected(token);
      default:
        throw unexpected(token);
    }
  }

  private name(token: Token, depth: number): FormulaNode {
    const upper = token.text.toUpperCase();
    if (this.peek().kind === 'open') return this.call(token, upper, depth);
    if (upper === 'TRUE' || upper === 'FALSE') {
      return { kind: 'boolean', value: upper === 'TRUE', position: token.position };
    }
    if (!this.knownCodes.has(token.text)) {
      const suggestion = closestCode(token.text, this.knownCodes);
      const values: MessageValues = suggestion === undefined ? { code: token.text } : { code: token.text, suggestion };
      throw new FormulaError('formula.unknownCode', token.position, values);
    }
    this.codes.add(token.text);
    return { kind: 'code', code: token.text, position: token.position };
  }

  private call(token: Token, name: string, depth: number): FormulaNode {
    if (!isFormulaFunction(name))
      throw new FormulaError('formula.unknownFunction', token.position, { name: token.text });
    this.index += 1;
    const args: FormulaNode[] = [];
    if (this.peek().kind !== 'close') {
      for (;;) {
        args.push(this.expression(PRECEDENCE.comparison, depth + 1));
        const separator = this.next();
        if (separator.kind === 'close') break;
        if (separator.kind !== 'comma') throw missingParenthesis(separator);
      }
    } else {
      this.index += 1;
    }
    const { min, max } = FORMULA_FUNCTIONS[name];
    if (args.length < min || args.length > max) {
      throw new FormulaError('formula.wrongArgumentCount', token.position, {
        name,
        expected: describeArity(name),
        count: args.length,
      });
    }
    return { kind: 'call', name, args, position: token.position };
  }

  private peek(): Token {
    return this.tokens[this.index] as Token;
  }

  private next(): Token {
    const token = this.peek();
    if (token.kind !== 'end') this.index += 1;
    return token;
  }
}

function numberNode(token: Token): FormulaNode {
  if (!new Decimal(token.text).isFinite()) {
    throw new FormulaError('formula.invalidNumber', token.position, { text: token.text });
  }
  return { kind: 'number', text: token.text, position: token.position };
}

function unexpected(token: Token): FormulaError {
  if (token.kind === 'end') return new FormulaError('formula.unexpectedEnd', token.position);
  const shown = token.kind === 'string' ? `"${token.text}"` : token.text;
  return new FormulaError('formula.unexpectedToken', token.position, { token: shown });
}

function missingParenthesis(token: Token): FormulaError {
  return token.kind === 'end' ? new FormulaError('formula.missingParenthesis', token.position) : unexpected(token);
}
