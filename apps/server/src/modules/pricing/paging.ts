import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, int4, PAGE_SIZES, parseDecimal, text } from '@pcbunion/core';

/** Spec 01 §3 paged list query: page_no, page_size, field, sort, plus a free-text `search`. */
export const pageQuery = z.object({
  page_no: int4({ min: 1, coerce: true }).default(1),
  page_size: int4({ min: 1, max: Math.max(...PAGE_SIZES), coerce: true }).default(DEFAULT_PAGE_SIZE),
  field: text(60).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  search: text(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface Page<T> {
  data: T[];
  total: number;
}

/**
 * Filters, sorts and slices one enterprise's rows (already scoped by the query that loaded them; a book holds
 * hundreds of rows, not millions). Search matches any of `searchable` without case; sort is by `field` when it
 * is one of the row's own keys, else the given order stays.
 */
export function pageOf<T extends object>(
  rows: readonly T[],
  query: PageQuery,
  searchable: (row: T) => Array<string | undefined | null>,
): Page<T> {
  const needle = query.search?.trim().toLowerCase();
  let list = needle
    ? rows.filter((row) => searchable(row).some((text) => text?.toLowerCase().includes(needle)))
    : [...rows];
  const field = query.field;
  if (field && query.sort && list.some((row) => Object.hasOwn(row, field))) {
    const direction = query.sort === 'desc' ? -1 : 1;
    const value = (row: T) => (row as Record<string, unknown>)[field];
    list = list.sort((a, b) => direction * compare(value(a), value(b)));
  }
  const start = (query.page_no - 1) * query.page_size;
  return { data: list.slice(start, start + query.page_size), total: list.length };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === undefined || a === null) return -1;
  if (b === undefined || b === null) return 1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'string' && typeof b === 'string') {
    const x = parseDecimal(a);
    const y = parseDecimal(b);
    if (x !== undefined && y !== undefined) return x.comparedTo(y) || a.localeCompare(b);
  }
  return String(a).localeCompare(String(b));
}

export const uidParams = z.object({ uid: z.uuid() });
