import { describe, expect, it } from 'vitest';
import { firstThatPrices } from './service.js';

describe('pricing a board without a product named', () => {
  it('prices the products in turn and stops at the first that prices the board', () => {
    const asked: string[] = [];
    const answer = firstThatPrices(['P1', 'P2', 'P3', 'P4'], (product) => {
      asked.push(product);
      return { ok: product === 'P2', product };
    });
    expect(answer).toEqual({ ok: true, product: 'P2' });
    expect(asked).toEqual(['P1', 'P2']);
  });

  it("answers the first product's refusal when none prices it", () => {
    expect(firstThatPrices(['P1', 'P2'], (product) => ({ ok: false, product }))).toEqual({ ok: false, product: 'P1' });
  });
});
