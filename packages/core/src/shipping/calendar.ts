/** A factory's working calendar: which weekdays are off (0 = Sunday … 6 = Saturday) and the listed holidays. */
export interface FactoryCalendar {
  weekendDays: readonly number[];
  /** YYYY-MM-DD */
  holidays: readonly string[];
}

export const DEFAULT_CALENDAR: FactoryCalendar = { weekendDays: [0, 6], holidays: [] };

const DAY_MS = 86_400_000;
const dayOf = (date: string) => Date.parse(`${date}T00:00:00Z`);
const textOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export function isWorkingDay(date: string, calendar: FactoryCalendar): boolean {
  const weekday = new Date(dayOf(date)).getUTCDay();
  return !calendar.weekendDays.includes(weekday) && !calendar.holidays.includes(date);
}

/**
 * The day `days` working days after `start` (the start day itself does not count): weekends and holidays of the
 * calendar are skipped. A calendar with every weekday off is refused (it would never end).
 */
export function addWorkingDays(start: string, days: number, calendar: FactoryCalendar): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || Number.isNaN(dayOf(start))) throw new RangeError(`bad date ${start}`);
  if (new Set(calendar.weekendDays.filter((d) => d >= 0 && d <= 6)).size >= 7)
    throw new RangeError('a calendar needs a working weekday');
  let at = dayOf(start);
  let left = Math.max(0, Math.floor(days));
  while (left > 0) {
    at += DAY_MS;
    if (isWorkingDay(textOf(at), calendar)) left -= 1;
  }
  return textOf(at);
}
