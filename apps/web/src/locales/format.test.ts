import i18n from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { formatAmount, formatDate, formatDateTime, formatMoney, formatNumber, readerLanguage } from './format';

// 20:00, midnight and noon in Asia/Shanghai (UTC+8), the zone the platform counts business days in.
const evening = '2026-10-11T12:00:00.000Z';
const midnight = '2026-10-11T16:00:00.000Z';
const noon = '2026-10-11T04:00:00.000Z';

const cases = [
  {
    language: 'zh-CN',
    date: '2026-10-11',
    evening: '2026-10-11 20:00',
    midnight: '2026-10-12 00:00',
    noon: '2026-10-11 12:00',
  },
  {
    language: 'zh-TW',
    date: '2026-10-11',
    evening: '2026-10-11 20:00',
    midnight: '2026-10-12 00:00',
    noon: '2026-10-11 12:00',
  },
  {
    language: 'ja',
    date: '2026-10-11',
    evening: '2026-10-11 20:00',
    midnight: '2026-10-12 00:00',
    noon: '2026-10-11 12:00',
  },
  {
    language: 'en',
    date: 'Oct 11, 2026',
    evening: 'Oct 11, 2026, 8:00 PM',
    midnight: 'Oct 12, 2026, 12:00 AM',
    noon: 'Oct 11, 2026, 12:00 PM',
  },
  {
    language: 'es',
    date: '11 oct 2026',
    evening: '11 oct 2026, 20:00',
    midnight: '12 oct 2026, 0:00',
    noon: '11 oct 2026, 12:00',
  },
] as const;

describe.each(cases)('dates in $language', (c) => {
  it('shows the day of an instant in the business zone', () => {
    expect(formatDate(evening, c.language)).toBe(c.date);
    expect(formatDate(new Date(evening), c.language)).toBe(c.date);
  });

  it('shows a date-time to the minute, midnight and noon included', () => {
    expect(formatDateTime(evening, c.language)).toBe(c.evening);
    expect(formatDateTime(midnight, c.language)).toBe(c.midnight);
    expect(formatDateTime(noon, c.language)).toBe(c.noon);
  });

  it('shows a calendar day as that day, never shifted by a zone', () => {
    expect(formatDate('2026-10-11', c.language)).toBe(c.date);
  });

  it('never shows a US-format date', () => {
    expect(formatDateTime(evening, c.language)).not.toMatch(/\d{1,2}\/\d{1,2}\/\d{4}/);
  });
});

describe('the reader', () => {
  // The shared i18next instance is only borrowed (test files share a worker): its language is put back after.
  const before = i18n.language;
  afterEach(() => {
    i18n.language = before;
  });

  it('reads the current i18n language when none is passed, English outside the five', () => {
    i18n.language = 'zh-CN';
    expect(formatDateTime(evening)).toBe('2026-10-11 20:00');
    expect(readerLanguage('cimode')).toBe('en');
    expect(readerLanguage(undefined)).toBe('zh-CN');
  });

  it('shows a dash for a missing or broken moment', () => {
    expect(formatDate(null, 'en')).toBe('—');
    expect(formatDateTime(undefined, 'ja')).toBe('—');
    expect(formatDateTime('not a date', 'zh-CN')).toBe('—');
  });
});

describe('numbers and money', () => {
  it('groups the reader’s way, from the decimal text as written', () => {
    expect(formatNumber('1234567.5', 'zh-CN')).toBe('1,234,567.5');
    expect(formatNumber(12345, 'es')).toBe('12.345');
    expect(formatNumber('0.1', 'ja')).toBe('0.1');
    expect(formatNumber('12345678901234567.89', 'en', { minimumFractionDigits: 2 })).toBe('12,345,678,901,234,567.89');
  });

  it('shows money with its currency code and two decimals', () => {
    const plain = (text: string) => text.replace(/\u00a0/g, ' ');
    expect(plain(formatMoney('1234.5', 'CNY', 'zh-CN'))).toBe('CNY 1,234.50');
    expect(plain(formatMoney('1234.5', 'USD', 'en'))).toBe('USD 1,234.50');
    expect(plain(formatMoney('12345.5', 'EUR', 'es'))).toBe('12.345,50 EUR');
    expect(formatMoney(null, 'CNY', 'en')).toBe('—');
    expect(formatAmount('1234.5', 'ja')).toBe('1,234.50');
    expect(formatAmount('1234.5', 'es')).toBe('1234,50');
  });
});
