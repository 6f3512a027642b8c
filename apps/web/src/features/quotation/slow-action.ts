import { ApiError } from '../../api/http';

/** Whether a call ended by a time-out: the server's 504 "continue?" answer, or the client's own 60 s limit. */
export const timedOut = (error: unknown) => error instanceof ApiError && (error.status === 504 || error.timedOut);

/**
 * Work that can take long (audit with recomputation, copy with lines and files; spec 02 §8): on a time-out the user
 * is asked whether to continue; continuing sends the same request again, which is safe (the audit is a
 * compare-and-set, the copy carries the same idempotency key). `ask` resolves true to continue.
 */
export async function withContinuePrompt<T>(
  work: () => Promise<T>,
  ask: () => Promise<boolean>,
): Promise<T | undefined> {
  for (;;) {
    try {
      return await work();
    } catch (error) {
      if (!timedOut(error) || !(await ask())) {
        if (timedOut(error)) return undefined;
        throw error;
      }
    }
  }
}
