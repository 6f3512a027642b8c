import { and, eq, inArray } from 'drizzle-orm';
import { staff } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../../platform/ledger/index.js';
import type { OrderActor } from '../order/index.js';
import { customerMessages } from './messages.js';
import { recordAudit } from '../../platform/audit.js';

export type CustomerActor = OrderActor;

/** Only a factory keeps customer files and leads: a customer or supplier enterprise calling is refused (403). */
export function factoryOnly(actor: CustomerActor): void {
  if (actor.kind !== 'factory') throw new AppError(403, customerMessages.factoryOnly);
}

export { businessDay } from '../../platform/business-day.js';

/** One audit-log row, in the change's transaction; `by` keeps the actor's name for the log in words. */
export async function auditCustomer(
  tx: Executor,
  actor: CustomerActor,
  entity: 'customer' | 'customer_lead',
  entityUid: string,
  action: string,
  before: Record<string, unknown> | null,
  after: Record<string, unknown>,
  at: Date,
): Promise<void> {
  await recordAudit(tx, {
    at,
    actorAccountUid: actor.accountUid,
    enterpriseUid: actor.enterpriseUid,
    entity,
    entityUid,
    action,
    before,
    after: { ...after, by: actor.name },
    ip: actor.ip,
  });
}

/** A salesman must be an active staff member of the caller's enterprise (400 naming the field otherwise). */
export async function checkSalesman(
  tx: Executor,
  enterpriseUid: string,
  salesmanUid: string | null | undefined,
): Promise<void> {
  if (!salesmanUid) return;
  const [member] = await tx
    .select({ uid: staff.uid })
    .from(staff)
    .where(and(eq(staff.uid, salesmanUid), eq(staff.enterpriseUid, enterpriseUid), eq(staff.status, 'active')));
  if (!member) throw new AppError(400, customerMessages.badSalesman, {}, 0, 'salesmanUid');
}

/** Staff names by uid (the salesman column). */
export async function staffNames(tx: Executor, uids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(uids.filter((u): u is string => !!u))];
  const rows = wanted.length
    ? await tx.select({ uid: staff.uid, name: staff.staffName }).from(staff).where(inArray(staff.uid, wanted))
    : [];
  return new Map(rows.map((r) => [r.uid, r.name]));
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A whole day YYYY-MM-DD that exists (2026-02-30 does not). */
export function dayField(value: string, field: string): string {
  const parsed = new Date(`${value}T00:00:00Z`);
  if (!DATE.test(value) || Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== value)
    throw new AppError(400, 'field.malformed', { format: 'YYYY-MM-DD' }, 0, field);
  return value;
}
