import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { businessToday, presetRange, rangeQuery } from './date-presets';
import { newUuid } from './idempotency';

describe('statement date presets', () => {
  it('go back one, three, six and twelve months to today', () => {
    const today = dayjs('2026-05-31T15:00:00');
    expect(rangeQuery(presetRange('lastMonth', today))).toEqual({ from: '2026-04-30', to: '2026-05-31' });
    expect(rangeQuery(presetRange('threeMonths', today))).toEqual({ from: '2026-02-28', to: '2026-05-31' });
    expect(rangeQuery(presetRange('sixMonths', today))).toEqual({ from: '2025-11-30', to: '2026-05-31' });
    expect(rangeQuery(presetRange('oneYear', today))).toEqual({ from: '2025-05-31', to: '2026-05-31' });
    expect(rangeQuery(null)).toEqual({});
  });

  it('count today in Asia/Shanghai, whatever the browser zone', () => {
    expect(businessToday(Date.parse('2026-11-25T17:34:00Z')).format('YYYY-MM-DD')).toBe('2026-11-26');
    expect(businessToday(Date.parse('2026-11-25T15:59:00Z')).format('YYYY-MM-DD')).toBe('2026-11-25');
  });
});

describe('idempotency keys', () => {
  it('are version-4 UUIDs, a new one each time', () => {
    const a = newUuid();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newUuid()).not.toBe(a);
  });
});
