import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PRICING_TEXT_LIMITS, pricingProjectSchema, productSchema, quotationParameterSchema } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';

/**
 * Issue 12: pricing text fields took 1.9 MB names. Every text input of the pricing admin screens carries the
 * column's limit (core's PRICING_TEXT_LIMITS, the same the server's schemas apply), names with a counter.
 */
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const SCREENS = [
  'pages/product-base-price/ProductDialog.tsx',
  'pages/product-classification/index.tsx',
  'pages/quotation-parameter-management/ParameterDialog.tsx',
  'pages/valuation-project-management-son/index.tsx',
  'pages/valuation-project-management-son/FactorTable.tsx',
  'pages/valuation-project-management/TermsCard.tsx',
  'features/pricing/FormulaInput.tsx',
];

/** Each `<Input …>` / `<Input.TextArea …>` opening tag of a file, props included. */
function inputsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(src, file), 'utf8');
  return [...text.matchAll(/<Input(?:\.TextArea)?\b/g)].map((m) => {
    // Up to the `>` that closes the tag, outside `{…}` (props hold arrows).
    let depth = 0;
    for (let i = m.index; i < text.length; i++) {
      const c = text[i];
      if (c === '{') depth++;
      else if (c === '}') depth--;
      else if (c === '>' && depth === 0) return text.slice(m.index, i + 1);
    }
    return text.slice(m.index);
  });
}

describe('pricing admin text inputs', () => {
  it('carry a maxLength on every text input (decimal inputs are bounded by their schema)', () => {
    for (const file of SCREENS) {
      const inputs = inputsOf(file).filter((tag) => !tag.includes('inputMode="decimal"'));
      expect(inputs.length, file).toBeGreaterThan(0);
      for (const tag of inputs) expect(tag, `${file}: ${tag}`).toMatch(/maxLength=\{/);
    }
  });

  it('show a counter on names and long texts', () => {
    const names = SCREENS.flatMap(inputsOf).filter((tag) => /PRICING_TEXT_LIMITS\.(name|remarks|formula)\b/.test(tag));
    expect(names.length).toBeGreaterThanOrEqual(6);
    for (const tag of names) expect(tag).toContain('showCount');
  });

  it('use the limits the server refuses beyond', () => {
    const project = {
      code: 'P1',
      name: 'x',
      costCategory: 'specialFee',
      kind: 'independent',
      pricingMode: 'amount',
      formula: '1',
      sortNumber: 1,
    } as const;
    expect(pricingProjectSchema.safeParse({ ...project, name: 'n'.repeat(PRICING_TEXT_LIMITS.name) }).success).toBe(
      true,
    );
    expect(pricingProjectSchema.safeParse({ ...project, name: 'n'.repeat(PRICING_TEXT_LIMITS.name + 1) }).success).toBe(
      false,
    );
    expect(
      productSchema.safeParse({
        number: 'n'.repeat(PRICING_TEXT_LIMITS.number + 1),
        name: 'x',
        classificationNumber: 'C',
        status: 'valid',
      }).success,
    ).toBe(false);
    const parameter = {
      code: 'P',
      name: 'x',
      dataType: 'number',
      level: 'merchant',
      kind: 'independent',
      entryMode: 'entry',
      status: 'valid',
      mustFill: false,
      keyValue: false,
    } as const;
    expect(
      quotationParameterSchema.safeParse({ ...parameter, category: 'c'.repeat(PRICING_TEXT_LIMITS.category + 1) })
        .success,
    ).toBe(false);
  });
});
