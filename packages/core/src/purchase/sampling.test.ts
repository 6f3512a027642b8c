import { describe, expect, it } from 'vitest';
import { inspectionDecisionProblem } from './inspection.js';
import { returnableQuantity } from './purchase-return.js';
import { codeLetterOf, samplingPlan, tablePlan } from './sampling.js';

describe('ISO 2859-1 level II, single sampling, normal inspection', () => {
  it('gives the code letter of a lot from Table 1', () => {
    expect(
      [
        2, 8, 9, 15, 16, 25, 26, 50, 51, 90, 91, 150, 151, 280, 281, 500, 501, 1200, 1201, 3200, 3201, 10000, 10001,
        35000, 35001, 150000, 150001, 500000, 500001,
      ]
        .map(codeLetterOf)
        .join(''),
    ).toBe('AABBCCDDEEFFGGHHJJKKLLMMNNPPQ');
  });

  it('samples 80 units of a lot of 1,000 and accepts AQL 1.0 on 2 defectives, rejects on 3', () => {
    expect(samplingPlan(1000, '1.0')).toMatchObject({
      codeLetter: 'J',
      sampleSize: 80,
      acceptNumber: 2,
      rejectNumber: 3,
      fullInspection: false,
    });
  });

  it('reads the known plans of letter J along the row', () => {
    const row = (['0.15', '0.65', '1.0', '1.5', '2.5', '4.0', '6.5', '10'] as const).map(
      (aql) => tablePlan('J', aql).acceptNumber,
    );
    expect(row).toEqual([0, 1, 2, 3, 5, 7, 10, 14]);
  });

  it('follows the arrows to the plan and sample size they point to', () => {
    // Lot 91–150 (F), AQL 1.0: ↑ to E, n = 13, 0/1.
    expect(samplingPlan(100, '1.0')).toMatchObject({
      codeLetter: 'F',
      planLetter: 'E',
      sampleSize: 13,
      acceptNumber: 0,
      rejectNumber: 1,
    });
    // Lot 281–500 (H), AQL 0.65: ↓ to J, n = 80, 1/2.
    expect(samplingPlan(400, '0.65')).toMatchObject({
      codeLetter: 'H',
      planLetter: 'J',
      sampleSize: 80,
      acceptNumber: 1,
    });
    // Lot 1,000 (J), AQL 0.065: ↓ to the 0/1 plan at L, n = 200.
    expect(samplingPlan(1000, '0.065')).toMatchObject({ planLetter: 'L', sampleSize: 200, acceptNumber: 0 });
    // Lot 3,201–10,000 (L), AQL 10: ↑ to the 21/22 plan at K, n = 125.
    expect(samplingPlan(5000, '10')).toMatchObject({
      planLetter: 'K',
      sampleSize: 125,
      acceptNumber: 21,
      rejectNumber: 22,
    });
  });

  it('reads other known plans', () => {
    expect(samplingPlan(5000, '2.5')).toMatchObject({
      codeLetter: 'L',
      sampleSize: 200,
      acceptNumber: 10,
      rejectNumber: 11,
    });
    expect(samplingPlan(2000, '0.40')).toMatchObject({ codeLetter: 'K', sampleSize: 125, acceptNumber: 1 });
    expect(samplingPlan(20000, '0.65')).toMatchObject({
      codeLetter: 'M',
      sampleSize: 315,
      acceptNumber: 5,
      rejectNumber: 6,
    });
  });

  it('inspects every unit when the sample would reach the lot size', () => {
    expect(samplingPlan(10, '0.10')).toMatchObject({ sampleSize: 10, fullInspection: true, acceptNumber: 0 });
  });
});

describe('inspection decisions and returnable quantities', () => {
  const plan = { sampleSize: 80, acceptNumber: 2 };
  it('refuses to accept a lot over Ac and wants a reason for a concession', () => {
    expect(inspectionDecisionProblem(plan, [{ type: 'appearance', count: 3 }], 'accept', null)).toBe('acceptOverLimit');
    expect(inspectionDecisionProblem(plan, [{ type: 'appearance', count: 3 }], 'concession', ' ')).toBe(
      'reasonRequired',
    );
    expect(
      inspectionDecisionProblem(plan, [{ type: 'appearance', count: 3 }], 'concession', 'usable for inner layers'),
    ).toBeNull();
    expect(inspectionDecisionProblem(plan, [{ type: 'dimension', count: 1 }], 'accept', null)).toBeNull();
    expect(inspectionDecisionProblem(plan, [{ type: 'dimension', count: 81 }], 'reject', null)).toBe('overSample');
  });

  it('lets a lot be returned only up to what was received less what is already returned', () => {
    expect(returnableQuantity({ received: '1000', returned: '250.5' }).toFixed()).toBe('749.5');
    expect(returnableQuantity({ received: '10', returned: '12' }).toFixed()).toBe('0');
  });
});
