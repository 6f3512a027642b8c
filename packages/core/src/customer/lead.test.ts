import { describe, expect, it } from 'vitest';
import {
  canApplyLead,
  canFollowUp,
  customerNoOf,
  customerSequenceOf,
  LEAD_STAGES,
  LEAD_TRANSITIONS,
  leadActions,
  nextDateValid,
  stageAfterFollowUp,
  withinCredit,
} from './index.js';

describe('lead pipeline', () => {
  it('moves new → contacted → qualified → won, and any open stage to lost with a reason', () => {
    expect(leadActions('new')).toEqual(['contact', 'qualify', 'lose']);
    expect(leadActions('contacted')).toEqual(['qualify', 'win', 'lose']);
    expect(leadActions('qualified')).toEqual(['win', 'lose']);
    expect(leadActions('won')).toEqual([]);
    expect(leadActions('lost')).toEqual(['reopen']);
    expect(LEAD_TRANSITIONS.find((t) => t.action === 'lose')?.reason).toBe(true);
  });

  it('never leaves won, and every transition ends in a known stage', () => {
    for (const t of LEAD_TRANSITIONS) expect(LEAD_STAGES).toContain(t.to);
    expect(LEAD_TRANSITIONS.some((t) => t.from.includes('won'))).toBe(false);
    expect(canApplyLead('win', 'new')).toBe(false);
  });

  it('takes follow-ups on open leads only, and a follow-up on a new lead makes it contacted', () => {
    expect(canFollowUp('won')).toBe(false);
    expect(canFollowUp('lost')).toBe(false);
    expect(stageAfterFollowUp('new')).toBe('contacted');
    expect(stageAfterFollowUp('qualified')).toBe('qualified');
    expect(nextDateValid('2026-11-25', '2026-11-24')).toBe(false);
    expect(nextDateValid('2026-11-25', null)).toBe(true);
  });
});

describe('customer master', () => {
  it('numbers customers C0001 onwards and reads the number back', () => {
    expect(customerNoOf(7)).toBe('C0007');
    expect(customerNoOf(12345)).toBe('C12345');
    expect(customerSequenceOf('C0042')).toBe(42);
    expect(customerSequenceOf('X1')).toBe(0);
  });

  it('keeps an order within the credit limit in cents', () => {
    expect(withinCredit(100_000n, 60_000n, 40_000n)).toBe(true);
    expect(withinCredit(100_000n, 60_000n, 40_001n)).toBe(false);
  });
});
