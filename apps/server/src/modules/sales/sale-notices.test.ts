import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, enterprises, messages, saleNotices, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let other: Client;

const notice = (orderNo: string, over: Record<string, unknown> = {}) => ({
  orderNo,
  productName: '2-layer FR-4 control board',
  partNo: 'CP-1001',
  revision: 'B',
  quantity: 500,
  deliveryDate: '2099-12-10',
  requirements: 'Lead-free HASL; IPC class 2; pack 50 per bag',
  ...over,
});

/** A paid order of the demo customer with the demo factory. */
async function paidOrder(): Promise<string> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  const paid = await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` });
  expect(paid.status, JSON.stringify(paid.body)).toBe(200);
  return placed.no;
}

async function otherCustomer(): Promise<Client> {
  const db = server.database.db;
  const phone = `1373${String(process.pid % 10000).padStart(4, '0')}002`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `ES${process.pid % 100000}`,
      name: 'Another Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `US${phone.slice(-7)}`,
      name: 'Zhao Min',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Zhao Min',
    isAdmin: true,
    permissionMask: demoMask('customer'),
  });
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
  return client;
}

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  other = await otherCustomer();
}, 60_000);
afterAll(() => server.stop());

describe('a sales notice releases a confirmed order to production', () => {
  it('is written for a paid order, released, acknowledged by production, and the customer sees its side and hears the bell', async () => {
    const orderNo = await paidOrder();
    const created = await factory.post('/api/sale-notices', notice(orderNo));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const no = created.body.data.no as string;
    expect(no).toMatch(/^SN\d{20}$/);
    expect(created.body.data).toMatchObject({
      status: 'draft',
      orderNo,
      partNo: 'CP-1001',
      revision: 'B',
      quantity: 500,
      deliveryDate: '2099-12-10',
      actions: ['release', 'cancel'],
      rowVersion: 1,
    });

    // A draft is the factory's own: the customer does not see it yet.
    expect((await customer.get(`/api/sale-notices/${no}?side=customer`)).status).toBe(404);

    const released = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release', rowVersion: 1 });
    expect(released.status, JSON.stringify(released.body)).toBe(200);
    expect(released.body.data).toMatchObject({ status: 'released', actions: ['acknowledge', 'cancel'] });

    const seen = await customer.get(`/api/sale-notices/${no}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data).toMatchObject({
      side: 'customer',
      status: 'released',
      partNo: 'CP-1001',
      requirements: 'Lead-free HASL; IPC class 2; pack 50 per bag',
      actions: [],
    });
    const customerUid = seen.body.data.customer.id as string;
    const bells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, customerUid), eq(messages.kind, 'sales')));
    expect(bells.some((m) => JSON.stringify(m.title).includes(orderNo))).toBe(true);
    const list = await customer.get(`/api/sale-notices?side=customer&keyword=${orderNo}`);
    expect(list.body.data.total).toBe(1);

    const acknowledged = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'acknowledge' });
    expect(acknowledged.body.data).toMatchObject({ status: 'acknowledged', actions: [] });
    const detail = await factory.get(`/api/sale-notices/${no}`);
    expect(detail.body.data.log.map((l: { action: string }) => l.action)).toEqual(['create', 'release', 'acknowledge']);
    expect(detail.body.data.log[0].text).toContain(`order ${orderNo}: 500 pcs of CP-1001 due 2099-12-10`);
    expect(detail.body.data.log[2].text).toMatch(/acknowledged it for production$/);
    const rows = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sale_notice'), eq(auditLog.entityUid, no)));
    expect(rows).toHaveLength(3);
  });

  it("refuses a second acknowledgement and a cancellation after acknowledgement with 409 naming the state, in the caller's language", async () => {
    const orderNo = await paidOrder();
    const no = (await factory.post('/api/sale-notices', notice(orderNo))).body.data.no as string;
    expect((await factory.post(`/api/sale-notices/${no}/actions`, { action: 'acknowledge' })).status).toBe(409);
    await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    await factory.post(`/api/sale-notices/${no}/actions`, { action: 'acknowledge' });
    const again = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'acknowledge' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`Sales notice ${no} is acknowledged by production; it cannot be acknowledged`);
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const cancel = await zh.post(`/api/sale-notices/${no}/actions`, { action: 'cancel', reason: '客户取消' });
    expect(cancel.status).toBe(409);
    expect(cancel.body.msg).toBe(`销售通知 ${no} 当前状态为生产已确认，不能取消`);
    const [row] = await server.database.db.select().from(saleNotices).where(eq(saleNotices.noticeNo, no));
    expect(row!.status).toBe('acknowledged');
  });

  it('lets only one of two releases of the same version win; the other gets 409 and the notice changes once', async () => {
    const orderNo = await paidOrder();
    const no = (await factory.post('/api/sale-notices', notice(orderNo))).body.data.no as string;
    const [a, b] = await Promise.all([
      factory.post(`/api/sale-notices/${no}/actions`, { action: 'release', rowVersion: 1 }),
      factory.post(`/api/sale-notices/${no}/actions`, { action: 'cancel', reason: 'duplicate', rowVersion: 1 }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const log = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'sale_notice'), eq(auditLog.entityUid, no)));
    expect(log).toHaveLength(2);
  });

  it('cancels a released notice only with a reason, and edits only a draft at the version it was read', async () => {
    const orderNo = await paidOrder();
    const no = (await factory.post('/api/sale-notices', notice(orderNo))).body.data.no as string;
    const edited = await factory.call(
      'PUT',
      `/api/sale-notices/${no}`,
      notice(orderNo, { quantity: 600, rowVersion: 1 }),
    );
    expect(edited.body.data).toMatchObject({ quantity: 600, rowVersion: 2 });
    expect(
      (await factory.call('PUT', `/api/sale-notices/${no}`, notice(orderNo, { quantity: 700, rowVersion: 1 }))).status,
    ).toBe(409);
    await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    expect((await factory.call('PUT', `/api/sale-notices/${no}`, notice(orderNo, { quantity: 800 }))).status).toBe(409);
    const noReason = await factory.post(`/api/sale-notices/${no}/actions`, { action: 'cancel', reason: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ msg: 'Reason: cannot be empty', data: { field: 'reason' } });
    const cancelled = await factory.post(`/api/sale-notices/${no}/actions`, {
      action: 'cancel',
      reason: 'customer moved the order to next month',
    });
    expect(cancelled.body.data).toMatchObject({
      status: 'cancelled',
      cancelReason: 'customer moved the order to next month',
    });
    expect(cancelled.body.data.log.at(-1).text).toMatch(
      /cancelled the notice: customer moved the order to next month$/,
    );
  });
});

describe('what a sales notice refuses', () => {
  it("refuses an unpaid order with 409 naming its state, and another factory's or unknown order with 404", async () => {
    const placed = await placedOrder({ customer, factory, operator });
    const unpaid = await factory.post('/api/sale-notices', notice(placed.no));
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.msg).toContain(`Order ${placed.no} is unpaid`);
    expect((await factory.post('/api/sale-notices', notice('OD-NO-SUCH'))).status).toBe(404);
    const count = (await server.database.db.select().from(saleNotices).where(eq(saleNotices.orderNo, placed.no)))
      .length;
    expect(count).toBe(0);
  });

  it("names the wrong field in the caller's language and saves nothing", async () => {
    const orderNo = await paidOrder();
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const noPart = await zh.post('/api/sale-notices', notice(orderNo, { partNo: ' ' }));
    expect(noPart.status).toBe(400);
    expect(noPart.body).toMatchObject({ msg: '客户料号：不能为空', data: { field: 'partNo' } });
    expect((await factory.post('/api/sale-notices', notice(orderNo, { quantity: 0 }))).body.data.field).toBe(
      'quantity',
    );
    expect(
      (await factory.post('/api/sale-notices', notice(orderNo, { deliveryDate: '2020-01-01' }))).body,
    ).toMatchObject({ msg: 'Delivery date: cannot be in the past', data: { field: 'deliveryDate' } });
    expect(
      (await factory.post('/api/sale-notices', notice(orderNo, { deliveryDate: '2099-02-30' }))).body.data.field,
    ).toBe('deliveryDate');
    expect((await factory.post('/api/sale-notices', notice(orderNo, { orderNo: '' }))).body.data.field).toBe('orderNo');
    expect((await server.database.db.select().from(saleNotices).where(eq(saleNotices.orderNo, orderNo))).length).toBe(
      0,
    );
  });

  it('answers 404 to another customer for a released notice, and 403 to a customer writing one', async () => {
    const orderNo = await paidOrder();
    const no = (await factory.post('/api/sale-notices', notice(orderNo))).body.data.no as string;
    await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' });
    const foreign = await other.get(`/api/sale-notices/${no}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('CP-1001');
    expect((await other.get('/api/sale-notices?side=customer')).body.data.total).toBe(0);
    expect((await customer.post('/api/sale-notices', notice(orderNo))).status).toBe(403);
    expect((await customer.post(`/api/sale-notices/${no}/actions`, { action: 'acknowledge' })).status).toBe(403);
  });
});

describe("the factory's list", () => {
  it('searches by part number, filters by status and dates, sorts and pages', async () => {
    const orderNo = await paidOrder();
    const a = (await factory.post('/api/sale-notices', notice(orderNo, { partNo: 'LIST-A', quantity: 10 }))).body.data
      .no as string;
    await factory.post('/api/sale-notices', notice(orderNo, { partNo: 'LIST-B', quantity: 20 }));
    await factory.post(`/api/sale-notices/${a}/actions`, { action: 'release' });
    const found = await factory.get('/api/sale-notices?keyword=list-&field=quantity&sort=desc');
    expect(found.body.data.data.map((r: { partNo: string }) => r.partNo)).toEqual(['LIST-B', 'LIST-A']);
    expect((await factory.get('/api/sale-notices?keyword=list-&status=released')).body.data.total).toBe(1);
    expect((await factory.get('/api/sale-notices?keyword=list-&preset=last_month')).body.data.total).toBe(2);
    expect((await factory.get('/api/sale-notices?keyword=list-&to=2020-01-01')).body.data.total).toBe(0);
    const paged = await factory.get('/api/sale-notices?keyword=list-&page_size=1&page_no=2&field=quantity&sort=asc');
    expect(paged.body.data).toMatchObject({ total: 2, data: [{ partNo: 'LIST-B' }] });
    expect((await factory.get('/api/sale-notices?page_size=101')).status).toBe(400);
  });
});
