import { Decimal, isDecimalText, type PurchaseRole } from '@pcbunion/core';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/errors.js';
import type { Executor } from '../../platform/ledger/index.js';
import { actorOf, type OrderActor } from '../order/index.js';
import { billingMessages } from './messages.js';
import { businessDayStart } from '../../platform/business-day.js';
import { recordAudit } from '../../platform/audit.js';

export type BillingActor = OrderActor;
export type BillingEntity = 'supplier_fee' | 'supplier_statement' | 'supplier_invoice';

/** The side of the caller: a supplier enterprise, or the buying factory (anyone else holding the screen). */
export const roleOf = (request: FastifyRequest): PurchaseRole =>
  actorOf(request).kind === 'supplier' ? 'supplier' : 'factory';
export const roleOfActor = (actor: BillingActor): PurchaseRole => (actor.kind === 'supplier' ? 'supplier' : 'factory');

/** A bell to ring on the other side once the change is committed. */
export interface BillingBell {
  enterpriseUid: string;
  event: string;
  no: string;
  period?: string;
  screen: 'supplier-fees' | 'supplier-statement' | 'supplier-invoice';
  link: string;
}

/** The Shanghai business day of an instant (YYYY-MM-DD) and its month (YYYY-MM). */
export { businessDay, businessMonth } from '../../platform/business-day.js';
/** The instant a Shanghai business day starts. */
export const dayStart = businessDayStart;

/** One audit-log row, in the change's transaction; `by` and `role` keep the actor for the log in words. */
export async function audit(
  tx: Executor,
  actor: BillingActor,
  entity: BillingEntity,
  no: string,
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
    entityUid: no,
    action,
    before,
    after: { ...after, by: actor.name, role: roleOfActor(actor) },
    ip: actor.ip,
  });
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export function dateField(value: string, field: string): string {
  if (!DATE.test(value) || !realDay(value)) throw new AppError(400, billingMessages.badDate, { field }, 0, field);
  return value;
}

/** A positive decimal of at most `scale` decimals (a quantity, a price), as plain text. */
export function positive(value: string | number, field: string, scale: number): string {
  const text = String(value).trim();
  const bad = () => new AppError(400, billingMessages.badNumber, { field, scale }, 0, field);
  if (!isDecimalText(text)) throw bad();
  const number = new Decimal(text);
  if (number.lte(0) || number.decimalPlaces() > scale || number.gte(1e12)) throw bad();
  return number.toFixed();
}

export function taxRate(value: string | number | undefined | null, field: string): string {
  if (value === undefined || value === null || value === '') return '0';
  const text = String(value).trim();
  if (
    !isDecimalText(text) ||
    new Decimal(text).lt(0) ||
    new Decimal(text).gt(100) ||
    new Decimal(text).decimalPlaces() > 6
  )
    throw new AppError(400, billingMessages.badRate, { field }, 0, field);
  return new Decimal(text).toFixed();
}

/** A numeric column as plain text: "100.0000" → "100". */
export const plain = (value: string | null) => (value === null ? null : new Decimal(value).toFixed());

/** A day the calendar has: 2026-02-30 is not March 2nd. */
function realDay(value: string): boolean {
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}
