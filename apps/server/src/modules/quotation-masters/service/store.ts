import type { Database } from '../../../db/client.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
/** The database or a transaction on it. */
export type Executor = Database | Tx;

/** Today's day (UTC) as YYYY-MM-DD. */
export const today = (): string => new Date().toISOString().slice(0, 10);

/** Whether the database refused a write for a unique key already taken. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
