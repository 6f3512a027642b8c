import type { Language } from '../../http/language.js';
import type { Executor } from '../../platform/ledger/index.js';
import { recordAudit } from '../../platform/audit.js';

/** Who acts: a staff member of an enterprise, in the reader's language. */
export interface BillingCaller {
  enterpriseUid: string;
  accountUid: string;
  name: string;
  ip: string | null;
  language: Language;
}

/** A bell to ring on the other side once the change is committed. */
export interface BillingBell {
  enterpriseUid: string;
  screen: 'customer-statement' | 'customer-invoice';
  event: string;
  values: Record<string, string>;
}

export type Side = 'customer' | 'factory';

export async function auditBilling(
  tx: Executor,
  caller: BillingCaller,
  entity: 'customer_statement' | 'customer_invoice',
  no: string,
  action: string,
  after: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: caller.accountUid,
    enterpriseUid: caller.enterpriseUid,
    entity,
    entityUid: no,
    action,
    before: null,
    after,
    ip: caller.ip,
  });
}

/** Whether an error is PostgreSQL's unique violation (23505), on pg and PGlite alike. */
export function isUniqueViolation(error: unknown): boolean {
  const code =
    (error as { code?: string; cause?: { code?: string } })?.code ??
    (error as { cause?: { code?: string } })?.cause?.code;
  return code === '23505';
}
