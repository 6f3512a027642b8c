import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../../money/decimal.js';
import { computeQuotationCost, materialLineCost, processLineCost } from './engine.js';
import type { CostInput } from './types.js';
import { fourLayerBoard } from './worked-example.fixture.js';

describe('the cost build-up of a 4-layer board, worked by hand', () => {
  const result = computeQuotationCost(fourLayerBoard);

  it('costs each material at its adjusted or tax-exclusive price times its coefficient', () => {
    // 100.00×1.10=110.00; adjusted 28.50×2.20=62.70; 20.00×2.10=42.00; 80.00×0.06=4.80; 3.00×1.5=4.50
    expect(fourLayerBoard.materials.map((line) => materialLineCost(line).toFixed(2))).toEqual([
      '110.00',
      '62.70',
      '42.00',
      '4.80',
      '4.50',
    ]);
    expect(result.materialCostPerM2).toBe('224.0000');
  });

  it('costs each process step at rate × passes × difficulty + special addition', () => {
    // 2; 12×2; 8×2; 5×2; 30×1.2; 25×(1+0.3); 20; 12; 18×1.1; 15×(1+1); 40+5; 6
    expect(fourLayerBoard.processes.map((line) => processLineCost(line).toFixed(2))).toEqual([
      '2.00',
      '24.00',
      '16.00',
      '10.00',
      '36.00',
      '32.50',
      '20.00',
      '12.00',
      '19.80',
      '30.00',
      '45.00',
      '6.00',
    ]);
    expect(result.processCostPerM2).toBe('253.3000');
    expect(result.costPerM2).toBe('477.3000');
  });

  it('spreads the cost per m² over PCS, ft² and PNL', () => {
    // PNL 0.5 m × 0.4 m = 0.2 m²; 20 PCS per PNL → 0.01 m² per PCS; 1000 PCS = 10 m²
    expect([result.areaPnlM2, result.areaPcsM2, result.orderAreaM2]).toEqual(['0.200000', '0.010000', '10.000000']);
    expect(result.costPerPcs).toBe('4.7730'); // 477.30 × 0.01
    expect(result.costPerFt2).toBe('44.3426'); // 477.30 × 0.09290304 = 44.342620992
    expect(result.costPerPnl).toBe('95.4600'); // 477.30 × 0.2
  });

  it('adds scrap, gross margin, business rate and tax with the adjusted rates, each line to the cent', () => {
    expect(result.baseCost).toBe('4773.00'); // 477.30 × 10
    expect(result.scrapRate).toBe('4.5');
    expect(result.scrapAmount).toBe('214.79'); // 4773 × 4.5 % = 214.785
    expect(result.grossMarginRate).toBe('18');
    expect(result.grossMarginAmount).toBe('1094.88'); // 4987.785 ÷ 0.82 = 6082.6646… − 4987.785 = 1094.8796…
    expect(result.businessAmount).toBe('121.65'); // 6082.6646… × 2 % = 121.6533…
    expect(result.amountLocal).toBe('7010.88'); // (6204.3179…) × 1.13 = 7010.8793…
    expect(result.taxAmount).toBe('806.56'); // 7010.88 − (4773.00 + 214.79 + 1094.88 + 121.65)
    const sum = [
      result.baseCost,
      result.scrapAmount,
      result.grossMarginAmount,
      result.businessAmount,
      result.taxAmount,
    ].reduce((a, b) => a.plus(b), new Decimal(0));
    expect(sum.toFixed(2)).toBe(result.amountLocal);
  });

  it('states the marginal cost, the margin and the amount in the original currency', () => {
    expect(result.marginalCost).toBe('4987.79'); // 4773 + 214.785
    expect(result.margin).toBe('1216.53'); // 6204.32 − 4987.79
    expect(result.marginRate).toBe('19.61'); // 1216.53 ÷ 6204.32
    expect(result.amountOriginal).toBe('987.45'); // 7010.88 ÷ 7.10 = 987.4478…
    expect(result.pricePerPcs).toBe('7.0109'); // 7010.88 ÷ 1000
    expect(result.pricePerM2).toBe('701.0880'); // 7010.88 ÷ 10
  });

  it('explains every step in one line', () => {
    expect(result.lines.map((line) => line.key)).toEqual([
      'cost.materials',
      'cost.processes',
      'cost.perM2',
      'cost.area',
      'cost.perUnit',
      'cost.base',
      'cost.scrap',
      'cost.grossMargin',
      'cost.business',
      'cost.tax',
      'cost.total',
      'cost.marginal',
      'cost.exchange',
      'cost.unitPrice',
    ]);
    expect(result.lines[6]!.text).toBe('Scrap 4.5% (base 3%) of 4773.00 = 214.79');
    expect(result.lines[12]!.text).toBe('In USD: 7010.88 ÷ 7.1 = 987.45');
  });

  it('takes the base rates when no adjustment is set, and panels in inches', () => {
    const plain = computeQuotationCost({
      ...fourLayerBoard,
      rates: { ...fourLayerBoard.rates, scrapRateAdjusted: null, grossMarginAdjusted: '' },
    });
    expect([plain.scrapRate, plain.grossMarginRate]).toEqual(['3', '20']);
    const inches = computeQuotationCost({
      ...fourLayerBoard,
      panel: { width: '10', height: '10', unit: 'in', pcsPerPanel: 1 },
    });
    expect(inches.areaPnlM2).toBe('0.064516');
  });

  it('refuses a margin of 100 % and a panel without area', () => {
    expect(() =>
      computeQuotationCost({ ...fourLayerBoard, rates: { ...fourLayerBoard.rates, grossMarginAdjusted: '100' } }),
    ).toThrow(RangeError);
    expect(() => computeQuotationCost({ ...fourLayerBoard, panel: { ...fourLayerBoard.panel, width: '0' } })).toThrow(
      RangeError,
    );
  });
});

const price = fc.integer({ min: 0, max: 100_000 }).map((cents) => (cents / 100).toFixed(2));

describe('cost properties', () => {
  it('never falls when a material or process cost rises', () => {
    fc.assert(
      fc.property(fc.nat({ max: 4 }), fc.nat({ max: 11 }), price, fc.boolean(), (m, p, raise, material) => {
        const before = computeQuotationCost(fourLayerBoard);
        const input: CostInput = material
          ? {
              ...fourLayerBoard,
              materials: fourLayerBoard.materials.map((line, i) =>
                i === m
                  ? {
                      ...line,
                      unitPriceExTax: new Decimal(line.unitPriceExTax).plus(raise).toString(),
                      adjustmentPrice: null,
                    }
                  : line,
              ),
            }
          : {
              ...fourLayerBoard,
              processes: fourLayerBoard.processes.map((line, i) =>
                i === p ? { ...line, unitCost: new Decimal(line.unitCost).plus(raise).toString() } : line,
              ),
            };
        // Dropping line 1's adjustment can only raise it (28.50 → 30.00 + raise): still a rise.
        const after = computeQuotationCost(input);
        return (
          new Decimal(after.amountLocal).gte(before.amountLocal) &&
          new Decimal(after.marginalCost).gte(before.marginalCost)
        );
      }),
      { numRuns: 200 },
    );
  });

  it('converts to the original currency and back within half a cent times the rate', () => {
    const rate = fc.integer({ min: 1, max: 2_000_000 }).map((n) => (n / 10_000).toString());
    fc.assert(
      fc.property(price, rate, (unitCost, exchangeRate) => {
        const result = computeQuotationCost({
          ...fourLayerBoard,
          exchangeRate,
          processes: [{ ...fourLayerBoard.processes[0]!, unitCost }],
        });
        const back = new Decimal(result.amountOriginal).times(exchangeRate);
        return back.minus(result.amountLocal).abs().lte(new Decimal(exchangeRate).times('0.005').plus('0.005'));
      }),
      { numRuns: 200 },
    );
  });

  it('always adds its shown lines up to the amount', () => {
    fc.assert(
      fc.property(price, price, fc.integer({ min: 0, max: 99 }), (a, b, margin) => {
        const r = computeQuotationCost({
          ...fourLayerBoard,
          materials: [{ ...fourLayerBoard.materials[0]!, unitPriceExTax: a }],
          processes: [{ ...fourLayerBoard.processes[0]!, unitCost: b }],
          rates: { ...fourLayerBoard.rates, grossMarginAdjusted: String(margin) },
        });
        const sum = [r.baseCost, r.scrapAmount, r.grossMarginAmount, r.businessAmount, r.taxAmount].reduce(
          (x, y) => x.plus(y),
          new Decimal(0),
        );
        return sum.toFixed(2) === r.amountLocal;
      }),
      { numRuns: 200 },
    );
  });
});
