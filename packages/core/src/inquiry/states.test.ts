import { describe, expect, it } from 'vitest';
import { compareInquiryVersions, type ComparableVersion } from './compare.js';
import { checkInquiryDetails, completeInquiryDetails, setSizeAdvised } from './details.js';
import { createInquiryBody, approveInquiryBody } from './schemas.js';
import {
  canInquiry,
  INQUIRY_ACTIONS,
  INQUIRY_STATUSES,
  INQUIRY_TRANSITIONS,
  inquiryActions,
  inquiryStatusesOfTab,
  nextInquiryStatus,
  presetFrom,
} from './states.js';

describe('the inquiry state table (spec 02 §4)', () => {
  it('has one row per action, each from known states', () => {
    expect(INQUIRY_TRANSITIONS.map((t) => t.action).sort()).toEqual([...INQUIRY_ACTIONS].sort());
    for (const row of INQUIRY_TRANSITIONS) for (const from of row.from) expect(INQUIRY_STATUSES).toContain(from);
  });

  it('lets the factory approve or reject only what waits for review, and the customer nothing of the factory', () => {
    for (const status of INQUIRY_STATUSES) {
      expect(canInquiry('approve', status, 'factory')).toBe(status === 'to_be_reviewed');
      expect(canInquiry('reject', status, 'factory')).toBe(status === 'to_be_reviewed');
      expect(canInquiry('approve', status, 'customer')).toBe(false);
      expect(canInquiry('withdraw', status, 'factory')).toBe(false);
    }
  });

  it('moves as the spec says', () => {
    expect(nextInquiryStatus('approve', 'to_be_reviewed')).toBe('approved');
    expect(nextInquiryStatus('reject', 'to_be_reviewed')).toBe('rejected');
    expect(nextInquiryStatus('withdraw', 'approved')).toBe('withdrawn');
    expect(nextInquiryStatus('modify', 'rejected')).toBe('to_be_reviewed');
    expect(nextInquiryStatus('add_to_cart', 'approved')).toBe('added_to_cart');
    expect(nextInquiryStatus('remove_from_cart', 'added_to_cart')).toBe('approved');
    expect(nextInquiryStatus('order', 'added_to_cart')).toBe('ordered');
    expect(nextInquiryStatus('delete', 'withdrawn')).toBeNull();
    expect(nextInquiryStatus('print', 'ordered')).toBe('ordered');
  });

  it('shows each side only its buttons for the state', () => {
    expect(inquiryActions('to_be_reviewed', 'customer')).toEqual(['withdraw', 'modify', 'delete', 'print']);
    expect(inquiryActions('approved', 'customer')).toEqual(['withdraw', 'modify', 'delete', 'add_to_cart', 'print']);
    expect(inquiryActions('to_be_reviewed', 'factory')).toEqual(['print', 'approve', 'reject']);
    expect(inquiryActions('approved', 'factory')).toEqual(['print']);
    expect(inquiryActions('ordered', 'customer')).toEqual(['print']);
    expect(inquiryActions('added_to_cart', 'customer')).toEqual(['print']);
  });

  it('puts cart and ordered inquiries under the approved tab', () => {
    expect(inquiryStatusesOfTab('approved')).toEqual(['approved', 'added_to_cart', 'ordered']);
    expect(inquiryStatusesOfTab('all')).toEqual(INQUIRY_STATUSES);
  });

  it('counts date presets back in calendar months', () => {
    const now = new Date('2026-11-25T10:00:00Z');
    expect(presetFrom('last_month', now).toISOString()).toBe('2026-10-25T10:00:00.000Z');
    expect(presetFrom('one_year', now).toISOString()).toBe('2025-11-25T10:00:00.000Z');
  });
});

describe('inquiry details', () => {
  it('are completed from the priced parameters', () => {
    const d = completeInquiryDetails(
      {},
      {
        WIDTH_MM: '100',
        HEIGHT_MM: '80',
        QTY: '5000',
        FINISH: 'ENIG',
        GOLD_FINGER: '1',
        LEAD_TIME: 'fastest',
        PCS_PER_PNL: '4',
      },
    );
    expect(d).toMatchObject({
      pcsWidthMm: '100',
      pcsLengthMm: '80',
      surfaceFinish: 'enig',
      goldFingerCount: 1,
      leadTime: 'fastest',
      orderType: 'volume',
      deliveryForm: 'set',
      pcsPerSet: 4,
    });
    expect(checkInquiryDetails(d)).toEqual({ field: 'setWidthMm', problem: 'setSizeNeeded' });
    expect(checkInquiryDetails({ ...d, setWidthMm: '200', setLengthMm: '160' })).toBeNull();
    expect(checkInquiryDetails({ ...d, setWidthMm: '200', setLengthMm: '160', leadTime: 'required' })).toEqual({
      field: 'requiredDays',
      problem: 'required',
    });
  });

  it('advise a SET of 120–300 mm', () => {
    expect(setSizeAdvised('120', '300')).toBe(true);
    expect(setSizeAdvised('119.99', '200')).toBe(false);
    expect(setSizeAdvised('200', '300.01')).toBe(false);
  });

  it('refuse a bad finish, a negative gold finger count and an amount of three decimals', () => {
    expect(createInquiryBody.safeParse({ params: {}, details: { surfaceFinish: 'chrome' } }).success).toBe(false);
    expect(createInquiryBody.safeParse({ params: {}, details: { goldFingerCount: -1 } }).success).toBe(false);
    expect(approveInquiryBody.safeParse({ total: '12.345' }).success).toBe(false);
    expect(approveInquiryBody.safeParse({ total: '12.34', deliveryDays: 5 }).success).toBe(true);
    expect(approveInquiryBody.parse({ total: 12.3, deliveryDays: '7' })).toMatchObject({
      total: '12.30',
      deliveryDays: 7,
    });
    expect(approveInquiryBody.safeParse({ total: 12.345 }).success).toBe(false);
    expect(approveInquiryBody.safeParse({ total: '-1.00' }).success).toBe(false);
    expect(approveInquiryBody.safeParse({ total: -1 }).success).toBe(false);
  });

  it('read an amount sent as a JSON number by its decimal text, with no float tolerance', () => {
    const total = (value: unknown) => approveInquiryBody.safeParse({ total: value }).data?.total;
    expect(total(0.07)).toBe('0.07');
    expect(total(1.15)).toBe('1.15');
    expect(total(9999999999999.99)).toBe('9999999999999.99');
    // Within a millionth of a cent once multiplied by 100 in floats, and so accepted and rounded before.
    expect(total(12.3400000001)).toBeUndefined();
    expect(total(0.1 + 0.2)).toBeUndefined();
    // Fourteen digits do not fit numeric(15, 2).
    expect(total(1e13)).toBeUndefined();
  });
});

describe('parameter difference comparison', () => {
  const base: ComparableVersion = {
    params: { LAYERS: '2', QTY: '50' },
    details: completeInquiryDetails({}, { WIDTH_MM: '100', HEIGHT_MM: '80', QTY: '50' }),
    price: {
      estimated: '100.00',
      discounted: '100.00',
      full: '100.00',
      boardFee: '60.00',
      otherFees: '40.00',
      total: '100.00',
      currency: 'CNY',
    },
    deliveryDays: 5,
  };
  it('finds nothing between equal versions, and numbers written differently are equal', () => {
    expect(compareInquiryVersions(base, { ...base, params: { LAYERS: '2.0', QTY: '50' } })).toEqual([]);
  });
  it('marks every changed field in its group', () => {
    const after = {
      ...base,
      params: { LAYERS: '4', QTY: '50', FINISH: 'ENIG' },
      price: { ...base.price, total: '90.00', otherFees: '30.00' },
      deliveryDays: 7,
    };
    expect(compareInquiryVersions(base, after)).toEqual([
      { group: 'params', field: 'FINISH', before: null, after: 'ENIG' },
      { group: 'params', field: 'LAYERS', before: '2', after: '4' },
      { group: 'price', field: 'otherFees', before: '40.00', after: '30.00' },
      { group: 'price', field: 'total', before: '100.00', after: '90.00' },
      { group: 'delivery', field: 'deliveryDays', before: '5', after: '7' },
    ]);
  });
});
