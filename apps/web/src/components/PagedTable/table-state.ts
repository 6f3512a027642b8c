import { DEFAULT_PAGE_SIZE } from '@pcbunion/core';

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

export const firstPage = (): PageParams => ({ page_no: 1, page_size: DEFAULT_PAGE_SIZE });

/** antd's sorter order → the `sort` the API takes; none clears field and sort. */
export function sortParams(field: unknown, order: 'ascend' | 'descend' | null | undefined): Pick<PageParams, 'field' | 'sort'> {
  if (!order || field === undefined || field === null) return {};
  const name = Array.isArray(field) ? field.join('.') : String(field);
  return { field: name, sort: order === 'ascend' ? 'asc' : 'desc' };
}

export const NOT_APPLICABLE = 'N/A';

/**
 * The summary row (spec 01 §9): per column, the sum when every value is a number (or a numeric string),
 * else N/A. Sums are rounded to 6 decimals to hide binary noise (money columns format their own cells).
 */
export function summaryOf<T>(rows: readonly T[], dataIndexes: readonly (string | undefined)[]): Array<number | typeof NOT_APPLICABLE> {
  return dataIndexes.map((key) => {
    if (!key || !rows.length) return NOT_APPLICABLE;
    let sum = 0;
    for (const row of rows) {
      const value = (row as Record<string, unknown>)[key];
      const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : NaN;
      if (!Number.isFinite(n)) return NOT_APPLICABLE;
      sum += n;
    }
    return Math.round(sum * 1e6) / 1e6;
  });
}
