import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let other: Client;

/** A shipped delivery of `quantity` pcs of a new released notice; answers the delivery number. */
async function shipment(partNo: string, quantity: number, ship = true): Promise<string> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  expect(
    (await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status,
  ).toBe(200);
  const sn = (
    await factory.post('/api/sale-notices', {
      orderNo: placed.no,
      productName: 'Control board',
      partNo,
      revision: 'A',
      quantity,
      deliveryDate: '2099-12-01',
    })
  ).body.data.no as string;
  await factory.post(`/api/sale-notices/${sn}/actions`, { action: 'release' });
  const no = (
    await factory.post('/api/deliveries', {
      plannedDate: '2099-11-20',
      address: 'Dock 3, No. 1 Keji Road, Shenzhen',
      lines: [{ saleNoticeNo: sn, quantity }],
    })
  ).body.data.no as string;
  if (ship)
    expect(
      (
        await factory.post(`/api/deliveries/${no}/ship`, {
          packages: 2,
          carrier: 'SF Express',
          trackingNo: `SF-${partNo}`,
        })
      ).status,
    ).toBe(200);
  return no;
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const phone = `1376${String(process.pid % 10000).padStart(4, '0')}005`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `ES${process.pid % 100000}`,
      name: 'Fifth Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `US${phone.slice(-7)}`,
      name: 'Qian Er',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Qian Er',
    isAdmin: true,
    permissionMask: demoMask('customer'),
  });
  other = new Client(server.url);
  await other.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
}, 60_000);
afterAll(() => server.stop());

describe('shipments and their receipt', () => {
  it('lists only shipped deliveries, by receipt state, for both sides; a disputed receipt shows on the factory’s list', async () => {
    const planned = await shipment('SHP-PLANNED', 10, false);
    const clean = await shipment('SHP-CLEAN', 40);
    const disputed = await shipment('SHP-DISPUTE', 60);
    const mine = await factory.get('/api/shipments?side=factory&keyword=shp-&page_size=100');
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const nos = mine.body.data.data.map((d: { no: string }) => d.no);
    expect(nos).toContain(clean);
    expect(nos).not.toContain(planned);
    expect(mine.body.data.data.find((d: { no: string }) => d.no === clean)).toMatchObject({
      receipt: 'awaiting',
      carrier: 'SF Express',
      packages: 2,
      quantity: 40,
      accepted: null,
    });

    const toConfirm = await customer.get('/api/shipments?side=customer&receipt=awaiting&keyword=SF-SHP-DISPUTE');
    expect(toConfirm.body.data).toMatchObject({ total: 1, data: [{ no: disputed, actions: ['confirm_receipt'] }] });
    expect(
      (await customer.post(`/api/deliveries/${clean}/receipt`, { lines: [{ position: 1, accepted: 40, disputed: 0 }] }))
        .status,
    ).toBe(200);
    expect(
      (
        await customer.post(`/api/deliveries/${disputed}/receipt`, {
          lines: [{ position: 1, accepted: 55, disputed: 5, reason: 'Five boards warped' }],
        })
      ).status,
    ).toBe(200);

    const byReceipt = await factory.get('/api/shipments?receipt=disputed&keyword=shp-');
    expect(byReceipt.body.data).toMatchObject({
      total: 1,
      data: [{ no: disputed, receipt: 'disputed', accepted: 55, disputed: 5 }],
    });
    expect(
      (await factory.get('/api/shipments?receipt=accepted&keyword=shp-')).body.data.data.map(
        (d: { no: string }) => d.no,
      ),
    ).toEqual([clean]);
    expect((await other.get('/api/shipments?side=customer&keyword=shp-')).body.data.total).toBe(0);
  });

  it('exports the list to Excel in the reader’s language', async () => {
    await shipment('SHP-XLSX', 12);
    const res = await fetch(`${server.url}/api/shipments/export.xlsx?keyword=shp-xlsx`, {
      headers: { cookie: factory.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe('送货单号');
    expect(sheet.rowCount).toBe(2);
    expect(sheet.getRow(2).getCell(5).value).toBe('SF-SHP-XLSX');
  });

  it('refuses bad input naming the field and a customer’s reading of the factory side', async () => {
    const bad = await factory.get('/api/shipments?receipt=lost');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('Receipt');
    expect((await customer.get('/api/shipments?side=factory')).status).toBe(403);
  });
});
