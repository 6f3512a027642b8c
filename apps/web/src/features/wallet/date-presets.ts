import dayjs, { type Dayjs } from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';
import { BUSINESS_ZONE } from '../../locales/format';

dayjs.extend(utc);
dayjs.extend(timezone);

/** The date-filter presets of spec 02 §9: last month, three months, six months, one year. */
export const DATE_PRESETS = [
  { key: 'lastMonth', months: 1 },
  { key: 'threeMonths', months: 3 },
  { key: 'sixMonths', months: 6 },
  { key: 'oneYear', months: 12 },
] as const;
export type DatePreset = (typeof DATE_PRESETS)[number]['key'];

/**
 * Today as the platform counts days: the server reads a `YYYY-MM-DD` bound as that day in Asia/Shanghai (no
 * daylight saving), so "today" is taken there too, not in the browser's zone, or a user west of it would lose
 * the last hours of the day from every preset.
 */
export const businessToday = (now = Date.now()): Dayjs => dayjs(dayjs(now).tz(BUSINESS_ZONE).format('YYYY-MM-DD'));

/** From the same day `months` ago to today, inclusive. */
export function presetRange(preset: DatePreset, today: Dayjs = businessToday()): [Dayjs, Dayjs] {
  const { months } = DATE_PRESETS.find((p) => p.key === preset)!;
  return [today.subtract(months, 'month').startOf('day'), today.endOf('day')];
}

/** The `from` / `to` query of a range: whole days, `to` inclusive. */
export const rangeQuery = (range: [Dayjs, Dayjs] | null) =>
  range ? { from: range[0].format('YYYY-MM-DD'), to: range[1].format('YYYY-MM-DD') } : {};
