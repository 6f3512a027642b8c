import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, enterprises, staff } from '../../db/schema/index.js';
import { fieldLabels } from '../../http/field-labels.js';
import { kindMask } from '../../platform/access/catalogue-index.js';
import { recordAudit } from '../../platform/audit.js';
import { readWorkbook } from '../../platform/documents/index.js';
import { hashPassword } from '../../platform/session/password.js';
import { DEMO_PASSWORD } from '../identity/accounts/demo-data.js';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let platform: Client;
let factoryUid: string;
let customerUid: string;
let factoryAdmin: { uid: string; name: string };

interface Row {
  id: number;
  enterprise: { uid: string; name: string } | null;
  actor: { uid: string; name: string } | null;
  record: string;
  entityName: string;
  actionName: string;
  ip: string | null;
  changes: Array<{ field: string; label: string; before: string | null; after: string | null }>;
  summary: string;
}

/** A staff member of the demo factory who is not its admin, though granted every factory screen. */
async function factoryMember(language: string): Promise<Client> {
  const db = server.database.db;
  const phone = '13900000077';
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: 'UAUDIT77',
      name: 'Zhou Min',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: factoryUid,
    accountUid: account!.uid,
    staffName: 'Zhou Min',
    isAdmin: false,
    permissionMask: kindMask('factory'),
  });
  const client = new Client(server.url, language);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
  return client;
}

const search = async (who: Client, query: string): Promise<Row[]> => {
  const res = await who.get(`/api/admin/audit?page_size=100&${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.data as Row[];
};

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer, platform] = await Promise.all([
    loginAs(server.url, 'factory'),
    loginAs(server.url, 'customer'),
    loginAs(server.url, 'platform'),
  ]);
  const db = server.database.db;
  const owners = await db.select({ uid: enterprises.uid, no: enterprises.enterpriseNo }).from(enterprises);
  factoryUid = owners.find((e) => e.no === 'E0001')!.uid;
  customerUid = owners.find((e) => e.no === 'E0002')!.uid;
  const [admin] = await db
    .select({ uid: accounts.uid, name: accounts.name })
    .from(accounts)
    .where(eq(accounts.phone, DEMO.factory.phone));
  factoryAdmin = admin!;
  // 23:30 on 10 January in Shanghai, then half past midnight on the 11th; the customer's row today.
  await recordAudit(
    db,
    {
      actorAccountUid: factoryAdmin.uid,
      enterpriseUid: factoryUid,
      entity: 'quotation',
      entityUid: 'QAUDIT-0001',
      action: 'update',
      before: { status: 'draft', remarks: null, rowVersion: 1 },
      after: { status: 'sent', remarks: 'rush', rowVersion: 2 },
      ip: '198.51.100.7',
      at: new Date('2026-01-10T15:30:00Z'),
    },
    {
      actorAccountUid: factoryAdmin.uid,
      enterpriseUid: factoryUid,
      entity: 'order',
      entityUid: 'OAUDIT-0002',
      action: 'ship',
      before: { status: 'paid' },
      after: { status: 'shipped', trackingNo: 'SF123' },
      ip: '198.51.100.8',
      at: new Date('2026-01-10T16:30:00Z'),
    },
    {
      actorAccountUid: null,
      enterpriseUid: customerUid,
      entity: 'quotation',
      entityUid: 'QAUDIT-CUST',
      action: 'create',
      after: { status: 'draft' },
    },
  );
}, 60_000);
afterAll(() => server?.stop());

describe('the audit log screen', () => {
  it('shows who did what to which record, when, from where, and before → after in words', async () => {
    const [row] = await search(factory, 'record=QAUDIT-0001');
    expect(row).toMatchObject({
      enterprise: { uid: factoryUid },
      actor: factoryAdmin,
      record: 'QAUDIT-0001',
      entityName: 'Quotation',
      actionName: 'Updated',
      ip: '198.51.100.7',
      changes: [
        { field: 'status', label: 'Status', before: 'draft', after: 'sent' },
        { field: 'remarks', label: 'Remarks', before: '(empty)', after: 'rush' },
      ],
      summary: 'Status: draft → sent; Remarks: (empty) → rush',
    });
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const [inChinese] = (await zh.get('/api/admin/audit?record=QAUDIT-0001')).body.data.data as Row[];
    expect(inChinese!.entityName).toBe('报价单');
    expect(inChinese!.changes.map((c) => c.label)).toEqual([fieldLabels.status![1], fieldLabels.remarks![1]]);
    expect(inChinese!.summary).toBe('状态：draft → sent；备注：（空） → rush');
  });

  it('searches by person, action, record and Shanghai days (a range or a preset)', async () => {
    const records = (rows: Row[]) => rows.map((r) => r.record).filter((r) => r.includes('AUDIT'));
    expect(records(await search(factory, 'from=2026-01-10&to=2026-01-10'))).toEqual(['QAUDIT-0001']);
    expect(records(await search(factory, 'from=2026-01-11&to=2026-01-11'))).toEqual(['OAUDIT-0002']);
    expect(records(await search(factory, 'to=2026-01-11&record=audit'))).toEqual(['OAUDIT-0002', 'QAUDIT-0001']);
    expect(records(await search(factory, 'action=ship'))).toEqual(['OAUDIT-0002']);
    expect(records(await search(factory, 'entity=quotation&record=QAUDIT'))).toEqual(['QAUDIT-0001']);
    expect(records(await search(factory, `actor=${encodeURIComponent(factoryAdmin.name)}&record=AUDIT`))).toEqual([
      'OAUDIT-0002',
      'QAUDIT-0001',
    ]);
    expect(records(await search(factory, `actor=${DEMO.factory.phone}&record=AUDIT&to=2026-01-10`))).toEqual([
      'QAUDIT-0001',
    ]);
    expect(records(await search(factory, 'actor=nobody-at-all'))).toEqual([]);
    expect(records(await search(factory, 'preset=last_month&record=AUDIT'))).toEqual([]);
    expect(records(await search(customer, 'preset=last_month&record=AUDIT'))).toEqual(['QAUDIT-CUST']);
    const choices = (await factory.get('/api/admin/audit/choices')).body.data;
    expect(choices.actions).toContainEqual({ value: 'ship', label: 'Shipped' });
    expect(choices.entities).toContainEqual({ value: 'quotation', label: 'Quotation' });
    expect(choices.enterprises).toEqual([]);
  });

  it('refuses a bad search naming the field in the reader’s language', async () => {
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    const badDay = await zh.get('/api/admin/audit?from=2026-02-30');
    expect(badDay.status).toBe(400);
    expect(badDay.body.msg).toContain(fieldLabels.from![1]);
    const badEnterprise = await factory.get('/api/admin/audit?enterpriseUid=E0002');
    expect(badEnterprise.status).toBe(400);
    expect(badEnterprise.body.msg).toContain(fieldLabels.enterpriseUid![0]);
  });

  it('exports the search to Excel, headed in the reader’s language', async () => {
    const res = await fetch(`${server.url}/api/admin/audit/export?record=AUDIT&to=2026-01-11`, {
      headers: { cookie: factory.cookie!, 'accept-language': 'en' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows).toEqual([
      ['Time', 'Enterprise', 'Person', 'Address', 'Record type', 'Record', 'Action', 'Before → after'],
      [
        '2026-01-11 00:30',
        'Demo PCB Factory',
        factoryAdmin.name,
        '198.51.100.8',
        'Order',
        'OAUDIT-0002',
        'Shipped',
        `Status: paid → shipped; ${fieldLabels.trackingNo![0]}: SF123`,
      ],
      [
        '2026-01-10 23:30',
        'Demo PCB Factory',
        factoryAdmin.name,
        '198.51.100.7',
        'Quotation',
        'QAUDIT-0001',
        'Updated',
        'Status: draft → sent; Remarks: (empty) → rush',
      ],
    ]);
  });
});

describe('who reads the audit log', () => {
  it('refuses a staff member who is not an admin, even one granted every screen', async () => {
    const member = await factoryMember('zh-CN');
    for (const path of ['/api/admin/audit', '/api/admin/audit/export', '/api/admin/audit/verify']) {
      const res = await member.get(path);
      expect(res.status, path).toBe(403);
      expect(res.body.msg).toBe('只有企业管理员可以查看审计日志');
    }
    expect((await new Client(server.url).get('/api/admin/audit')).status).toBe(401);
  });

  it("never shows one enterprise another's rows; the platform operator sees every enterprise's", async () => {
    const owners = (rows: Row[]) => new Set(rows.map((r) => r.enterprise?.uid ?? null));
    expect(owners(await search(factory, ''))).toEqual(new Set([factoryUid]));
    expect(owners(await search(customer, ''))).toEqual(new Set([customerUid]));
    expect(await search(customer, `enterpriseUid=${factoryUid}`)).toEqual([]);
    expect(await search(customer, 'record=QAUDIT-0001')).toEqual([]);
    const all = await search(platform, 'record=AUDIT');
    expect(all.map((r) => r.record).sort()).toEqual(['OAUDIT-0002', 'QAUDIT-0001', 'QAUDIT-CUST']);
    expect((await search(platform, `record=AUDIT&enterpriseUid=${customerUid}`)).map((r) => r.record)).toEqual([
      'QAUDIT-CUST',
    ]);
    const choices = (await platform.get('/api/admin/audit/choices')).body.data;
    expect(choices.enterprises.map((e: { uid: string }) => e.uid)).toEqual(
      expect.arrayContaining([factoryUid, customerUid]),
    );
  });
});
