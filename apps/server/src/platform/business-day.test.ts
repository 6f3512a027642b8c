import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  businessDay,
  businessDayEnd,
  businessDayStart,
  businessMinute,
  businessMonth,
  businessSecond,
  presetFirstDay,
  presetStart,
} from './business-day.js';

describe('the Shanghai business day', () => {
  it('turns at 16:00 UTC', () => {
    expect(businessDay(new Date('2026-11-27T15:59:59.999Z'))).toBe('2026-11-27');
    expect(businessDay(new Date('2026-11-27T16:00:00Z'))).toBe('2026-11-28');
    expect(businessMonth(new Date('2026-11-30T16:00:00Z'))).toBe('2026-12');
    expect(businessMinute(new Date('2026-11-27T16:00:59Z'))).toBe('2026-11-28 00:00');
    expect(businessSecond(new Date('2026-12-31T16:00:01Z'))).toBe('20270101000001');
  });

  it('runs from its 00:00 in Shanghai to the next day’s 00:00', () => {
    expect(businessDayStart('2026-11-28').toISOString()).toBe('2026-11-27T16:00:00.000Z');
    expect(businessDayEnd('2026-11-28').toISOString()).toBe('2026-11-28T16:00:00.000Z');
    expect(businessDayEnd('2026-12-31').toISOString()).toBe('2026-12-31T16:00:00.000Z');
    expect(businessDay(businessDayStart('2026-11-28'))).toBe('2026-11-28');
    expect(businessDay(new Date(businessDayEnd('2026-11-28').getTime() - 1))).toBe('2026-11-28');
  });

  it('reads any four-digit year, as a query may send it (the fuzz suite sent 0089-10-28)', () => {
    expect(businessDayStart('3066-11-03').toISOString()).toBe('3066-11-02T16:00:00.000Z');
    expect(businessDayStart('0089-10-28').toISOString().slice(0, 10)).toBe('0089-10-27');
    expect(businessDayEnd('0089-10-28').getTime() - businessDayStart('0089-10-28').getTime()).toBe(86_400_000);
    expect(businessDayEnd('9999-12-31').getTime() - businessDayStart('9999-12-31').getTime()).toBe(86_400_000);
  });

  it('has no day the calendar does not have', () => {
    expect(Number.isNaN(businessDayStart('2026-13-01').getTime())).toBe(true);
    expect(Number.isNaN(businessDayStart('2026-02-29').getTime())).toBe(true);
    expect(Number.isNaN(businessDayStart('soon').getTime())).toBe(true);
  });

  it('counts days and presets back', () => {
    expect(addBusinessDays('2026-11-28', 5)).toBe('2026-12-03');
    expect(addBusinessDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(presetFirstDay('last_month', '2026-03-31')).toBe('2026-02-28');
    expect(presetFirstDay('one_year', '2026-11-28')).toBe('2025-11-28');
    expect(presetStart('three_months', new Date('2026-11-27T16:00:00Z')).toISOString()).toBe(
      '2026-08-27T16:00:00.000Z',
    );
  });
});
