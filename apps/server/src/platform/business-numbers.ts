import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { businessNumberCounters } from '../db/schema/index.js';
import { businessDay, businessSecond } from './business-day.js';

type Executor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * The next serial of a series on a day (1, 2, …), drawn in the caller's transaction: the counter row's update
 * waits for any other open transaction holding it, so two callers never draw the same serial, and a rollback
 * gives its serial back. `above` is the highest serial already used outside the counter (typed in, or older rows).
 */
export async function nextSerial(db: Executor, series: string, day = '', above = 0): Promise<number> {
  const [row] = await db
    .insert(businessNumberCounters)
    .values({ series, day, last: above + 1 })
    .onConflictDoUpdate({
      target: [businessNumberCounters.series, businessNumberCounters.day],
      set: { last: sql`greatest(${businessNumberCounters.last}, ${above}::integer) + 1` },
    })
    .returning({ last: businessNumberCounters.last });
  return row!.last;
}

const padded = (serial: number, width: number) => String(serial).padStart(width, '0');

/**
 * A business number: prefix, Shanghai date and time to the second, the prefix's serial of that business day
 * (OD20261125183015000001). `width` is the serial's digits; a day past them gets a longer, still unique number.
 */
export async function businessNumber(db: Executor, prefix: string, at: Date, width = 6): Promise<string> {
  return `${prefix}${businessSecond(at)}${padded(await nextSerial(db, prefix, businessDay(at)), width)}`;
}

/** A number counted per owner and day: prefix, `YYYYMMDD`, the owner's serial of the day (QT202611250001). */
export async function dailyNumber(
  db: Executor,
  prefix: string,
  owner: string,
  day: string,
  options: { width?: number; above?: number } = {},
): Promise<string> {
  const serial = await nextSerial(db, owner ? `${prefix}:${owner}` : prefix, day, options.above);
  return `${prefix}${day.replaceAll('-', '')}${padded(serial, options.width ?? 4)}`;
}
