import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  customerInvoices,
  customerStatements,
  deliveries,
  deliveryDelays,
  deliveryLines,
  enterprises,
  orders,
  recharges,
  saleNotices,
} from '../../db/schema/index.js';
import { loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedSalesDemoMonth } from '../sales/index.js';
import { delayService } from './index.js';
import { addBusinessDays, businessMonth } from '../../platform/business-day.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

// The day before this month's first day is in last month.
const lastMonth = () => addBusinessDays(`${businessMonth(new Date())}-01`, -1).slice(0, 7);

it('seeds a month of sales between the demo factory and the demo customer through the services, once', async () => {
  const db = server.database.db;
  await seedSalesDemoMonth(db, delayService);
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0002']));
  const factoryUid = parties.find((p) => p.no === 'E0001')!.uid;
  const customerUid = parties.find((p) => p.no === 'E0002')!.uid;

  // Paid orders (through the ledger), released notices, two of them acknowledged by production.
  const paid = await db
    .select()
    .from(orders)
    .where(and(eq(orders.merchantUid, factoryUid), eq(orders.customerUid, customerUid)));
  expect(paid).toHaveLength(3);
  expect(paid.every((o) => o.paymentTransactionId !== null && o.paid === o.total)).toBe(true);
  expect(paid.map((o) => o.status).sort()).toEqual(['paid', 'pending_shipment', 'pending_shipment']);
  const notices = await db
    .select()
    .from(saleNotices)
    .where(and(eq(saleNotices.merchantUid, factoryUid), eq(saleNotices.customerUid, customerUid)));
  expect(notices.map((n) => n.status).sort()).toEqual(['acknowledged', 'acknowledged', 'released']);

  // Deliveries in parts: two received (one line disputed with its reason), one on its way.
  const made = await db
    .select()
    .from(deliveries)
    .where(and(eq(deliveries.merchantUid, factoryUid), eq(deliveries.customerUid, customerUid)));
  expect(made.map((d) => d.status).sort()).toEqual(['received', 'received', 'shipped']);
  const lines = await db
    .select()
    .from(deliveryLines)
    .where(
      inArray(
        deliveryLines.deliveryId,
        made.map((d) => d.id),
      ),
    );
  expect(lines.filter((l) => (l.disputed ?? 0) > 0)).toMatchObject([
    { accepted: 194, disputed: 6, disputeReason: expect.stringContaining('solder mask') },
  ]);
  const perNotice = new Map<string, number>();
  for (const l of lines) perNotice.set(l.saleNoticeNo, (perNotice.get(l.saleNoticeNo) ?? 0) + l.quantity);
  expect([...perNotice.values()].sort()).toEqual([300, 500]);

  // One delay agreed (the notice's date moved to it), one waiting for the customer.
  const delays = await db
    .select()
    .from(deliveryDelays)
    .where(and(eq(deliveryDelays.merchantUid, factoryUid), eq(deliveryDelays.customerUid, customerUid)));
  expect(delays.map((d) => d.status).sort()).toEqual(['agreed', 'pending']);
  const agreed = delays.find((d) => d.status === 'agreed')!;
  expect(notices.find((n) => n.id === agreed.saleNoticeId)!.deliveryDate).toBe(agreed.toDate);

  // Last month's statement confirmed and invoiced (issued, then sent); nothing billed this month.
  const statements = await db.select().from(customerStatements).where(eq(customerStatements.merchantUid, factoryUid));
  expect(statements).toMatchObject([{ period: lastMonth(), status: 'confirmed' }]);
  const invoices = await db.select().from(customerInvoices).where(eq(customerInvoices.merchantUid, factoryUid));
  expect(invoices).toMatchObject([{ status: 'sent' }]);

  // The money went through the ledger: one sandbox recharge of what the orders cost, and the ledger balances.
  const total = paid.reduce((sum, o) => sum + o.total, 0n);
  const topUps = await db
    .select()
    .from(recharges)
    .where(and(eq(recharges.enterpriseUid, customerUid), eq(recharges.amount, total)));
  expect(topUps).toHaveLength(1);
  const operator = await loginAs(server.url, 'platform');
  expect((await operator.get('/api/finance/ledger/check')).body.data).toMatchObject({
    balanced: true,
    difference: '0.00',
  });

  // Once: a second run adds nothing.
  await seedSalesDemoMonth(db, delayService);
  expect(
    await db
      .select()
      .from(orders)
      .where(and(eq(orders.merchantUid, factoryUid), eq(orders.customerUid, customerUid))),
  ).toHaveLength(3);
  expect(await db.select().from(customerStatements).where(eq(customerStatements.merchantUid, factoryUid))).toHaveLength(
    1,
  );

  // Both sides see it on their screens.
  const customer = await loginAs(server.url, 'customer');
  const factory = await loginAs(server.url, 'factory');
  expect((await customer.get('/api/delivery-delays?side=customer&status=pending')).body.data.total).toBe(1);
  expect((await factory.get('/api/shipments?side=factory&receipt=disputed')).body.data.total).toBe(1);
});
