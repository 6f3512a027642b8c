import { describe, expect, it } from 'vitest';
import { tokenize } from './lexer.js';

const kinds = (source: string) => tokenize(source).map((token) => `${token.kind}:${token.text}`);

describe('formula lexer', () => {
  it('reads numbers, codes, operators and parentheses with their 1-based columns', () => {
    expect(tokenize('LAYERS * 2.5')).toEqual([
      { kind: 'name', text: 'LAYERS', position: 1 },
      { kind: 'operator', text: '*', position: 8 },
      { kind: 'number', text: '2.5', position: 10 },
      { kind: 'end', text: '', position: 13 },
    ]);
  });

  it('accepts the multiplication and division signs of spreadsheets and maths', () => {
    expect(kinds('1 × 2 ÷ 3 − 4')).toEqual([
      'number:1',
      'operator:*',
      'number:2',
      'operator:/',
      'number:3',
      'operator:-',
      'number:4',
      'end:',
    ]);
  });

  it('reads every comparison, with != and the signs ≠ ≤ ≥ as aliases', () => {
    expect(kinds('= <> != < <= > >= ≠ ≤ ≥ ==').slice(0, -1)).toEqual([
      'operator:=',
      'operator:<>',
      'operator:<>',
      'operator:<',
      'operator:<=',
      'operator:>',
      'operator:>=',
      'operator:<>',
      'operator:<=',
      'operator:>=',
      'operator:=',
    ]);
  });

  it('takes full-width parentheses and commas typed with a Chinese input method', () => {
    expect(kinds('MAX（1，2）')).toEqual(['name:MAX', 'open:(', 'number:1', 'comma:,', 'number:2', 'close:)', 'end:']);
  });

  it('reads numbers with a leading point, a trailing point and an exponent', () => {
    expect(kinds('.5 5. 1e3 2E-2 0.125')).toEqual([
      'number:.5',
      'number:5.',
      'number:1e3',
      'number:2E-2',
      'number:0.125',
      'end:',
    ]);
  });

  it('reads strings in double quotes, a doubled quote standing for one', () => {
    expect(tokenize('"ENIG" "say ""hi"""')).toEqual([
      { kind: 'string', text: 'ENIG', position: 1 },
      { kind: 'string', text: 'say "hi"', position: 8 },
      { kind: 'end', text: '', position: 20 },
    ]);
  });

  it('skips spaces, tabs, new lines and the full-width space', () => {
    expect(kinds(' 1\t+\n2\u3000')).toEqual(['number:1', 'operator:+', 'number:2', 'end:']);
  });

  it('refuses a character it does not know, saying which and where', () => {
    expect(() => tokenize('2 $ 3')).toThrow(
      expect.objectContaining({ code: 'formula.unexpectedCharacter', position: 3 }),
    );
    expect(() => tokenize('A & B')).toThrow('unexpected character & at 3');
  });

  it('refuses a number run into letters or a second point', () => {
    expect(() => tokenize('1 + 2AB')).toThrow(expect.objectContaining({ code: 'formula.invalidNumber', position: 5 }));
    expect(() => tokenize('1.2.3')).toThrow('invalid number 1.2.3 at 1');
  });

  it('refuses a string that is not closed, pointing at its opening quote', () => {
    expect(() => tokenize('FINISH = "ENIG')).toThrow(
      expect.objectContaining({ code: 'formula.unterminatedString', position: 10 }),
    );
  });
});
