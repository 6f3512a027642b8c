import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { extractPdfText } from '../../../test/support/pdf-text.js';

let server: TestServer;
let factory: Client;
let supplier: Client;
let otherSupplier: Client;
let supplierUid: string;
let materialUid: string;

/** An account of a second supplier enterprise (another supplier must not see the demo supplier's orders). */
async function secondSupplier(): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on)
      values ('E0099', 'Other Copper Foil Co.', 'supplier', '13800000099', '2027-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select 'U000099', 'Wang Fang', '+86', '13800000099', 'other@demo.pcbunion.test', password_hash from accounts where phone = ${DEMO.supplier.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, 'S0099', 'Wang Fang', 'Sales', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = 'E0099' and a.phone = '13800000099' and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0003')`);
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: '13800000099',
    login_password: DEMO.password,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

const lines = () => [
  { materialUid, quantity: '100', unitPrice: '118.65', taxRate: '13', deliveryDate: '2026-12-10' },
  {
    materialNo: 'M-CU-18',
    materialName: '电解铜箔',
    specification: '18μm HTE',
    unitName: 'm²',
    quantity: '40',
    unitPrice: '22.60',
    taxRate: '13',
    deliveryDate: '2026-12-12',
  },
];

async function draft(): Promise<string> {
  const res = await factory.post('/api/purchase-orders', {
    supplierUid,
    orderDate: '2026-11-25',
    note: 'December stock',
    lines: lines(),
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.no as string;
}

async function sent(): Promise<string> {
  const no = await draft();
  expect((await factory.post(`/api/purchase-orders/${no}/send`)).status).toBe(200);
  return no;
}

async function confirmed(): Promise<string> {
  const no = await sent();
  expect((await supplier.post(`/api/purchase-orders/${no}/confirm`, { version: 1 })).status).toBe(200);
  return no;
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, supplier] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'supplier')]);
  otherSupplier = await secondSupplier();
  const suppliers = await factory.get('/api/purchase-orders/suppliers');
  supplierUid = suppliers.body.data.find((s: { no: string }) => s.no === 'E0003').uid;
  const materials = await factory.get('/api/materials?page_size=100');
  materialUid = materials.body.data.data.find((m: { materialNo: string }) => m.materialNo === 'M-CCL-1.6').uid;
}, 60_000);
afterAll(() => server?.stop());

describe('purchase order', () => {
  it('prices the lines to the cent and keeps a draft from the supplier until it is sent', async () => {
    const no = await draft();
    const got = await factory.get(`/api/purchase-orders/${no}`);
    expect(got.body.data).toMatchObject({
      status: 'draft',
      version: 1,
      total: '12769.00',
      role: 'factory',
      actions: ['revise', 'send', 'cancel'],
    });
    expect(got.body.data.lines[0]).toMatchObject({
      materialNo: 'M-CCL-1.6',
      materialName: 'FR-4 覆铜板',
      quantity: '100',
      unitPrice: '118.65',
      unitPriceExTax: '105',
      amount: '11865.00',
      amountExTax: '10500.00',
    });
    expect((await supplier.get(`/api/purchase-orders/${no}`)).status).toBe(404);
    expect((await factory.post(`/api/purchase-orders/${no}/send`)).status).toBe(200);
    const seen = await supplier.get(`/api/purchase-orders/${no}`);
    expect(seen.body.data).toMatchObject({ status: 'sent', role: 'supplier', actions: ['confirm', 'refuse'] });
  });

  it('answers 404 to another supplier and 403 to a supplier changing a factory-only field', async () => {
    const no = await sent();
    expect((await otherSupplier.get(`/api/purchase-orders/${no}`)).status).toBe(404);
    expect((await otherSupplier.post(`/api/purchase-orders/${no}/confirm`)).status).toBe(404);
    const list = await otherSupplier.get('/api/purchase-orders');
    expect(list.body.data.data.map((o: { no: string }) => o.no)).not.toContain(no);
    const edit = await supplier.call('PUT', `/api/purchase-orders/${no}`, { note: 'cheaper please' });
    expect(edit.status).toBe(403);
    expect(edit.body.msg).toContain('note');
    const own = await supplier.call('PUT', `/api/purchase-orders/${no}`, {
      supplierReference: 'SO-7788',
      supplierNote: 'Stock ready',
    });
    expect(own.status).toBe(200);
    expect((await factory.get(`/api/purchase-orders/${no}`)).body.data).toMatchObject({
      supplierReference: 'SO-7788',
      supplierNote: 'Stock ready',
    });
    // The supplier cannot send or receive; the factory cannot confirm for it.
    expect((await factory.post(`/api/purchase-orders/${no}/confirm`)).status).toBe(403);
    // Only a factory buys: a supplier placing an order, even to another supplier, is refused.
    const bought = await supplier.post('/api/purchase-orders', {
      supplierUid,
      orderDate: '2026-11-25',
      lines: lines(),
    });
    expect(bought.status).toBe(403);
  });

  it('refuses with a reason, then a change makes version 2 the supplier confirms again, with the log in words and the bells', async () => {
    const no = await sent();
    expect((await supplier.post(`/api/purchase-orders/${no}/refuse`, {})).status).toBe(400);
    expect((await supplier.post(`/api/purchase-orders/${no}/refuse`, { reason: 'Lead time too short' })).status).toBe(
      200,
    );
    const again = await supplier.post(`/api/purchase-orders/${no}/confirm`);
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('refused by the supplier');
    const changed = await factory.call('PUT', `/api/purchase-orders/${no}`, {
      lines: lines().map((l) => ({ ...l, deliveryDate: '2026-12-20' })),
    });
    expect(changed.body.data).toMatchObject({ status: 'sent', version: 2 });
    // Confirming the version it read before the change is refused: the supplier reads version 2 first.
    const stale = await supplier.post(`/api/purchase-orders/${no}/confirm`, { version: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('version 2');
    expect((await supplier.post(`/api/purchase-orders/${no}/confirm`, { version: 2 })).status).toBe(200);
    const detail = (await factory.get(`/api/purchase-orders/${no}`)).body.data;
    expect(detail).toMatchObject({ status: 'confirmed', version: 2, confirmedVersion: 2, refusalReason: null });
    expect(detail.versions[0]).toMatchObject({ version: 1, status: 'refused' });
    expect(detail.versions[0].lines[0].deliveryDate).toBe('2026-12-10');
    const words = detail.log.map((l: { words: string }) => l.words);
    expect(words).toEqual(
      expect.arrayContaining(['Liu Yang refused version 1: Lead time too short', 'Liu Yang confirmed version 2']),
    );
    expect(words.some((w: string) => w.startsWith('Zhang Wei changed the order: version 2'))).toBe(true);
    const bells = await supplier.get('/api/messages?page_size=50');
    expect(JSON.stringify(bells.body.data)).toContain(`Purchase order ${no} changed: version 2`);
    const factoryBells = await factory.get('/api/messages?page_size=50');
    expect(JSON.stringify(factoryBells.body.data)).toContain(`The supplier confirmed purchase order ${no}`);
  });

  it('answers 409 naming the state to a second send and a cancelled order', async () => {
    const no = await sent();
    const twice = await factory.post(`/api/purchase-orders/${no}/send`);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('sent, waiting for the supplier');
    expect((await factory.post(`/api/purchase-orders/${no}/cancel`, { reason: 'Project stopped' })).status).toBe(200);
    const late = await supplier.post(`/api/purchase-orders/${no}/confirm`);
    expect(late.status).toBe(409);
    expect(late.body.msg).toContain('cancelled');
  });

  it('names the bad field of a line in the caller language', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const bad = await zh.post('/api/purchase-orders', { supplierUid, lines: [{ ...lines()[0], quantity: '-3' }] });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('lines.0.quantity');
    expect(bad.body.msg).toContain('大于0');
    const notSupplier = await factory.post('/api/purchase-orders', { supplierUid: materialUid, lines: lines() });
    expect(notSupplier.status).toBe(400);
    expect(notSupplier.body.msg).toContain('supplierUid');
  });
});

describe('only approved suppliers', () => {
  /** The demo factory's supplier-master record of the demo supplier (approved in the demo data). */
  async function masterRecord(): Promise<string> {
    const list = await factory.get('/api/suppliers?scope=master&page_size=100');
    return list.body.data.data.find((s: { enterprise: { uid: string } | null }) => s.enterprise?.uid === supplierUid)
      .uid as string;
  }

  it('refuses to create or send an order to a suspended supplier, naming it and its status in the caller language, and offers it disabled', async () => {
    const waiting = await draft();
    const master = await masterRecord();
    expect(
      (await factory.post(`/api/suppliers/${master}/suspend`, { reason: 'Two lots rejected at incoming inspection' }))
        .status,
    ).toBe(200);
    try {
      const created = await factory.post('/api/purchase-orders', { supplierUid, lines: lines() });
      expect(created.status).toBe(409);
      expect(created.body.msg).toBe(
        'Supplier Demo Laminate Supplier Ltd. is suspended: only an approved supplier of your supplier master can be sent a purchase order',
      );
      expect(created.body.data).toEqual({ field: 'supplierUid' });
      const zh = new Client(server.url, 'zh-CN');
      zh.cookie = factory.cookie;
      const send = await zh.post(`/api/purchase-orders/${waiting}/send`);
      expect(send.status).toBe(409);
      expect(send.body.msg).toContain('Demo Laminate Supplier Ltd.');
      expect(send.body.msg).toContain('已暂停');
      expect((await factory.get(`/api/purchase-orders/${waiting}`)).body.data.status).toBe('draft');
      const picker = (await factory.get('/api/purchase-orders/suppliers')).body.data as Array<{
        uid: string;
        orderable: boolean;
        status: string;
        statusText: string;
      }>;
      expect(picker.find((s) => s.uid === supplierUid)).toMatchObject({
        orderable: false,
        status: 'suspended',
        statusText: 'suspended',
      });
    } finally {
      expect((await factory.post(`/api/suppliers/${master}/reinstate`)).status).toBe(200);
    }
    expect((await factory.post(`/api/purchase-orders/${waiting}/send`)).status).toBe(200);
    const picker = (await factory.get('/api/purchase-orders/suppliers')).body.data as Array<{
      uid: string;
      orderable: boolean;
    }>;
    expect(picker.find((s) => s.uid === supplierUid)).toMatchObject({ orderable: true });
  });

  it('refuses a new version of a sent order once its supplier is suspended', async () => {
    const no = await sent();
    const master = await masterRecord();
    expect((await factory.post(`/api/suppliers/${master}/suspend`, { reason: 'Audit finding' })).status).toBe(200);
    try {
      const change = await factory.call('PUT', `/api/purchase-orders/${no}`, { note: 'one more line', lines: lines() });
      expect(change.status).toBe(409);
      expect(change.body.msg).toContain('is suspended');
      expect((await factory.get(`/api/purchase-orders/${no}`)).body.data.version).toBe(1);
    } finally {
      expect((await factory.post(`/api/suppliers/${master}/reinstate`)).status).toBe(200);
    }
  });

  it('refuses a supplier enterprise the factory keeps no approved record of', async () => {
    const other = (await factory.get('/api/purchase-orders/suppliers')).body.data.find(
      (s: { no: string }) => s.no === 'E0099',
    );
    expect(other).toMatchObject({ orderable: false, status: null, statusText: 'not in your supplier master' });
    const refused = await factory.post('/api/purchase-orders', { supplierUid: other.uid, lines: lines() });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe(
      'Supplier Other Copper Foil Co. is not in your supplier master: only an approved supplier of your supplier master can be sent a purchase order',
    );
    const draftNo = await draft();
    const moved = await factory.call('PUT', `/api/purchase-orders/${draftNo}`, { supplierUid: other.uid });
    expect(moved.status).toBe(409);
    const potential = await factory.post('/api/suppliers', {
      name: 'Other Copper Foil (evaluating)',
      enterpriseUid: other.uid,
    });
    expect(potential.status, JSON.stringify(potential.body)).toBe(200);
    const stillRefused = await factory.post('/api/purchase-orders', { supplierUid: other.uid, lines: lines() });
    expect(stillRefused.status).toBe(409);
    expect(stillRefused.body.msg).toContain('Other Copper Foil (evaluating) is a potential supplier');
  });
});

describe('receipts', () => {
  it('receives in two parts with lot numbers, refusing a receipt beyond the 5% tolerance', async () => {
    const no = await confirmed();
    const order = (await factory.get(`/api/purchase-orders/${no}`)).body.data;
    const [first, second] = order.lines as Array<{ uid: string }>;
    expect(
      (
        await supplier.post(`/api/purchase-orders/${no}/receipts`, {
          lines: [{ orderLineUid: first!.uid, quantity: '10', lotNo: 'L1' }],
        })
      ).status,
    ).toBe(403);
    const part = await factory.post(`/api/purchase-orders/${no}/receipts`, {
      deliveryNoteNo: 'DN-1',
      lines: [
        { orderLineUid: first!.uid, quantity: '60', lotNo: 'LOT-A1' },
        { orderLineUid: second!.uid, quantity: '40', lotNo: 'LOT-B1' },
      ],
    });
    expect(part.status, JSON.stringify(part.body)).toBe(200);
    expect(part.body.data.status).toBe('partly_received');
    const over = await factory.post(`/api/purchase-orders/${no}/receipts`, {
      lines: [{ orderLineUid: first!.uid, quantity: '46', lotNo: 'LOT-A2' }],
    });
    expect(over.status).toBe(400);
    expect(over.body.msg).toContain('lines.0.quantity');
    expect(over.body.msg).toContain('45');
    const rest = await factory.post(`/api/purchase-orders/${no}/receipts`, {
      deliveryNoteNo: 'DN-2',
      lines: [{ orderLineUid: first!.uid, quantity: '45', lotNo: 'LOT-A2' }],
    });
    expect(rest.body.data.status).toBe('received');
    const detail = (await supplier.get(`/api/purchase-orders/${no}`)).body.data;
    expect(detail.lines.map((l: { receivedQuantity: string }) => l.receivedQuantity)).toEqual(['105', '40']);
    expect(detail.receipts).toHaveLength(2);
    expect(detail.receipts[1].lines[0]).toMatchObject({ orderLineNo: 1, quantity: '45', lotNo: 'LOT-A2' });
    const receipts = await factory.get(`/api/purchase-receipts?keyword=${no}`);
    expect(receipts.body.data.total).toBe(2);
    expect((await otherSupplier.get(`/api/purchase-receipts/${receipts.body.data.data[0].no}`)).status).toBe(404);
    expect((await factory.post(`/api/purchase-orders/${no}/close`)).body.data.status).toBe('closed');
  });

  it('receives nothing on an order the supplier has not confirmed', async () => {
    const no = await sent();
    const line = (await factory.get(`/api/purchase-orders/${no}`)).body.data.lines[0];
    const res = await factory.post(`/api/purchase-orders/${no}/receipts`, {
      lines: [{ orderLineUid: line.uid, quantity: '1', lotNo: 'X' }],
    });
    expect(res.status).toBe(409);
  });
});

describe('lists and documents', () => {
  it('lists with search, paging and sort, and exports the same rows to Excel', async () => {
    const no = await sent();
    const found = await factory.get(`/api/purchase-orders?keyword=${no}`);
    expect(found.body.data.total).toBe(1);
    const bySupplier = await factory.get('/api/purchase-orders?keyword=Laminate&page_size=20&field=total&sort=desc');
    expect(bySupplier.body.data.total).toBeGreaterThan(3);
    const totals = bySupplier.body.data.data.map((o: { total: string }) => Number(o.total));
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    const tab = await supplier.get('/api/purchase-orders?tab=draft');
    expect(tab.body.data.total).toBe(0);
    const res = await fetch(`${server.url}/api/purchase-orders/export?keyword=${no}`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows.length).toBe(2);
    expect(JSON.stringify(sheet!.rows[1])).toContain(no);
  });

  it('prints the order as a PDF with its lines in Chinese and English', async () => {
    const no = await sent();
    const res = await fetch(`${server.url}/api/purchase-orders/${no}/pdf`, {
      headers: { cookie: supplier.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const text = extractPdfText(Buffer.from(await res.arrayBuffer()));
    for (const expected of [
      '采购订单 Purchase order',
      no,
      'M-CCL-1.6 FR-4 覆铜板',
      'M-CU-18 电解铜箔',
      '11865.00',
      '2026-12-10',
      '供应商 Supplier',
      '下单日期 Order date',
    ])
      expect(text).toContain(expected);
    expect((await otherSupplier.get(`/api/purchase-orders/${no}/print`)).status).toBe(404);
  });

  it('seeds a month of demo purchasing between the demo factory and the demo supplier', async () => {
    const counts = (await factory.get('/api/purchase-orders')).body.data.counts;
    expect(counts.received).toBeGreaterThanOrEqual(1);
    expect(counts.partly_received).toBeGreaterThanOrEqual(1);
    expect(counts.refused).toBeGreaterThanOrEqual(1);
    expect(counts.closed).toBeGreaterThanOrEqual(1);
    expect(counts.cancelled).toBeGreaterThanOrEqual(1);
  });
});
