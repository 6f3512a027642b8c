import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@pcbunion/core';
import { z } from 'zod';

/** Spec 01 §3 paged list query: page_no, page_size, field, sort, and a free-text `search`. */
export const pageQuery = z.object({
  page_no: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce
    .number()
    .int()
    .min(1)
    .max(Math.max(...PAGE_SIZES))
    .default(DEFAULT_PAGE_SIZE),
  field: z.string().max(60).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  search: z.string().max(100).optional(),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Searches, sorts (by one of the row's own keys, decimals as numbers) and slices one factory's master rows. */
export function pageOf<T extends object>(
  rows: readonly T[],
  query: PageQuery,
  searchable: (row: T) => Array<string | null | undefined>,
) {
  const needle = query.search?.trim().toLowerCase();
  let list = needle
    ? rows.filter((row) => searchable(row).some((text) => text?.toLowerCase().includes(needle)))
    : [...rows];
  const field = query.field;
  if (field && query.sort && list.some((row) => Object.hasOwn(row, field))) {
    const sign = query.sort === 'desc' ? -1 : 1;
    const value = (row: T) => (row as Record<string, unknown>)[field];
    list = list.sort((a, b) => sign * compare(value(a), value(b)));
  }
  const start = (query.page_no - 1) * query.page_size;
  return { data: list.slice(start, start + query.page_size), total: list.length };
}

function compare(a: unknown, b: unknown): number {
  if (a === b) return 0;
  if (a === null || a === undefined) return -1;
  if (b === null || b === undefined) return 1;
  const x = Number(a);
  const y = Number(b);
  if (typeof a !== 'boolean' && a !== '' && b !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return String(a).localeCompare(String(b));
}

/** A decimal column value written back without trailing zeros ("12.500000" → "12.5"). */
export const plain = (text: string | null) =>
  text === null ? null : text.includes('.') ? text.replace(/0+$/, '').replace(/\.$/, '') : text;
