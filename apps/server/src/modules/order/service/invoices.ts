import { centsOfInput, invoiceAmountProblem, textOfCents } from '@pcbunion/core';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { invoiceApplications, orders } from '../../../db/schema/index.js';
import { AppError } from '../../../http/errors.js';
import { businessNumber } from '../../../platform/business-numbers.js';
import type { Executor } from '../../../platform/ledger/index.js';
import { knownUid } from '../../../platform/ids.js';
import { invoicingService } from '../../invoicing/index.js';
import { auditOrder, conflictError, type Bell, type OrderActor, type OrderDeps } from '../context.js';
import { orderMessages } from '../messages.js';
import { ExtraConditionFailed, moveOrder } from './transitions.js';
import type { ApplicationRow, OrderRow } from '../view.js';

/** Cents of an invoice amount: 0 is refused in the spec's words (§5), anything not money as a bad amount. */
export function invoiceCents(value: unknown): bigint {
  const cents = centsOfInput(value);
  if (cents === undefined) throw new AppError(400, orderMessages.badAmount, { field: 'amount' }, 0, 'amount');
  if (cents === 0n) throw new AppError(400, orderMessages.invoiceZero, {}, 0, 'amount');
  return cents;
}

/**
 * The customer applies for an invoice on a paid order with one of its invoicing infos (spec 02 §5): an amount of 0,
 * or beyond what is paid and not yet refunded nor invoiced, is refused. The order's `invoiced` grows by a guarded
 * compare-and-set, so two applications at once never invoice more than was paid.
 */
export async function applyForInvoice(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  no: string,
  input: { info: InvoicingInfo; amount: bigint },
  bells: Bell[],
): Promise<{ order: OrderRow; application: ApplicationRow }> {
  const at = deps.clock.now();
  const info = input.info;
  let order: OrderRow;
  try {
    ({ after: order } = await moveOrder(tx, {
      no,
      action: 'apply_invoice',
      role: 'customer',
      enterpriseUid: actor.enterpriseUid,
      set: { invoiced: sql`${orders.invoiced} + ${input.amount}` },
      extra: sql`${orders.paid} - ${orders.refunded} - ${orders.invoiced} >= ${input.amount}`,
      at,
    }));
  } catch (error) {
    if (!(error instanceof ExtraConditionFailed)) throw error;
    const c = error.current;
    const problem = invoiceAmountProblem(input.amount, c);
    if (problem === 'all_invoiced') throw new AppError(400, orderMessages.invoiceAllDone, { no }, 0, 'amount');
    throw new AppError(
      400,
      orderMessages.invoiceExceeds,
      { no, open: textOfCents(c.paid - c.refunded - c.invoiced) },
      0,
      'amount',
    );
  }
  const snapshot = invoicingSnapshot(info);
  const [application] = await tx
    .insert(invoiceApplications)
    .values({
      applicationNo: await businessNumber(tx, 'IA', at),
      orderId: order.id,
      orderNo: no,
      customerUid: order.customerUid,
      merchantUid: order.merchantUid,
      invoicingInfoId: info.id,
      invoicingInfo: snapshot,
      amount: input.amount,
      currency: order.currency,
      appliedBy: actor.accountUid,
      appliedAt: at,
    })
    .returning();
  await auditOrder(
    tx,
    actor,
    no,
    'apply_invoice',
    null,
    { applicationNo: application!.applicationNo, amount: textOfCents(input.amount), unitName: info.unitName },
    at,
  );
  bells.push({ enterpriseUid: order.merchantUid, side: 'factory', event: 'apply_invoice', no });
  return { order, application: application! };
}

export type InvoicingInfo = Awaited<ReturnType<ReturnType<typeof invoicingService>['get']>>;

/** The caller's invoicing info `id`, valid, read through the invoicing module (before the change's transaction). */
export async function invoicingInfoOf(db: Database, enterpriseUid: string, id: string): Promise<InvoicingInfo> {
  let info: InvoicingInfo;
  try {
    info = await invoicingService(db).get(enterpriseUid, id);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404)
      throw new AppError(400, orderMessages.invoicingInfoRequired, {}, 0, 'invoicingInfoId');
    throw error;
  }
  if (info.status !== 'valid') throw new AppError(400, orderMessages.invoicingInfoInvalid, {}, 0, 'invoicingInfoId');
  return info;
}

/** What an order or an invoice application keeps of the invoicing info. */
export const invoicingSnapshot = (info: InvoicingInfo) => ({
  unitName: info.unitName,
  taxpayerNo: info.taxpayerNo,
  address: info.address,
  detailAddress: info.detailAddress,
  phone: info.phone,
  bank: info.bank,
  bankCardNo: info.bankCardNo,
  email: info.email,
});

/** The factory marks an application issued (optionally with the invoice's number). */
export async function issueInvoice(
  tx: Executor,
  deps: OrderDeps,
  actor: OrderActor,
  id: string,
  invoiceNo: string | null,
  bells: Bell[],
): Promise<ApplicationRow> {
  const at = deps.clock.now();
  const scope = and(eq(invoiceApplications.id, knownUid(id)), eq(invoiceApplications.merchantUid, actor.enterpriseUid));
  const [moved] = await tx
    .update(invoiceApplications)
    .set({ status: 'issued', issuedAt: at, issuedBy: actor.accountUid, invoiceNo })
    .where(and(scope, eq(invoiceApplications.status, 'applied')))
    .returning();
  if (!moved) {
    const [current] = await tx.select().from(invoiceApplications).where(scope);
    if (!current) throw new AppError(404, orderMessages.applicationNotFound, { id });
    throw conflictError(orderMessages.applicationIssued, { no: current.applicationNo });
  }
  await auditOrder(
    tx,
    actor,
    moved.orderNo,
    'issue_invoice',
    { applicationNo: moved.applicationNo, status: 'applied' },
    { applicationNo: moved.applicationNo, status: 'issued', amount: textOfCents(moved.amount), invoiceNo },
    at,
  );
  bells.push({ enterpriseUid: moved.customerUid, side: 'customer', event: 'issue_invoice', no: moved.orderNo });
  return moved;
}
