import { maskFromAuthCodes } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, orders, productionTransfers, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { authCodeOf } from '../menus/catalogue-index.js';
import { readWorkbook } from '../documents/index.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { seedProductionTransferDemo } from './demo-data.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let second: Client;
let secondNo: string;

async function secondFactory(): Promise<void> {
  const db = server.database.db;
  const phone = `1377${String(process.pid % 10000).padStart(4, '0')}803`;
  secondNo = `EP${process.pid % 100000}`;
  const [e] = await db
    .insert(enterprises)
    .values({ enterpriseNo: secondNo, name: 'Outsource Factory 803', kind: 'factory', expiresOn: '2030-12-31' })
    .returning();
  const [a] = await db
    .insert(accounts)
    .values({
      userNo: `UP${phone.slice(-7)}`,
      name: 'Gao Min',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: e!.uid,
    accountUid: a!.uid,
    staffName: 'Gao Min',
    isAdmin: true,
    permissionMask: demoMask('factory'),
  });
  second = new Client(server.url);
  expect(
    (
      await second.post('/api/service/login', {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: phone,
        login_password: DEMO_PASSWORD,
      })
    ).body.code,
  ).toBe(1);
}
/** A member of the demo customer holding only the given screens. */
async function customerMember(tag: string, screens: string[]): Promise<Client> {
  const db = server.database.db;
  const phone = `1379${String(process.pid % 10000).padStart(4, '0')}${tag}`;
  const [e] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, 'E0002'));
  const [a] = await db
    .insert(accounts)
    .values({
      userNo: `UC${tag}${phone.slice(-5)}`,
      name: `Reader ${tag}`,
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: e!.uid,
    accountUid: a!.uid,
    staffName: `Reader ${tag}`,
    isAdmin: false,
    permissionMask: maskFromAuthCodes(screens.map(authCodeOf)),
  });
  const client = new Client(server.url);
  expect(
    (
      await client.post('/api/service/login', {
        login_type: 'phone',
        phone_area_code: '+86',
        login_phone: phone,
        login_password: DEMO_PASSWORD,
      })
    ).body.code,
  ).toBe(1);
  return client;
}
/** A new paid order of the demo customer at the demo factory. */
async function paidOrder(): Promise<string> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  expect(
    (await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status,
  ).toBe(200);
  return placed.no;
}
const ask = (orderNo: string, body: Record<string, unknown> = {}) =>
  factory.post('/api/production-transfers', {
    orderNo,
    toFactoryNo: secondNo,
    quantity: 10,
    dueDate: '2099-12-01',
    reason: 'Our drilling line is full this month',
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  await secondFactory();
}, 60_000);
afterAll(() => server.stop());

describe('a production transfer', () => {
  it('demo: the demo factory’s latest paid order is produced by the partner factory E0004, once', async () => {
    // The sales demo month (modules/sales/demo-month.ts) leaves a paid order of the demo customer's unshipped.
    await seedProductionTransferDemo(server.database.db);
    await seedProductionTransferDemo(server.database.db);
    const rows = await server.database.db.select().from(productionTransfers);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('accepted');
    expect((await customer.get(`/api/production-transfers?keyword=${rows[0]!.orderNo}`)).body.data.total).toBe(1);
  });

  it('is accepted by the receiving factory, the customer told by the bell; the order keeps its factory and state', async () => {
    const orderNo = await paidOrder();
    const asked = await ask(orderNo);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const no = asked.body.data.no as string;
    expect(no).toMatch(/^PT\d{20}$/);
    expect(asked.body.data).toMatchObject({ status: 'pending', side: 'sender', actions: ['withdraw'], quantity: 10 });
    const seen = await second.get(`/api/production-transfers/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'receiver', actions: ['accept', 'decline'] });
    const toUid = seen.body.data.to.id as string;
    const heard = await server.database.db.select().from(messages).where(eq(messages.enterpriseUid, toUid));
    expect(heard.some((m) => m.link === `/transfer-management-add/index?no=${no}`)).toBe(true);
    expect(
      (await second.get('/api/production-transfers?direction=in&status=pending&keyword=drilling')).body.data,
    ).toMatchObject({ total: 1, data: [{ no }] });
    // The customer sees nothing until it is accepted.
    expect(JSON.stringify((await customer.get('/api/production-transfers?page_size=100')).body.data)).not.toContain(no);

    const [before] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    const accepted = await second.post(`/api/production-transfers/${no}/actions`, { action: 'accept', rowVersion: 1 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', actions: [] });
    expect(accepted.body.data.log.map((l: { text: string }) => l.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `asked Outsource Factory 803 to produce order ${orderNo} \\(10 pcs by 2099-12-01\\): Our drilling line is full this month$`,
        ),
      ),
      expect.stringMatching(new RegExp(`accepted: Outsource Factory 803 now produces order ${orderNo}$`)),
    ]);
    const [after] = await server.database.db.select().from(orders).where(eq(orders.orderNo, orderNo));
    expect(after).toMatchObject({ merchantUid: before!.merchantUid, status: before!.status });
    const customerUid = accepted.body.data.customer.id as string;
    const told = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, customerUid), eq(messages.kind, 'sales')));
    expect(
      told.some((m) =>
        JSON.stringify(m.title).includes(`Your order ${orderNo} is now produced by Outsource Factory 803`),
      ),
    ).toBe(true);
    expect((await customer.get(`/api/production-transfers?keyword=${orderNo}`)).body.data).toMatchObject({
      total: 1,
      data: [{ no, side: 'customer', actions: [] }],
    });
    expect((await customer.get(`/api/production-transfers/${no}`)).status).toBe(200);
    const fromUid = accepted.body.data.from.id as string;
    const senderBells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, fromUid), eq(messages.kind, 'sales')));
    expect(senderBells.some((m) => JSON.stringify(m.title).includes(`accepted to produce order ${orderNo}`))).toBe(
      true,
    );
    const sheet = await fetch(`${server.url}/api/production-transfers/export`, {
      headers: { cookie: customer.cookie ?? '' },
    });
    const [rows] = await readWorkbook(Buffer.from(await sheet.arrayBuffer()));
    expect(rows!.rows[0]).toContain('Due date');
    expect(JSON.stringify(rows!.rows)).toContain(no);
    // A customer member holding only the shared transfer screen reads its order's transfer there, and acts as no factory.
    const reader = await customerMember('821', ['transfer-management']);
    expect((await reader.get(`/api/production-transfers?keyword=${orderNo}&direction=out`)).body.data).toMatchObject({
      total: 1,
      data: [{ no, side: 'customer', actions: [] }],
    });
    expect((await reader.get(`/api/production-transfers/${no}`)).body.data).toMatchObject({
      no,
      orderNo,
      status: 'accepted',
    });
    expect(
      (
        await reader.post('/api/production-transfers', {
          orderNo,
          toFactoryNo: secondNo,
          quantity: 1,
          dueDate: '2099-12-01',
          reason: 'x',
        })
      ).status,
    ).toBe(403);
    expect((await (await customerMember('822', ['shipping-address'])).get('/api/production-transfers')).status).toBe(
      403,
    );
    const twice = await ask(orderNo);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(`Order ${orderNo} is already produced at another factory (${no})`);
  });

  it('refuses: wrong side 403, stranger 404, stale 409 naming the state, a decline without reason 400, bad input naming the field', async () => {
    const orderNo = await paidOrder();
    const badFactory = await ask(orderNo, { toFactoryNo: 'E0002' });
    expect(badFactory.status).toBe(400);
    expect(badFactory.body).toMatchObject({
      msg: 'Receiving factory: no other factory E0002 on the platform',
      data: { field: 'toFactoryNo' },
    });
    const past = await ask(orderNo, { dueDate: '2020-01-01' });
    expect(past.body).toMatchObject({ msg: 'Due date: cannot be in the past', data: { field: 'dueDate' } });
    const zh = await factory.post(
      '/api/production-transfers',
      { orderNo, toFactoryNo: secondNo, quantity: 0, dueDate: '2099-12-01', reason: 'x' },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.status).toBe(400);
    expect(zh.body.msg).toContain('数量');
    expect((await ask('NO-SUCH-ORDER')).status).toBe(404);
    expect(
      (
        await second.post('/api/production-transfers', {
          orderNo,
          toFactoryNo: 'E0001',
          quantity: 1,
          dueDate: '2099-12-01',
          reason: 'x',
        })
      ).status,
    ).toBe(404);

    const no = (await ask(orderNo)).body.data.no as string;
    const pendingTwice = await ask(orderNo);
    expect(pendingTwice.status).toBe(409);
    expect(pendingTwice.body.msg).toContain(`already has a pending production transfer ${no}`);
    const own = await factory.post(`/api/production-transfers/${no}/actions`, { action: 'accept' });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe(
      'Only the receiving factory accepts or declines a production transfer; the sending factory may withdraw it',
    );
    expect((await customer.post(`/api/production-transfers/${no}/actions`, { action: 'accept' })).status).toBe(404);
    expect((await second.post(`/api/production-transfers/${no}/actions`, { action: 'withdraw' })).status).toBe(403);
    const stale = await second.post(`/api/production-transfers/${no}/actions`, {
      action: 'decline',
      reason: 'No capacity',
      rowVersion: 5,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Production transfer ${no} was changed by someone else (it is now awaiting the receiving factory); reload and try again`,
    );
    const noReason = await second.post(`/api/production-transfers/${no}/actions`, { action: 'decline' });
    expect(noReason.body).toMatchObject({ msg: 'Reason: say why', data: { field: 'reason' } });
    const declined = await second.post(`/api/production-transfers/${no}/actions`, {
      action: 'decline',
      reason: 'No 8-layer capacity',
    });
    expect(declined.body.data).toMatchObject({ status: 'declined', answerReason: 'No 8-layer capacity' });
    const late = await factory.post(`/api/production-transfers/${no}/actions`, { action: 'withdraw' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`Production transfer ${no} is declined; it cannot be withdrawn`);
    const again = (await ask(orderNo)).body.data.no as string;
    expect(
      (await factory.post(`/api/production-transfers/${again}/actions`, { action: 'withdraw' })).body.data.status,
    ).toBe('withdrawn');
    expect(
      (
        await factory.get(
          '/api/production-transfers?direction=out&preset=last_month&sort_field=due_date&sort_order=asc&page_size=100',
        )
      ).body.data.total,
    ).toBeGreaterThanOrEqual(2);
  });
});
