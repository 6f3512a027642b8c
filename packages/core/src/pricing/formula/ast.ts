/** The tree a formula compiles to. `position` is the 1-based column of the node's operator or first character. */
export type ArithmeticOperator = '+' | '-' | '*' | '/';
export type ComparisonOperator = '=' | '<>' | '<' | '<=' | '>' | '>=';

export type FormulaNode =
  | { kind: 'number'; text: string; position: number }
  | { kind: 'string'; value: string; position: number }
  | { kind: 'boolean'; value: boolean; position: number }
  | { kind: 'code'; code: string; position: number }
  | { kind: 'negate'; operand: FormulaNode; position: number }
  | { kind: 'arithmetic'; operator: ArithmeticOperator; left: FormulaNode; right: FormulaNode; position: number }
  | { kind: 'comparison'; operator: ComparisonOperator; left: FormulaNode; right: FormulaNode; position: number }
  | { kind: 'call'; name: string; args: FormulaNode[]; position: number };

/** Binding strength: comparisons bind loosest, then + −, then × ÷, then unary minus (as in spreadsheets). */
export const PRECEDENCE = {
  comparison: 1,
  additive: 2,
  multiplicative: 3,
  unary: 4,
  atom: 5,
} as const;

export function precedenceOf(node: FormulaNode): number {
  switch (node.kind) {
    case 'comparison':
      return PRECEDENCE.comparison;
    case 'arithmetic':
      return node.operator === '+' || node.operator === '-' ? PRECEDENCE.additive : PRECEDENCE.multiplicative;
    case 'negate':
      return PRECEDENCE.unary;
    default:
      return PRECEDENCE.atom;
  }
}
