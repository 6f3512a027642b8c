export type { FormulaNode, ArithmeticOperator, ComparisonOperator } from './ast.js';
export { FormulaError, isFormulaError, type FormulaErrorCode } from './errors.js';
export { compileFormula, checkFormula, evaluateFormula, type CompiledFormula, type KnownCodes } from './compile.js';
export { MAX_FORMULA_LENGTH, MAX_NESTING_DEPTH } from './parser.js';
export { printFormula } from './printer.js';
export { FORMULA_FUNCTIONS, FORMULA_FUNCTION_NAMES, type FormulaFunctionName } from './functions.js';
export { type FormulaValue, type FormulaScope, compareValues, toNumber, toBoolean } from './values.js';
export { tokenize, type Token, type TokenKind } from './lexer.js';
