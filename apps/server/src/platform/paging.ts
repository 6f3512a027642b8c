import { DEFAULT_PAGE_SIZE, int4, text } from '@pcbunion/core';
import { asc, desc, type AnyColumn } from 'drizzle-orm';
import { z } from 'zod';

/** The paged-table query of spec 01 §3: page_no, page_size, field, sort (asc | desc); answers `{ data, total }`. */
export const pagingQuery = {
  page_no: int4({ min: 1, coerce: true }).default(1),
  page_size: int4({ min: 1, max: 100, coerce: true }).default(DEFAULT_PAGE_SIZE),
  field: text(64).optional(),
  sort: z.enum(['asc', 'desc']).optional(),
};

export interface Paging {
  page_no: number;
  page_size: number;
  field?: string;
  sort?: 'asc' | 'desc';
}

export const offsetOf = (p: Paging) => (p.page_no - 1) * p.page_size;

/** The ORDER BY of a page: the requested field when it is one of `sortable`, else the fallback. */
export function orderOf(p: Paging, sortable: Record<string, AnyColumn>, fallback: ReturnType<typeof asc>) {
  // Own keys only: `field=__proto__` or `constructor` must not reach an object's prototype.
  const column = p.field && Object.hasOwn(sortable, p.field) ? sortable[p.field] : undefined;
  if (!column) return fallback;
  return p.sort === 'desc' ? desc(column) : asc(column);
}

/** `%text%` for ILIKE with the user's wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
