import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerStatements, deliveries, enterprises, staff } from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { BillingCaller } from './context.js';
import { invoiceService } from './service/invoices.js';
import { statementService } from './service/statements.js';
import { businessMonth } from '../../platform/business-day.js';

const month = businessMonth;

/**
 * The demo month of billing between the demo factory and the demo customer, made through the same services as the
 * screens (so the log reads in words), from the deliveries the customer received: the statement of each month with
 * deliveries, the month before this one confirmed and invoiced (issued and sent), this month's sent and waiting for
 * the customer. Does nothing without received demo deliveries, or when the factory already has statements.
 */
export async function seedCustomerBillingDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0002']));
  const factoryUid = parties.find((p) => p.no === 'E0001')?.uid;
  const customerUid = parties.find((p) => p.no === 'E0002')?.uid;
  if (!factoryUid || !customerUid) return;
  const [done] = await db
    .select({ id: customerStatements.id })
    .from(customerStatements)
    .where(eq(customerStatements.merchantUid, factoryUid))
    .limit(1);
  if (done) return;
  const received = await db
    .select({ at: deliveries.receivedAt })
    .from(deliveries)
    .where(
      and(
        eq(deliveries.merchantUid, factoryUid),
        eq(deliveries.customerUid, customerUid),
        eq(deliveries.status, 'received'),
        isNotNull(deliveries.receivedAt),
      ),
    )
    .orderBy(asc(deliveries.receivedAt));
  const months = [...new Set(received.map((r) => month(r.at!)))].slice(-2);
  if (!months.length) return;
  const callerOf = async (enterpriseUid: string): Promise<BillingCaller> => {
    const [member] = await db
      .select({ accountUid: staff.accountUid, name: staff.staffName })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
      .limit(1);
    return { enterpriseUid, accountUid: member!.accountUid, name: member!.name, ip: null, language: 'zh-CN' };
  };
  const seller = await callerOf(factoryUid);
  const buyer = await callerOf(customerUid);
  const clock: Clock = { now: () => new Date() } as Clock;
  const statements = statementService(db, clock);
  const invoices = invoiceService(db, clock);
  const current = month(new Date());
  for (const period of months) {
    await seedMonth(period).catch(() => undefined);
  }

  /** One month; a refusal (a statement made meanwhile, nothing left to invoice) leaves the demo as it is. */
  async function seedMonth(period: string) {
    const made = await statements.create(seller, { customerUid: customerUid!, period, note: `${period} 对账` });
    await statements.adjust(seller, made.no, { adjustments: [{ description: '运费补贴', amount: '-50.00' }] });
    await statements.act(seller, made.no, 'send', {}, []);
    if (period === current) return;
    const detail = await statements.detail(buyer, made.no);
    await statements.answer(
      buyer,
      made.no,
      { lines: detail.lines.map((l) => ({ position: l.position, answer: 'confirmed' as const })) },
      [],
    );
    const invoice = await invoices.create(seller, { statementNo: made.no, taxRate: '13' });
    await invoices.act(seller, invoice.no, 'issue', { taxInvoiceNo: `4403${period.replace('-', '')}01` }, []);
    await invoices.act(seller, invoice.no, 'send', {}, []);
  }
}
