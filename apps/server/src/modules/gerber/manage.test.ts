import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises, gerberBindings, gerberFiles, quotations } from '../../db/schema/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { registerBindingTarget } from './index.js';
import { zipFixture } from './test-support/fixtures.js';
import { createOtherFactory, postArchive, waitForJob } from './test-support/http.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let factoryUid: string;
let customerFile: string;
// The demo factory's two demo quotations (the quotation module's real lookup answers for them).
let quotationNo: string;
let otherQuotationNo: string;
// The test stands in for the inquiry module's lookup (its number INQ-7), and puts back the real one after.
let restoreInquiry: () => void;

async function actionsOf(client: Client, uid: string): Promise<string[]> {
  return (await client.get(`/api/gerber/files/${uid}`)).body.data.log.map((entry: { action: string }) => entry.action);
}

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  customer = await loginAs(server.url, 'customer');
  const [row] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  factoryUid = row!.uid;
  // This file counts, searches and binds exactly what it uploads: it starts without the demo uploads and their
  // bindings (issue 29; demo-render.test.ts covers those).
  const db = server.database.db;
  const demoFiles = db
    .select({ uid: gerberFiles.uid })
    .from(gerberFiles)
    .where(eq(gerberFiles.merchantUid, factoryUid));
  await db.delete(gerberBindings).where(inArray(gerberBindings.gerberFileUid, demoFiles));
  await db.delete(gerberFiles).where(eq(gerberFiles.merchantUid, factoryUid));
  const demo = await server.database.db
    .select({ no: quotations.quotationNo })
    .from(quotations)
    .where(and(eq(quotations.enterpriseUid, factoryUid), eq(quotations.isCurrent, true)))
    .orderBy(asc(quotations.quotationNo));
  expect(demo.length).toBeGreaterThanOrEqual(2);
  [quotationNo, otherQuotationNo] = [demo[0]!.no, demo[1]!.no];
  restoreInquiry = registerBindingTarget(
    'inquiry',
    async (_tx, enterpriseUid, number) => enterpriseUid === factoryUid && number === 'INQ-7',
  );
  const res = await postArchive(
    customer,
    server.url,
    '/api/gerber/files',
    zipFixture('arduino-uno'),
    'arduino-uno.zip',
    { merchant_uid: factoryUid },
  );
  expect(res.status).toBe(202);
  customerFile = res.body.data.job_id;
  expect((await waitForJob(customer, customerFile)).state).toBe('done');
}, 120_000);
afterAll(async () => {
  restoreInquiry?.();
  await server?.stop();
});

describe('a customer uploads through the inquiry form', () => {
  it('must name an active factory', async () => {
    const none = await postArchive(customer, server.url, '/api/gerber/files', zipFixture('core'), 'core.zip');
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({
      msg: 'Choose the factory the Gerber file is for',
      data: { field: 'merchant_uid' },
    });
    const [own] = await server.database.db
      .select({ uid: enterprises.uid })
      .from(enterprises)
      .where(eq(enterprises.enterpriseNo, 'E0002'));
    const notFactory = await postArchive(customer, server.url, '/api/gerber/files', zipFixture('core'), 'core.zip', {
      merchant_uid: own!.uid,
    });
    expect(notFactory.status).toBe(400);
    expect(notFactory.body.msg).toBe('The chosen merchant is not an active factory');
  });

  it('lists the upload as the customer’s own, unbound, naming the factory', async () => {
    const mine = (await customer.get('/api/gerber/my-uploads')).body.data;
    expect(mine.total).toBe(1);
    expect(mine.data[0]).toMatchObject({
      uid: customerFile,
      own: true,
      merchant_name: 'Demo PCB Factory',
      binding_status: 'unbound',
      upload_status: 'success',
      actions: [],
    });
  });

  it('is refused the factory’s management endpoints (403)', async () => {
    expect((await customer.get('/api/gerber/files')).status).toBe(403);
    for (const [url, body] of [
      ['review', { audit_status: 'success' }],
      ['recheck', {}],
      ['bind', { kind: 'quotation', number: 'Q1' }],
      ['validity', { validity: 'expired' }],
      ['remarks', { remarks: 'mine' }],
    ] as const) {
      expect((await customer.post(`/api/gerber/files/${customerFile}/${url}`, body)).status).toBe(403);
    }
  });
});

describe('the factory’s Gerber file management', () => {
  it('sees the customer’s upload in its paged list with search, filters and sort', async () => {
    const own = await postArchive(factory, server.url, '/api/gerber/files', zipFixture('core'), 'particle-core.zip');
    await waitForJob(factory, own.body.data.job_id);
    const all = (await factory.get('/api/gerber/files?page_no=1&page_size=20')).body.data;
    expect(all.total).toBe(2);
    expect(all.data.find((f: { uid: string }) => f.uid === customerFile)).toMatchObject({
      uploader_enterprise: 'Demo Electronics Customer Co.',
      uploader_name: 'Li Na',
      own: false,
    });
    expect(
      (await factory.get('/api/gerber/files?search=arduino')).body.data.data.map((f: { uid: string }) => f.uid),
    ).toEqual([customerFile]);
    expect((await factory.get('/api/gerber/files?search=Electronics')).body.data.total).toBe(1);
    const sorted = (await factory.get('/api/gerber/files?field=file_name&sort=asc')).body.data.data.map(
      (f: { file_name: string }) => f.file_name,
    );
    expect(sorted).toEqual(['arduino-uno.zip', 'particle-core.zip']);
    expect((await factory.get('/api/gerber/files?upload_status=failed')).body.data.total).toBe(0);
    expect(
      (
        await factory.get(
          '/api/gerber/files?audit_status=under_review&binding_status=unbound&validity=valid&upload_status=success',
        )
      ).body.data.total,
    ).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect((await factory.get(`/api/gerber/files?uploaded_from=${today}&uploaded_to=${today}`)).body.data.total).toBe(
      2,
    );
    expect((await factory.get('/api/gerber/files?uploaded_to=2000-01-01')).body.data.total).toBe(0);
    expect((await factory.get('/api/gerber/files?page_size=1&page_no=2')).body.data.data).toHaveLength(1);
    expect((await factory.get('/api/gerber/files?field=password')).status).toBe(400);
    // The customer does not see the factory's own upload.
    expect((await customer.get(`/api/gerber/files/${own.body.data.job_id}`)).status).toBe(404);
  });

  it('reviews manually, with compare-and-set and an audit entry per change', async () => {
    const ok = await factory.post(`/api/gerber/files/${customerFile}/review`, {
      audit_status: 'success',
      remarks: 'checked by hand',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({
      audit_status: 'success',
      remarks: 'checked by hand',
      reviewed_by: 'Zhang Wei',
    });
    expect((await factory.post(`/api/gerber/files/${customerFile}/review`, { audit_status: 'success' })).status).toBe(
      409,
    );
    const [first, second] = await Promise.all([
      factory.post(`/api/gerber/files/${customerFile}/review`, { audit_status: 'failed', remarks: 'outline missing' }),
      factory.post(`/api/gerber/files/${customerFile}/review`, { audit_status: 'failed', remarks: 'outline missing' }),
    ]);
    expect([first!.status, second!.status].sort()).toEqual([200, 409]);
    expect(
      (await factory.post(`/api/gerber/files/${customerFile}/review`, { audit_status: 'success' })).body.data
        .audit_status,
    ).toBe('success');
    const log = (await factory.get(`/api/gerber/files/${customerFile}`)).body.data.log;
    expect(
      log
        .filter((e: { action: string }) => e.action === 'reviewed')
        .map((e: { after: { audit_status: string } }) => e.after.audit_status),
    ).toEqual(['success', 'failed', 'success']);
    expect(log[0]).toMatchObject({ actor: 'Zhang Wei', before: { audit_status: 'failed' } });
  });

  it('refuses to reject a file without a reason (400 naming remarks), and changes nothing', async () => {
    const before = (await factory.get(`/api/gerber/files/${customerFile}`)).body.data;
    for (const body of [{ audit_status: 'failed' }, { audit_status: 'failed', remarks: '   ' }]) {
      const refused = await factory.post(`/api/gerber/files/${customerFile}/review`, body);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ msg: 'Give the reason for rejecting the file', data: { field: 'remarks' } });
    }
    const after = (await factory.get(`/api/gerber/files/${customerFile}`)).body.data;
    expect(after.audit_status).toBe(before.audit_status);
    expect(after.log).toHaveLength(before.log.length);
  });

  it('refuses to bind a quotation or inquiry number that does not exist (400 naming number), and changes nothing', async () => {
    const url = `/api/gerber/files/${customerFile}`;
    const quotation = await factory.post(`${url}/bind`, { kind: 'quotation', number: 'QT-404' });
    expect(quotation.status).toBe(400);
    expect(quotation.body).toMatchObject({ msg: 'Quotation QT-404 not found', data: { field: 'number' } });
    const inquiry = await factory.post(`${url}/bind`, { kind: 'inquiry', number: quotationNo });
    expect(inquiry.body).toMatchObject({ msg: `Inquiry ${quotationNo} not found`, data: { field: 'number' } });
    // A quotation number of another factory does not exist for this one.
    const other = await createOtherFactory(server.database.db, server.url);
    const [demo] = await server.database.db
      .select()
      .from(quotations)
      .where(and(eq(quotations.enterpriseUid, factoryUid), eq(quotations.quotationNo, quotationNo)));
    const { uid: _uid, ...copy } = demo!;
    await server.database.db
      .insert(quotations)
      .values({ ...copy, enterpriseUid: other.enterpriseUid, quotationNo: 'QT-ELSEWHERE-1', copyKey: null });
    const elsewhere = await factory.post(`${url}/bind`, { kind: 'quotation', number: 'QT-ELSEWHERE-1' });
    expect(elsewhere.body).toMatchObject({ msg: 'Quotation QT-ELSEWHERE-1 not found', data: { field: 'number' } });
    const zh = await fetch(`${server.url}${url}/bind`, {
      method: 'POST',
      headers: { cookie: factory.cookie!, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ kind: 'quotation', number: 'QT-404' }),
    });
    expect(((await zh.json()) as { msg: string }).msg).toBe('未找到报价单 QT-404');
    const detail = (await factory.get(url)).body.data;
    expect(detail).toMatchObject({ binding_status: 'unbound', quotation_no: null, bindings: [] });
    expect(detail.log.some((e: { action: string }) => e.action === 'bound')).toBe(false);
  });

  it('binds to quotation and inquiry numbers, keeps binding rows, and unbinds', async () => {
    const url = `/api/gerber/files/${customerFile}`;
    const bound = await factory.post(`${url}/bind`, { kind: 'quotation', number: quotationNo });
    expect(bound.body.data).toMatchObject({ binding_status: 'bound', quotation_no: quotationNo, inquiry_no: null });
    // The quotation's detail shows the file bound from the Gerber screen (one binding record, read by both).
    const quotation = (await factory.get(`/api/quotations/${quotationNo}`)).body.data;
    expect(quotation.gerberFiles.map((f: { uid: string; fileName: string }) => [f.uid, f.fileName])).toEqual([
      [customerFile, 'arduino-uno.zip'],
    ]);
    expect((await factory.get(`/api/quotations/${otherQuotationNo}`)).body.data.gerberFiles).toEqual([]);
    expect((await factory.post(`${url}/bind`, { kind: 'quotation', number: quotationNo })).status).toBe(409);
    await factory.post(`${url}/bind`, { kind: 'inquiry', number: 'INQ-7' });
    const unbound = await factory.post(`${url}/unbind`, { kind: 'quotation', number: quotationNo });
    expect(unbound.body.data).toMatchObject({ binding_status: 'bound', quotation_no: null, inquiry_no: 'INQ-7' });
    expect((await factory.get(`/api/quotations/${quotationNo}`)).body.data.gerberFiles).toEqual([]);
    expect((await factory.post(`${url}/unbind`, { kind: 'quotation', number: quotationNo })).status).toBe(409);
    const last = await factory.post(`${url}/unbind`, { kind: 'inquiry', number: 'INQ-7' });
    expect(last.body.data).toMatchObject({ binding_status: 'unbound', inquiry_no: null });
    expect(last.body.data.bindings).toHaveLength(2);
    expect(last.body.data.bindings.every((b: { unbound_at: string | null }) => b.unbound_at)).toBe(true);
    expect((await factory.post(`${url}/bind`, { kind: 'quotation', number: '  ' })).status).toBe(400);
  });

  it('expires a file (an expired file cannot be bound) and saves remarks', async () => {
    const url = `/api/gerber/files/${customerFile}`;
    expect((await factory.post(`${url}/validity`, { validity: 'expired' })).body.data.validity).toBe('expired');
    const refused = await factory.post(`${url}/bind`, { kind: 'quotation', number: otherQuotationNo });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('An expired file cannot be bound');
    expect((await factory.get('/api/gerber/files?validity=expired')).body.data.total).toBe(1);
    expect((await factory.post(`${url}/validity`, { validity: 'valid' })).body.data.validity).toBe('valid');
    expect((await factory.post(`${url}/remarks`, { remarks: 'panelise 2×2' })).body.data.remarks).toBe('panelise 2×2');
    expect(await actionsOf(factory, customerFile)).toEqual(
      expect.arrayContaining(['validity', 'remarks', 'bound', 'unbound']),
    );
  });

  it('re-checks: the analysis runs again and the audit goes back to under review', async () => {
    const res = await factory.post(`/api/gerber/files/${customerFile}/recheck`);
    expect(res.status).toBe(202);
    expect(res.body.data.file).toMatchObject({ upload_status: 'uploading', audit_status: 'under_review' });
    expect((await factory.post(`/api/gerber/files/${customerFile}/recheck`)).status).toBe(409);
    expect((await waitForJob(factory, res.body.data.job_id)).state).toBe('done');
    const detail = (await factory.get(`/api/gerber/files/${customerFile}`)).body.data;
    expect(detail).toMatchObject({ upload_status: 'success', audit_status: 'under_review', copper_layers: 2 });
    expect(detail.width_mm).toBeCloseTo(68.58, 1);
    expect(detail.log.slice(0, 2).map((e: { action: string }) => e.action)).toEqual(['analysed', 'recheck']);
    expect(detail.actions).toEqual(expect.arrayContaining(['review', 'recheck', 'bind', 'validity', 'remarks']));
  });

  it('shows another factory none of it: its list is empty and the file answers 404', async () => {
    const other = await createOtherFactory(server.database.db, server.url);
    expect((await other.client.get('/api/gerber/files')).body.data.total).toBe(0);
    expect((await other.client.get(`/api/gerber/files/${customerFile}`)).status).toBe(404);
    expect((await other.client.get(`/api/gerber/jobs/${customerFile}`)).status).toBe(404);
    expect(
      (
        await fetch(`${server.url}/api/gerber/files/${customerFile}/preview/top`, {
          headers: { cookie: other.client.cookie! },
        })
      ).status,
    ).toBe(404);
    expect(
      (await other.client.post(`/api/gerber/files/${customerFile}/review`, { audit_status: 'failed' })).status,
    ).toBe(404);
    expect((await other.client.post(`/api/gerber/files/${customerFile}/recheck`)).status).toBe(404);
  });

  it('answers in the caller’s language', async () => {
    const zh = await fetch(`${server.url}/api/gerber/files/${customerFile}/validity`, {
      method: 'POST',
      headers: { cookie: factory.cookie!, 'content-type': 'application/json', 'accept-language': 'zh-CN' },
      body: JSON.stringify({ validity: 'valid' }),
    });
    expect(zh.status).toBe(409);
    expect(((await zh.json()) as { msg: string }).msg).toBe('文件已处于该状态');
  });
});
