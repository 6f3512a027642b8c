import { FormulaError } from './errors.js';

export type TokenKind = 'number' | 'string' | 'name' | 'operator' | 'open' | 'close' | 'comma' | 'end';

/**
 * `text` is normalised: operators in their ASCII form (`×` → `*`, `!=` → `<>`), strings unquoted.
 * `position` is the 1-based column of the token's first character.
 */
export interface Token {
  kind: TokenKind;
  text: string;
  position: number;
}

/** Spreadsheet users type these too; full-width punctuation comes from Chinese input methods. */
const SINGLE: Readonly<Record<string, { kind: TokenKind; text: string }>> = {
  '+': { kind: 'operator', text: '+' },
  '-': { kind: 'operator', text: '-' },
  '−': { kind: 'operator', text: '-' },
  '*': { kind: 'operator', text: '*' },
  '×': { kind: 'operator', text: '*' },
  '/': { kind: 'operator', text: '/' },
  '÷': { kind: 'operator', text: '/' },
  '=': { kind: 'operator', text: '=' },
  '<': { kind: 'operator', text: '<' },
  '>': { kind: 'operator', text: '>' },
  '≠': { kind: 'operator', text: '<>' },
  '≤': { kind: 'operator', text: '<=' },
  '≥': { kind: 'operator', text: '>=' },
  '(': { kind: 'open', text: '(' },
  '（': { kind: 'open', text: '(' },
  ')': { kind: 'close', text: ')' },
  '）': { kind: 'close', text: ')' },
  ',': { kind: 'comma', text: ',' },
  '，': { kind: 'comma', text: ',' },
};

const DOUBLE: Readonly<Record<string, string>> = { '<>': '<>', '!=': '<>', '<=': '<=', '>=': '>=', '==': '=' };

const isDigit = (c: string | undefined): boolean => c !== undefined && c >= '0' && c <= '9';
const isNameStart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z_]/.test(c);
const isNamePart = (c: string | undefined): boolean => c !== undefined && /[A-Za-z0-9_]/.test(c);

/** Splits a formula into tokens, ending with an `end` token. Every loop step consumes input. */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const c = source[i] as string;
    const position = i + 1;
    if (/\s/.test(c)) {
      i += 1;
    } else if (isDigit(c) || (c === '.' && isDigit(source[i + 1]))) {
      i = readNumber(source, i, tokens);
    } else if (isNameStart(c)) {
      let end = i + 1;
      while (isNamePart(source[end])) end += 1;
      tokens.push({ kind: 'name', text: source.slice(i, end), position });
      i = end;
    } else if (c === '"') {
      i = readString(source, i, tokens);
    } else {
      const double = DOUBLE[source.slice(i, i + 2)];
      const single = SINGLE[c];
      if (double !== undefined) {
        tokens.push({ kind: 'operator', text: double, position });
        i += 2;
      } else if (single !== undefined) {
        tokens.push({ ...single, position });
        i += 1;
      } else {
        const character = String.fromCodePoint(source.codePointAt(i) ?? 0);
        throw new FormulaError('formula.unexpectedCharacter', position, { character });
      }
    }
  }
  tokens.push({ kind: 'end', text: '', position: source.length + 1 });
  return tokens;
}

function readNumber(source: string, start: number, tokens: Token[]): number {
  let i = start;
  while (isDigit(source[i])) i += 1;
  if (source[i] === '.') {
    i += 1;
    while (isDigit(source[i])) i += 1;
  }
  const e = source[i];
  if (e === 'e' || e === 'E') {
    const sign = source[i + 1] === '+' || source[i + 1] === '-' ? 1 : 0;
    if (isDigit(source[i + 1 + sign])) {
      i += 1 + sign;
      while (isDigit(source[i])) i += 1;
    }
  }
  const text = source.slice(start, i);
  if (source[i] === '.' || isNameStart(source[i])) {
    let end = i;
    while (isNamePart(source[end]) || source[end] === '.') end += 1;
    throw new FormulaError('formula.invalidNumber', start + 1, { text: source.slice(start, end) });
  }
  tokens.push({ kind: 'number', text, position: start + 1 });
  return i;
}

/** Spreadsheet strings: double quotes, a doubled quote inside stands for one. */
function readString(source: string, start: number, tokens: Token[]): number {
  let i = start + 1;
  let text = '';
  for (;;) {
    const c = source[i];
    if (c === undefined) throw new FormulaError('formula.unterminatedString', start + 1);
    if (c === '"') {
      if (source[i + 1] !== '"') break;
      text += '"';
      i += 2;
    } else {
      text += c;
      i += 1;
    }
  }
  tokens.push({ kind: 'string', text, position: start + 1 });
  return i + 1;
}
