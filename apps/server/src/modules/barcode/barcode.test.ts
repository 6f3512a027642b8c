import {
  BarcodeFormat,
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  MultiFormatReader,
  RGBLuminanceSource,
} from '@zxing/library';
import { DEFAULT_LABEL_RULE } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, barcodeRules, enterprises, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { extractPdfText, readWorkbook } from '../documents/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { labelRuleOf } from './index.js';
import { pngPixels } from './png-pixels.js';

let server: TestServer;
let factory: Client;
let customer: Client;
let otherFactory: Client;
let factoryUid: string;
let otherFactoryUid: string;

const rule = (over: Record<string, unknown> = {}) => ({
  name: 'Carton label 60 × 80',
  usage: 'shipping',
  symbology: 'qrcode',
  fields: ['to', 'deliveryNo', 'packages'],
  widthMm: 60,
  heightMm: 80,
  ...over,
});

/** A second factory with its own barcode settings (must never see the demo factory's rules). */
async function secondFactory(): Promise<Client> {
  const db = server.database.db;
  const phone = `1374${String(process.pid % 10000).padStart(4, '0')}003`;
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EB${process.pid % 100000}`,
      name: 'Other Circuits Co.',
      kind: 'factory',
      expiresOn: '2030-12-31',
    })
    .returning();
  otherFactoryUid = enterprise!.uid;
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UB${phone.slice(-7)}`,
      name: 'Qian Lei',
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Qian Lei',
    isAdmin: true,
    permissionMask: demoMask('factory'),
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

async function bytes(client: Client, url: string): Promise<{ status: number; type: string | null; body: Buffer }> {
  const res = await fetch(server.url + url, { headers: { cookie: client.cookie!, 'accept-language': 'zh-CN' } });
  return { status: res.status, type: res.headers.get('content-type'), body: Buffer.from(await res.arrayBuffer()) };
}

function decode(png: Buffer, format: BarcodeFormat): string {
  const { width, height, pixels } = pngPixels(png);
  const reader = new MultiFormatReader();
  reader.setHints(
    new Map<DecodeHintType, unknown>([
      [DecodeHintType.POSSIBLE_FORMATS, [format]],
      [DecodeHintType.TRY_HARDER, true],
    ]),
  );
  return reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, width, height)))).getText();
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, customer] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'customer')]);
  otherFactory = await secondFactory();
  const [demo] = await server.database.db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  factoryUid = demo!.uid;
}, 60_000);
afterAll(() => server?.stop());

describe('barcode settings', () => {
  it('prints the built-in label (Code 128, every field, 100 × 150 mm) until the factory makes a rule the default', async () => {
    // The demo month's default shipping rule is the standard label, the built-in one.
    expect(await labelRuleOf(server.database.db, factoryUid)).toEqual(DEFAULT_LABEL_RULE);
    const demo = await factory.get('/api/barcode-rules?page_size=100');
    expect(
      demo.body.data.data.map((r: { symbology: string; status: string; isDefault: boolean }) => [
        r.symbology,
        r.status,
        r.isDefault,
      ]),
    ).toEqual([
      ['datamatrix', 'active', true],
      ['qrcode', 'disabled', false],
      ['code128', 'active', true],
    ]);
    expect(await labelRuleOf(server.database.db, otherFactoryUid)).toEqual(DEFAULT_LABEL_RULE);
    const created = await factory.post('/api/barcode-rules', rule({ isDefault: true }));
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data).toMatchObject({
      no: expect.stringMatching(/^BR\d{20}$/),
      symbology: 'qrcode',
      fields: ['deliveryNo', 'to', 'packages'],
      isDefault: true,
      status: 'active',
      rowVersion: 1,
    });
    expect(created.body.data.log[0].text).toContain('created the rule (qrcode, 60 × 80 mm)');
    expect(await labelRuleOf(server.database.db, factoryUid)).toEqual({
      symbology: 'qrcode',
      fields: ['deliveryNo', 'to', 'packages'],
      widthMm: 60,
      heightMm: 80,
    });
    // A second default of the same usage takes over; the first stays active, no longer default.
    const second = await factory.post(
      '/api/barcode-rules',
      rule({ name: 'Pallet label', symbology: 'datamatrix', widthMm: 100, heightMm: 100, isDefault: true }),
    );
    expect(second.status).toBe(200);
    const first = await factory.get(`/api/barcode-rules/${created.body.data.no}`);
    expect(first.body.data).toMatchObject({ isDefault: false, rowVersion: 2 });
    expect((await labelRuleOf(server.database.db, factoryUid)).symbology).toBe('datamatrix');
  });

  it("previews a barcode a reader decodes, in each symbology, and a sample label PDF in the reader's language", async () => {
    for (const [symbology, format] of [
      ['code128', BarcodeFormat.CODE_128],
      ['qrcode', BarcodeFormat.QR_CODE],
      ['datamatrix', BarcodeFormat.DATA_MATRIX],
    ] as const) {
      const made = await factory.post(
        '/api/barcode-rules',
        rule({
          name: `Preview ${symbology}`,
          symbology,
          fields: ['deliveryNo', 'to', 'carrier'],
          widthMm: 100,
          heightMm: 150,
        }),
      );
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const png = await bytes(factory, `/api/barcode-rules/${made.body.data.no}/preview.png`);
      expect(png.type).toBe('image/png');
      expect(decode(png.body, format)).toBe('DN20261125120000123456');
      const pdf = await bytes(factory, `/api/barcode-rules/${made.body.data.no}/preview.pdf`);
      expect(pdf.type).toBe('application/pdf');
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = await extractPdfText(pdf.body);
      expect(text).toContain('示例客户有限公司');
      expect(text).toContain('顺丰速运');
      expect(text).not.toContain('个口'); // packages is not one of the rule's fields
    }
  });

  it("lists the factory's rules with search, filters, sort and pages", async () => {
    const all = await factory.get('/api/barcode-rules?page_size=2&field=name&sort=asc');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThanOrEqual(5);
    expect(all.body.data.data).toHaveLength(2);
    const names = all.body.data.data.map((r: { name: string }) => r.name);
    expect([...names].sort()).toEqual(names);
    const found = await factory.get('/api/barcode-rules?keyword=pallet&usage=shipping&status=active');
    expect(found.body.data.data.map((r: { name: string }) => r.name)).toEqual(['Pallet label']);
  });

  it('filters by the days a rule was last changed (Asia/Shanghai, `to` inclusive) and exports the same rows to Excel', async () => {
    const tag = `Dated${Date.now() % 100_000}`;
    const late = (await factory.post('/api/barcode-rules', rule({ name: `${tag} carton late` }))).body.data
      .no as string;
    const next = (
      await factory.post('/api/barcode-rules', rule({ name: `${tag} carton next`, usage: 'lot', symbology: 'code128' }))
    ).body.data.no as string;
    // 23:30 on 10 January in Shanghai, and half past midnight on the 11th.
    await server.database.db
      .update(barcodeRules)
      .set({ updatedAt: new Date('2026-01-10T15:30:00Z') })
      .where(eq(barcodeRules.ruleNo, late));
    await server.database.db
      .update(barcodeRules)
      .set({ updatedAt: new Date('2026-01-10T16:30:00Z') })
      .where(eq(barcodeRules.ruleNo, next));
    const nos = async (query: string) =>
      (await factory.get(`/api/barcode-rules?keyword=${tag}&field=name&sort=asc&${query}`)).body.data.data.map(
        (r: { no: string }) => r.no,
      );
    expect(await nos('from=2026-01-10&to=2026-01-10')).toEqual([late]);
    expect(await nos('from=2026-01-11')).toEqual([next]);
    expect(await nos('to=2026-01-11')).toEqual([late, next]);
    expect(await nos('to=2026-01-09')).toEqual([]);
    expect((await factory.get('/api/barcode-rules?from=2026-02-30')).status).toBe(400);

    const sheet = await bytes(
      factory,
      `/api/barcode-rules/export?keyword=${tag}&from=2026-01-10&to=2026-01-11&field=name&sort=asc`,
    );
    expect(sheet.status).toBe(200);
    expect(sheet.type).toContain('spreadsheetml');
    const [book] = await readWorkbook(sheet.body);
    expect(book!.rows).toEqual([
      ['规则编号', '名称', '用途', '条码类型', '标签尺寸', '打印字段', '默认', '状态', '修改时间'],
      [
        late,
        `${tag} carton late`,
        '发货标签',
        '二维码',
        '60 × 80 mm',
        '送货单号, 收货方, 件数',
        '否',
        '启用',
        '2026-01-10 23:30',
      ],
      [
        next,
        `${tag} carton next`,
        '生产批次',
        'Code 128',
        '60 × 80 mm',
        '送货单号, 收货方, 件数',
        '否',
        '启用',
        '2026-01-11 00:30',
      ],
    ]);
    const narrowed = await readWorkbook(
      (await bytes(factory, `/api/barcode-rules/export?keyword=${tag}&to=2026-01-10`)).body,
    );
    expect(narrowed[0]!.rows.slice(1).map((r) => r[0])).toEqual([late]);
    const foreign = await readWorkbook((await bytes(otherFactory, `/api/barcode-rules/export?keyword=${tag}`)).body);
    expect(foreign[0]!.rows).toHaveLength(1);
    expect((await bytes(customer, '/api/barcode-rules/export')).status).toBe(403);
  });

  it("refuses a bad rule naming the field in the caller's words", async () => {
    const badType = await factory.post('/api/barcode-rules', rule({ symbology: 'ean13' }));
    expect(badType.status).toBe(400);
    expect(badType.body.msg).toContain('Barcode type');
    expect(badType.body.data).toMatchObject({ field: 'symbology' });
    const noFields = await factory.post('/api/barcode-rules', rule({ fields: [] }));
    expect(noFields.status).toBe(400);
    expect(noFields.body).toMatchObject({
      msg: 'Printed fields: choose at least one field',
      data: { field: 'fields' },
    });
    const tooSmall = await factory.post('/api/barcode-rules', rule({ widthMm: 10 }));
    expect(tooSmall.status).toBe(400);
    expect(tooSmall.body.data).toMatchObject({ field: 'widthMm' });
    const flat2d = await factory.post('/api/barcode-rules', rule({ heightMm: 30 }));
    expect(flat2d.status).toBe(400);
    expect(flat2d.body.data).toMatchObject({ field: 'heightMm' });
  });

  it("answers 404 for another factory's rule and 403 to a customer", async () => {
    const mine = await factory.post('/api/barcode-rules', rule({ name: 'Lot label', usage: 'lot' }));
    const no = mine.body.data.no as string;
    expect((await otherFactory.get(`/api/barcode-rules/${no}`)).status).toBe(404);
    expect((await otherFactory.call('PUT', `/api/barcode-rules/${no}`, rule({ rowVersion: 1 }))).status).toBe(404);
    expect((await bytes(otherFactory, `/api/barcode-rules/${no}/preview.pdf`)).status).toBe(404);
    expect(
      (await otherFactory.get('/api/barcode-rules?page_size=100')).body.data.data.map((r: { no: string }) => r.no),
    ).not.toContain(no);
    const asCustomer = await customer.get('/api/barcode-rules');
    expect(asCustomer.status).toBe(403);
    expect(asCustomer.body.msg).toBe('Barcode and label rules belong to a factory');
    expect((await customer.post('/api/barcode-rules', rule())).status).toBe(403);
  });

  it('refuses a change over a stale version (409) and a disabled default, and logs each change in words', async () => {
    const made = await factory.post('/api/barcode-rules', rule({ name: 'Lot label 2', usage: 'lot', isDefault: true }));
    const no = made.body.data.no as string;
    const saved = await factory.call(
      'PUT',
      `/api/barcode-rules/${no}`,
      rule({ name: 'Lot label 2', usage: 'lot', symbology: 'code128', rowVersion: 1 }),
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data).toMatchObject({ symbology: 'code128', rowVersion: 2 });
    const stale = await factory.call('PUT', `/api/barcode-rules/${no}`, rule({ usage: 'lot', rowVersion: 1 }));
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toContain('is now active, version 2');
    const disable = await factory.post(`/api/barcode-rules/${no}/actions`, { action: 'disable', rowVersion: 2 });
    expect(disable.status).toBe(409);
    expect(disable.body.msg).toBe(`Barcode rule ${no} is the default rule: it cannot be disabled`);
    const other = await factory.post('/api/barcode-rules', rule({ name: 'Lot label 3', usage: 'lot' }));
    const otherNo = other.body.data.no as string;
    expect(
      (await factory.post(`/api/barcode-rules/${otherNo}/actions`, { action: 'disable', rowVersion: 1 })).body.data,
    ).toMatchObject({ status: 'disabled', rowVersion: 2 });
    const again = await factory.post(`/api/barcode-rules/${otherNo}/actions`, { action: 'disable', rowVersion: 2 });
    expect(again.status).toBe(409);
    expect(again.body.msg).toContain('is disabled');
    expect(
      (await factory.post(`/api/barcode-rules/${otherNo}/actions`, { action: 'makeDefault', rowVersion: 2 })).status,
    ).toBe(409);
    const enabled = await factory.post(`/api/barcode-rules/${otherNo}/actions`, { action: 'enable', rowVersion: 2 });
    expect(enabled.body.data.status).toBe('active');
    const made3 = await factory.post(`/api/barcode-rules/${otherNo}/actions`, { action: 'makeDefault', rowVersion: 3 });
    expect(made3.body.data).toMatchObject({ isDefault: true });
    expect((await factory.get(`/api/barcode-rules/${no}`)).body.data.isDefault).toBe(false);
    expect(made3.body.data.log.map((l: { text: string }) => l.text)).toEqual([
      expect.stringContaining('created the rule'),
      expect.stringContaining('disabled the rule'),
      expect.stringContaining('enabled the rule'),
      expect.stringContaining('made it the default rule'),
    ]);
    const rows = await server.database.db.select().from(auditLog).where(eq(auditLog.entityUid, otherNo));
    expect(rows).toHaveLength(4);
  });
});
