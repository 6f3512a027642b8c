import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, startTestServer, type TestServer } from '../../../test/test-server.js';
import { DOCUMENT_EXPIRY_JOB } from './index.js';

/** Issue 30: qualification documents with their file (by content, size-limited) and the expiry bells. */
let server: TestServer;
let factory: Client;
let supplier: Client;
let otherFactory: Client;

const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function signIn(phone: string): Promise<Client> {
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO.password,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

/** A second factory with the demo factory's screens. */
async function secondFactory(): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on)
      values ('E0096', 'Other Circuits E0096', 'factory', '13800000096', '2029-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select 'UE0096', 'Qian Bo', '+86', '13800000096', 'e0096@demo.pcbunion.test', password_hash from accounts where phone = ${DEMO.factory.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, 'JE0096', 'Qian Bo', 'Purchasing', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = 'E0096' and a.phone = '13800000096'
      and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0001') and s.is_admin limit 1`);
  return signIn('13800000096');
}

/** Sends a multipart form (text fields, then the file) with the client's session cookie. */
async function multipart(
  client: Client,
  url: string,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string },
  language = 'en',
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file)
    form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type ?? 'application/pdf' }), file.name);
  const res = await fetch(server.url + url, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie ?? '', 'accept-language': language },
  });
  return { status: res.status, body: (await res.json()) as { code: number; msg: string; data: any } };
}

async function download(client: Client, url: string) {
  const res = await fetch(server.url + url, { headers: { cookie: client.cookie ?? '' } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

type Doc = { uid: string; documentNo: string; version: number; file: { url: string; type: string } | null };

async function newSupplier(name: string): Promise<string> {
  const res = await factory.post('/api/suppliers', { name, categories: ['laminate'] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data.uid as string;
}

async function addDocument(uid: string, fields: Record<string, string>, file = { name: 'cert.pdf', bytes: PDF }) {
  const res = await multipart(factory, `/api/suppliers/${uid}/documents`, fields, file);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.documentList as Doc[]).find((d) => d.documentNo === fields.documentNo)!;
}

/** The expiry bells the demo factory's admin got for a document number. */
async function bellsFor(documentNo: string): Promise<string[]> {
  const rows = await server.database.db.execute(sql`select m.title->>'en' as title from messages m
    join accounts a on a.uid = m.recipient_account_uid
    where a.phone = ${DEMO.factory.phone} and m.kind = 'supplier' and m.title->>'en' like ${`%${documentNo}%`}
    order by m.created_at`);
  return (rows as unknown as { rows: Array<{ title: string }> }).rows.map((r) => r.title);
}

/** The job run by two instances at once and once more: each bell must still ring once. */
async function runExpiryJobTwice() {
  const now = server.app.clock.now();
  await server.app.jobs.enqueue(DOCUMENT_EXPIRY_JOB, {}, { runAt: now });
  await server.app.jobs.enqueue(DOCUMENT_EXPIRY_JOB, {}, { runAt: now });
  await Promise.all([server.app.jobs.runDue(10), server.app.jobs.runDue(10)]);
  await server.app.jobs.enqueue(DOCUMENT_EXPIRY_JOB, {}, { runAt: now });
  while ((await server.app.jobs.runDue(50)) > 0);
}

beforeAll(async () => {
  server = await startTestServer();
  // 2027-03-01 10:00 in Shanghai.
  server.app.clock.set(new Date('2027-03-01T02:00:00Z'));
  [factory, supplier] = await Promise.all([signIn(DEMO.factory.phone), signIn(DEMO.supplier.phone)]);
  otherFactory = await secondFactory();
}, 60_000);

afterAll(async () => {
  server.app.clock.useSystemTime();
  await server.stop();
});

describe('qualification document files', () => {
  it('judges the file by its content: a .pdf name on PNG bytes is a PNG; a text file is refused naming the field', async () => {
    const uid = await newSupplier('Content Check Laminates');
    const doc = await addDocument(
      uid,
      { kind: 'iso_9001', documentNo: 'QMS-PNG-1', issuer: 'SGS', issuedOn: '2026-01-10', expiresOn: '2029-01-09' },
      { name: 'cert.pdf', bytes: PNG },
    );
    expect(doc.file).toMatchObject({ type: 'image/png', url: `/api/suppliers/${uid}/documents/${doc.uid}/file` });
    const got = await download(factory, doc.file!.url);
    expect(got.status).toBe(200);
    expect(got.type).toBe('image/png');
    expect(got.bytes.equals(PNG)).toBe(true);

    const text = await multipart(
      factory,
      `/api/suppliers/${uid}/documents`,
      { kind: 'ul', documentNo: 'UL-TXT' },
      { name: 'ul.pdf', bytes: Buffer.from('just some text, not a certificate\n'), type: 'application/pdf' },
    );
    expect(text.status).toBe(400);
    expect(text.body.data).toMatchObject({ field: 'file' });
    expect(text.body.msg).toMatch(/^File: /);
    expect(text.body.msg).toContain('PDF, JPEG, PNG or WebP');
    const zh = await multipart(
      factory,
      `/api/suppliers/${uid}/documents`,
      { kind: 'ul', documentNo: 'UL-TXT' },
      { name: 'ul.png', bytes: Buffer.from('plain text') },
      'zh-CN',
    );
    expect(zh.body.msg).toMatch(/^文件：/);
    // Nothing was added by the refusals.
    const list = await factory.get(`/api/suppliers/${uid}/documents`);
    expect(list.body.data.total).toBe(1);
  });

  it('refuses a file over 5 MB (413 naming the file), and a field that is not a date naming it', async () => {
    const uid = await newSupplier('Size Check Foils');
    const big = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const res = await multipart(
      factory,
      `/api/suppliers/${uid}/documents`,
      { kind: 'rohs_reach' },
      {
        name: 'reach.pdf',
        bytes: big,
      },
    );
    expect(res.status).toBe(413);
    expect(res.body.data).toMatchObject({ field: 'file' });
    expect(res.body.msg).toContain('5 MB');
    const badDate = await multipart(factory, `/api/suppliers/${uid}/documents`, {
      kind: 'rohs_reach',
      expiresOn: '2027-02-30',
    });
    expect(badDate.status).toBe(400);
    expect(badDate.body.msg).toContain('Expires on');
    expect((await factory.get(`/api/suppliers/${uid}/documents`)).body.data.total).toBe(0);
  });

  it('lets only the owning factory and the linked supplier read a file; another factory gets 404', async () => {
    const rows = (await factory.get('/api/suppliers?scope=master&page_size=50')).body.data.data as Array<{
      uid: string;
      enterprise: { no: string | null } | null;
    }>;
    const linked = rows.find((r) => r.enterprise?.no === 'E0003')!;
    expect(linked).toBeTruthy();
    const doc = await addDocument(linked.uid, {
      kind: 'iatf_16949',
      documentNo: 'IATF-ACCESS',
      expiresOn: '2028-06-30',
    });
    expect((await download(factory, doc.file!.url)).status).toBe(200);
    const mine = await download(supplier, doc.file!.url);
    expect(mine.status).toBe(200);
    expect(mine.bytes.equals(PDF)).toBe(true);
    expect((await download(otherFactory, doc.file!.url)).status).toBe(404);
    expect((await otherFactory.get(`/api/suppliers/${linked.uid}/documents`)).status).toBe(404);
    const replace = await multipart(
      otherFactory,
      `/api/suppliers/${linked.uid}/documents/${doc.uid}/file`,
      {},
      {
        name: 'x.png',
        bytes: PNG,
      },
    );
    expect(replace.status).toBe(404);
    // The supplier reads but does not change.
    const change = await supplier.call('PUT', `/api/suppliers/${linked.uid}/documents/${doc.uid}`, {
      documentNo: 'HACK',
      version: doc.version,
    });
    expect(change.status).toBe(403);
  });

  it('changes fields with compare-and-set and replaces the file; a stale version is refused naming it', async () => {
    const uid = await newSupplier('Version Check Chemicals');
    const doc = await addDocument(uid, { kind: 'iso_14001', documentNo: 'EMS-1', expiresOn: '2028-01-01' });
    expect(doc.version).toBe(1);
    const changed = await factory.call('PUT', `/api/suppliers/${uid}/documents/${doc.uid}`, {
      issuer: 'TÜV Rheinland',
      expiresOn: '2028-12-31',
      version: 1,
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    expect(changed.body.data).toMatchObject({ issuer: 'TÜV Rheinland', expiresOn: '2028-12-31', version: 2 });
    const stale = await factory.call('PUT', `/api/suppliers/${uid}/documents/${doc.uid}`, {
      documentNo: 'EMS-2',
      version: 1,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.data).toMatchObject({ field: 'version' });
    expect(stale.body.msg).toContain('version 2');

    const replaced = await multipart(
      factory,
      `/api/suppliers/${uid}/documents/${doc.uid}/file`,
      { version: '2' },
      { name: 'ems.png', bytes: PNG },
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body.data).toMatchObject({ version: 3, file: { type: 'image/png', name: 'ems.png' } });
    expect(replaced.body.data.uploadedBy).toBeTruthy();
    const staleFile = await multipart(
      factory,
      `/api/suppliers/${uid}/documents/${doc.uid}/file`,
      { version: '2' },
      { name: 'ems.pdf', bytes: PDF },
    );
    expect(staleFile.status).toBe(409);
    expect((await download(factory, replaced.body.data.file.url)).bytes.equals(PNG)).toBe(true);

    expect((await factory.call('DELETE', `/api/suppliers/${uid}/documents/${doc.uid}`)).status).toBe(200);
    expect((await download(factory, replaced.body.data.file.url)).status).toBe(404);
  });

  it('lists a supplier’s documents paged and sorted, filtered by expired or expiring within N days', async () => {
    const uid = await newSupplier('Filter Check Drills');
    // Today is 2027-03-01 (Shanghai).
    await addDocument(uid, { kind: 'iso_9001', documentNo: 'F-SOON', expiresOn: '2027-03-20' });
    await addDocument(uid, { kind: 'ul', documentNo: 'F-LATER', expiresOn: '2027-05-30' });
    await addDocument(uid, { kind: 'iso_14001', documentNo: 'F-GONE', expiresOn: '2027-02-01' });
    await addDocument(uid, { kind: 'business_licence', documentNo: 'F-NEVER' });
    const nos = async (query: string) =>
      ((await factory.get(`/api/suppliers/${uid}/documents?${query}`)).body.data.data as Doc[]).map(
        (d) => d.documentNo,
      );
    expect(await nos('expiry=expiring')).toEqual(['F-SOON']);
    expect(await nos('expiry=expiring&withinDays=100&field=expiresOn&sort=desc')).toEqual(['F-LATER', 'F-SOON']);
    expect(await nos('expiry=expired')).toEqual(['F-GONE']);
    const page = await factory.get(`/api/suppliers/${uid}/documents?page_no=2&page_size=3&field=documentNo&sort=asc`);
    expect(page.body.data.total).toBe(4);
    expect(page.body.data.data.map((d: Doc) => d.documentNo)).toEqual(['F-SOON']);
    const soon = (await factory.get(`/api/suppliers/${uid}/documents?expiry=expiring`)).body.data.data[0];
    expect(soon).toMatchObject({ expiry: 'expiring', daysLeft: 19 });
    const bad = await factory.get(`/api/suppliers/${uid}/documents?withinDays=-1`);
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'withinDays' });
  });
});

describe('the supplier.document-expiry job', () => {
  it('rings 30 days before and on the day, once each however often it runs; a document without expiry never rings', async () => {
    const uid = await newSupplier('Bell Check Gold Salts');
    const expiring = await addDocument(uid, { kind: 'iatf_16949', documentNo: 'BELL-IATF', expiresOn: '2027-04-15' });
    const never = await addDocument(uid, { kind: 'business_licence', documentNo: 'BELL-LICENCE' });
    const clock = server.app.clock;

    // 31 days before: nothing yet.
    clock.set(new Date('2027-03-15T00:00:00Z'));
    await runExpiryJobTwice();
    expect(await bellsFor('BELL-IATF')).toEqual([]);

    // 30 days before (08:00 in Shanghai), run twice and by two instances: one bell.
    clock.set(new Date('2027-03-16T00:00:00Z'));
    await runExpiryJobTwice();
    const warned = await bellsFor('BELL-IATF');
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('IATF 16949 BELL-IATF expires on 2027-04-15, in 30 days');

    // The days between ring nothing more.
    clock.set(new Date('2027-04-01T00:00:00Z'));
    await runExpiryJobTwice();
    expect(await bellsFor('BELL-IATF')).toHaveLength(1);

    // On the day: one more.
    clock.set(new Date('2027-04-15T00:30:00Z'));
    await runExpiryJobTwice();
    const rung = await bellsFor('BELL-IATF');
    expect(rung).toHaveLength(2);
    expect(rung[1]).toContain('expires today (2027-04-15)');
    clock.set(new Date('2027-04-16T00:30:00Z'));
    await runExpiryJobTwice();
    expect(await bellsFor('BELL-IATF')).toHaveLength(2);

    const recorded = await server.database.db.execute(
      sql`select document_uid, milestone from supplier_document_bells where document_uid in (${expiring.uid}, ${never.uid}) order by milestone desc`,
    );
    expect((recorded as unknown as { rows: Array<{ document_uid: string; milestone: string }> }).rows).toEqual([
      { document_uid: expiring.uid, milestone: 'warning' },
      { document_uid: expiring.uid, milestone: 'expiry' },
    ]);
    expect(await bellsFor('BELL-LICENCE')).toEqual([]);
    clock.set(new Date('2027-03-01T02:00:00Z'));
  });
});
