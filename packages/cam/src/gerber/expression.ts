/** Arithmetic of aperture-macro parameters: numbers, $n variables, + - x / and parentheses. */
export type Expression =
  | { kind: 'number'; value: number }
  | { kind: 'variable'; index: number }
  | { kind: 'negate'; operand: Expression }
  | { kind: 'binary'; op: '+' | '-' | 'x' | '/'; left: Expression; right: Expression };

interface Cursor {
  text: string;
  at: number;
  source: string;
}

export function parseExpression(source: string): Expression {
  const cursor: Cursor = { text: source.replace(/\s+/g, ''), at: 0, source };
  const result = sum(cursor);
  if (cursor.at !== cursor.text.length) throw new SyntaxError(`bad macro expression "${source}"`);
  return result;
}

// Plain functions over a cursor rather than closures: this runs for every macro aperture of every file.
function sum(c: Cursor): Expression {
  let left = product(c);
  while (c.text[c.at] === '+' || c.text[c.at] === '-') {
    const op = c.text[c.at++] as '+' | '-';
    left = { kind: 'binary', op, left, right: product(c) };
  }
  return left;
}

function product(c: Cursor): Expression {
  let left = factor(c);
  while (c.text[c.at] === 'x' || c.text[c.at] === 'X' || c.text[c.at] === '/') {
    const op = c.text[c.at++] === '/' ? '/' : 'x';
    left = { kind: 'binary', op, left, right: factor(c) };
  }
  return left;
}

function factor(c: Cursor): Expression {
  const char = c.text[c.at];
  if (char === '-') {
    c.at++;
    return { kind: 'negate', operand: factor(c) };
  }
  if (char === '+') {
    c.at++;
    return factor(c);
  }
  if (char === '(') {
    c.at++;
    const inner = sum(c);
    if (c.text[c.at] === ')') c.at++;
    return inner;
  }
  const rest = c.text.slice(c.at);
  if (char === '$') {
    const match = /^\$(\d+)/.exec(rest);
    c.at += match ? match[0].length : 1;
    return { kind: 'variable', index: match ? Number(match[1]) : 0 };
  }
  const match = /^(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?/.exec(rest);
  if (!match) throw new SyntaxError(`bad macro expression "${c.source}"`);
  c.at += match[0].length;
  return { kind: 'number', value: Number(match[0]) };
}

/** Undefined variables count as 0, as the Gerber specification says. */
export function evaluate(expression: Expression, variables: ReadonlyMap<number, number>): number {
  switch (expression.kind) {
    case 'number':
      return expression.value;
    case 'variable':
      return variables.get(expression.index) ?? 0;
    case 'negate':
      return -evaluate(expression.operand, variables);
    case 'binary': {
      const left = evaluate(expression.left, variables);
      const right = evaluate(expression.right, variables);
      if (expression.op === '+') return left + right;
      if (expression.op === '-') return left - right;
      if (expression.op === 'x') return left * right;
      return right === 0 ? 0 : left / right;
    }
  }
}
