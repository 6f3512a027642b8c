import type { LocalizedText } from '../../../http/messages.js';
import { QuotationTimeout } from '../errors.js';

/**
 * Work that can take long (an audit recomputing the cost, a copy with its lines and files) answers within
 * `ms`: past it the caller gets 504 with the "continue?" prompt of spec 02 §8 while the transaction goes on and
 * commits or rolls back by itself. Continuing is safe: the audit is a compare-and-set (a second try learns the
 * state), the copy carries an idempotency key (a second try finds the copy).
 */
export async function withinDeadline<T>(work: Promise<T>, ms: number, prompt: LocalizedText): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new QuotationTimeout(prompt)), ms);
  });
  work.catch(() => undefined); // a failure after the deadline is the transaction's own business (rolled back)
  try {
    return await Promise.race([work, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** `QUOTATION_WORK_TIMEOUT_MS` (default 30 s, under the web client's 60 s). */
export function workTimeoutMs(): number {
  const value = Number(process.env.QUOTATION_WORK_TIMEOUT_MS ?? 30_000);
  return Number.isFinite(value) && value >= 0 ? value : 30_000;
}
