import { DATA_SERVICE_PAGE_SIZE, DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@pcbunion/core';

/** What a paged list call takes (spec 01 §3): page_no, page_size, field and sort (asc | desc), plus the filters. */
export interface PageParams {
  page_no: number;
  page_size: number;
  field?: string;
  sort?: 'asc' | 'desc';
}

export interface PageAnswer<T> {
  data: T[];
  total: number;
}

/** Tables are paged by 20, 60 or 100 (20 first); data-service lists by 12 first (spec 02 §9), 20, 60 or 100 after. */
export const pageSizesOf = (dataService = false): number[] =>
  dataService ? [DATA_SERVICE_PAGE_SIZE, ...PAGE_SIZES] : [...PAGE_SIZES];

export const firstPage = (dataService = false): PageParams => ({
  page_no: 1,
  page_size: dataService ? DATA_SERVICE_PAGE_SIZE : DEFAULT_PAGE_SIZE,
});

/** antd's sorter order → the `sort` the API takes; none clears field and sort. */
export function sortParams(
  field: unknown,
  order: 'ascend' | 'descend' | null | undefined,
): Pick<PageParams, 'field' | 'sort'> {
  if (!order || field === undefined || field === null) return {};
  const name = Array.isArray(field) ? field.join('.') : String(field);
  return { field: name, sort: order === 'ascend' ? 'asc' : 'desc' };
}

export const NOT_APPLICABLE = 'N/A';

/** Which columns the 合计 row adds up: their dataIndex; with `groupOf` (a row's currency), only rows of one group add up. */
export interface SummarySpec<T> {
  columns: readonly string[];
  groupOf?: (row: T) => string;
}

/**
 * The summary row (spec 01 §9): per column, the sum when every value is a number (or a numeric string),
 * else N/A. The sum is exact in decimal (0.1 + 0.2 is 0.3, 3000000000.07 + 0.01 is 3000000000.08): each value is
 * read as the decimal it shows, and added as a whole number of its smallest unit. With a spec, only its columns
 * are added up (a version or a phone number is a number, not a quantity), and amounts in two currencies are N/A.
 */
export function summaryOf<T>(
  rows: readonly T[],
  dataIndexes: readonly (string | undefined)[],
  spec?: SummarySpec<T>,
): Array<number | typeof NOT_APPLICABLE> {
  return summaryTextOf(rows, dataIndexes, spec).map((text) => (text === NOT_APPLICABLE ? text : Number(text)));
}

/** As `summaryOf`, each sum written with as many decimals as its values show (12.30 + 1.20 is "13.50"). */
export function summaryTextOf<T>(
  rows: readonly T[],
  dataIndexes: readonly (string | undefined)[],
  spec?: SummarySpec<T>,
): string[] {
  const mixed = spec?.groupOf !== undefined && new Set(rows.map(spec.groupOf)).size > 1;
  return dataIndexes.map((key) => {
    if (!key || !rows.length || mixed || (spec && !spec.columns.includes(key))) return NOT_APPLICABLE;
    const values: ScaledDecimal[] = [];
    for (const row of rows) {
      const value = decimalOf((row as Record<string, unknown>)[key]);
      if (!value) return NOT_APPLICABLE;
      values.push(value);
    }
    return sumOf(values);
  });
}

/** A decimal as a whole number of units of 10^-scale: 12.30 is { units: 123n, scale: 1 }. */
interface ScaledDecimal {
  units: bigint;
  scale: number;
}

/** A number, or a string that reads as one, as the decimal it shows (its shortest text); null for anything else. */
function decimalOf(value: unknown): ScaledDecimal | null {
  // An amount sent as text keeps its decimals ("12.30" is 1230 hundredths).
  const text = typeof value === 'string' ? /^(-?)(\d+)(?:\.(\d+))?$/.exec(value.trim()) : null;
  if (text) return { units: BigInt(`${text[1]}${text[2]}${text[3] ?? ''}`), scale: (text[3] ?? '').length };
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
  if (!Number.isFinite(n)) return null;
  const [, sign, whole, fraction = '', exponent = '0'] = /^(-?)(\d+)(?:\.(\d+))?(?:e([+-]\d+))?$/.exec(String(n))!;
  const units = BigInt(`${sign}${whole}${fraction}`);
  const scale = fraction.length - Number(exponent);
  return scale >= 0 ? { units, scale } : { units: units * 10n ** BigInt(-scale), scale: 0 };
}

/** The exact sum, written with the largest number of decimals among its values. */
function sumOf(values: readonly ScaledDecimal[]): string {
  const scale = Math.max(...values.map((v) => v.scale));
  const units = values.reduce((sum, v) => sum + v.units * 10n ** BigInt(scale - v.scale), 0n);
  if (scale === 0) return units.toString();
  const digits = (units < 0n ? -units : units).toString().padStart(scale + 1, '0');
  return `${units < 0n ? '-' : ''}${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
}
