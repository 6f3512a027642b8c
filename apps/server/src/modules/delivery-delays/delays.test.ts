import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, saleNotices, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let operator: Client;
let other: Client;

/** A sales notice of a new paid order due 2099-12-01, released to production (or left a draft). */
async function notice(partNo: string, release = true): Promise<string> {
  const placed = await placedOrder({ customer, factory, operator });
  await recharge(customer, placed.total);
  expect(
    (await customer.post(`/api/orders/${placed.no}/pay`, {}, { 'Idempotency-Key': `pay-${placed.no}` })).status,
  ).toBe(200);
  const created = await factory.post('/api/sale-notices', {
    orderNo: placed.no,
    productName: 'Control board',
    partNo,
    revision: 'A',
    quantity: 100,
    deliveryDate: '2099-12-01',
  });
  expect(created.status, JSON.stringify(created.body)).toBe(200);
  const no = created.body.data.no as string;
  if (release) expect((await factory.post(`/api/sale-notices/${no}/actions`, { action: 'release' })).status).toBe(200);
  return no;
}
const ask = (saleNoticeNo: string, toDate = '2099-12-08', reason = 'Laminate shortage at our supplier') =>
  factory.post('/api/delivery-delays', { saleNoticeNo, toDate, reason });
const dateOf = async (no: string) =>
  (
    await server.database.db
      .select({ d: saleNotices.deliveryDate })
      .from(saleNotices)
      .where(eq(saleNotices.noticeNo, no))
  )[0]!.d;

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const phone = `1375${String(process.pid % 10000).padStart(4, '0')}004`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EY${process.pid % 100000}`,
      name: 'Fourth Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UY${phone.slice(-7)}`,
      name: 'Zhou Yi',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Zhou Yi',
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

describe('a delivery delay application', () => {
  it('moves the notice’s date only when the customer agrees, with the log in words and a bell each way', async () => {
    const sn = await notice('DLY-AGREE');
    const asked = await ask(sn);
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const no = asked.body.data.no as string;
    expect(no).toMatch(/^DD\d{20}$/);
    expect(asked.body.data).toMatchObject({
      status: 'pending',
      side: 'factory',
      fromDate: '2099-12-01',
      toDate: '2099-12-08',
      days: 7,
      actions: ['withdraw'],
    });
    expect(await dateOf(sn)).toBe('2099-12-01');

    const seen = await customer.get(`/api/delivery-delays/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'customer', actions: ['agree', 'refuse'] });
    const customerUid = seen.body.data.customer.id as string;
    const bells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, customerUid), eq(messages.kind, 'sales')));
    expect(bells.some((m) => m.link === `/delivery-delay-application-detail/index?no=${no}`)).toBe(true);
    const listed = await customer.get('/api/delivery-delays?side=customer&status=pending&keyword=dly-agree');
    expect(listed.body.data).toMatchObject({ total: 1, data: [{ no }] });

    const agreed = await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'agree', rowVersion: 1 });
    expect(agreed.status, JSON.stringify(agreed.body)).toBe(200);
    expect(agreed.body.data).toMatchObject({ status: 'agreed', actions: [] });
    expect(await dateOf(sn)).toBe('2099-12-08');
    expect(agreed.body.data.log.map((l: { text: string }) => l.text)).toEqual([
      expect.stringMatching(
        new RegExp(
          `asked to move sales notice ${sn} from 2099-12-01 to 2099-12-08: Laminate shortage at our supplier$`,
        ),
      ),
      expect.stringMatching(new RegExp(`agreed: the delivery date of ${sn} is now 2099-12-08$`)),
    ]);
    const factoryUid = agreed.body.data.factory.id as string;
    const heard = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, factoryUid), eq(messages.kind, 'sales')));
    expect(heard.some((m) => JSON.stringify(m.title).includes(`agreed to deliver ${sn} on 2099-12-08`))).toBe(true);
    expect(
      (await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'refuse', reason: 'late' })).status,
    ).toBe(409);
  });

  it('keeps the date when the customer refuses (with its reason) or the factory withdraws', async () => {
    const sn = await notice('DLY-REFUSE');
    const no = (await ask(sn)).body.data.no as string;
    const noReason = await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'refuse' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ msg: 'Reason: say why', data: { field: 'reason' } });
    const refused = await customer.post(`/api/delivery-delays/${no}/actions`, {
      action: 'refuse',
      reason: 'Our line starts on 12-03; we need the boards on time',
    });
    expect(refused.body.data).toMatchObject({
      status: 'refused',
      answerReason: 'Our line starts on 12-03; we need the boards on time',
    });
    expect(await dateOf(sn)).toBe('2099-12-01');
    const late = await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'agree' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`Delivery delay application ${no} is refused; it cannot be agreed`);
    expect(await dateOf(sn)).toBe('2099-12-01');

    const again = (await ask(sn, '2099-12-04')).body.data.no as string;
    expect((await factory.post(`/api/delivery-delays/${again}/actions`, { action: 'withdraw' })).body.data.status).toBe(
      'withdrawn',
    );
    expect(await dateOf(sn)).toBe('2099-12-01');
  });
});

describe('what a delay application refuses', () => {
  it('403 to the factory answering its own application, 404 to another customer, 409 on a stale version or a second pending one', async () => {
    const sn = await notice('DLY-SIDE');
    const no = (await ask(sn)).body.data.no as string;
    const own = await factory.post(`/api/delivery-delays/${no}/actions`, { action: 'agree' });
    expect(own.status).toBe(403);
    expect(own.body.msg).toBe('Only the customer answers a delay application; the factory may withdraw it');
    expect((await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'withdraw' })).status).toBe(403);
    expect(await dateOf(sn)).toBe('2099-12-01');
    const foreign = await other.get(`/api/delivery-delays/${no}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('DLY-SIDE');
    expect((await other.post(`/api/delivery-delays/${no}/actions`, { action: 'agree' })).status).toBe(404);
    expect(
      (await customer.post('/api/delivery-delays', { saleNoticeNo: sn, toDate: '2099-12-09', reason: 'x' })).status,
    ).toBe(403);

    const second = await ask(sn, '2099-12-10');
    expect(second.status).toBe(409);
    expect(second.body.msg).toContain(`already has a pending delay application ${no}`);
    const stale = await customer.post(`/api/delivery-delays/${no}/actions`, { action: 'agree', rowVersion: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Delivery delay application ${no} was changed by someone else (it is now awaiting the customer); reload and try again`,
    );
    expect(await dateOf(sn)).toBe('2099-12-01');
  });

  it('refuses an earlier or past day and bad input naming the field, a draft notice (409) and an unknown one (404)', async () => {
    const sn = await notice('DLY-INPUT');
    const earlier = await ask(sn, '2099-11-30');
    expect(earlier.status).toBe(400);
    expect(earlier.body).toMatchObject({
      msg: 'New delivery date: must be later than the promised date 2099-12-01',
      data: { field: 'toDate' },
    });
    expect((await ask(sn, '2020-01-01')).body.data.field).toBe('toDate');
    const badDay = await ask(sn, '2099-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toContain('New delivery date');
    const noReason = await factory.post('/api/delivery-delays', {
      saleNoticeNo: sn,
      toDate: '2099-12-08',
      reason: '  ',
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('Reason');
    const zh = await factory.post(
      '/api/delivery-delays',
      { saleNoticeNo: sn, toDate: '2099-11-01', reason: 'x' },
      { 'accept-language': 'zh-CN' },
    );
    expect(zh.body.msg).toContain('申请交期');
    const draft = await notice('DLY-DRAFT', false);
    expect((await ask(draft)).status).toBe(409);
    expect((await ask('SN-NO-SUCH')).status).toBe(404);
  });
});
