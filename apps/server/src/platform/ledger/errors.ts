/** Why the ledger refused a transaction; the caller turns it into its own answer (e.g. a 400 naming the amount). */
export type LedgerRefusal =
  'unbalanced' | 'insufficient_funds' | 'not_pending' | 'already_resolved' | 'already_reversed' | 'not_found';

export class LedgerError extends Error {
  constructor(
    readonly refusal: LedgerRefusal,
    message: string,
    readonly accountId?: string,
  ) {
    super(message);
    this.name = 'LedgerError';
  }
}

/** The PostgreSQL error code of a failed query (drizzle wraps the driver's error in `cause`). */
export function pgCode(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } };
  const code = typeof e?.code === 'string' ? e.code : e?.cause?.code;
  return typeof code === 'string' ? code : undefined;
}

/** The constraint a failed query broke, when the driver says. */
export function pgConstraint(error: unknown): string | undefined {
  const e = error as { constraint?: unknown; cause?: { constraint?: unknown } };
  const name = e?.constraint ?? e?.cause?.constraint;
  return typeof name === 'string' ? name : undefined;
}
