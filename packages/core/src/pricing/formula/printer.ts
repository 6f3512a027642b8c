import { type FormulaNode, PRECEDENCE, precedenceOf } from './ast.js';

/**
 * Writes a tree back as formula text with only the parentheses it needs. Compiling the text gives
 * the same tree again (positions aside); the fuzz tests hold the printer and the parser to that.
 */
export function printFormula(node: FormulaNode): string {
  switch (node.kind) {
    case 'number':
      return node.text;
    case 'string':
      return `"${node.value.replaceAll('"', '""')}"`;
    case 'boolean':
      return node.value ? 'TRUE' : 'FALSE';
    case 'code':
      return node.code;
    case 'negate':
      return `-${wrap(node.operand, precedenceOf(node.operand) < PRECEDENCE.unary)}`;
    case 'arithmetic':
    case 'comparison': {
      const own = precedenceOf(node);
      // Left-associative: an equal-precedence child needs parentheses on the right only;
      // comparisons do not chain, so a comparison child needs them on either side.
      const leftPrecedence = precedenceOf(node.left);
      const chained = own === PRECEDENCE.comparison && leftPrecedence === own;
      const left = wrap(node.left, leftPrecedence < own || chained);
      const right = wrap(node.right, precedenceOf(node.right) <= own);
      return `${left} ${node.operator} ${right}`;
    }
    case 'call':
      return `${node.name}(${node.args.map(printFormula).join(', ')})`;
  }
}

function wrap(node: FormulaNode, needed: boolean): string {
  const text = printFormula(node);
  return needed ? `(${text})` : text;
}
