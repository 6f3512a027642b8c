import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { gte, lt, type SQL } from 'drizzle-orm';
import { AppError } from '../http/errors.js';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The business's zone: a business day runs from 00:00 to the next 00:00 in Shanghai. */
export const BUSINESS_ZONE = 'Asia/Shanghai';

const inShanghai = (at: Date) => dayjs(at).tz(BUSINESS_ZONE);

/** The Shanghai business day of an instant (`YYYY-MM-DD`). */
export const businessDay = (at: Date) => inShanghai(at).format('YYYY-MM-DD');

/** The Shanghai month of an instant (`YYYY-MM`), a statement's period. */
export const businessMonth = (at: Date) => inShanghai(at).format('YYYY-MM');

/** An instant as a Shanghai date and time to the minute ("2026-11-26 09:30"), as exports print it. */
export const businessMinute = (at: Date) => inShanghai(at).format('YYYY-MM-DD HH:mm');

/** An instant as Shanghai digits to the second (`20261126093015`), the date part of business numbers. */
export const businessSecond = (at: Date) => inShanghai(at).format('YYYYMMDDHHmmss');

/** Midnight in Shanghai of a `YYYY-MM-DD`; an invalid date for a day the calendar does not have. */
export function businessDayStart(day: string): Date {
  // From the UTC midnight of the same digits: dayjs reads a year below 100 as 19xx, in parsing and in zone
  // arithmetic. No business happened before 1970, so a day before it (a query may send one) takes 1970's offset.
  const midnightUtc = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(midnightUtc.getTime()) || midnightUtc.toISOString().slice(0, 10) !== day)
    return new Date(Number.NaN);
  const offsetAt = midnightUtc.getTime() < 0 ? new Date(0) : midnightUtc;
  return new Date(midnightUtc.getTime() - dayjs(offsetAt).tz(BUSINESS_ZONE).utcOffset() * 60_000);
}

/** The next business day's midnight: the exclusive end of `day`. */
export function businessDayEnd(day: string): Date {
  const start = businessDayStart(day);
  if (Number.isNaN(start.getTime())) return start;
  const next = new Date(`${day}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const end = businessDayStart(next.toISOString().slice(0, 10));
  // 9999-12-31 has no four-digit next day.
  return Number.isNaN(end.getTime()) ? new Date(start.getTime() + 86_400_000) : end;
}

/** The business day `days` after (or before) `day`. */
export const addBusinessDays = (day: string, days: number) =>
  dayjs.tz(day, BUSINESS_ZONE).add(days, 'day').format('YYYY-MM-DD');

/** A list's `from` / `to` days (both included, business days) as conditions on a time column. */
export function dayRange(column: Parameters<typeof gte>[0], from: string | undefined, to: string | undefined): SQL[] {
  const where: SQL[] = [];
  if (from) where.push(gte(column, knownDay(businessDayStart(from), 'from')));
  if (to) where.push(lt(column, knownDay(businessDayEnd(to), 'to')));
  return where;
}

/** A day the calendar does not have (2026-02-30) is refused naming its field, never sent to the database. */
function knownDay(at: Date, field: string): Date {
  if (Number.isNaN(at.getTime())) throw new AppError(400, 'field.malformed', { format: 'YYYY-MM-DD' }, 0, field);
  return at;
}

/** The date-filter presets of spec 02 §9 and the months each counts back. */
export const PRESET_MONTHS = { last_month: 1, three_months: 3, six_months: 6, one_year: 12 } as const;
export const DATE_PRESETS = ['last_month', 'three_months', 'six_months', 'one_year'] as const;
export type DatePreset = (typeof DATE_PRESETS)[number];

/** Where a preset starts: the same instant its months before `now`. */
export function presetStart(preset: DatePreset, now: Date): Date {
  // setUTCMonth, not dayjs: a month back from 31 March is 3 March, as the lists have always counted it.
  const start = new Date(now);
  start.setUTCMonth(start.getUTCMonth() - PRESET_MONTHS[preset]);
  return start;
}

/** The first business day of a preset counted in whole days: the same day its months before `today` (clamped to the month's end). */
export const presetFirstDay = (preset: DatePreset, today: string) =>
  dayjs.tz(today, BUSINESS_ZONE).subtract(PRESET_MONTHS[preset], 'month').format('YYYY-MM-DD');

/** The list conditions of a preset counted back from `now`, and of a range of business days. */
export function dateWhere(
  column: Parameters<typeof gte>[0],
  q: { preset?: DatePreset; from?: string; to?: string },
  now: Date,
): SQL[] {
  const where: SQL[] = [];
  if (q.preset) where.push(gte(column, presetStart(q.preset, now)));
  where.push(...dayRange(column, q.from, q.to));
  return where;
}
