import i18n from 'i18next';
import { LANGUAGES, type Language } from './languages';

/**
 * The one place the web turns dates, times, money and numbers into text, in the reader's language (the current i18n
 * language unless one is passed): zh-CN, zh-TW and ja read `2026-10-11` and `2026-10-11 20:00`; en reads
 * `Oct 11, 2026` and `Oct 11, 2026, 8:00 PM`; es reads `11 oct 2026` and `11 oct 2026, 20:00` (a month name, so
 * day and month are never confused). A source scan (format-only-here.test.ts) keeps other files from formatting
 * on their own.
 */

/** The server counts business days in Asia/Shanghai (the list filters' `from` / `to`), so times are shown there too. */
export const BUSINESS_ZONE = 'Asia/Shanghai';

/** An instant as the API sends it (ISO text), a `YYYY-MM-DD` calendar day, epoch milliseconds or a Date. */
export type Moment = string | number | Date;

const EMPTY = '—';
const YEAR_FIRST: ReadonlySet<Language> = new Set(['zh-CN', 'zh-TW', 'ja']);
/** A calendar day without a time: the same day wherever it is read, so it is never shifted into a zone. */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The reader's language; anything outside the five (a test's unset i18n) reads as English. */
export function readerLanguage(language: string | undefined = i18n.language): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key);
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter as T;
}

function instantOf(value: Moment | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** Year-first text built from the parts, so no ICU version can turn it into `2026年10月11日` or `24:00`. */
function yearFirst(date: Date, timeZone: string, withTime: boolean): string {
  const parts = cached(`parts:${timeZone}`, () =>
    Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const day = `${part('year')}-${part('month')}-${part('day')}`;
  return withTime ? `${day} ${part('hour')}:${part('minute')}` : day;
}

function styled(date: Date, language: Language, timeZone: string, withTime: boolean): string {
  const formatter = cached(`${language}:${timeZone}:${withTime}`, () =>
    Intl.DateTimeFormat(language, {
      timeZone,
      dateStyle: 'medium',
      ...(withTime ? { timeStyle: 'short', hourCycle: language === 'en' ? 'h12' : 'h23' } : {}),
    }),
  );
  // Newer ICU puts a narrow no-break space before "PM"; one plain space reads (and matches) the same everywhere.
  return formatter.format(date).replace(/[\u202f\u00a0]/g, ' ');
}

function dateText(value: Moment | null | undefined, language: Language, withTime: boolean): string {
  const date = instantOf(value);
  if (!date) return EMPTY;
  const timeZone = typeof value === 'string' && CALENDAR_DAY.test(value) ? 'UTC' : BUSINESS_ZONE;
  return YEAR_FIRST.has(language) ? yearFirst(date, timeZone, withTime) : styled(date, language, timeZone, withTime);
}

/** The day of an instant or a calendar day: `2026-10-11`, `Oct 11, 2026`, `11 oct 2026`; `—` when there is none. */
export const formatDate = (value: Moment | null | undefined, language?: string): string =>
  dateText(value, readerLanguage(language), false);

/** The day and the minute: `2026-10-11 20:00`, `Oct 11, 2026, 8:00 PM`, `11 oct 2026, 20:00`; `—` when there is none. */
export const formatDateTime = (value: Moment | null | undefined, language?: string): string =>
  dateText(value, readerLanguage(language), true);

/** A decimal as the API sends it ("1234.5") or a count, grouped the reader's way; `—` when it is not a number. */
type Amount = string | number | bigint;
const isAmount = (value: Amount | null | undefined): value is Amount =>
  value !== null && value !== undefined && value !== '' && !Number.isNaN(Number(value));

/** `1,234.5` (es: `1234,5`, `12.345,5`). Text is formatted as written, never through a float. */
export function formatNumber(
  value: Amount | null | undefined,
  language?: string,
  options: Intl.NumberFormatOptions = {},
): string {
  if (!isAmount(value)) return EMPTY;
  const reader = readerLanguage(language);
  return cached(`number:${reader}:${JSON.stringify(options)}`, () => Intl.NumberFormat(reader, options)).format(
    typeof value === 'string' ? (value as Intl.StringNumericLiteral) : value,
  );
}

/** A money amount without its currency (a column that names it once): `1,234.50` (es: `1234,50`). */
export const formatAmount = (amount: Amount | null | undefined, language?: string): string =>
  formatNumber(amount, language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Money with its currency code and two decimals: `CNY 1,234.50` (es: `1234,50 CNY`). */
export const formatMoney = (amount: Amount | null | undefined, currency: string, language?: string): string =>
  formatNumber(amount, language, { style: 'currency', currency, currencyDisplay: 'code' });
