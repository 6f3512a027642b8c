import { describe, expect, it } from 'vitest';
import { amortisation, productionTransferActions, toolTransferActions, toolingStatusAt } from './index.js';

describe('tooling rules', () => {
  it('amortises straight-line to the cent, half-up, never beyond the cost', () => {
    expect(amortisation(100_000, 3, 1)).toEqual({ amortisedCents: 33_333, remainingCents: 66_667, percent: 33 });
    expect(amortisation(100_000, 3, 2)).toEqual({ amortisedCents: 66_667, remainingCents: 33_333, percent: 67 });
    expect(amortisation(100_000, 3, 9)).toEqual({ amortisedCents: 100_000, remainingCents: 0, percent: 100 });
    expect(amortisation(5, 2, 1).amortisedCents).toBe(3);
  });
  it('shows each side only its actions', () => {
    expect(toolTransferActions('sent', 'receiver')).toEqual(['receive', 'refuse']);
    expect(toolTransferActions('sent', 'sender')).toEqual(['cancel']);
    expect(toolTransferActions('received', 'receiver')).toEqual([]);
    expect(productionTransferActions('pending', 'customer')).toEqual([]);
    expect(toolingStatusAt('a', 'b')).toBe('at_other_factory');
  });
});
