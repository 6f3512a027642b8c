import { eq, sql } from 'drizzle-orm';
import { customers } from '../../db/schema/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { secondFactory, signIn } from './test-helpers.js';

let server: TestServer;
let factory: Client;
let factoryZh: Client;
let customer: Client;
let other: Client;

const newCustomer = (name: string, extra: Record<string, unknown> = {}) => ({
  name,
  level: 'key',
  paymentTerms: 'monthly_30',
  creditLimit: '12345.67',
  taxId: '91440300TEST00001X',
  contacts: [{ name: 'Zhou Min', phone: '13700000000', primary: true }],
  addresses: [
    { kind: 'shipping', detailAddress: 'Bao’an District, Fuyong Road 8', city: 'Shenzhen', country: 'China' },
  ],
  ...extra,
});

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer] = await Promise.all([signIn(server, DEMO.factory.phone), signIn(server, DEMO.customer.phone)]);
  // One session per account: the same sign-in, asking in another language.
  factoryZh = new Client(server.url, 'zh-CN');
  factoryZh.cookie = factory.cookie;
  other = await secondFactory(server, 'E0918', '13800000918');
}, 60_000);
afterAll(() => server?.stop());

describe('customer files', () => {
  it('lists the demo month: the demo customer linked to its platform enterprise, offline customers and the one won from a lead', async () => {
    const list = await factory.get('/api/customers?page_size=100');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data.data as Array<{
      customerNo: string;
      name: string;
      platform: { no: string } | null;
      origin: string;
      creditLimit: string;
    }>;
    expect(rows.length).toBeGreaterThanOrEqual(6);
    const demo = rows.find((r) => r.platform?.no === 'E0002');
    expect(demo).toMatchObject({ customerNo: 'C0001', creditLimit: '200000.00' });
    expect(rows.some((r) => r.origin === 'lead')).toBe(true);
    const searched = await factory.get('/api/customers?keyword=Nordlicht');
    expect(searched.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Nordlicht Elektronik GmbH']);
    const sorted = await factory.get('/api/customers?field=creditLimit&sort=desc&page_size=20');
    const limits = sorted.body.data.data.map((r: { creditLimit: string }) => Number(r.creditLimit));
    expect(limits).toEqual([...limits].sort((a, b) => b - a));
    const paged = await factory.get('/api/customers?page_size=2&page_no=2');
    expect(paged.body.data.data.length).toBe(2);
  });

  it('shows where each file came from: filtered and sorted by origin, named in the export, a bad origin 400', async () => {
    const all = (await factory.get('/api/customers?page_size=100')).body.data.data as Array<{
      origin: string;
      customerNo: string;
    }>;
    for (const origin of ['manual', 'lead', 'platform']) {
      const rows = (await factory.get(`/api/customers?origin=${origin}&page_size=100`)).body.data.data as Array<{
        origin: string;
      }>;
      expect(rows.length, origin).toBe(all.filter((r) => r.origin === origin).length);
      expect(rows.every((r) => r.origin === origin)).toBe(true);
    }
    const sorted = (await factory.get('/api/customers?field=origin&sort=asc&page_size=100')).body.data.data.map(
      (r: { origin: string }) => r.origin,
    );
    expect(sorted).toEqual([...sorted].sort());
    const bad = await factoryZh.get('/api/customers?origin=import');
    expect(bad.status).toBe(400);
    expect(bad.body.data.field).toBe('origin');
    expect(bad.body.msg).toContain('来源');
    const res = await fetch(`${server.url}/api/customers/export?origin=lead`, {
      headers: { cookie: factoryZh.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows[0]).toContain('来源');
    expect(sheet!.rows.slice(1).length).toBe(all.filter((r) => r.origin === 'lead').length);
    expect(sheet!.rows.slice(1).every((row) => row.includes('线索转化'))).toBe(true);
  });

  it('is the one customer list: the quotation screen’s customers are customer files, and a file changed here shows there', async () => {
    // The quotation demo's customers (numbers the quotation screen gave, level A–D mapped) are in the master.
    const [quoted] = (await factory.get('/api/customers?keyword=C-1001')).body.data.data as Array<{
      uid: string;
      customerNo: string;
      level: string;
      contact: string;
    }>;
    expect(quoted).toMatchObject({ customerNo: 'C-1001', level: 'strategic', contact: '李敏' });
    // They do not move the master's numbering: a new file is still C00nn.
    const made = await factory.post('/api/customers', newCustomer('Numbering After Quotation Co.'));
    expect(made.body.data.customerNo).toMatch(/^C\d{4}$/);
    // A change on the customer file is what the quotation screen reads (key → B, the primary contact).
    const seen = (await factory.get(`/api/customers/${made.body.data.uid}`)).body.data;
    expect(
      (
        await factory.call('PUT', `/api/customers/${made.body.data.uid}`, {
          level: 'occasional',
          contacts: [{ name: 'Fan Bing', phone: '13600000001', primary: true }],
          rowVersion: seen.rowVersion,
        })
      ).status,
    ).toBe(200);
    const inQuotation = (await factory.get('/api/factory-customers?search=Numbering%20After')).body.data.data;
    expect(inQuotation).toEqual([
      expect.objectContaining({
        customerNo: made.body.data.customerNo,
        level: 'D',
        contact: 'Fan Bing',
        phone: '13600000001',
      }),
    ]);
  });

  it('creates a customer file numbered in sequence, with its contacts, addresses, tax information and credit limit in cents', async () => {
    const salesmen = await factory.get('/api/customers/salesmen');
    const salesmanUid = salesmen.body.data[0].uid as string;
    const made = await factory.post('/api/customers', newCustomer('深圳测试电子有限公司', { salesmanUid }));
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data.customerNo).toMatch(/^C\d{4}$/);
    const detail = await factory.get(`/api/customers/${made.body.data.uid}`);
    expect(detail.body.data).toMatchObject({
      name: '深圳测试电子有限公司',
      level: 'key',
      paymentTerms: 'monthly_30',
      creditLimit: '12345.67',
      taxId: '91440300TEST00001X',
      status: 'active',
      rowVersion: 1,
    });
    expect(detail.body.data.salesman.uid).toBe(salesmanUid);
    expect(detail.body.data.contacts[0]).toMatchObject({ name: 'Zhou Min', primary: true });
    expect(detail.body.data.addresses[0]).toMatchObject({ kind: 'shipping', city: 'Shenzhen' });
    const [row] = await server.database.db
      .select({ cents: customers.creditLimitCents })
      .from(customers)
      .where(eq(customers.uid, made.body.data.uid));
    expect(row!.cents).toBe(1234567n);
  });

  it('refuses bad input with 400 naming the field in the user’s language', async () => {
    const empty = await factoryZh.post('/api/customers', { name: '' });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toContain('名称');
    expect(empty.body.data.field).toBe('name');
    const credit = await factoryZh.post('/api/customers', newCustomer('X 公司', { creditLimit: '12.345' }));
    expect(credit.status).toBe(400);
    expect(credit.body.msg).toContain('信用额度');
    const level = await factoryZh.post('/api/customers', newCustomer('X 公司', { level: 'gold' }));
    expect(level.status).toBe(400);
    expect(level.body.msg).toContain('级别');
    const otherStaff = (await other.get('/api/customers/salesmen')).body.data[0].uid;
    const salesman = await factoryZh.post('/api/customers', newCustomer('X 公司', { salesmanUid: otherStaff }));
    expect(salesman.status).toBe(400);
    expect(salesman.body.msg).toContain('业务员');
    const platform = await factory.post('/api/customers', newCustomer('X Co.', { platformEnterpriseUid: otherStaff }));
    expect(platform.status).toBe(400);
    expect(platform.body.msg).toContain('Platform customer');
  });

  it('takes a mobile, a landline or an international number as a contact phone, and refuses another with 400 naming the field; nothing changes', async () => {
    const made = await factory.post(
      '/api/customers',
      newCustomer('Telephone Check Co.', {
        contacts: [
          { name: 'Mobile', phone: '13700000000', primary: true },
          { name: 'Landline', phone: '0755-12345678' },
          { name: 'Abroad', phone: '+49 40 5550 1234' },
        ],
      }),
    );
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const before = (await factory.get(`/api/customers/${made.body.data.uid}`)).body.data;
    const badContacts = [...before.contacts, { name: 'Wrong', phone: '123456' }];
    const refused = await factoryZh.call('PUT', `/api/customers/${made.body.data.uid}`, {
      note: 'never saved',
      contacts: badContacts,
      rowVersion: before.rowVersion,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('contacts.3.phone');
    expect(refused.body.msg).toMatch(/^电话（第 ?4 ?行）：请输入手机号码、固定电话/);
    const after = (await factory.get(`/api/customers/${made.body.data.uid}`)).body.data;
    expect(after).toMatchObject({ rowVersion: before.rowVersion, note: before.note, contacts: before.contacts });
    const total = (await factory.get('/api/customers?page_size=1')).body.data.total;
    const letters = await factory.post(
      '/api/customers',
      newCustomer('Letters Co.', { contacts: [{ name: 'X', phone: 'call me' }] }),
    );
    expect(letters.status).toBe(400);
    expect(letters.body.msg).toContain('Phone (row 1): Enter a mobile number, a landline');
    expect((await factory.get('/api/customers?page_size=1')).body.data.total).toBe(total);

    // The quotation screen's customer phone is the primary contact's: the same rule.
    const quoted = await factoryZh.call('PUT', `/api/factory-customers/${made.body.data.uid}`, {
      customerNo: before.customerNo,
      name: before.name,
      phone: '1234567890123456',
    });
    expect(quoted.status).toBe(400);
    expect(quoted.body.data.field).toBe('phone');
    expect(quoted.body.msg).toMatch(/^电话：/);
    expect((await factory.get(`/api/customers/${made.body.data.uid}`)).body.data.contacts).toEqual(before.contacts);
    const landline = await factory.call('PUT', `/api/factory-customers/${made.body.data.uid}`, {
      customerNo: before.customerNo,
      name: before.name,
      phone: '075512345678',
    });
    expect(landline.status, JSON.stringify(landline.body)).toBe(200);
    expect(landline.body.data.phone).toBe('075512345678');
  });

  it('changes a file with compare-and-set: a stale row version is 409 naming the version now, and the log names what changed', async () => {
    const made = (await factory.post('/api/customers', newCustomer('Stale Test Ltd.'))).body.data;
    const first = await factory.call('PUT', `/api/customers/${made.uid}`, {
      creditLimit: '50000',
      paymentTerms: 'net_60',
      rowVersion: 1,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.rowVersion).toBe(2);
    const stale = await factory.call('PUT', `/api/customers/${made.uid}`, { note: 'second desk', rowVersion: 1 });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('now version 2');
    const archived = await factory.post(`/api/customers/${made.uid}/archive`, { rowVersion: 2 });
    expect(archived.body.data).toMatchObject({ status: 'archived', rowVersion: 3 });
    const twice = await factory.post(`/api/customers/${made.uid}/archive`, {});
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toContain('is archived');
    expect((await factory.post(`/api/customers/${made.uid}/restore`, {})).body.data.status).toBe('active');
    const detail = await factory.get(`/api/customers/${made.uid}`);
    const words = detail.body.data.log.map((l: { words: string }) => l.words);
    expect(words[0]).toMatch(/created customer C\d{4}/);
    expect(words).toContain('Zhang Wei changed Payment terms, Credit limit (version 2)');
    expect(words).toContain('Zhang Wei archived the customer');
    expect(words).toContain('Zhang Wei restored the customer');
  });

  it('answers 404 for another factory’s customer and 403 to the customer side', async () => {
    const mine = (await factory.post('/api/customers', newCustomer('Private Customer Ltd.'))).body.data;
    expect((await other.get(`/api/customers/${mine.uid}`)).status).toBe(404);
    expect((await other.call('PUT', `/api/customers/${mine.uid}`, { note: 'x', rowVersion: 1 })).status).toBe(404);
    expect((await other.post(`/api/customers/${mine.uid}/archive`, {})).status).toBe(404);
    const theirs = await other.get('/api/customers?page_size=100');
    expect(theirs.body.data.data.map((c: { uid: string }) => c.uid)).not.toContain(mine.uid);
    expect((await customer.get('/api/customers')).status).toBe(403);
    expect((await customer.post('/api/customers', newCustomer('Self'))).status).toBe(403);
    expect((await customer.get(`/api/customers/${mine.uid}`)).status).toBe(403);
  });

  it('makes the file of a platform customer who ordered on the factory’s first view, once', async () => {
    const db = server.database.db;
    await db.execute(
      sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on) values ('E0917', 'Fresh Buyer Co.', 'customer', '13800000917', '2027-12-31')`,
    );
    await db.execute(sql`insert into orders (order_no, settlement_no, customer_uid, merchant_uid, total, address, created_at, updated_at)
      select 'OT-CUST-1', 'ST-CUST-1', c.uid, f.uid, 10000, '{}'::jsonb, now(), now() from enterprises c, enterprises f
      where c.enterprise_no = 'E0917' and f.enterprise_no = 'E0001'`);
    const candidates = await factory.get('/api/customers/platform-candidates');
    expect(candidates.body.data.map((c: { no: string }) => c.no)).toContain('E0917');
    const [a, b] = await Promise.all([
      factory.get('/api/customers?keyword=Fresh'),
      factory.get('/api/customers?keyword=Fresh'),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const again = await factory.get('/api/customers?keyword=Fresh%20Buyer');
    expect(again.body.data.total).toBe(1);
    const made = again.body.data.data[0];
    expect(made).toMatchObject({ origin: 'platform', platform: { no: 'E0917' }, paymentTerms: 'prepaid' });
    const detail = await factory.get(`/api/customers/${made.uid}`);
    expect(detail.body.data.platformOrders).toBe(1);
    expect(detail.body.data.log[0].words).toContain('was created when the platform customer ordered');
    expect((await other.get('/api/customers?keyword=Fresh')).body.data.total).toBe(0);
    const taken = await factory.post(
      '/api/customers',
      newCustomer('Duplicate', { platformEnterpriseUid: made.platform.uid }),
    );
    expect(taken.status).toBe(409);
  });

  it('exports the list to Excel in the reader’s language', async () => {
    const res = await fetch(`${server.url}/api/customers/export?keyword=Nordlicht`, {
      headers: { cookie: factoryZh.cookie ?? '', 'accept-language': 'zh-CN' },
    });
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows[0]).toContain('客户编号');
    expect(sheet!.rows.length).toBe(2);
    expect(sheet!.rows[1]).toContain('Nordlicht Elektronik GmbH');
    expect(sheet!.rows[1]).toContain('发票后30天');
  });
});
