import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal.js';
import { bidAmountCents, checkPositiveDecimal, isCalendarDate } from './rules.js';
import { bidsSealed, canApplyBidding, purchaseRequestPhase } from './states.js';

const deadline = new Date('2026-12-01T10:00:00Z');
const before = new Date('2026-12-01T09:59:59Z');
const after = new Date('2026-12-01T10:00:00Z');

describe('supplier bidding states', () => {
  it('bids and changes bids only before the deadline, awards only after it', () => {
    expect(purchaseRequestPhase('open', deadline, before)).toBe('bidding');
    expect(purchaseRequestPhase('open', deadline, after)).toBe('evaluating');
    expect(canApplyBidding('bid', { status: 'open', deadline, now: before, hasBid: false })).toBe(true);
    expect(canApplyBidding('bid', { status: 'open', deadline, now: after, hasBid: false })).toBe(false);
    expect(canApplyBidding('change_bid', { status: 'open', deadline, now: before, hasBid: true })).toBe(true);
    expect(canApplyBidding('award', { status: 'open', deadline, now: before })).toBe(false);
    expect(canApplyBidding('award', { status: 'open', deadline, now: after })).toBe(true);
    expect(canApplyBidding('award', { status: 'awarded', deadline, now: after })).toBe(false);
    expect(canApplyBidding('cancel', { status: 'open', deadline, now: before })).toBe(true);
    expect(bidsSealed(deadline, before)).toBe(true);
    expect(bidsSealed(deadline, after)).toBe(false);
  });

  it('reads quantities and prices as decimals and rounds a bid amount to the cent once', () => {
    expect(checkPositiveDecimal('12.5', 4, new Decimal(1e6))).toEqual(new Decimal('12.5'));
    expect(checkPositiveDecimal('0', 4, new Decimal(1e6))).toBe('notPositive');
    expect(checkPositiveDecimal('1.23456', 4, new Decimal(1e6))).toBe('tooManyDecimals');
    expect(checkPositiveDecimal('1e3', 4, new Decimal(1e6))).toBe('badNumber');
    expect(checkPositiveDecimal('', 4, new Decimal(1e6))).toBe('required');
    expect(bidAmountCents(new Decimal('0.125'), new Decimal('3'))).toBe(38n);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('2026-02-28')).toBe(true);
  });
});
