import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, startTestServer, type TestServer } from '../../../test/test-server.js';
import { readWorkbook } from '../../platform/documents/index.js';

let server: TestServer;
let factory: Client;
let supplier: Client;
let otherFactory: Client;

async function signIn(phone: string, language = 'en'): Promise<Client> {
  const client = new Client(server.url, language);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO.password,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

/** A second factory with the demo factory's screens: it must not see the demo factory's suppliers. */
async function secondFactory(): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on)
      values ('E0097', 'Other Circuits E0097', 'factory', '13800000097', '2027-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select 'UE0097', 'Sun Li', '+86', '13800000097', 'e0097@demo.pcbunion.test', password_hash from accounts where phone = ${DEMO.factory.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, 'JE0097', 'Sun Li', 'Purchasing', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = 'E0097' and a.phone = '13800000097'
      and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0001') and s.is_admin limit 1`);
  return signIn('13800000097');
}

/** The factory asking in Chinese (one session per account: the same client, another Accept-Language). */
const zh = (method: string, url: string, body?: unknown) =>
  factory.call(method, url, body ?? (method === 'GET' ? undefined : {}), { 'accept-language': 'zh-CN' });

const scores = { quality: 85, delivery: 80, price: 70, service: 90, capability: 75 };

async function potential(name: string): Promise<{ uid: string; supplierNo: string; version: number }> {
  const res = await factory.post('/api/suppliers', {
    name,
    categories: ['laminate'],
    paymentTerms: 'monthly_60',
    contacts: [{ name: 'Gao Jun', phone: '13700000001' }],
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, supplier] = await Promise.all([signIn(DEMO.factory.phone), signIn(DEMO.supplier.phone)]);
  otherFactory = await secondFactory();
}, 60_000);
afterAll(() => server?.stop());

describe('supplier master', () => {
  it('holds the demo factory’s suppliers, the demo supplier linked to its platform enterprise, with expired and expiring documents shown', async () => {
    const list = await factory.get('/api/suppliers?scope=master&page_size=20');
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    const rows = list.body.data.data as Array<{
      supplierNo: string;
      name: string;
      status: string;
      enterprise: { no: string } | null;
      documents: { expired: number; expiring: number };
    }>;
    expect(rows.length).toBe(4);
    expect(rows.find((r) => r.enterprise?.no === 'E0003')).toMatchObject({
      supplierNo: 'S0001',
      status: 'approved',
      documents: { expired: 0, expiring: 1 },
    });
    expect(rows.find((r) => r.name === '江门铜箔科技有限公司')?.documents.expired).toBe(1);
    expect(list.body.data.counts).toEqual({ approved: 3, suspended: 1 });
    const expired = await factory.get('/api/suppliers?scope=master&expiry=expired');
    expect(expired.body.data.data.map((r: { name: string }) => r.name)).toEqual(['江门铜箔科技有限公司']);
    const searched = await factory.get('/api/suppliers?scope=master&keyword=Liu%20Yang');
    expect(searched.body.data.data.map((r: { supplierNo: string }) => r.supplierNo)).toEqual(['S0001']);
    const sorted = await factory.get('/api/suppliers?scope=master&field=rating&sort=desc');
    const ratings = sorted.body.data.data.map((r: { rating: number }) => r.rating);
    expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
    const waiting = await factory.get('/api/suppliers?scope=potential');
    expect(waiting.body.data.counts).toMatchObject({ evaluating: 2 });
  });

  it('exports the list to Excel in the reader’s language', async () => {
    const res = await fetch(`${server.url}/api/suppliers/export?scope=master`, {
      headers: { cookie: factory.cookie!, 'accept-language': 'zh-CN' },
    });
    expect(res.status).toBe(200);
    const [sheet] = await readWorkbook(Buffer.from(await res.arrayBuffer()));
    expect(sheet!.rows[0]).toEqual(expect.arrayContaining(['供应商编号', '付款条件', '资质文件']));
    expect(sheet!.rows.length).toBe(5);
    expect(sheet!.rows.some((r) => r.includes('月结60天'))).toBe(true);
  });

  it('lets the demo supplier read the file that is it, without the factory’s remark, and refuses it any change (403)', async () => {
    const list = await supplier.get('/api/suppliers?scope=master');
    expect(list.status).toBe(200);
    expect(list.body.data.data).toHaveLength(1);
    const mine = list.body.data.data[0];
    expect(mine).toMatchObject({ supplierNo: 'S0001', role: 'supplier', actions: [] });
    expect((await supplier.get(`/api/suppliers/${mine.uid}`)).body.data).toMatchObject({ evaluations: [], log: [] });
    expect((await supplier.call('PUT', `/api/suppliers/${mine.uid}`, { bankAccount: '0000' })).status).toBe(403);
    expect((await supplier.post(`/api/suppliers/${mine.uid}/suspend`, { reason: 'x' })).status).toBe(403);
    expect((await supplier.post('/api/suppliers', { name: 'Myself again' })).status).toBe(403);
    expect((await supplier.get('/api/suppliers?scope=potential')).status).toBe(403);
  });

  it('answers 404 to another factory for the demo factory’s supplier and lists none of them', async () => {
    const { uid } = await potential('Foreign Copper Ltd.');
    expect((await otherFactory.get(`/api/suppliers/${uid}`)).status).toBe(404);
    expect((await otherFactory.call('PUT', `/api/suppliers/${uid}`, { name: 'Mine now' })).status).toBe(404);
    expect((await otherFactory.post(`/api/suppliers/${uid}/evaluate`)).status).toBe(404);
    expect((await otherFactory.post(`/api/suppliers/${uid}/documents`, { kind: 'ul' })).status).toBe(404);
    expect((await otherFactory.get('/api/suppliers?scope=potential')).body.data.total).toBe(0);
  });
});

describe('potential supplier to approved', () => {
  it('numbers a new potential supplier, evaluates it and approves it with a rating from the scores, the log in words', async () => {
    const made = await potential('Zhuhai Prepreg Co.');
    expect(made).toMatchObject({
      supplierNo: expect.stringMatching(/^S\d{4}$/),
      status: 'potential',
      actions: ['evaluate'],
    });
    // Approving straight from potential is not a row of the table: 409 naming the state.
    const early = await factory.post(`/api/suppliers/${made.uid}/evaluations`, { scores, decision: 'approve' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('is a potential supplier');
    expect((await factory.post(`/api/suppliers/${made.uid}/evaluate`)).status).toBe(200);
    const approved = await factory.post(`/api/suppliers/${made.uid}/evaluations`, { scores, decision: 'approve' });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', rating: 4, total: '80.5' });
    const detail = (await factory.get(`/api/suppliers/${made.uid}`)).body.data;
    expect(detail.evaluations[0]).toMatchObject({ decision: 'approve', total: '80.5', evaluator: 'Zhang Wei', scores });
    expect(detail.log.map((l: { words: string }) => l.words)).toEqual([
      'Zhang Wei filed the supplier as a potential supplier',
      'Zhang Wei started the evaluation',
      'Zhang Wei approved the supplier with a score of 80.5',
    ]);
    const twice = await factory.post(`/api/suppliers/${made.uid}/evaluations`, {
      scores,
      decision: 'reject',
      reason: 'late',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe(`Supplier ${made.supplierNo} is approved: it cannot be rejected now`);
    const inChinese = await zh('POST', `/api/suppliers/${made.uid}/evaluate`);
    expect(inChinese.body.msg).toBe(`供应商 ${made.supplierNo} 当前状态为已批准，不能开始评估`);
  });

  it('rejects with a reason, refuses an approval below the pass mark, and takes a rejected one back', async () => {
    const { uid } = await potential('Low Score Chemicals');
    await factory.post(`/api/suppliers/${uid}/evaluate`);
    const low = await factory.post(`/api/suppliers/${uid}/evaluations`, {
      scores: { ...scores, quality: 20, delivery: 30, price: 40 },
      decision: 'approve',
    });
    expect(low.status).toBe(400);
    expect(low.body.msg).toContain('Scores');
    expect(low.body.msg).toContain('pass mark of 60');
    const noReason = await factory.post(`/api/suppliers/${uid}/evaluations`, { scores, decision: 'reject' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.msg).toContain('Reason');
    const rejected = await factory.post(`/api/suppliers/${uid}/evaluations`, {
      scores: { ...scores, quality: 40 },
      decision: 'reject',
      reason: 'No UL certificate for the laminate',
    });
    expect(rejected.body.data).toMatchObject({ status: 'rejected' });
    const detail = (await factory.get(`/api/suppliers/${uid}`)).body.data;
    expect(detail).toMatchObject({ statusReason: 'No UL certificate for the laminate', actions: ['reconsider'] });
    expect(detail.log.at(-1).words).toBe(
      'Zhang Wei rejected the supplier with a score of 67.0: No UL certificate for the laminate',
    );
    expect((await factory.post(`/api/suppliers/${uid}/reconsider`)).body.data.status).toBe('potential');
  });

  it('suspends an approved supplier with a reason and reinstates it', async () => {
    const { uid } = await potential('Suspend Me Ltd.');
    await factory.post(`/api/suppliers/${uid}/evaluate`);
    await factory.post(`/api/suppliers/${uid}/evaluations`, { scores, decision: 'approve' });
    expect((await factory.post(`/api/suppliers/${uid}/suspend`, {})).status).toBe(400);
    expect(
      (await factory.post(`/api/suppliers/${uid}/suspend`, { reason: 'Two lots rejected at incoming inspection' })).body
        .data.status,
    ).toBe('suspended');
    expect((await factory.post(`/api/suppliers/${uid}/reinstate`)).body.data.status).toBe('approved');
  });

  it('refuses a change made on an old copy (409 naming the version and state), and bad input naming the field in the user’s language', async () => {
    const made = await potential('Version Check Co.');
    const first = await factory.call('PUT', `/api/suppliers/${made.uid}`, {
      taxNo: '91440300TEST0001',
      version: made.version,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.data.version).toBe(made.version + 1);
    const stale = await factory.call('PUT', `/api/suppliers/${made.uid}`, {
      taxNo: '91440300TEST0002',
      version: made.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain(`now version ${made.version + 1}, a potential supplier`);
    const staleMove = await factory.post(`/api/suppliers/${made.uid}/evaluate`, { version: made.version });
    expect(staleMove.status).toBe(409);
    const badRating = await zh('PUT', `/api/suppliers/${made.uid}`, { rating: 9 });
    expect(badRating.status).toBe(400);
    expect(badRating.body.msg).toContain('评级');
    const badTerms = await factory.post('/api/suppliers', { name: 'X', paymentTerms: 'whenever' });
    expect(badTerms.status).toBe(400);
    expect(badTerms.body.msg).toContain('Payment terms');
    const noName = await zh('POST', '/api/suppliers', { name: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.msg).toContain('名称');
    const badDate = await factory.post(`/api/suppliers/${made.uid}/documents`, {
      kind: 'iso_9001',
      expiresOn: '2026-02-30',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('Expires on');
    const backwards = await factory.post(`/api/suppliers/${made.uid}/documents`, {
      kind: 'iso_9001',
      issuedOn: '2026-05-01',
      expiresOn: '2026-04-01',
    });
    expect(backwards.status).toBe(400);
    const taken = await factory.call('PUT', `/api/suppliers/${made.uid}`, { supplierNo: 'S0001' });
    expect(taken.status).toBe(400);
    expect(taken.body.msg).toContain('S0001');
  });

  it('takes a mobile, a landline or an international number as a contact phone, and refuses another with 400 naming the field; nothing changes', async () => {
    const made = await potential('Contact Phone Co.');
    const landline = await factory.call('PUT', `/api/suppliers/${made.uid}`, {
      contacts: [
        { name: 'Gao Jun', phone: '0755-12345678' },
        { name: 'Export desk', phone: '+81-75-200-1005' },
      ],
      version: made.version,
    });
    expect(landline.status, JSON.stringify(landline.body)).toBe(200);
    const before = (await factory.get(`/api/suppliers/${made.uid}`)).body.data;
    const refused = await zh('PUT', `/api/suppliers/${made.uid}`, {
      taxNo: 'NEVER-SAVED',
      contacts: [{ name: 'Gao Jun', phone: '123456' }],
      version: before.version,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.data.field).toBe('contacts.0.phone');
    expect(refused.body.msg).toMatch(/^电话（第 ?1 ?行）：请输入手机号码、固定电话/);
    const after = (await factory.get(`/api/suppliers/${made.uid}`)).body.data;
    expect(after).toMatchObject({ version: before.version, taxNo: before.taxNo, contacts: before.contacts });
    expect(after.contacts.map((c: { phone: string }) => c.phone)).toEqual(['0755-12345678', '+81-75-200-1005']);
  });

  it('links a file to a platform supplier enterprise only once, and keeps documents with their expiry', async () => {
    const enterprises = await factory.get('/api/suppliers/platform-enterprises');
    const demo = enterprises.body.data.find((e: { no: string }) => e.no === 'E0003');
    const again = await factory.post('/api/suppliers', { name: 'Demo again', enterpriseUid: demo.uid });
    expect(again.status).toBe(400);
    expect(again.body.msg).toContain('S0001');
    const { uid } = await potential('Docs Co.');
    const added = await factory.post(`/api/suppliers/${uid}/documents`, {
      kind: 'iso_9001',
      documentNo: 'Q-1',
      issuedOn: '2020-01-01',
      expiresOn: '2021-01-01',
    });
    expect(added.status).toBe(200);
    const doc = added.body.data.documentList[0];
    expect(doc).toMatchObject({ kind: 'iso_9001', expiry: 'expired' });
    expect(added.body.data.documents).toMatchObject({ total: 1, expired: 1, worst: 'expired' });
    expect((await factory.call('DELETE', `/api/suppliers/${uid}/documents/${doc.uid}`)).status).toBe(200);
    expect((await factory.call('DELETE', `/api/suppliers/${uid}/documents/${doc.uid}`)).status).toBe(404);
    const log = (await factory.get(`/api/suppliers/${uid}`)).body.data.log.map((l: { words: string }) => l.words);
    expect(log).toEqual(
      expect.arrayContaining([
        'Zhang Wei added the document ISO 9001 Q-1',
        'Zhang Wei removed the document ISO 9001 Q-1',
      ]),
    );
  });
});
