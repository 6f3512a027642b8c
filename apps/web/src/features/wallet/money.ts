import { isMoneyText } from '@pcbunion/core';

/** The largest single recharge or withdrawal the screens accept: 1,000,000.00 (the server's limit too). */
export const MAX_MONEY_MOVE = '1000000.00';

/** Cents of an amount a person typed ("12.5" → 1250n), or null when it is not a number with at most two decimals. */
export function centsOfTyped(text: string | undefined | null): bigint | null {
  if (text === undefined || text === null || !isMoneyText(String(text))) return null;
  const [whole = '0', fraction = ''] = String(text).trim().split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0') || '0');
}

/** The wire form of a typed amount: "12.5" → "12.50". */
export function amountText(text: string): string {
  const cents = centsOfTyped(text) ?? 0n;
  return `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
}

const SYMBOLS: Record<string, string> = { CNY: '¥', USD: '$', EUR: '€', HKD: 'HK$', TWD: 'NT$', JPY: '¥', KRW: '₩' };
export const currencySymbol = (code: string | undefined) => (code ? (SYMBOLS[code] ?? `${code} `) : '¥');
