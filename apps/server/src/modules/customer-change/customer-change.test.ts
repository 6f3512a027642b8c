import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, saleNotices, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { keptCreditDrift } from '../customer/test-helpers.js';

let server: TestServer;
let customer: Client;
let customerZh: Client;
let factory: Client;
let operator: Client;
let other: Client;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]);

/** A paid order with a released sales notice of 100 pcs, rev A, due 2099-12-01. */
async function paidOrder(partNo: string): Promise<{ orderNo: string; noticeNo: string }> {
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
  const noticeNo = created.body.data.no as string;
  expect((await factory.post(`/api/sale-notices/${noticeNo}/actions`, { action: 'release' })).status).toBe(200);
  return { orderNo: placed.no, noticeNo };
}

async function upload(client: Client, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('file', new Blob([bytes], { type: 'image/png' }), name);
  const res = await fetch(`${server.url}/api/file/upload?kind=image`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie!, 'accept-language': 'en' },
  });
  return ((await res.json()) as { data: { id: string } }).data.id;
}

const noticeOf = async (no: string) =>
  (await server.database.db.select().from(saleNotices).where(eq(saleNotices.noticeNo, no)))[0]!;

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  customerZh = new Client(server.url, 'zh-CN');
  customerZh.cookie = customer.cookie;
  const db = server.database.db;
  const phone = `1376${String(process.pid % 10000).padStart(4, '0')}020`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EC${process.pid % 100000}`,
      name: 'Change Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UC${phone.slice(-7)}`,
      name: 'Qian Yu',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Qian Yu',
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

describe('a customer engineering change', () => {
  it('is offered with its impact, accepted by the customer and put on the order’s sales notice, with the log in words and bells both ways', async () => {
    const { orderNo, noticeNo } = await paidOrder('ECO-ACCEPT');
    const file = await upload(customer, PNG, 'rev-B outline.png');
    const asked = await customer.post('/api/customer-changes', {
      orderNo,
      description: 'Move the mounting hole 2 mm; rev B',
      newRevision: 'B',
      newQuantity: 120,
      newDate: '2099-12-10',
      fileIds: [file],
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    const no = asked.body.data.no as string;
    expect(no).toMatch(/^EC\d{20}$/);
    expect(asked.body.data).toMatchObject({
      status: 'submitted',
      side: 'customer',
      actions: ['withdraw'],
      what: 'revision B, 120 pcs, by 2099-12-10, 1 files',
      files: [{ id: file, name: 'rev-B outline.png' }],
    });

    const seen = await factory.get(`/api/customer-changes/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'factory', actions: ['offer', 'reject'] });
    const photo = await fetch(`${server.url}/api/customer-changes/${no}/files/${file}`, {
      headers: { cookie: factory.cookie! },
    });
    expect(photo.status).toBe(200);
    expect(Buffer.from(await photo.arrayBuffer()).equals(PNG)).toBe(true);
    const factoryUid = seen.body.data.factory.id as string;
    const bells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, factoryUid), eq(messages.kind, 'sales')));
    expect(
      bells.some(
        (m) => m.link === `/customer-change-detail/index?no=${no}` && JSON.stringify(m.title).includes('revision B'),
      ),
    ).toBe(true);

    const twice = await customer.post('/api/customer-changes', {
      orderNo,
      description: 'Another',
      newDate: '2099-12-20',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain(no);

    const early = await customer.post(`/api/customer-changes/${no}/actions`, { action: 'accept' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toBe(`Customer change ${no} is awaiting the factory; it cannot be accepted`);
    expect(
      (
        await customer.post(`/api/customer-changes/${no}/actions`, {
          action: 'offer',
          amountDelta: 1,
          impactDate: '2099-12-12',
        })
      ).status,
    ).toBe(403);
    const noAmount = await factory.post(`/api/customer-changes/${no}/actions`, {
      action: 'offer',
      impactDate: '2099-12-12',
    });
    expect(noAmount.status).toBe(400);
    expect(noAmount.body).toMatchObject({ msg: 'Price impact: is required', data: { field: 'amountDelta' } });

    const offered = await factory.post(`/api/customer-changes/${no}/actions`, {
      action: 'offer',
      amountDelta: 125_000,
      impactDate: '2099-12-12',
      impactNote: 'New drill file and 20 more panels',
      rowVersion: 1,
    });
    expect(offered.status, JSON.stringify(offered.body)).toBe(200);
    expect(offered.body.data).toMatchObject({
      status: 'offered',
      amountDelta: '125000',
      impactDate: '2099-12-12',
      actions: [],
    });
    const stale = await customer.post(`/api/customer-changes/${no}/actions`, { action: 'accept', rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Customer change ${no} was changed by someone else (it is now awaiting the customer); reload and try again`,
    );

    const accepted = await customer.post(`/api/customer-changes/${no}/actions`, { action: 'accept', rowVersion: 2 });
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ status: 'accepted', appliedTo: [noticeNo], actions: [] });
    expect(await noticeOf(noticeNo)).toMatchObject({ revision: 'B', quantity: 120, deliveryDate: '2099-12-12' });
    const texts = accepted.body.data.log.map((l: { text: string }) => l.text);
    expect(texts[0]).toContain(`asked to change order ${orderNo}: revision B, 120 pcs, by 2099-12-10, 1 files`);
    expect(texts[1]).toContain('accepted the change with a price impact of +1250.00 and delivery on 2099-12-12');
    expect(texts[2]).toContain(`accepted the impact; the change is on sales notices ${noticeNo}`);
    const customerUid = accepted.body.data.customer.id as string;
    const back = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, customerUid), eq(messages.kind, 'sales')));
    expect(back.some((m) => m.link === `/customer-change-detail/index?no=${no}`)).toBe(true);

    const listed = await factory.get(`/api/customer-changes?side=factory&status=accepted&keyword=${orderNo}`);
    expect(listed.body.data).toMatchObject({ total: 1, data: [{ no, amountDelta: '125000' }] });
    const xlsx = await fetch(`${server.url}/api/customer-changes/export?side=factory&keyword=${orderNo}`, {
      headers: { cookie: factory.cookie! },
    });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('is rejected with a reason or withdrawn; refusals name the field in the user’s language, the state, the side and the owner', async () => {
    const { orderNo, noticeNo } = await paidOrder('ECO-REJECT');
    const empty = await customerZh.post('/api/customer-changes', { orderNo, description: '改一下' });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ data: { field: 'newRevision' } });
    expect(empty.body.msg).toContain('新版本');
    const past = await customer.post('/api/customer-changes', {
      orderNo,
      description: 'Earlier',
      newDate: '2001-01-01',
    });
    expect(past.body).toMatchObject({ msg: 'Requested date: cannot be in the past', data: { field: 'newDate' } });
    const othersFile = await upload(factory, PNG, 'factory.png');
    const notMine = await customer.post('/api/customer-changes', { orderNo, description: 'x', fileIds: [othersFile] });
    expect(notMine.body.data.field).toBe('fileIds');
    expect((await other.post('/api/customer-changes', { orderNo, description: 'x', newRevision: 'C' })).status).toBe(
      404,
    );
    expect((await factory.post('/api/customer-changes', { orderNo, description: 'x', newRevision: 'C' })).status).toBe(
      403,
    );

    const asked = await customer.post('/api/customer-changes', {
      orderNo,
      description: 'Gold fingers instead of HASL',
      newRevision: 'C',
    });
    const no = asked.body.data.no as string;
    expect((await other.get(`/api/customer-changes/${no}`)).status).toBe(404);
    expect((await other.post(`/api/customer-changes/${no}/actions`, { action: 'withdraw' })).status).toBe(404);
    const noReason = await factory.post(`/api/customer-changes/${no}/actions`, { action: 'reject' });
    expect(noReason.body).toMatchObject({ msg: 'Reason: say why', data: { field: 'reason' } });
    const rejected = await factory.post(`/api/customer-changes/${no}/actions`, {
      action: 'reject',
      reason: 'Panels already plated',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', rejectReason: 'Panels already plated' });
    expect((await noticeOf(noticeNo)).revision).toBe('A');
    const late = await customer.post(`/api/customer-changes/${no}/actions`, { action: 'withdraw' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`Customer change ${no} is rejected; it cannot be withdrawn`);

    const again = await customer.post('/api/customer-changes', {
      orderNo,
      description: 'Ship earlier',
      newDate: '2099-11-25',
    });
    expect(again.status).toBe(200);
    const withdrawn = await customer.post(`/api/customer-changes/${again.body.data.no}/actions`, {
      action: 'withdraw',
    });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', actions: [] });
    expect((await other.get('/api/customer-changes?side=customer')).body.data.total).toBe(0);
  });
});

describe('the credit kept for the customer list', () => {
  it('is what the rule computes now for every customer of every factory, after all of the above', async () => {
    expect(await keptCreditDrift(server)).toEqual([]);
  });
});
