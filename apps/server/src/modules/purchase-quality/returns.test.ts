import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { extractPdfText } from '../../../test/support/pdf-text.js';
import { returnedBySupplier } from './service/returns.js';

let server: TestServer;
let factory: Client;
let supplier: Client;
let otherSupplier: Client;
let supplierUid: string;
let factoryUid: string;

/** An account of a second supplier enterprise (it must not see the demo supplier's returns). */
async function secondSupplier(): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on) values ('E0098', 'Other Laminate Co.', 'supplier', '13800000098', '2027-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select 'U000098', 'Li Na', '+86', '13800000098', 'other98@demo.pcbunion.test', password_hash from accounts where phone = ${DEMO.supplier.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, 'S0098', 'Li Na', 'Sales', true, false, s.permission_mask from enterprises e, accounts a, staff s
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

/** A confirmed order of 1,000 sheets and 100 m² received in part: the lots it received (1,000 sheets and 40 m²). */
async function receivedLots(): Promise<{
  no: string;
  lots: Array<{ receiptLineUid: string; lotNo: string; received: string }>;
}> {
  const lines = [
    {
      materialNo: 'M-CCL-1.0',
      materialName: 'FR-4 覆铜板 1.0mm',
      unitName: 'pcs',
      quantity: '1000',
      unitPrice: '45.20',
      taxRate: '13',
      deliveryDate: '2026-12-10',
    },
    {
      materialNo: 'M-CU-35',
      materialName: '电解铜箔',
      unitName: 'm²',
      quantity: '100',
      unitPrice: '22.60',
      taxRate: '13',
      deliveryDate: '2026-12-12',
    },
  ];
  const created = await factory.post('/api/purchase-orders', { supplierUid, orderDate: '2026-11-25', lines });
  const no = created.body.data.no as string;
  expect((await factory.post(`/api/purchase-orders/${no}/send`)).status).toBe(200);
  expect((await supplier.post(`/api/purchase-orders/${no}/confirm`, { version: 1 })).status).toBe(200);
  const order = (await factory.get(`/api/purchase-orders/${no}`)).body.data;
  const stamp = no.slice(-6);
  const receipt = await factory.post(`/api/purchase-orders/${no}/receipts`, {
    lines: [
      { orderLineUid: order.lines[0].uid, quantity: '1000', lotNo: `L${stamp}-A` },
      { orderLineUid: order.lines[1].uid, quantity: '40', lotNo: `L${stamp}-B` },
    ],
  });
  expect(receipt.status, JSON.stringify(receipt.body)).toBe(200);
  const lots = (await factory.get(`/api/purchase-inspections/lots?keyword=${no}`)).body.data;
  return { no, lots: ['A', 'B'].map((s) => lots.find((l: { lotNo: string }) => l.lotNo === `L${stamp}-${s}`)) };
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, supplier] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'supplier')]);
  otherSupplier = await secondSupplier();
  const suppliers = await factory.get('/api/purchase-orders/suppliers');
  supplierUid = suppliers.body.data.find((s: { no: string }) => s.no === 'E0003').uid;
  const rows = await server.database.db.execute(sql`select uid from enterprises where enterprise_no = 'E0001'`);
  factoryUid = (rows as unknown as { rows: Array<{ uid: string }> }).rows[0]!.uid;
}, 60_000);
afterAll(() => server?.stop());

describe('incoming inspection', () => {
  it('samples a lot of 1,000 at AQL 1.0 with code J, n = 80, Ac 2 / Re 3, and accepts it on 2 defectives', async () => {
    const { lots } = await receivedLots();
    const opened = await factory.post('/api/purchase-inspections', {
      receiptLineUid: lots[0]!.receiptLineUid,
      aql: '1.0',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    expect(opened.body.data).toMatchObject({
      status: 'pending',
      codeLetter: 'J',
      sampleSize: 80,
      acceptNumber: 2,
      rejectNumber: 3,
    });
    const no = opened.body.data.no;
    const again = await factory.post('/api/purchase-inspections', { receiptLineUid: lots[0]!.receiptLineUid });
    expect(again.status).toBe(409);
    const over = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'accept',
      defects: [
        { type: 'appearance', count: 2 },
        { type: 'dimension', count: 1 },
      ],
    });
    expect(over.status).toBe(400);
    expect(over.body.data).toMatchObject({ field: 'decision' });
    const accepted = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'accept',
      defects: [{ type: 'appearance', count: 2 }],
    });
    expect(accepted.body.data).toMatchObject({ status: 'accepted', defectiveUnits: 2, returnNo: null });
    const stale = await factory.post(`/api/purchase-inspections/${no}/decide`, { decision: 'reject', defects: [] });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('accepted');
    const detail = (await factory.get(`/api/purchase-inspections/${no}`)).body.data;
    expect(detail.log.map((l: { words: string }) => l.words).join(' | ')).toMatch(
      /opened the inspection: AQL 1.0, J, n=80, Ac 2 \/ Re 3 \| .* accepted the lot \(2 defective\)/,
    );
  });

  it('prints the inspection record as a PDF with the ISO 2859-1 plan, the defects and the verdict in the reader’s language and English', async () => {
    const { lots } = await receivedLots();
    const no = (
      await factory.post('/api/purchase-inspections', { receiptLineUid: lots[0]!.receiptLineUid, aql: '1.0' })
    ).body.data.no as string;
    const rejected = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'reject',
      defects: [
        { type: 'appearance', count: 2 },
        { type: 'thickness', count: 1 },
      ],
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const res = await fetch(`${server.url}/api/purchase-inspections/${no}/pdf`, {
      headers: { cookie: factory.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = extractPdfText(Buffer.from(await res.arrayBuffer()));
    for (const expected of [
      no,
      '来料检验记录 Incoming inspection record',
      `批号 Lot: \n${lots[0]!.lotNo}`,
      'M-CCL-1.0 FR-4 覆铜板 1.0mm',
      '抽样方案 Sampling plan',
      'ISO 2859-1',
      'Sample size',
      '外观（划伤、凹坑） Appearance (scratches, dents)',
      '厚度 Thickness',
      'Defective / sample: 3 / 80',
      'Ac / Re: 2 / 3',
      '判定结果 Verdict: 判退 rejected',
      rejected.body.data.returnNo,
    ])
      expect(text).toContain(expected);
    // The plan's row: AQL 1.0, code letter J, lot 1,000, n = 80, Ac 2, Re 3.
    expect(text).toMatch(/\n1\.0\nJ\n1000\n80\n2\n3\n/);
    const english = await fetch(`${server.url}/api/purchase-inspections/${no}/pdf`, {
      headers: { cookie: factory.cookie ?? '', 'accept-language': 'en' },
    });
    const englishText = extractPdfText(Buffer.from(await english.arrayBuffer()));
    for (const expected of [no, 'Incoming inspection record', 'General II, single, normal', 'Verdict'])
      expect(englishText).toContain(expected);
    // Incoming inspection is a factory screen: a supplier has no menu for it.
    expect((await supplier.get(`/api/purchase-inspections/${no}/pdf`)).status).toBe(403);
    expect((await factory.get('/api/purchase-inspections/IQ000/pdf')).status).toBe(404);
  });

  it('wants a reason for a concession and refuses a supplier deciding (403)', async () => {
    const { lots } = await receivedLots();
    const no = (
      await factory.post('/api/purchase-inspections', { receiptLineUid: lots[1]!.receiptLineUid, aql: '2.5' })
    ).body.data.no;
    expect(
      (await supplier.post(`/api/purchase-inspections/${no}/decide`, { decision: 'accept', defects: [] })).status,
    ).toBe(403);
    const noReason = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'concession',
      defects: [{ type: 'thickness', count: 4 }],
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.data).toMatchObject({ field: 'reason' });
    const ok = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'concession',
      defects: [{ type: 'thickness', count: 4 }],
      reason: 'Usable for inner layers only',
    });
    expect(ok.body.data).toMatchObject({ status: 'concession', returnNo: null });
  });

  it('starts a return on a rejection, which the supplier acknowledges and the order receives again', async () => {
    const { no: orderNo, lots } = await receivedLots();
    const no = (
      await factory.post('/api/purchase-inspections', { receiptLineUid: lots[1]!.receiptLineUid, aql: '1.0' })
    ).body.data.no;
    const rejected = await factory.post(`/api/purchase-inspections/${no}/decide`, {
      decision: 'reject',
      defects: [{ type: 'contamination', count: 2 }],
    });
    expect(rejected.status, JSON.stringify(rejected.body)).toBe(200);
    const returnNo = rejected.body.data.returnNo as string;
    expect(returnNo).toMatch(/^RT/);
    const seen = await supplier.get(`/api/purchase-returns/${returnNo}`);
    expect(seen.body.data).toMatchObject({
      status: 'requested',
      orderNo,
      inspectionNo: no,
      total: '904.00',
      role: 'supplier',
      actions: ['acknowledge'],
    });
    expect(seen.body.data.lines[0]).toMatchObject({ quantity: '40', unitPrice: '22.6', amount: '904.00' });
    expect((await otherSupplier.get(`/api/purchase-returns/${returnNo}`)).status).toBe(404);
    expect((await otherSupplier.post(`/api/purchase-returns/${returnNo}/acknowledge`)).status).toBe(404);
    expect(
      (await otherSupplier.get('/api/purchase-returns')).body.data.data.map((r: { no: string }) => r.no),
    ).not.toContain(returnNo);
    expect((await factory.post(`/api/purchase-returns/${returnNo}/acknowledge`)).status).toBe(403);
    const bell = await supplier.get('/api/messages?page_size=5');
    expect(JSON.stringify(bell.body)).toContain(returnNo);
    const before = (await factory.get(`/api/purchase-orders/${orderNo}`)).body.data.lines[1].receivedQuantity;
    expect(before).toBe('40');
    const ack = await supplier.post(`/api/purchase-returns/${returnNo}/acknowledge`, {
      supplierNote: 'Replacement ships Friday',
    });
    expect(ack.body.data).toMatchObject({ status: 'acknowledged' });
    expect((await supplier.post(`/api/purchase-returns/${returnNo}/acknowledge`)).status).toBe(409);
    const order = (await factory.get(`/api/purchase-orders/${orderNo}`)).body.data;
    expect(order.lines[1].receivedQuantity).toBe('0');
    expect(order.status).toBe('partly_received');
    const log = (await factory.get(`/api/purchase-returns/${returnNo}`)).body.data.log.map(
      (l: { words: string }) => l.words,
    );
    expect(log[1]).toContain('acknowledged the return; the quantities are open to receive again');
    const month = await returnedBySupplier(server.database.db, {
      factoryId: factoryUid,
      supplierId: supplierUid,
      from: new Date(Date.now() - 3_600_000),
      to: new Date(Date.now() + 3_600_000),
    });
    expect(month.lines.map((l) => l.returnNo)).toContain(returnNo);
    expect(month.lines.find((l) => l.returnNo === returnNo)!.amountCents).toBe(90400n);
  });
});

describe('purchase returns', () => {
  it('refuses a return above what the lot received less what is already returned, naming the line', async () => {
    const { lots } = await receivedLots();
    const lot = lots[0]!;
    const over = await factory.post('/api/purchase-returns', {
      reason: 'Warped sheets',
      lines: [{ receiptLineUid: lot.receiptLineUid, quantity: '1000.5' }],
    });
    expect(over.status).toBe(400);
    expect(over.body.data).toMatchObject({ field: 'lines.0.quantity' });
    expect(over.body.msg).toContain('lines.0.quantity');
    const first = await factory.post('/api/purchase-returns', {
      reason: 'Warped sheets',
      lines: [{ receiptLineUid: lot.receiptLineUid, quantity: '600' }],
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await factory.post('/api/purchase-returns', {
      reason: 'More warped sheets',
      lines: [{ receiptLineUid: lot.receiptLineUid, quantity: '401' }],
    });
    expect(second.status).toBe(400);
    expect(second.body.msg).toContain('400');
    expect(
      (
        await supplier.post('/api/purchase-returns', {
          reason: 'x',
          lines: [{ receiptLineUid: lot.receiptLineUid, quantity: '1' }],
        })
      ).status,
    ).toBe(403);
    const cancelled = await factory.post(`/api/purchase-returns/${first.body.data.no}/cancel`, {
      reason: 'Sorted and kept',
    });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await supplier.post(`/api/purchase-returns/${first.body.data.no}/acknowledge`)).status).toBe(409);
    const whole = await factory.post('/api/purchase-returns', {
      reason: 'Whole lot back',
      lines: [{ receiptLineUid: lot.receiptLineUid, quantity: '1000' }],
    });
    expect(whole.status).toBe(200);
  });

  it('lists returns with search, tabs and paging, and exports them to Excel', async () => {
    const page = await factory.get('/api/purchase-returns?page_size=20&field=total&sort=desc');
    expect(page.body.data.data.length).toBeGreaterThan(1);
    const totals = page.body.data.data.map((r: { total: string }) => Number(r.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(page.body.data.counts.acknowledged).toBeGreaterThanOrEqual(1);
    const one = page.body.data.data[0].no;
    const found = await factory.get(`/api/purchase-returns?keyword=${one}`);
    expect(found.body.data.total).toBe(1);
    const res = await fetch(`${server.url}/api/purchase-returns/export?keyword=${one}`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows.length).toBe(2);
    const inspections = await fetch(`${server.url}/api/purchase-inspections/export?tab=rejected`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    expect(inspections.headers.get('content-type')).toContain('spreadsheetml');
  });

  it('seeds an accepted inspection and a rejected one whose return the supplier acknowledged', async () => {
    const counts = (await factory.get('/api/purchase-inspections')).body.data.counts;
    expect(counts.accepted).toBeGreaterThanOrEqual(1);
    expect(counts.rejected).toBeGreaterThanOrEqual(1);
    const returns = (await supplier.get('/api/purchase-returns?tab=acknowledged')).body.data.data;
    expect(returns.some((r: { reason: string }) => r.reason.includes('板面划伤'))).toBe(true);
  });
});
