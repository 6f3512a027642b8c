import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';

let server: TestServer;
let factory: Client;
let supplier: Client;
let otherSupplier: Client;
let supplierUid: string;
let periodIndex = 0;

/** An account of a second supplier enterprise (it must not see the demo supplier's records). */
async function secondSupplier(): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on) values ('E0098', 'Other Laminate Co.', 'supplier', '13800000098', '2027-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select 'U000098', 'Zhao Lei', '+86', '13800000098', 'other98@demo.pcbunion.test', password_hash from accounts where phone = ${DEMO.supplier.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, 'S0098', 'Zhao Lei', 'Sales', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = 'E0098' and a.phone = '13800000098' and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0003')`);
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: '13800000098',
    login_password: DEMO.password,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

/** A month of its own for each scenario (the demo data holds the recent months). */
const nextPeriod = () => `2025-${String(++periodIndex).padStart(2, '0')}`;

/** An order confirmed by the supplier and received in the period: 60 of 100 on line 1, all 40 of line 2. */
async function receivedOrder(period: string): Promise<{ no: string; lines: Array<{ uid: string }> }> {
  const lines = [
    {
      materialNo: 'M-CCL-1.6',
      materialName: 'FR-4 覆铜板',
      unitName: 'sheet',
      quantity: '100',
      unitPrice: '118.65',
      taxRate: '13',
      deliveryDate: `${period}-10`,
    },
    {
      materialNo: 'M-CU-18',
      materialName: '电解铜箔',
      unitName: 'm²',
      quantity: '40',
      unitPrice: '22.60',
      taxRate: '13',
      deliveryDate: `${period}-12`,
    },
  ];
  const made = await factory.post('/api/purchase-orders', { supplierUid, orderDate: `${period}-01`, lines });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  const no = made.body.data.no as string;
  expect((await factory.post(`/api/purchase-orders/${no}/send`)).status).toBe(200);
  expect((await supplier.post(`/api/purchase-orders/${no}/confirm`)).status).toBe(200);
  const order = (await factory.get(`/api/purchase-orders/${no}`)).body.data;
  const got = await factory.post(`/api/purchase-orders/${no}/receipts`, {
    receivedOn: `${period}-15`,
    lines: [
      { orderLineUid: order.lines[0].uid, quantity: '60', lotNo: 'L-A' },
      { orderLineUid: order.lines[1].uid, quantity: '40', lotNo: 'L-B' },
    ],
  });
  expect(got.status, JSON.stringify(got.body)).toBe(200);
  return { no, lines: order.lines };
}

/** The supplier acknowledged a return of 10 of line 1's lot in the period (as the purchase-returns screens record it). */
async function acknowledgedReturn(orderNo: string, period: string): Promise<void> {
  await server.database.db
    .execute(sql`with o as (select uid, factory_uid, supplier_uid from purchase_orders where order_no = ${orderNo}),
    r as (insert into purchase_returns (return_no, factory_uid, supplier_uid, order_uid, status, reason, total_cents, total_ex_tax_cents, acknowledged_at)
      select ${`RT-${orderNo}`}, factory_uid, supplier_uid, uid, 'acknowledged', 'Delamination', 118650, 105000,
        ${`${period}-20T10:00:00+08:00`}::timestamptz
      from o returning uid, factory_uid, supplier_uid, order_uid)
    insert into purchase_return_lines (return_uid, factory_uid, supplier_uid, order_uid, order_line_uid, receipt_line_uid,
      lot_no, quantity, unit_price, unit_price_cents, tax_rate, amount_cents, amount_ex_tax_cents)
      select r.uid, r.factory_uid, r.supplier_uid, r.order_uid, l.uid, rl.uid, rl.lot_no, 10, l.unit_price, 11865, l.tax_rate, 118650, 105000
      from r join purchase_order_lines l on l.order_uid = r.order_uid and l.line_no = 1 join purchase_receipt_lines rl on rl.order_line_uid = l.uid`);
}

/** A period with an order received, a return acknowledged and a freight fee accepted; its statement issued. */
async function issued(): Promise<{
  period: string;
  order: Awaited<ReturnType<typeof receivedOrder>>;
  statement: string;
}> {
  const period = nextPeriod();
  const order = await receivedOrder(period);
  await acknowledgedReturn(order.no, period);
  const fee = await supplier.post('/api/supplier-fees', {
    orderNo: order.no,
    kind: 'freight',
    amount: '350.00',
    taxRate: '9',
    description: 'Truck',
  });
  expect(fee.status, JSON.stringify(fee.body)).toBe(200);
  expect((await factory.post(`/api/supplier-fees/${fee.body.data.no}/accept`, { on: `${period}-28` })).status).toBe(
    200,
  );
  const made = await factory.post('/api/supplier-statements', { supplierUid, period });
  expect(made.status, JSON.stringify(made.body)).toBe(200);
  return { period, order, statement: made.body.data.no };
}

async function confirmedStatement() {
  const got = await issued();
  expect((await supplier.post(`/api/supplier-statements/${got.statement}/confirm`, { version: 1 })).status).toBe(200);
  return got;
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, supplier] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'supplier')]);
  otherSupplier = await secondSupplier();
  const suppliers = await factory.get('/api/supplier-statements/suppliers');
  supplierUid = suppliers.body.data.find((s: { no: string }) => s.no === 'E0003').uid;
}, 60_000);
afterAll(() => server?.stop());

describe('supplier fees', () => {
  it('are proposed by the supplier on its own order and accepted or rejected with a reason by the factory', async () => {
    const { no: orderNo } = await receivedOrder(nextPeriod());
    expect((await factory.post('/api/supplier-fees', { orderNo, kind: 'tooling', amount: '10' })).status).toBe(403);
    expect(
      (await otherSupplier.post('/api/supplier-fees', { orderNo, kind: 'tooling', amount: '10' })).body.msg,
    ).toContain('orderNo');
    const bad = await supplier.post('/api/supplier-fees', { orderNo, kind: 'tooling', amount: '12.345' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('amount');
    const made = await supplier.post('/api/supplier-fees', {
      orderNo,
      kind: 'tooling',
      amount: '1200',
      taxRate: '13',
      description: 'Cutting die',
    });
    const no = made.body.data.no as string;
    expect(made.body.data.status).toBe('proposed');
    expect((await otherSupplier.get(`/api/supplier-fees/${no}`)).status).toBe(404);
    expect((await supplier.post(`/api/supplier-fees/${no}/accept`)).status).toBe(403);
    expect((await factory.post(`/api/supplier-fees/${no}/reject`, {})).status).toBe(400);
    expect((await factory.post(`/api/supplier-fees/${no}/reject`, { reason: 'Included in the price' })).status).toBe(
      200,
    );
    const late = await factory.post(`/api/supplier-fees/${no}/accept`);
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('rejected');
    const detail = (await supplier.get(`/api/supplier-fees/${no}`)).body.data;
    expect(detail).toMatchObject({
      status: 'rejected',
      amount: '1200.00',
      rejectReason: 'Included in the price',
      actions: [],
    });
    expect(detail.log.map((l: { words: string }) => l.words)).toEqual([
      'Liu Yang proposed the fee (CNY 1200.00)',
      'Zhang Wei rejected it: Included in the price',
    ]);
    expect(JSON.stringify((await factory.get('/api/messages?page_size=50')).body.data)).toContain(
      `The supplier proposed fee ${no}`,
    );
    expect(JSON.stringify((await supplier.get('/api/messages?page_size=50')).body.data)).toContain(
      `Your fee ${no} was rejected`,
    );
  });
});

describe('supplier statements', () => {
  it('keep a USD order and a CNY order of the same supplier apart: one statement per currency, never one total', async () => {
    const period = nextPeriod();
    const cny = await receivedOrder(period);
    const made = await factory.post('/api/purchase-orders', {
      supplierUid,
      orderDate: `${period}-02`,
      currency: 'USD',
      lines: [
        {
          materialNo: 'M-CU-12',
          materialName: 'Copper foil',
          unitName: 'roll',
          quantity: '10',
          unitPrice: '5.00',
          taxRate: '0',
          deliveryDate: `${period}-12`,
        },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const usd = made.body.data.no as string;
    expect((await factory.post(`/api/purchase-orders/${usd}/send`)).status).toBe(200);
    expect((await supplier.post(`/api/purchase-orders/${usd}/confirm`)).status).toBe(200);
    const usdLine = (await factory.get(`/api/purchase-orders/${usd}`)).body.data.lines[0].uid as string;
    expect(
      (
        await factory.post(`/api/purchase-orders/${usd}/receipts`, {
          receivedOn: `${period}-16`,
          lines: [{ orderLineUid: usdLine, quantity: '10', lotNo: 'L-USD' }],
        })
      ).status,
    ).toBe(200);
    const fee = await supplier.post('/api/supplier-fees', {
      orderNo: usd,
      kind: 'freight',
      amount: '20.00',
      taxRate: '0',
      description: 'Air freight',
    });
    expect((await supplier.get(`/api/supplier-fees/${fee.body.data.no}`)).body.data).toMatchObject({
      currency: 'USD',
      amount: '20.00',
    });
    expect((await factory.post(`/api/supplier-fees/${fee.body.data.no}/accept`, { on: `${period}-28` })).status).toBe(
      200,
    );

    // Without a currency the supplier's own (CNY in its supplier record) is taken.
    const inCny = await factory.post('/api/supplier-statements', { supplierUid, period });
    expect(inCny.status, JSON.stringify(inCny.body)).toBe(200);
    const cnyStatement = (await factory.get(`/api/supplier-statements/${inCny.body.data.no}`)).body.data;
    expect(cnyStatement).toMatchObject({ currency: 'CNY', receipts: '8023.00', fees: '0.00', total: '8023.00' });
    expect(new Set(cnyStatement.lines.map((l: { orderNo: string }) => l.orderNo))).toEqual(new Set([cny.no]));

    const inUsd = await factory.post('/api/supplier-statements', { supplierUid, period, currency: 'USD' });
    expect(inUsd.status, JSON.stringify(inUsd.body)).toBe(200);
    const usdStatement = (await factory.get(`/api/supplier-statements/${inUsd.body.data.no}`)).body.data;
    expect(usdStatement).toMatchObject({ currency: 'USD', receipts: '50.00', fees: '20.00', total: '70.00' });
    expect(
      usdStatement.lines.map(
        (l: { kind: string; orderNo: string; amount: string }) => `${l.kind} ${l.orderNo} ${l.amount}`,
      ),
    ).toEqual([`receipt ${usd} 50.00`, `fee ${usd} 20.00`]);

    const euro = await factory.post('/api/supplier-statements', { supplierUid, period, currency: 'EUR' });
    expect(euro.status).toBe(400);
    expect(euro.body.data).toEqual({ field: 'currency' });
    expect(euro.body.msg).toContain('CNY, USD');
    expect((await factory.post('/api/supplier-statements', { supplierUid, period, currency: 'USD' })).status).toBe(400);
    const listed = (await factory.get(`/api/supplier-statements?keyword=${period}&page_size=100`)).body.data
      .data as Array<{ period: string; currency: string; total: string }>;
    expect(
      listed
        .filter((l) => l.period === period)
        .map((l) => `${l.currency} ${l.total}`)
        .sort(),
    ).toEqual(['CNY 8023.00', 'USD 70.00']);
    const picker = (await factory.get('/api/supplier-statements/suppliers')).body.data.find(
      (x: { uid: string }) => x.uid === supplierUid,
    );
    expect(picker).toMatchObject({ currency: 'CNY' });
  });

  it('add the month up as receipts − acknowledged returns + accepted fees', async () => {
    const { statement } = await issued();
    const got = (await supplier.get(`/api/supplier-statements/${statement}`)).body.data;
    // 60 × 118.65 + 40 × 22.60 = 7119.00 + 904.00; a return of 10 × 118.65; freight 350.00.
    expect(got).toMatchObject({
      status: 'issued',
      version: 1,
      receipts: '8023.00',
      returns: '1186.50',
      fees: '350.00',
      total: '7186.50',
      role: 'supplier',
      actions: ['confirm', 'dispute'],
    });
    expect(got.lines.map((l: { kind: string; amount: string }) => `${l.kind} ${l.amount}`)).toEqual([
      'receipt 7119.00',
      'receipt 904.00',
      'return -1186.50',
      'fee 350.00',
    ]);
    expect((await otherSupplier.get(`/api/supplier-statements/${statement}`)).status).toBe(404);
    expect((await otherSupplier.post(`/api/supplier-statements/${statement}/confirm`)).status).toBe(404);
    expect((await factory.post(`/api/supplier-statements/${statement}/confirm`)).status).toBe(403);
  });

  it('are disputed line by line, reissued by the factory as a new version and confirmed', async () => {
    const { statement } = await issued();
    const lines = (await supplier.get(`/api/supplier-statements/${statement}`)).body.data.lines;
    const none = await supplier.post(`/api/supplier-statements/${statement}/dispute`, { lines: [] });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('Lines');
    expect((await factory.post(`/api/supplier-statements/${statement}/reissue`)).status).toBe(409);
    expect(
      (
        await supplier.post(`/api/supplier-statements/${statement}/dispute`, {
          lines: [{ lineUid: lines[2].uid, reason: 'We count 8 returned' }],
        })
      ).status,
    ).toBe(200);
    const late = await supplier.post(`/api/supplier-statements/${statement}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('disputed by the supplier');
    const badAdjustment = await factory.post(`/api/supplier-statements/${statement}/reissue`, {
      adjustment: '-237.30',
    });
    expect(badAdjustment.status).toBe(400);
    expect(badAdjustment.body.msg).toContain('adjustmentReason');
    const again = await factory.post(`/api/supplier-statements/${statement}/reissue`, {
      version: 1,
      adjustment: '237.30',
      adjustmentReason: '2 of the 10 were not returned',
    });
    expect(again.body.data).toMatchObject({ status: 'issued', version: 2 });
    const stale = await supplier.post(`/api/supplier-statements/${statement}/confirm`, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('version 2');
    expect((await supplier.post(`/api/supplier-statements/${statement}/confirm`, { version: 2 })).status).toBe(200);
    const got = (await factory.get(`/api/supplier-statements/${statement}`)).body.data;
    expect(got).toMatchObject({ status: 'confirmed', version: 2, adjustment: '237.30', total: '7423.80' });
    expect(got.history[0].lines[2]).toMatchObject({ kind: 'return', disputeReason: 'We count 8 returned' });
    expect(got.log.map((l: { words: string }) => l.words)).toEqual([
      'Zhang Wei issued version 1 (CNY 7186.50)',
      'Liu Yang disputed 1 line(s) of version 1',
      'Zhang Wei reissued the statement as version 2 (CNY 7423.80)',
      'Liu Yang confirmed version 2',
    ]);
    expect(JSON.stringify((await factory.get('/api/messages?page_size=50')).body.data)).toContain(
      `The supplier disputed statement ${statement}`,
    );
  });

  it('refuses a bad period, a month with nothing in it and a second statement of the same month, naming the field', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const bad = await zh.post('/api/supplier-statements', { supplierUid, period: '2025-13' });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('period');
    expect(bad.body.msg).toContain('YYYY-MM');
    const empty = await factory.post('/api/supplier-statements', { supplierUid, period: '2024-01' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('nothing was received');
    const { period } = await issued();
    const twice = await factory.post('/api/supplier-statements', { supplierUid, period });
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toContain('already issued');
    expect((await factory.post('/api/supplier-statements', { supplierUid: 'nope', period })).body.msg).toContain(
      'Supplier',
    );
    expect((await supplier.post('/api/supplier-statements', { supplierUid, period: nextPeriod() })).status).toBe(403);
  });
});

describe('supplier invoices', () => {
  it('match order, receipt and invoice per line and refuse more than was received net of returns, naming the line', async () => {
    const { statement, order } = await confirmedStatement();
    const [first, second] = order.lines;
    const basis = (await supplier.get(`/api/supplier-statements/${statement}/invoiceable`)).body.data;
    expect(basis.lines.map((l: { invoiceable: string }) => l.invoiceable)).toEqual(['50', '40']);
    const over = await supplier.post('/api/supplier-invoices', {
      statementNo: statement,
      supplierInvoiceNo: '04410001',
      lines: [{ orderLineUid: first!.uid, quantity: '51', unitPrice: '118.65' }],
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('lines.0.quantity');
    expect(over.body.msg).toContain(`${order.no}/1`);
    expect(over.body.msg).toContain('(50)');
    expect(
      (await factory.post('/api/supplier-invoices', { statementNo: statement, supplierInvoiceNo: 'X', lines: [] }))
        .status,
    ).toBe(403);
    expect(
      (
        await otherSupplier.post('/api/supplier-invoices', {
          statementNo: statement,
          supplierInvoiceNo: 'X',
          lines: [{ orderLineUid: first!.uid, quantity: '1', unitPrice: '1' }],
        })
      ).status,
    ).toBe(404);
    const made = await supplier.post('/api/supplier-invoices', {
      statementNo: statement,
      supplierInvoiceNo: '04410002',
      includeFees: true,
      lines: [
        { orderLineUid: first!.uid, quantity: '50', unitPrice: '119.00' },
        { orderLineUid: second!.uid, quantity: '30', unitPrice: '22.60' },
      ],
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const no = made.body.data.no as string;
    const got = (await factory.get(`/api/supplier-invoices/${no}`)).body.data;
    // 50 × 119.00 + 30 × 22.60 + freight 350.00
    expect(got).toMatchObject({
      status: 'submitted',
      goods: '6628.00',
      fees: '350.00',
      total: '6978.00',
      actions: ['accept', 'reject'],
    });
    expect(got.lines[0]).toMatchObject({
      orderedQuantity: '100',
      receivedQuantity: '50',
      invoicedQuantity: '50',
      orderPrice: '118.65',
      invoicedPrice: '119',
      priceDifference: '0.35',
      amountDifference: '17.50',
      quantityVsOrdered: '-50',
      match: 'price_difference',
    });
    expect(got.lines[1]).toMatchObject({
      receivedQuantity: '40',
      invoicedQuantity: '30',
      quantityVsReceived: '-10',
      match: 'partial',
    });
    // The rest of line 2 may still be invoiced; one more of line 1 may not.
    const more = await supplier.post('/api/supplier-invoices', {
      statementNo: statement,
      supplierInvoiceNo: '04410003',
      lines: [{ orderLineUid: first!.uid, quantity: '1', unitPrice: '118.65' }],
    });
    expect(more.status).toBe(400);
    expect(more.body.msg).toContain('(0)');
    expect((await supplier.post(`/api/supplier-invoices/${no}/accept`)).status).toBe(403);
    expect((await factory.post(`/api/supplier-invoices/${no}/accept`)).status).toBe(200);
    const twice = await factory.post(`/api/supplier-invoices/${no}/reject`, { reason: 'late' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('accepted');
    expect(JSON.stringify((await factory.get('/api/messages?page_size=50')).body.data)).toContain(
      `The supplier submitted invoice ${no}`,
    );
    expect((await otherSupplier.get(`/api/supplier-invoices/${no}`)).status).toBe(404);
  });

  it('are taken only against a confirmed statement', async () => {
    const { statement, order } = await issued();
    const res = await supplier.post('/api/supplier-invoices', {
      statementNo: statement,
      supplierInvoiceNo: '1',
      lines: [{ orderLineUid: order.lines[0]!.uid, quantity: '1', unitPrice: '118.65' }],
    });
    expect(res.status).toBe(409);
    expect(res.body.msg).toContain('issued, waiting for the supplier');
    const bad = await supplier.post('/api/supplier-invoices', {
      statementNo: statement,
      supplierInvoiceNo: '1',
      lines: [{ orderLineUid: 'x', quantity: '1', unitPrice: '1' }],
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Order line (row 1)');
  });
});

describe('at the same time', () => {
  it('lets only one of two invoices take the same received quantity, and one of two acceptances of a fee', async () => {
    const { statement, order } = await confirmedStatement();
    const body = (n: number) => ({
      statementNo: statement,
      supplierInvoiceNo: `C-${n}`,
      lines: [{ orderLineUid: order.lines[0]!.uid, quantity: '50', unitPrice: '118.65' }],
    });
    const invoices = await Promise.all([
      supplier.post('/api/supplier-invoices', body(1)),
      supplier.post('/api/supplier-invoices', body(2)),
    ]);
    expect(invoices.map((r) => r.status).sort()).toEqual([200, 400]);
    const fee = await supplier.post('/api/supplier-fees', { orderNo: order.no, kind: 'expediting', amount: '99' });
    const decisions = await Promise.all([
      factory.post(`/api/supplier-fees/${fee.body.data.no}/accept`),
      factory.post(`/api/supplier-fees/${fee.body.data.no}/reject`, { reason: 'No rush was asked' }),
    ]);
    expect(decisions.map((r) => r.status).sort()).toEqual([200, 409]);
  });
});

describe('lists and the demo month', () => {
  it('search, sort, page and export to Excel on both sides', async () => {
    const { statement } = await issued();
    const found = await factory.get(`/api/supplier-statements?keyword=${statement}`);
    expect(found.body.data.total).toBe(1);
    const sorted = await supplier.get('/api/supplier-statements?page_size=20&field=total&sort=desc');
    const totals = sorted.body.data.data.map((s: { total: string }) => Number(s.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect((await otherSupplier.get('/api/supplier-statements')).body.data.total).toBe(0);
    expect((await otherSupplier.get('/api/supplier-fees')).body.data.total).toBe(0);
    const res = await fetch(`${server.url}/api/supplier-statements/export?keyword=${statement}`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows.length).toBe(2);
    expect(JSON.stringify(sheet!.rows[1])).toContain(statement);
    const fees = await fetch(`${server.url}/api/supplier-fees/export?status=accepted`, {
      headers: { cookie: supplier.cookie ?? '' },
    });
    expect((await readWorkbook(Buffer.from(await fees.arrayBuffer())))[0]!.rows.length).toBeGreaterThan(1);
  });

  it('holds a month of fees, statements and an invoice between the demo factory and the demo supplier', async () => {
    const fees = (await factory.get('/api/supplier-fees')).body.data.counts;
    expect(fees).toMatchObject({
      accepted: expect.any(Number),
      proposed: expect.any(Number),
      rejected: expect.any(Number),
    });
    expect(fees.accepted).toBeGreaterThanOrEqual(1);
    expect(fees.proposed).toBeGreaterThanOrEqual(1);
    const statements = (await supplier.get('/api/supplier-statements?keyword=Monthly')).body.data;
    expect((await supplier.get('/api/supplier-statements')).body.data.counts.confirmed).toBeGreaterThanOrEqual(1);
    expect(statements).toBeDefined();
    expect((await factory.get('/api/supplier-invoices')).body.data.counts.accepted).toBeGreaterThanOrEqual(1);
    // The demo's acknowledged return is subtracted on a statement; the demo freight is accepted after it was proposed.
    const all = (await factory.get('/api/supplier-statements?page_size=100')).body.data.data as Array<{
      returns: string;
    }>;
    expect(all.some((s) => Number(s.returns) > 0)).toBe(true);
    const freight = (await factory.get('/api/supplier-fees?status=accepted&page_size=100')).body.data.data.find(
      (f: { description: string }) => f.description.startsWith('专车送货'),
    );
    expect(freight.acceptedOn >= freight.proposedOn, `${freight.proposedOn} → ${freight.acceptedOn}`).toBe(true);
  });
});
