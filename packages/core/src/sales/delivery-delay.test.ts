import { describe, expect, it } from 'vitest';
import { delayDateProblem, delayDays, deliveryDelayActions } from './delivery-delay.js';

describe('delivery delay application', () => {
  it('lets the customer agree or refuse a pending request and the factory withdraw it, nothing after an answer', () => {
    expect(deliveryDelayActions('pending', 'customer')).toEqual(['agree', 'refuse']);
    expect(deliveryDelayActions('pending', 'factory')).toEqual(['withdraw']);
    for (const s of ['agreed', 'refused', 'withdrawn'] as const)
      expect([...deliveryDelayActions(s, 'customer'), ...deliveryDelayActions(s, 'factory')]).toEqual([]);
  });

  it('asks for a later day than promised, never a past one', () => {
    expect(delayDateProblem('2026-12-01', '2026-12-08', '2026-11-25')).toBeNull();
    expect(delayDateProblem('2026-12-01', '2026-12-01', '2026-11-25')).toBe('notLater');
    expect(delayDateProblem('2026-12-01', '2026-11-30', '2026-11-25')).toBe('notLater');
    expect(delayDateProblem('2026-11-01', '2026-11-20', '2026-11-25')).toBe('past');
    expect(delayDays('2026-12-01', '2026-12-08')).toBe(7);
  });
});
