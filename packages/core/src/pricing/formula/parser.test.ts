import { describe, expect, it } from 'vitest';
import type { FormulaNode } from './ast.js';
import { compileFormula } from './compile.js';

const CODES = ['LAYERS', 'WIDTH_MM', 'HEIGHT_MM', 'QTY', 'FINISH', 'A', 'B', 'C'];

/** The tree as a fully parenthesised S-expression: shows precedence and associativity at a glance. */
function shape(source: string): string {
  const show = (node: FormulaNode): string => {
    switch (node.kind) {
      case 'number':
        return node.text;
      case 'string':
        return JSON.stringify(node.value);
      case 'boolean':
        return String(node.value).toUpperCase();
      case 'code':
        return node.code;
      case 'negate':
        return `(neg ${show(node.operand)})`;
      case 'arithmetic':
      case 'comparison':
        return `(${node.operator} ${show(node.left)} ${show(node.right)})`;
      case 'call':
        return `(${node.name} ${node.args.map(show).join(' ')})`;
    }
  };
  return show(compileFormula(source, CODES).ast);
}

describe('formula grammar', () => {
  it('binds × and ÷ tighter than + and −', () => {
    expect(shape('1 + 2 * 3')).toBe('(+ 1 (* 2 3))');
    expect(shape('1 * 2 - 3 / 4')).toBe('(- (* 1 2) (/ 3 4))');
  });

  it('groups operators of one level from the left', () => {
    expect(shape('A - B - C')).toBe('(- (- A B) C)');
    expect(shape('A / B / C')).toBe('(/ (/ A B) C)');
    expect(shape('A / B * C')).toBe('(* (/ A B) C)');
  });

  it('lets parentheses override precedence', () => {
    expect(shape('(1 + 2) * 3')).toBe('(* (+ 1 2) 3)');
    expect(shape('A - (B - C)')).toBe('(- A (- B C))');
  });

  it('binds unary minus tighter than multiplication, as spreadsheets do', () => {
    expect(shape('-A * B')).toBe('(* (neg A) B)');
    expect(shape('A * -B')).toBe('(* A (neg B))');
    expect(shape('- -A')).toBe('(neg (neg A))');
    expect(shape('A - -B')).toBe('(- A (neg B))');
  });

  it('treats unary plus as nothing', () => {
    expect(shape('+A')).toBe('A');
  });

  it('binds comparisons loosest of all', () => {
    expect(shape('A + 1 >= B * 2')).toBe('(>= (+ A 1) (* B 2))');
    expect(shape('FINISH = "ENIG"')).toBe('(= FINISH "ENIG")');
  });

  it('reads each comparison operator', () => {
    for (const operator of ['=', '<>', '<', '<=', '>', '>=']) {
      expect(shape(`A ${operator} B`)).toBe(`(${operator} A B)`);
    }
    expect(shape('A != B')).toBe('(<> A B)');
  });

  it('allows a comparison in parentheses to be compared again', () => {
    expect(shape('(A < B) = TRUE')).toBe('(= (< A B) TRUE)');
  });

  it('reads function calls with their arguments, names in any case', () => {
    expect(shape('IF(LAYERS > 2, 10, 5)')).toBe('(IF (> LAYERS 2) 10 5)');
    expect(shape('max(A, B, C)')).toBe('(MAX A B C)');
    expect(shape('Round(A / 3, 2)')).toBe('(ROUND (/ A 3) 2)');
  });

  it('reads TRUE and FALSE in any case as the logical values', () => {
    expect(shape('AND(true, False)')).toBe('(AND TRUE FALSE)');
  });

  it('reads a derived parameter such as area per piece', () => {
    expect(shape('WIDTH_MM × HEIGHT_MM ÷ 1000000')).toBe('(/ (* WIDTH_MM HEIGHT_MM) 1000000)');
  });

  it('lists the codes a formula names, once each, in order of appearance', () => {
    expect(compileFormula('IF(QTY > 10, QTY * A, A + LAYERS)', CODES).codes).toEqual(['QTY', 'A', 'LAYERS']);
  });

  it('records the column of each operator and operand', () => {
    const { ast } = compileFormula('A + LAYERS', CODES);
    expect(ast).toMatchObject({ kind: 'arithmetic', position: 3, left: { position: 1 }, right: { position: 5 } });
  });
});
