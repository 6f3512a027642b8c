import { describe, expect, it } from 'vitest';
import {
  TOOLING_LIMITS,
  amortisation,
  productionTransferActions,
  toolTransferActions,
  toolingStatusAt,
} from './index.js';

describe('tooling rules', () => {
  it('amortises straight-line to the cent, half-up, never beyond the cost', () => {
    expect(amortisation(100_000n, 3, 1)).toEqual({ amortisedCents: 33_333n, remainingCents: 66_667n, percent: 33 });
    expect(amortisation(100_000n, 3, 2)).toEqual({ amortisedCents: 66_667n, remainingCents: 33_333n, percent: 67 });
    expect(amortisation(100_000n, 3, 9)).toEqual({ amortisedCents: 100_000n, remainingCents: 0n, percent: 100 });
    expect(amortisation(5n, 2, 1).amortisedCents).toBe(3n);
    expect(amortisation(100n, 8, 1).percent).toBe(13);
  });

  it('stays exact at the limits, where cost × used passes 2^53', () => {
    // 99,509,579,989 × 7,898,186 ÷ 10^7 = 78,594,517,153.4999954: down to …153; in floats the sum rounds up to …154.
    expect(amortisation(99_509_579_989n, TOOLING_LIMITS.units, 7_898_186)).toEqual({
      amortisedCents: 78_594_517_153n,
      remainingCents: 20_915_062_836n,
      percent: 79,
    });
    // 99,599,020,929 × 1,786,803 ÷ 2,000,000 = 88,981,914,696.4999935
    expect(amortisation(99_599_020_929n, 2_000_000, 1_786_803).amortisedCents).toBe(88_981_914_696n);
    expect(amortisation(TOOLING_LIMITS.costCents, TOOLING_LIMITS.units, 1)).toEqual({
      amortisedCents: 10_000n,
      remainingCents: 99_999_990_000n,
      percent: 0,
    });
    expect(amortisation(TOOLING_LIMITS.costCents, TOOLING_LIMITS.units, TOOLING_LIMITS.units).remainingCents).toBe(0n);
  });
  it('shows each side only its actions', () => {
    expect(toolTransferActions('sent', 'receiver')).toEqual(['receive', 'refuse']);
    expect(toolTransferActions('sent', 'sender')).toEqual(['cancel']);
    expect(toolTransferActions('received', 'receiver')).toEqual([]);
    expect(productionTransferActions('pending', 'customer')).toEqual([]);
    expect(toolingStatusAt('a', 'b')).toBe('at_other_factory');
  });
});
