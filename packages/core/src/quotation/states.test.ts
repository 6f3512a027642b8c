import { describe, expect, it } from 'vitest';
import { availableActions, canApply, quotationValidity, statusesOfTab, UPGRADE_REASONS } from './states.js';

describe('quotation document states', () => {
  it('lets the quoter submit, modify, delete, copy and upgrade a quotation not submitted', () => {
    expect(availableActions('not_submitted', 'quoter')).toEqual(['submit', 'modify', 'delete', 'copy', 'upgrade']);
    expect(availableActions('not_submitted', 'approver')).toEqual([]);
  });

  it('lets the approver audit or return a quotation to be reviewed, and the quoter only withdraw or copy it', () => {
    expect(availableActions('to_be_reviewed', 'approver')).toEqual(['audit', 'return']);
    expect(availableActions('to_be_reviewed', 'quoter')).toEqual(['withdraw', 'copy']);
  });

  it('lets a reviewed quotation be de-approved, copied or upgraded, never modified or deleted', () => {
    expect(availableActions('reviewed', 'approver')).toEqual(['deapprove']);
    expect(availableActions('reviewed', 'quoter')).toEqual(['copy', 'upgrade']);
    expect(canApply('modify', 'reviewed')).toBe(false);
    expect(canApply('delete', 'reviewed')).toBe(false);
  });

  it('lets a returned quotation be fixed and submitted again', () => {
    expect(availableActions('returned', 'quoter')).toEqual(['submit', 'modify', 'delete', 'copy', 'upgrade']);
  });

  it('freezes an old version: only copy applies', () => {
    expect(availableActions('not_submitted', 'quoter', false)).toEqual(['copy']);
    expect(availableActions('to_be_reviewed', 'approver', false)).toEqual([]);
  });

  it('offers the five upgrade reasons of the spec', () => {
    expect(UPGRADE_REASONS).toEqual([
      'recalculate_gross_margin',
      'quotation_expired',
      'customer_bargaining',
      'factory_version_upgrade',
      'other',
    ]);
  });

  it('maps the approval tabs to statuses', () => {
    expect(statusesOfTab('to_be_reviewed')).toEqual(['to_be_reviewed']);
    expect(statusesOfTab('approved')).toEqual(['reviewed']);
    expect(statusesOfTab('all')).toHaveLength(4);
  });

  it('is normal through the last valid day and overdue the day after', () => {
    expect(quotationValidity('2026-11-01', 30, '2026-11-30')).toBe('normal');
    expect(quotationValidity('2026-11-01', 30, '2026-12-01')).toBe('overdue');
    expect(quotationValidity('2026-11-01', 1, '2026-11-01')).toBe('normal');
  });
});
