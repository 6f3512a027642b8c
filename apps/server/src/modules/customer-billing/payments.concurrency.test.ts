import { textOfCents } from '@pcbunion/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';
import { cents, issuedInvoice, type Clients } from './payment-test-support.js';

const onPostgres = Boolean(process.env.DATABASE_URL);
if (!onPostgres)
  console.log(
    'customer payments concurrency: skipped on PGlite (one connection, nothing runs at the same time); set DATABASE_URL to run it on PostgreSQL',
  );

describe.skipIf(!onPostgres)('customer payments racing for one invoice (PostgreSQL)', () => {
  let server: TestServer;
  let clients: Clients;
  const day = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    process.env.PG_POOL_MAX = '10';
    server = await startTestServer();
    const [customer, factory, operator] = await Promise.all([
      loginAs(server.url, 'customer'),
      loginAs(server.url, 'factory'),
      loginAs(server.url, 'platform'),
    ]);
    clients = { customer, factory, operator };
  }, 120_000);
  afterAll(() => server?.stop());

  it('lets exactly one of two allocations take the last open cents of an invoice', async () => {
    const { factory } = clients;
    const inv = await issuedInvoice(clients, 20, 'PAY-RACE');
    const lastCents = 100n;
    const first = await factory.post('/api/customer-receipts', {
      customerUid: inv.customerUid,
      receivedOn: day,
      amount: textOfCents(cents(inv.total) - lastCents),
      payer: 'Demo Electronics Customer Co.',
      bankReference: 'RACE-0',
      allocations: [{ invoiceNo: inv.no, amount: textOfCents(cents(inv.total) - lastCents) }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) =>
        factory.post('/api/customer-receipts', {
          customerUid: inv.customerUid,
          receivedOn: day,
          amount: textOfCents(lastCents),
          payer: 'Demo Electronics Customer Co.',
          bankReference: `RACE-${n}`,
          allocations: [{ invoiceNo: inv.no, amount: textOfCents(lastCents) }],
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    // The losers read the invoice open, then found it taken (409) or already paid (400); nothing of theirs stays.
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect([400, 409]).toContain(a.status);
      expect(a.body.data.field).toMatch(/^allocations\.0\./);
    }
    const paid = (await factory.get(`/api/customer-invoices/${inv.no}`)).body.data;
    expect(paid).toMatchObject({ status: 'paid', paid: inv.total, open: '0.00' });
    const listed = await factory.get('/api/customer-receipts?keyword=RACE-&page_size=100');
    expect(listed.body.data.total).toBe(2);
    expect(await keptCreditDrift(server)).toEqual([]);
  });

  it('lets a receipt’s credit go to one invoice only when two allocations race for it', async () => {
    const { factory } = clients;
    const [a, b] = [await issuedInvoice(clients, 10, 'PAY-CREDIT-A'), await issuedInvoice(clients, 10, 'PAY-CREDIT-B')];
    const credit = await factory.post('/api/customer-receipts', {
      customerUid: a.customerUid,
      receivedOn: day,
      amount: '1.00',
      payer: 'Demo Electronics Customer Co.',
      bankReference: 'CREDIT-RACE',
      allocations: [],
    });
    const no = credit.body.data.no as string;
    const answers = await Promise.all(
      [a, b].map((inv) =>
        factory.post(`/api/customer-receipts/${no}/allocations`, {
          allocations: [{ invoiceNo: inv.no, amount: '1.00' }],
        }),
      ),
    );
    expect(answers.map((x) => x.status).sort()).toEqual([200, 400]);
    const detail = (await factory.get(`/api/customer-receipts/${no}`)).body.data;
    expect(detail).toMatchObject({ allocated: '1.00', unallocated: '0.00' });
    expect(detail.allocations).toHaveLength(1);
  });
});
