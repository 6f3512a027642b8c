import { describe, expect, it } from 'vitest';
import { daysToExpiry, dueExpiryMilestone, expiryState, worstExpiry } from './documents.js';
import { decisionProblem, evaluationTotal, ratingOfTotal } from './evaluation.js';
import { canApplySupplier, supplierActions } from './states.js';

describe('supplier states', () => {
  it('moves a potential supplier to approved only through an evaluation', () => {
    expect(supplierActions('potential')).toEqual(['evaluate']);
    expect(supplierActions('evaluating')).toEqual(['approve', 'reject']);
    expect(canApplySupplier('approve', 'potential')).toBe(false);
    expect(supplierActions('rejected')).toEqual(['reconsider']);
  });

  it('suspends an approved supplier and reinstates it', () => {
    expect(supplierActions('approved')).toEqual(['suspend']);
    expect(supplierActions('suspended')).toEqual(['reinstate']);
  });
});

describe('supplier evaluation', () => {
  const scores = { quality: 85, delivery: 80, price: 70, service: 90, capability: 75 };
  it('weighs the criteria to a total and a rating', () => {
    expect(evaluationTotal(scores)).toBe(80.5); // 25.5 + 20 + 14 + 13.5 + 7.5
    expect(ratingOfTotal(80.5)).toBe(4);
    expect(ratingOfTotal(59.9)).toBe(1);
  });

  it('refuses an approval below the pass mark and a rejection without a reason', () => {
    expect(decisionProblem('approve', { ...scores, quality: 10, delivery: 10, price: 10 }, undefined)).toBe(
      'belowPassMark',
    );
    expect(decisionProblem('reject', scores, '  ')).toBe('reasonRequired');
    expect(decisionProblem('approve', scores, undefined)).toBeNull();
  });
});

describe('qualification documents', () => {
  it('shows a document as expired, expiring within 30 days, or valid', () => {
    expect(expiryState('2026-11-24', '2026-11-25')).toBe('expired');
    expect(expiryState('2026-12-25', '2026-11-25')).toBe('expiring');
    expect(expiryState('2027-01-25', '2026-11-25')).toBe('valid');
    expect(expiryState(null, '2026-11-25')).toBe('open_ended');
    expect(worstExpiry(['valid', 'expiring'])).toBe('expiring');
  });

  it('rings the warning from 30 days before to the day before, the expiry on the day (or within 7 days after), never without a date', () => {
    expect(daysToExpiry('2027-04-15', '2027-03-16')).toBe(30);
    expect(dueExpiryMilestone('2027-04-15', '2027-03-15')).toBeNull();
    expect(dueExpiryMilestone('2027-04-15', '2027-03-16')).toBe('warning');
    expect(dueExpiryMilestone('2027-04-15', '2027-04-14')).toBe('warning');
    expect(dueExpiryMilestone('2027-04-15', '2027-04-15')).toBe('expiry');
    expect(dueExpiryMilestone('2027-04-15', '2027-04-22')).toBe('expiry');
    expect(dueExpiryMilestone('2027-04-15', '2027-04-23')).toBeNull();
    expect(dueExpiryMilestone(null, '2027-04-15')).toBeNull();
  });
});
