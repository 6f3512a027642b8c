import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, purchaseOrders, purchaseReceipts, staff, supplierFees } from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { BillingActor, BillingBell } from './context.js';
import { moveFee, proposeFee } from './service/fees.js';
import { matchBasis, moveInvoice, submitInvoice } from './service/invoices.js';
import { issueStatement, linesOf, moveStatement } from './service/statements.js';

const DAY = 86_400_000;

/**
 * A month of supplier billing between the demo factory and the demo supplier, made through the same services as the
 * screens (so the operation logs read in words), on top of the purchase demo's receipts: a freight fee accepted, an
 * expediting fee waiting, a tooling fee rejected; the statement of each month with receipts — the first disputed on
 * one line, reissued with an adjustment, confirmed and invoiced (matched and accepted); a later one waiting for the
 * supplier. Runs once: a factory that has supplier fees is left alone.
 */
export async function seedSupplierBillingDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const factoryUid = parties.find((p) => p.no === 'E0001')?.uid;
  const supplierUid = parties.find((p) => p.no === 'E0003')?.uid;
  if (!factoryUid || !supplierUid) return;
  const [done] = await db
    .select({ uid: supplierFees.uid })
    .from(supplierFees)
    .where(eq(supplierFees.factoryUid, factoryUid))
    .limit(1);
  if (done) return;
  const orders = await db
    .select()
    .from(purchaseOrders)
    .where(
      and(
        eq(purchaseOrders.factoryUid, factoryUid),
        eq(purchaseOrders.supplierUid, supplierUid),
        inArray(purchaseOrders.status, ['partly_received', 'received']),
      ),
    )
    .orderBy(asc(purchaseOrders.orderDate));
  if (!orders.length) return;
  const receipts = await db
    .select({ on: purchaseReceipts.receivedOn })
    .from(purchaseReceipts)
    .where(eq(purchaseReceipts.factoryUid, factoryUid))
    .orderBy(asc(purchaseReceipts.receivedOn));
  const months = [...new Set(receipts.map((r) => r.on.slice(0, 7)))];
  const actorOf = async (enterpriseUid: string, kind: 'factory' | 'supplier'): Promise<BillingActor> => {
    const [member] = await db
      .select({ accountUid: staff.accountUid, name: staff.staffName })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
      .limit(1);
    return { enterpriseUid, accountUid: member?.accountUid ?? null, name: member?.name ?? '', ip: null, kind };
  };
  const buyer = await actorOf(factoryUid, 'factory');
  const seller = await actorOf(supplierUid, 'supplier');
  const bells: BillingBell[] = [];
  // The freight of the first delivery is proposed the day after it and accepted the next day, so it falls in a month
  // of receipts (between the first and the last demo receipt) and on a statement; never accepted before proposed.
  let now = Date.now() - 27 * DAY;
  const clock = { now: () => new Date((now += 3_600_000)) } as Clock;
  await db.transaction(async (tx) => {
    const first = orders[0]!;
    const second = orders[1] ?? first;
    const freight = await proposeFee(
      tx,
      clock,
      seller,
      {
        orderNo: first.orderNo,
        kind: 'freight',
        amount: '350.00',
        taxRate: '9',
        description: '专车送货 Dedicated truck',
      },
      bells,
    );
    now = Date.now() - 26 * DAY;
    await moveFee(tx, clock, buyer, freight.feeNo, 'accept', {}, bells);
    now = Date.now() - 20 * DAY;
    const tooling = await proposeFee(
      tx,
      clock,
      seller,
      {
        orderNo: second.orderNo,
        kind: 'tooling',
        amount: '1200.00',
        taxRate: '13',
        description: '裁切模具 Cutting die',
      },
      bells,
    );
    await moveFee(
      tx,
      clock,
      buyer,
      tooling.feeNo,
      'reject',
      { reason: '模具费已含在单价中 Tooling is included in the unit price' },
      bells,
    );
    now = Date.now() - 2 * DAY;
    await proposeFee(
      tx,
      clock,
      seller,
      {
        orderNo: second.orderNo,
        kind: 'expediting',
        amount: '800.00',
        taxRate: '13',
        description: '第二批加急 Rush on the second lot',
      },
      bells,
    );
    for (const [index, period] of months.entries()) {
      now = Date.now() - (months.length - index) * DAY;
      const statement = await issueStatement(
        tx,
        clock,
        buyer,
        { supplierUid, period, note: `${period} 月结 Monthly statement` },
        bells,
      );
      if (index === months.length - 1 && months.length > 1) continue;
      const [line] = await linesOf(tx, statement.uid);
      await moveStatement(
        tx,
        clock,
        seller,
        statement.statementNo,
        'dispute',
        {
          version: 1,
          lines: [
            { lineUid: line!.uid, reason: '送货单数量与收货不符，请核对 Quantity differs from our delivery note' },
          ],
        },
        bells,
      );
      await moveStatement(
        tx,
        clock,
        buyer,
        statement.statementNo,
        'reissue',
        { version: 1, adjustment: '-50.00', adjustmentReason: '包装破损折让 Allowance for damaged packaging' },
        bells,
      );
      const confirmed = await moveStatement(tx, clock, seller, statement.statementNo, 'confirm', { version: 2 }, bells);
      const basis = await matchBasis(tx, confirmed);
      const invoice = await submitInvoice(
        tx,
        clock,
        seller,
        {
          statementNo: statement.statementNo,
          supplierInvoiceNo: `0441${period.replace('-', '')}01`,
          includeFees: true,
          // A line returned whole in the month has nothing left to invoice (the months move with today's date).
          lines: basis
            .filter((b) => new Decimal(b.invoiceable).gt(0))
            .map((b) => ({ orderLineUid: b.orderLineUid, quantity: b.invoiceable, unitPrice: b.orderPrice })),
        },
        bells,
      );
      await moveInvoice(tx, clock, buyer, invoice.invoiceNo, 'accept', {}, bells);
    }
  });
}
