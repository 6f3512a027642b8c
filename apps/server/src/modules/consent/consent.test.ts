import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, customerConsents, enterprises, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../identity/accounts/demo-data.js';
import { hashPassword } from '../../platform/session/password.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { withAuditLogUnlocked } from '../../../test/audit-log-unlocked.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { businessMinute } from '../../platform/business-day.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let otherCustomer: Client;
let factoryUid: string;
let customerUid: string;
let otherCustomerUid: string;

async function secondCustomer(): Promise<Client> {
  const db = server.database.db;
  const phone = `1375${String(process.pid % 10000).padStart(4, '0')}004`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EC${process.pid % 100000}`,
      name: 'Quiet Buyer Co.',
      kind: 'customer',
      expiresOn: '2030-12-31',
    })
    .returning();
  otherCustomerUid = enterprise!.uid;
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UC${phone.slice(-7)}`,
      name: 'Sun Li',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Sun Li',
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

const grant = (category: string, rowVersion: number, over: Record<string, unknown> = {}) =>
  customer.call('PUT', `/api/customer-consents/${factoryUid}/${category}`, {
    granted: true,
    thirdParty: 'SF Express (carrier)',
    purpose: 'Delivery of our orders',
    rowVersion,
    ...over,
  });

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'customer')]);
  otherCustomer = await secondCustomer();
  const rows = await server.database.db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises);
  factoryUid = rows.find((r) => r.no === 'E0001')!.uid;
  customerUid = rows.find((r) => r.no === 'E0002')!.uid;
  // The demo month: profile and addresses shared with the carrier, order history shared and revoked; then a clean slate.
  const seeded = await server.database.db
    .select()
    .from(customerConsents)
    .where(eq(customerConsents.customerUid, customerUid));
  expect(seeded.map((r) => [r.category, r.status]).sort()).toEqual([
    ['addresses', 'granted'],
    ['orders', 'revoked'],
    ['profile', 'granted'],
  ]);
  await server.database.db.delete(customerConsents).where(eq(customerConsents.customerUid, customerUid));
  await withAuditLogUnlocked(server.database.db, (tx) =>
    tx.delete(auditLog).where(eq(auditLog.entity, 'customer_consent')),
  );
}, 60_000);
afterAll(() => server?.stop());

describe("third-party sharing by the customer's consent", () => {
  it('lets the factory see only the categories the customer granted, until it revokes them', async () => {
    expect((await customer.get('/api/customer-consents/side')).body.data).toEqual({ side: 'customer' });
    expect((await factory.get('/api/customer-consents/side')).body.data).toEqual({ side: 'factory' });
    const found = await customer.get('/api/customer-consents/factories?keyword=E0001');
    expect(found.body.data.map((f: { uid: string }) => f.uid)).toEqual([factoryUid]);
    const granted = await grant('addresses', 0);
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    expect(granted.body.data).toMatchObject({
      category: 'addresses',
      status: 'granted',
      effective: true,
      thirdParty: 'SF Express (carrier)',
      rowVersion: 1,
    });
    expect((await grant('profile', 0)).status).toBe(200);

    const overview = await customer.get('/api/customer-consents');
    const mine = overview.body.data.factories.find((f: { uid: string }) => f.uid === factoryUid);
    expect(mine.consents).toMatchObject({
      addresses: { status: 'granted', rowVersion: 1 },
      profile: { status: 'granted' },
      invoicing: { status: 'none', rowVersion: 0 },
      orders: { status: 'none' },
    });

    const list = await factory.get('/api/customer-consents/customers?keyword=E0002');
    expect(list.body.data.data).toEqual([
      expect.objectContaining({ uid: customerUid, granted: ['profile', 'addresses'] }),
    ]);
    const seen = await factory.get(`/api/customer-consents/customers/${customerUid}`);
    expect(seen.status).toBe(200);
    expect(Object.keys(seen.body.data.shared).sort()).toEqual(['addresses', 'profile']);
    expect(seen.body.data.shared.profile).toMatchObject({ no: 'E0002' });
    expect(Array.isArray(seen.body.data.shared.addresses)).toBe(true);
    expect(seen.body.data.withheld).toEqual(['invoicing', 'orders']);

    const revoked = await customer.call('PUT', `/api/customer-consents/${factoryUid}/addresses`, {
      granted: false,
      rowVersion: 1,
    });
    expect(revoked.body.data).toMatchObject({ status: 'revoked', effective: false, rowVersion: 2 });
    const after = await factory.get(`/api/customer-consents/customers/${customerUid}`);
    expect(Object.keys(after.body.data.shared)).toEqual(['profile']);
    expect(after.body.data.withheld).toEqual(['addresses', 'invoicing', 'orders']);
  });

  it('keeps the log in words on both sides', async () => {
    const mine = await customer.get('/api/customer-consents/log?page_size=100');
    const texts = mine.body.data.data.map((l: { text: string }) => l.text);
    expect(texts).toEqual([
      'Li Na of Demo Electronics Customer Co. revoked the sharing of its delivery addresses by Demo PCB Factory',
      'Li Na of Demo Electronics Customer Co. let Demo PCB Factory share its company profile with SF Express (carrier)',
      'Li Na of Demo Electronics Customer Co. let Demo PCB Factory share its delivery addresses with SF Express (carrier)',
    ]);
    const theirs = await factory.get('/api/customer-consents/log?page_size=100');
    expect(theirs.body.data.total).toBe(mine.body.data.total);
    expect((await otherCustomer.get('/api/customer-consents/log')).body.data.total).toBe(0);
  });

  it("filters the factory's customers by the days they last answered (Asia/Shanghai, `to` inclusive) and exports the same rows", async () => {
    const db = server.database.db;
    const answeredAt = async (category: 'profile' | 'addresses', at: string) =>
      db
        .update(customerConsents)
        .set({ updatedAt: new Date(at) })
        .where(and(eq(customerConsents.customerUid, customerUid), eq(customerConsents.category, category)));
    // 23:30 on 10 January in Shanghai, and half past midnight on the 11th.
    await answeredAt('profile', '2026-01-10T15:30:00Z');
    await answeredAt('addresses', '2026-01-10T16:30:00Z');
    const uids = async (query: string) =>
      (await factory.get(`/api/customer-consents/customers?keyword=E0002&${query}`)).body.data.data.map(
        (c: { uid: string }) => c.uid,
      );
    expect(await uids('from=2026-01-10&to=2026-01-10')).toEqual([customerUid]);
    expect(await uids('from=2026-01-11&to=2026-01-11')).toEqual([customerUid]);
    expect(await uids('to=2026-01-09')).toEqual([]);
    expect(await uids('from=2026-01-12')).toEqual([]);
    expect((await factory.get('/api/customer-consents/customers?from=2026-13-01')).status).toBe(400);
    const listed = (await factory.get('/api/customer-consents/customers?keyword=E0002')).body.data.data[0];
    expect(listed).toMatchObject({ uid: customerUid, granted: ['profile'], answeredAt: '2026-01-10T16:30:00.000Z' });

    const sheet = await fetch(
      `${server.url}/api/customer-consents/customers/export?keyword=E0002&from=2026-01-10&to=2026-01-11`,
      { headers: { cookie: factory.cookie ?? '', 'accept-language': 'zh-CN' } },
    );
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
    const [book] = await readWorkbook(Buffer.from(await sheet.arrayBuffer()));
    expect(book!.rows).toEqual([
      ['客户', '企业编号', '可向第三方共享', '最近答复时间'],
      [listed.name, 'E0002', '企业资料', '2026-01-11 00:30'],
    ]);
    const none = await fetch(`${server.url}/api/customer-consents/customers/export?keyword=E0002&to=2026-01-09`, {
      headers: { cookie: factory.cookie ?? '' },
    });
    expect((await readWorkbook(Buffer.from(await none.arrayBuffer())))[0]!.rows).toEqual([
      ['Customer', 'Enterprise no.', 'May share with third parties', 'Last answered'],
    ]);
    expect(
      (
        await fetch(`${server.url}/api/customer-consents/customers/export`, {
          headers: { cookie: customer.cookie ?? '' },
        })
      ).status,
    ).toBe(403);
  });

  it('filters the log by search and days (a range or a preset, Asia/Shanghai) on both sides and exports the same rows', async () => {
    const db = server.database.db;
    const entries = await db
      .select({ id: auditLog.id })
      .from(auditLog)
      .where(eq(auditLog.entity, 'customer_consent'))
      .orderBy(auditLog.id);
    expect(entries).toHaveLength(3);
    // Granted addresses at 23:30 on 10 January in Shanghai, the profile at half past midnight on the 11th; the revocation now.
    await withAuditLogUnlocked(db, async (tx) => {
      await tx
        .update(auditLog)
        .set({ at: new Date('2026-01-10T15:30:00Z') })
        .where(eq(auditLog.id, entries[0]!.id));
      await tx
        .update(auditLog)
        .set({ at: new Date('2026-01-10T16:30:00Z') })
        .where(eq(auditLog.id, entries[1]!.id));
    });
    const texts = async (who: Client, query: string) => {
      const res = await who.get(`/api/customer-consents/log?page_size=100&${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.data as Array<{ text: string }>).map((l) => l.text);
    };
    const grantAddresses =
      'Li Na of Demo Electronics Customer Co. let Demo PCB Factory share its delivery addresses with SF Express (carrier)';
    const grantProfile =
      'Li Na of Demo Electronics Customer Co. let Demo PCB Factory share its company profile with SF Express (carrier)';
    const revoke =
      'Li Na of Demo Electronics Customer Co. revoked the sharing of its delivery addresses by Demo PCB Factory';
    for (const who of [customer, factory]) {
      expect(await texts(who, 'from=2026-01-10&to=2026-01-10')).toEqual([grantAddresses]);
      expect(await texts(who, 'from=2026-01-11&to=2026-01-11')).toEqual([grantProfile]);
      expect(await texts(who, 'to=2026-01-11')).toEqual([grantProfile, grantAddresses]);
      expect(await texts(who, 'preset=last_month')).toEqual([revoke]);
      // A revocation keeps whom the consent named, so it is found by it too.
      expect(await texts(who, 'keyword=sf express')).toEqual([revoke, grantProfile, grantAddresses]);
      expect(await texts(who, 'keyword=sf express&to=2026-01-10')).toEqual([grantAddresses]);
      expect(await texts(who, 'keyword=Li Na&from=2026-01-11')).toEqual([revoke, grantProfile]);
      expect(await texts(who, 'keyword=nobody')).toEqual([]);
    }
    expect(await texts(otherCustomer, 'to=2026-01-11')).toEqual([]);
    expect((await customer.get('/api/customer-consents/log?from=2026-02-30')).status).toBe(400);
    const badPreset = await customer.get('/api/customer-consents/log?preset=two_days');
    expect(badPreset.status).toBe(400);
    expect(badPreset.body.msg).toMatch(/^Date range: /);

    const sheet = await fetch(`${server.url}/api/customer-consents/log/export?from=2026-01-10&to=2026-01-11`, {
      headers: { cookie: factory.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
    const [book] = await readWorkbook(Buffer.from(await sheet.arrayBuffer()));
    expect(book!.rows).toEqual([
      ['时间', '操作', '信息类别', '客户', '工厂', '共享对象', '用途', '有效期至', '操作人', '说明'],
      [
        '2026-01-11 00:30',
        '授权',
        '企业资料',
        'Demo Electronics Customer Co.',
        'Demo PCB Factory',
        'SF Express (carrier)',
        'Delivery of our orders',
        '撤回前一直有效',
        'Li Na',
        'Demo Electronics Customer Co. 的 Li Na 授权 Demo PCB Factory 向SF Express (carrier)共享其企业资料',
      ],
      [
        '2026-01-10 23:30',
        '授权',
        '收货地址',
        'Demo Electronics Customer Co.',
        'Demo PCB Factory',
        'SF Express (carrier)',
        'Delivery of our orders',
        '撤回前一直有效',
        'Li Na',
        'Demo Electronics Customer Co. 的 Li Na 授权 Demo PCB Factory 向SF Express (carrier)共享其收货地址',
      ],
    ]);
    const mine = await fetch(`${server.url}/api/customer-consents/log/export?keyword=nobody`, {
      headers: { cookie: customer.cookie ?? '' },
    });
    expect((await readWorkbook(Buffer.from(await mine.arrayBuffer())))[0]!.rows).toEqual([
      [
        'Time',
        'Action',
        'Category',
        'Customer',
        'Factory',
        'Shared with',
        'Purpose',
        'Valid until',
        'By',
        'Description',
      ],
    ]);
  });

  it("filters the customer's overview by factory and the days it answered, and exports it one row per factory and category", async () => {
    // The answers stand where the test above put them: the profile on 10 January 23:30, the addresses on the 11th 00:30 (Shanghai).
    const factories = async (query: string) => {
      const res = await customer.get(`/api/customer-consents?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return (res.body.data.factories as Array<{ uid: string }>).map((f) => f.uid);
    };
    expect(await factories('from=2026-01-10&to=2026-01-10')).toEqual([factoryUid]);
    expect(await factories('from=2026-01-11&to=2026-01-11')).toEqual([factoryUid]);
    expect(await factories('to=2026-01-09')).toEqual([]);
    expect(await factories('preset=last_month')).toEqual([]);
    expect(await factories('keyword=e0001')).toEqual([factoryUid]);
    expect(await factories('keyword=nowhere')).toEqual([]);
    expect((await customer.get('/api/customer-consents?to=2026-1-9')).status).toBe(400);

    const profile = (await customer.get('/api/customer-consents?keyword=E0001')).body.data.factories[0].consents
      .profile as { grantedAt: string };
    const shanghai = (iso: string) => businessMinute(new Date(iso));
    const sheet = await fetch(
      `${server.url}/api/customer-consents/export?keyword=E0001&from=2026-01-10&to=2026-01-11`,
      { headers: { cookie: customer.cookie ?? '', 'accept-language': 'zh-CN' } },
    );
    expect(sheet.status).toBe(200);
    const [book] = await readWorkbook(Buffer.from(await sheet.arrayBuffer()));
    expect(book!.rows[0]).toEqual([
      '工厂',
      '企业编号',
      '信息类别',
      '状态',
      '共享对象',
      '用途',
      '有效期至',
      '授权时间',
      '撤回时间',
    ]);
    expect(book!.rows).toHaveLength(5);
    expect(book!.rows[1]).toEqual([
      'Demo PCB Factory',
      'E0001',
      '企业资料',
      '已授权',
      'SF Express (carrier)',
      'Delivery of our orders',
      '撤回前一直有效',
      shanghai(profile.grantedAt),
    ]);
    expect(book!.rows[2]!.slice(0, 5)).toEqual(['Demo PCB Factory', 'E0001', '收货地址', '已撤回', '']);
    expect(book!.rows[4]!.slice(0, 4)).toEqual(['Demo PCB Factory', 'E0001', '订单记录', '未授权']);
    const empty = await fetch(`${server.url}/api/customer-consents/export?to=2026-01-09`, {
      headers: { cookie: customer.cookie ?? '' },
    });
    expect((await readWorkbook(Buffer.from(await empty.arrayBuffer())))[0]!.rows).toEqual([
      [
        'Factory',
        'Enterprise no.',
        'Category',
        'Status',
        'Shared with',
        'Purpose',
        'Valid until',
        'Granted',
        'Revoked',
      ],
    ]);
    expect(
      (await fetch(`${server.url}/api/customer-consents/export`, { headers: { cookie: factory.cookie ?? '' } })).status,
    ).toBe(403);
  });

  it('refuses a stale answer with 409 naming the category and its state', async () => {
    const stale = await grant('addresses', 1);
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(
      'The consent for delivery addresses was changed meanwhile (it is now revoked, version 2): reload and try again',
    );
    const twice = await grant('profile', 0);
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('it is now granted, version 1');
  });

  it("answers 403 to the wrong side and 404 for what is not the caller's", async () => {
    const asFactory = await factory.call('PUT', `/api/customer-consents/${factoryUid}/orders`, {
      granted: true,
      rowVersion: 0,
    });
    expect(asFactory.status).toBe(403);
    expect(asFactory.body.msg).toBe('Only the customer grants or revokes its consent');
    expect((await customer.get('/api/customer-consents/customers')).status).toBe(403);
    expect((await customer.get(`/api/customer-consents/customers/${customerUid}`)).status).toBe(403);
    // A customer that never dealt with the factory nor consented: the factory cannot read it.
    expect((await factory.get(`/api/customer-consents/customers/${otherCustomerUid}`)).status).toBe(404);
    expect(
      (await factory.get('/api/customer-consents/customers?page_size=100')).body.data.data.map(
        (c: { uid: string }) => c.uid,
      ),
    ).not.toContain(otherCustomerUid);
    // Granting to an enterprise that is not a factory (the customer itself).
    expect(
      (await customer.call('PUT', `/api/customer-consents/${customerUid}/orders`, { granted: true, rowVersion: 0 }))
        .status,
    ).toBe(404);
  });

  it('refuses bad input naming the field', async () => {
    const badCategory = await customer.call('PUT', `/api/customer-consents/${factoryUid}/bank`, {
      granted: true,
      rowVersion: 0,
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.msg).toContain('Category');
    const badFactory = await customer.call('PUT', '/api/customer-consents/not-a-uid/orders', {
      granted: true,
      rowVersion: 0,
    });
    expect(badFactory.status).toBe(400);
    expect(badFactory.body.msg).toContain('Factory');
    const past = await grant('invoicing', 0, { expiresOn: '2020-01-01' });
    expect(past.status).toBe(400);
    expect(past.body).toMatchObject({ msg: 'Valid until: must be today or later', data: { field: 'expiresOn' } });
    const noAnswer = await customer.call('PUT', `/api/customer-consents/${factoryUid}/orders`, { rowVersion: 0 });
    expect(noAnswer.status).toBe(400);
    expect(noAnswer.body.msg).toContain('Consent');
  });

  it("stops sharing on the day after the consent's last day", async () => {
    const db = server.database.db;
    expect((await grant('orders', 0, { expiresOn: '2099-12-31' })).status).toBe(200);
    expect((await factory.get(`/api/customer-consents/customers/${customerUid}`)).body.data.shared).toHaveProperty(
      'orders',
    );
    await db.update(customerConsents).set({ expiresOn: '2020-01-01' }).where(eq(customerConsents.category, 'orders'));
    const seen = await factory.get(`/api/customer-consents/customers/${customerUid}`);
    expect(seen.body.data.shared).not.toHaveProperty('orders');
    expect(seen.body.data.consents.orders).toMatchObject({ status: 'granted', effective: false });
  });
});
