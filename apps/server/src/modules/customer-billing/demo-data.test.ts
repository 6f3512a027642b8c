import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { customerInvoices, customerStatements } from '../../db/schema/index.js';
import { loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { seedCustomerBillingDemo } from './index.js';
import { addBusinessDays, businessMonth } from '../../platform/business-day.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
}, 60_000);
afterAll(() => server.stop());

// The day before this month's first day is in last month.
const lastMonth = () => addBusinessDays(`${businessMonth(new Date())}-01`, -1).slice(0, 7);

// The sales demo month (modules/sales/demo-month.ts) receives its deliveries last month, then runs this demo.
it('seeds the billing of the sales demo month: last month’s statement confirmed and invoiced (issued, sent), once', async () => {
  const db = server.database.db;
  const [customer] = await Promise.all([loginAs(server.url, 'customer')]);
  await seedCustomerBillingDemo(db);
  await seedCustomerBillingDemo(db);
  const made = await db.select().from(customerStatements);
  expect(made).toHaveLength(1);
  expect(made[0]).toMatchObject({ period: lastMonth(), status: 'confirmed', adjustmentCents: -5000n });
  const invoices = await db.select().from(customerInvoices).where(eq(customerInvoices.statementId, made[0]!.id));
  expect(invoices).toMatchObject([{ status: 'sent' }]);
  expect((await customer.get(`/api/customer-statements/${made[0]!.statementNo}`)).body.data).toMatchObject({
    status: 'confirmed',
  });
});
