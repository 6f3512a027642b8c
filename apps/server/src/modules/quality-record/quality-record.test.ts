import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { placedOrder, recharge } from '../order/test-support.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
let customerJa: Client;
let factory: Client;
let operator: Client;
let other: Client;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 3)]);

/** A delivery of 300 of a 500 pcs sales notice, shipped and (unless told) received by the customer. */
async function delivery(partNo: string, receive = true): Promise<string> {
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
      quantity: 500,
      deliveryDate: '2099-12-01',
    })
  ).body.data.no as string;
  expect((await factory.post(`/api/sale-notices/${sn}/actions`, { action: 'release' })).status).toBe(200);
  const planned = await factory.post('/api/deliveries', {
    plannedDate: '2099-11-20',
    address: 'Dock 3, No. 1 Keji Road, Shenzhen',
    lines: [{ saleNoticeNo: sn, quantity: 300 }],
  });
  const no = planned.body.data.no as string;
  expect(
    (
      await factory.post(`/api/deliveries/${no}/ship`, {
        packages: 2,
        carrier: 'SF Express',
        trackingNo: `SF${Date.now()}`,
      })
    ).status,
  ).toBe(200);
  if (receive)
    expect(
      (await customer.post(`/api/deliveries/${no}/receipt`, { lines: [{ position: 1, accepted: 300, disputed: 0 }] }))
        .status,
    ).toBe(200);
  return no;
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

const answer = {
  containment: 'Sorted the 1,200 boards in stock; 14 held',
  rootCause: 'Exposure energy drifted on line 2',
  correctiveAction: 'Daily step-wedge check on the exposure unit',
  verification: 'Three lots since without the defect',
};

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory, operator] = await Promise.all([
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'platform'),
  ]);
  customerJa = new Client(server.url, 'ja');
  customerJa.cookie = customer.cookie;
  const db = server.database.db;
  const phone = `1377${String(process.pid % 10000).padStart(4, '0')}021`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EQ${process.pid % 100000}`,
      name: 'Quality Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UQ${phone.slice(-7)}`,
      name: 'Wu Di',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Wu Di',
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

describe('a poor quality record', () => {
  it('is filed on a received delivery with a photo, answered 8D-style, reopened, answered again and closed, with the log in words and bells', async () => {
    const dn = await delivery('QR-8D');
    const photo = await upload(customer, PNG, 'scratch.png');
    const filed = await customer.post('/api/quality-records', {
      deliveryNo: dn,
      position: 1,
      defectType: 'solder_mask',
      quantity: 14,
      lot: 'L2099-47',
      description: 'Solder mask peeling near U3',
      photoIds: [photo],
    });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    const no = filed.body.data.no as string;
    expect(no).toMatch(/^QR\d{20}$/);
    expect(filed.body.data).toMatchObject({
      status: 'open',
      side: 'customer',
      partNo: 'QR-8D',
      delivered: 300,
      quantity: 14,
      lot: 'L2099-47',
      actions: ['withdraw'],
      photos: [{ id: photo }],
    });

    const seen = await factory.get(`/api/quality-records/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'factory', actions: ['answer'] });
    const img = await fetch(`${server.url}/api/quality-records/${no}/photos/${photo}`, {
      headers: { cookie: factory.cookie! },
    });
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG)).toBe(true);
    const factoryBells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, seen.body.data.factory.id), eq(messages.kind, 'sales')));
    expect(
      factoryBells.some(
        (m) =>
          m.link === `/poor-quality-record-detail/index?no=${no}` && JSON.stringify(m.title).includes('Solder mask'),
      ),
    ).toBe(true);

    expect((await customer.post(`/api/quality-records/${no}/actions`, { action: 'answer', ...answer })).status).toBe(
      403,
    );
    const half = await factory.post(`/api/quality-records/${no}/actions`, {
      action: 'answer',
      containment: answer.containment,
    });
    expect(half.body).toMatchObject({ msg: 'Root cause: is required', data: { field: 'rootCause' } });
    const answered = await factory.post(`/api/quality-records/${no}/actions`, {
      action: 'answer',
      ...answer,
      rowVersion: 1,
    });
    expect(answered.body.data).toMatchObject({ status: 'answered', rootCause: answer.rootCause, actions: [] });
    const stale = await factory.post(`/api/quality-records/${no}/actions`, { action: 'answer', ...answer });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(`Quality record ${no} is answered; it cannot be answered`);

    const noReason = await customerJa.post(`/api/quality-records/${no}/actions`, { action: 'reopen' });
    expect(noReason.body).toMatchObject({ data: { field: 'reason' } });
    expect(noReason.body.msg).toContain('理由');
    const reopened = await customer.post(`/api/quality-records/${no}/actions`, {
      action: 'reopen',
      reason: 'Same defect on lot L2099-49',
      rowVersion: 2,
    });
    expect(reopened.body.data).toMatchObject({
      status: 'open',
      reopenCount: 1,
      reopenReason: 'Same defect on lot L2099-49',
    });
    expect(
      (
        await factory.post(`/api/quality-records/${no}/actions`, {
          action: 'answer',
          ...answer,
          verification: 'Five lots since without the defect',
        })
      ).status,
    ).toBe(200);
    const closed = await customer.post(`/api/quality-records/${no}/actions`, { action: 'close', rowVersion: 4 });
    expect(closed.body.data).toMatchObject({ status: 'closed', actions: ['reopen'] });
    const texts = closed.body.data.log.map((l: { text: string }) => l.text);
    expect(texts[0]).toContain(`filed 14 pcs of QR-8D (delivery ${dn}, line 1) as Solder mask`);
    expect(texts[1]).toContain(`answered: root cause ${answer.rootCause}`);
    expect(texts[2]).toContain('reopened the record: Same defect on lot L2099-49');
    expect(texts[4]).toContain('closed the record');
    const customerBells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, closed.body.data.customer.id), eq(messages.kind, 'sales')));
    expect(customerBells.some((m) => m.link === `/poor-quality-record-detail/index?no=${no}`)).toBe(true);

    const listed = await factory.get(
      `/api/quality-records?side=factory&status=closed&defectType=solder_mask&keyword=l2099-47`,
    );
    expect(listed.body.data).toMatchObject({ total: 1, data: [{ no }] });
    const xlsx = await fetch(`${server.url}/api/quality-records/export?side=factory&keyword=${dn}`, {
      headers: { cookie: factory.cookie! },
    });
    expect(
      Buffer.from(await xlsx.arrayBuffer())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');
  });

  it('refuses more than delivered, an unreceived delivery, another customer, the wrong side and a stale change', async () => {
    const dn = await delivery('QR-REFUSE');
    const over = await customer.post('/api/quality-records', {
      deliveryNo: dn,
      position: 1,
      defectType: 'short_circuit',
      quantity: 301,
      description: 'Shorts',
    });
    expect(over.status).toBe(400);
    expect(over.body).toMatchObject({
      msg: 'Defective quantity: at most the 300 pcs delivered on line 1',
      data: { field: 'quantity' },
    });
    const overJa = await customerJa.post('/api/quality-records', {
      deliveryNo: dn,
      position: 1,
      defectType: 'short_circuit',
      quantity: 301,
      description: 'Shorts',
    });
    expect(overJa.body.msg).toContain('不良数');
    const noLine = await customer.post('/api/quality-records', {
      deliveryNo: dn,
      position: 2,
      defectType: 'short_circuit',
      quantity: 1,
      description: 'Shorts',
    });
    expect(noLine.body.data.field).toBe('position');
    const badType = await customer.post('/api/quality-records', {
      deliveryNo: dn,
      position: 1,
      defectType: 'gremlins',
      quantity: 1,
      description: 'Shorts',
    });
    expect(badType.status).toBe(400);
    expect(badType.body.data.field).toBe('defectType');
    const notReceived = await delivery('QR-NOT-YET', false);
    const early = await customer.post('/api/quality-records', {
      deliveryNo: notReceived,
      position: 1,
      defectType: 'short_circuit',
      quantity: 1,
      description: 'Shorts',
    });
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('is shipped');
    expect(
      (
        await other.post('/api/quality-records', {
          deliveryNo: dn,
          position: 1,
          defectType: 'short_circuit',
          quantity: 1,
          description: 'x',
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await factory.post('/api/quality-records', {
          deliveryNo: dn,
          position: 1,
          defectType: 'short_circuit',
          quantity: 1,
          description: 'x',
        })
      ).status,
    ).toBe(403);
    const factoryPhoto = await upload(factory, PNG, 'f.png');
    expect(
      (
        await customer.post('/api/quality-records', {
          deliveryNo: dn,
          position: 1,
          defectType: 'short_circuit',
          quantity: 1,
          description: 'x',
          photoIds: [factoryPhoto],
        })
      ).body.data.field,
    ).toBe('photoIds');

    const filed = await customer.post('/api/quality-records', {
      deliveryNo: dn,
      position: 1,
      defectType: 'short_circuit',
      quantity: 300,
      description: 'All shorted',
    });
    const no = filed.body.data.no as string;
    expect((await other.get(`/api/quality-records/${no}`)).status).toBe(404);
    expect((await other.post(`/api/quality-records/${no}/actions`, { action: 'withdraw' })).status).toBe(404);
    expect((await factory.post(`/api/quality-records/${no}/actions`, { action: 'close' })).status).toBe(403);
    const stale = await customer.post(`/api/quality-records/${no}/actions`, { action: 'withdraw', rowVersion: 7 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Quality record ${no} was changed by someone else (it is now awaiting the factory’s answer); reload and try again`,
    );
    const withdrawn = await customer.post(`/api/quality-records/${no}/actions`, { action: 'withdraw', rowVersion: 1 });
    expect(withdrawn.body.data).toMatchObject({ status: 'withdrawn', actions: [] });
    expect((await other.get('/api/quality-records?side=customer')).body.data.total).toBe(0);
  });
});
