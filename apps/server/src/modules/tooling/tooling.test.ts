import { maskFromAuthCodes } from '@pcbunion/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, messages, staff, toolings } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { authCodeOf } from '../../platform/access/catalogue-index.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { businessDay } from '../../platform/business-day.js';

let server: TestServer;
let customer: Client;
let factory: Client;
let second: Client;
let secondNo: string;
let otherCustomer: Client;
let otherCustomerNo: string;

/** A new enterprise of a kind with one admin signed in. */
async function enterprise(kind: 'factory' | 'customer', tag: string): Promise<{ client: Client; no: string }> {
  const db = server.database.db;
  const phone = `1376${String(process.pid % 10000).padStart(4, '0')}${tag}`;
  const no = `ET${tag}${process.pid % 100000}`;
  const [e] = await db
    .insert(enterprises)
    .values({ enterpriseNo: no, name: `Tooling ${kind} ${tag}`, kind, expiresOn: '2030-12-31' })
    .returning();
  const [a] = await db
    .insert(accounts)
    .values({
      userNo: `UT${tag}${phone.slice(-5)}`,
      name: `Member ${tag}`,
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: e!.uid,
    accountUid: a!.uid,
    staffName: `Member ${tag}`,
    isAdmin: true,
    permissionMask: demoMask(kind),
  });
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
  expect(res.body.code).toBe(1);
  return { client, no };
}
/** A member of an existing enterprise holding only the given screens. */
async function member(enterpriseNo: string, tag: string, screens: string[]): Promise<Client> {
  const db = server.database.db;
  const phone = `1378${String(process.pid % 10000).padStart(4, '0')}${tag}`;
  const [e] = await db.select().from(enterprises).where(eq(enterprises.enterpriseNo, enterpriseNo));
  const [a] = await db
    .insert(accounts)
    .values({
      userNo: `UM${tag}${phone.slice(-5)}`,
      name: `Member ${tag}`,
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: e!.uid,
    accountUid: a!.uid,
    staffName: `Member ${tag}`,
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
const make = (body: Record<string, unknown> = {}, who = factory) =>
  who.post('/api/toolings', {
    name: 'Flying probe fixture CB-1',
    kind: 'test_fixture',
    customerNo: 'E0002',
    owner: 'customer',
    cost: '1000',
    amortiseBasis: 'orders',
    amortiseOver: 3,
    location: 'Test room A-1',
    ...body,
  });

beforeAll(async () => {
  server = await startTestServer();
  [customer, factory] = await Promise.all([loginAs(server.url, 'customer'), loginAs(server.url, 'factory')]);
  const f = await enterprise('factory', '801');
  second = f.client;
  secondNo = f.no;
  const o = await enterprise('customer', '802');
  otherCustomer = o.client;
  otherCustomerNo = o.no;
}, 60_000);
afterAll(() => server.stop());

describe('tooling made for a customer', () => {
  it('is recorded with its cost and amortisation, used, listed on both sides and scrapped with a reason', async () => {
    const created = await make();
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const no = created.body.data.no as string;
    expect(no).toMatch(/^TL\d{20}$/);
    expect(created.body.data).toMatchObject({
      status: 'active',
      owner: 'customer',
      cost: '1000.00',
      amortised: '0.00',
      remaining: '1000.00',
      actions: ['record_use', 'scrap', 'transfer'],
    });
    const used = await factory.post(`/api/toolings/${no}/actions`, { action: 'record_use', units: 1, rowVersion: 1 });
    expect(used.status, JSON.stringify(used.body)).toBe(200);
    expect(used.body.data).toMatchObject({ amortisedUnits: 1, amortised: '333.33', remaining: '666.67' });
    const tooMany = await factory.post(`/api/toolings/${no}/actions`, { action: 'record_use', units: 3 });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      msg: 'Used: cannot be more than the 2 it is amortised over',
      data: { field: 'units' },
    });

    const mine = await customer.get(
      '/api/toolings?side=customer&keyword=cb-1&preset=last_month&sort_field=cost_cents&sort_order=desc&page_size=20',
    );
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    expect(
      mine.body.data.data.some(
        (t: { no: string; side: string; actions: string[] }) =>
          t.no === no && t.side === 'customer' && t.actions.length === 0,
      ),
    ).toBe(true);
    expect((await customer.get(`/api/toolings/${no}`)).body.data.side).toBe('customer');
    expect((await customer.post(`/api/toolings/${no}/actions`, { action: 'scrap', reason: 'x' })).status).toBe(403);

    const stale = await factory.post(`/api/toolings/${no}/actions`, {
      action: 'scrap',
      reason: 'Worn out',
      rowVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(`Tooling ${no} was changed by someone else (it is now active); reload and try again`);
    const noReason = await factory.post(
      `/api/toolings/${no}/actions`,
      { action: 'scrap' },
      { 'accept-language': 'zh-CN' },
    );
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('原因');
    const scrapped = await factory.post(`/api/toolings/${no}/actions`, { action: 'scrap', reason: 'Worn out' });
    expect(scrapped.body.data).toMatchObject({ status: 'scrapped', scrapReason: 'Worn out', actions: [] });
    expect(scrapped.body.data.log.map((l: { text: string }) => l.text)).toEqual([
      expect.stringMatching(
        /recorded Flying probe fixture CB-1 for Demo Electronics Customer Co\., cost 1000\.00, amortised over 3 orders$/,
      ),
      expect.stringMatching(/recorded 1 more used \(1 of 3\)$/),
      expect.stringMatching(/scrapped it: Worn out$/),
    ]);
    const again = await factory.post(`/api/toolings/${no}/actions`, { action: 'scrap', reason: 'again' });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe(`Tooling ${no} is scrapped; it cannot be scrapped`);
  });

  it('keeps the cost and its amortisation to the cent at the limits, where floats would be a cent out', async () => {
    const made = await make({ cost: '995095799.89', amortiseOver: 10_000_000, amortisedUnits: 7_898_186 });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    // 99,509,579,989 cents × 7,898,186 ÷ 10^7 = 78,594,517,153.4999954 cents, rounded half-up to the cent.
    expect(made.body.data).toMatchObject({
      cost: '995095799.89',
      amortised: '785945171.53',
      remaining: '209150628.36',
    });
    const most = await make({ cost: '1000000000.00', amortiseOver: 10_000_000 });
    expect(most.body.data).toMatchObject({ cost: '1000000000.00', remaining: '1000000000.00' });
    const used = await factory.post(`/api/toolings/${most.body.data.no}/actions`, {
      action: 'record_use',
      units: 9_999_999,
    });
    expect(used.body.data).toMatchObject({ amortised: '999999900.00', remaining: '100.00', percent: 100 });
  });

  it('refuses bad input naming the field, an unknown customer, and another enterprise’s tooling (404)', async () => {
    const empty = await factory.post('/api/toolings', {});
    expect(empty.status).toBe(400);
    const badCost = await make({ cost: '-1' });
    expect(badCost.status).toBe(400);
    expect(badCost.body).toMatchObject({ msg: 'Cost: must be at least 0.00', data: { field: 'cost' } });
    const cents = await factory.post(
      '/api/toolings',
      {
        name: 'Stencil',
        kind: 'stencil',
        customerNo: 'E0002',
        owner: 'factory',
        cost: '12.345',
        amortiseBasis: 'boards',
        amortiseOver: 10,
      },
      { 'accept-language': 'zh-CN' },
    );
    expect(cents.body).toMatchObject({ msg: '成本：最多 2 位小数', data: { field: 'cost' } });
    // A float is refused: the form sends the text typed, and an old client's cents must not be read as yuan.
    expect((await make({ cost: 1200 })).body).toMatchObject({ data: { field: 'cost' } });
    expect((await make({ cost: undefined, costCents: 120_000 })).status).toBe(400);
    const tooMuch = await make({ cost: '1000000000.01' });
    expect(tooMuch.body).toMatchObject({ msg: 'Cost: must be at most 1000000000.00', data: { field: 'cost' } });
    const unknown = await make({ customerNo: 'E9999' });
    expect(unknown.body).toMatchObject({ data: { field: 'customerNo' } });
    expect(unknown.body.msg).toBe('Customer: no customer enterprise E9999 on the platform');
    const noOrder = await make({ orderNo: 'NO-SUCH-ORDER' });
    expect(noOrder.body.data.field).toBe('orderNo');
    const no = (await make({ name: 'Stencil private' })).body.data.no as string;
    const foreign = await second.get(`/api/toolings/${no}`);
    expect(foreign.status).toBe(404);
    expect(JSON.stringify(foreign.body)).not.toContain('Stencil private');
    expect((await otherCustomer.get(`/api/toolings/${no}`)).status).toBe(404);
    expect((await make({}, customer)).status).toBe(403);
  });
});

describe('the customer on the shared tooling screen', () => {
  it('reads its own tooling there (search, dates, pages, Excel) and nothing of the factory’s side', async () => {
    const no = (await make({ name: 'Shared screen jig SS-9', location: 'Jig wall J-3' })).body.data.no as string;
    const foreign = (await make({ name: 'Shared screen jig other', customerNo: otherCustomerNo })).body.data
      .no as string;
    const reader = await member('E0002', '811', ['tooling-collaboration']);
    const today = businessDay(new Date());
    const list = await reader.get(`/api/toolings?keyword=ss-9&from=${today}&to=${today}&page_no=1&page_size=5`);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.data).toMatchObject({
      total: 1,
      data: [{ no, side: 'customer', location: 'Jig wall J-3', cost: '1000.00', remaining: '1000.00', actions: [] }],
    });
    expect((await reader.get('/api/toolings?keyword=ss-9&to=2020-01-01')).body.data.total).toBe(0);
    expect((await reader.get(`/api/toolings/${no}`)).body.data).toMatchObject({ no, side: 'customer', actions: [] });
    const exported = await fetch(`${server.url}/api/toolings/export?keyword=shared%20screen`, {
      headers: { cookie: reader.cookie ?? '' },
    });
    expect(exported.status).toBe(200);
    const [sheet] = await readWorkbook(Buffer.from(await exported.arrayBuffer()));
    expect(sheet!.rows.slice(1).map((r) => r[0])).toEqual([no]);
    expect((await reader.get(`/api/toolings/${foreign}`)).status).toBe(404);
    // Holding the shared screen makes no customer a factory.
    expect((await reader.get('/api/toolings?side=factory')).status).toBe(403);
    expect((await make({}, reader)).status).toBe(403);
    expect((await reader.post(`/api/toolings/${no}/actions`, { action: 'record_use', units: 1 })).status).toBe(403);
    expect((await reader.get('/api/tooling-transfers')).status).toBe(403);
    expect((await reader.post('/api/tooling-transfers', { toolingNo: no, toFactoryNo: secondNo })).status).toBe(403);
    // A member holding neither screen reads nothing.
    expect((await (await member('E0002', '812', ['shipping-address'])).get('/api/toolings')).status).toBe(403);
  });
});

describe('a tooling transfer between factories', () => {
  it('moves the tooling only when the receiving factory signs, with a bell each way and the log on both records', async () => {
    const tooling = (
      await make({
        name: 'SMT stencil top',
        kind: 'stencil',
        owner: 'factory',
        amortiseBasis: 'boards',
        amortiseOver: 20000,
        location: 'Rack S-12',
      })
    ).body.data.no as string;
    const sent = await factory.post('/api/tooling-transfers', {
      toolingNo: tooling,
      toFactoryNo: secondNo,
      toLocation: 'Stencil store B-7',
      note: 'Outsourced SMT batch',
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const no = sent.body.data.no as string;
    expect(sent.body.data).toMatchObject({
      status: 'sent',
      side: 'sender',
      actions: ['cancel'],
      fromLocation: 'Rack S-12',
    });
    const twice = await factory.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: secondNo });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain(`already has an open transfer ${no}`);

    const seen = await second.get(`/api/tooling-transfers/${no}`);
    expect(seen.body.data).toMatchObject({ side: 'receiver', actions: ['receive', 'refuse'] });
    const receiverUid = seen.body.data.to.id as string;
    const bells = await server.database.db.select().from(messages).where(eq(messages.enterpriseUid, receiverUid));
    expect(bells.some((m) => m.link === `/tooling-transfer-management-details/index?no=${no}`)).toBe(true);
    expect((await second.get('/api/tooling-transfers?direction=in&status=sent&keyword=smt')).body.data).toMatchObject({
      total: 1,
      data: [{ no }],
    });

    expect((await factory.post(`/api/tooling-transfers/${no}/actions`, { action: 'receive' })).status).toBe(403);
    expect((await second.post(`/api/tooling-transfers/${no}/actions`, { action: 'cancel' })).status).toBe(403);
    const stale = await second.post(`/api/tooling-transfers/${no}/actions`, { action: 'receive', rowVersion: 9 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      `Tooling transfer ${no} was changed by someone else (it is now awaiting signature); reload and try again`,
    );
    const signed = await second.post(`/api/tooling-transfers/${no}/actions`, {
      action: 'receive',
      rowVersion: 1,
      location: 'Stencil store B-9',
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(signed.body.data).toMatchObject({ status: 'received', toLocation: 'Stencil store B-9', actions: [] });
    const [row] = await server.database.db.select().from(toolings).where(eq(toolings.toolingNo, tooling));
    expect(row).toMatchObject({ holderUid: receiverUid, status: 'at_other_factory', location: 'Stencil store B-9' });
    const senderBells = await server.database.db
      .select()
      .from(messages)
      .where(and(eq(messages.enterpriseUid, row!.merchantUid), eq(messages.kind, 'sales')));
    expect(senderBells.some((m) => JSON.stringify(m.title).includes(`signed for tooling ${tooling}`))).toBe(true);
    const detail = (await factory.get(`/api/toolings/${tooling}`)).body.data;
    expect(detail).toMatchObject({ status: 'at_other_factory', actions: ['record_use'] });
    expect(detail.log.at(-1).text).toMatch(/signed for it at Tooling factory 801, location Stencil store B-9/);
    expect((await second.get(`/api/toolings/${tooling}`)).body.data.actions).toEqual(['transfer']);
    const sheet = await fetch(`${server.url}/api/tooling-transfers/export?direction=in`, {
      headers: { cookie: second.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(sheet.status).toBe(200);
    const [rows] = await readWorkbook(Buffer.from(await sheet.arrayBuffer()));
    expect(rows!.rows[0]).toContain('调出工厂');
    expect(JSON.stringify(rows!.rows)).toContain(no);
    const late = await second.post(`/api/tooling-transfers/${no}/actions`, { action: 'refuse', reason: 'late' });
    expect(late.status).toBe(409);
    expect(late.body.msg).toBe(`Tooling transfer ${no} is received; it cannot be refused`);
    // The original factory no longer holds it: it cannot send it on.
    expect((await factory.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: secondNo })).status).toBe(
      403,
    );
    // The holder sends it back; on receipt it is active at home again.
    const back = (await second.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: 'E0001' })).body.data
      .no as string;
    expect(
      (await factory.post(`/api/tooling-transfers/${back}/actions`, { action: 'receive', location: 'Rack S-12' })).body
        .data.status,
    ).toBe('received');
    expect((await factory.get(`/api/toolings/${tooling}`)).body.data).toMatchObject({
      status: 'active',
      location: 'Rack S-12',
    });
  });

  it('keeps the tooling where it is when refused (with a reason) or cancelled; refuses unknown factories and strangers', async () => {
    const tooling = (await make({ name: 'Mould M-3', kind: 'mould' })).body.data.no as string;
    const badTo = await factory.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: 'E0002' });
    expect(badTo.status).toBe(400);
    expect(badTo.body).toMatchObject({
      msg: 'Receiving factory: no other factory E0002 on the platform',
      data: { field: 'toFactoryNo' },
    });
    const no = (await factory.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: secondNo })).body.data
      .no as string;
    expect((await otherCustomer.get(`/api/tooling-transfers/${no}`)).status).toBe(403);
    const noReason = await second.post(`/api/tooling-transfers/${no}/actions`, { action: 'refuse' });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ msg: 'Reason: say why', data: { field: 'reason' } });
    const refused = await second.post(`/api/tooling-transfers/${no}/actions`, {
      action: 'refuse',
      reason: 'No press for this mould',
    });
    expect(refused.body.data).toMatchObject({ status: 'refused', answerReason: 'No press for this mould' });
    expect((await factory.get(`/api/toolings/${tooling}`)).body.data).toMatchObject({
      status: 'active',
      holder: { no: 'E0001' },
    });
    const again = (await factory.post('/api/tooling-transfers', { toolingNo: tooling, toFactoryNo: secondNo })).body
      .data.no as string;
    expect((await factory.post(`/api/tooling-transfers/${again}/actions`, { action: 'cancel' })).body.data.status).toBe(
      'cancelled',
    );
    expect((await second.post(`/api/tooling-transfers/${again}/actions`, { action: 'receive' })).status).toBe(409);
    expect(
      (await factory.get('/api/tooling-transfers?direction=out&status=cancelled&page_size=60')).body.data.data.some(
        (t: { no: string }) => t.no === again,
      ),
    ).toBe(true);
  });
});
