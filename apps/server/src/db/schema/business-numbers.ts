import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/**
 * The last serial handed out per series (a number's prefix, with its owner where numbers count per enterprise) and
 * business day (`YYYY-MM-DD`, or '' for a series that never restarts). Drawn by platform/business-numbers.ts.
 */
export const businessNumberCounters = pgTable(
  'business_number_counters',
  {
    series: text('series').notNull(),
    day: text('day').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.series, t.day] })],
);
