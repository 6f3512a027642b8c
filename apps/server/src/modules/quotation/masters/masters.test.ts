import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../documents/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
let factory: Client;

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
}, 60_000);
afterAll(() => server?.stop());

async function sheet(path: string, language = 'en') {
  const res = await fetch(`${server.url}${path}`, { headers: { cookie: factory.cookie!, 'accept-language': language } });
  expect(res.status).toBe(200);
  return (await readWorkbook(Buffer.from(await res.arrayBuffer())))[0]!.rows;
}

describe('the demo factory’s masters', () => {
  it('has customers, materials with supplier prices, dated currencies and procedures', async () => {
    expect((await factory.get('/api/factory-customers')).body.data.total).toBe(5);
    const materials = (await factory.get('/api/materials?page_size=100')).body.data;
    expect(materials.total).toBe(10);
    expect(materials.data.find((m: { materialNo: string }) => m.materialNo === 'M-CCL-1.6')).toMatchObject({ unitName: 'm²', prices: [{ supplierNo: 'S-001', unitPrice: '113', unitPriceExTax: '100', taxRate: '13' }, { supplierNo: 'S-002' }] });
    const usd = (await factory.get('/api/currencies')).body.data.data.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({ rate: '7.1', rateEffectiveOn: '2026-10-01' });
    const types = (await factory.get('/api/process-types')).body.data;
    expect(types.flatMap((t: { procedures: unknown[] }) => t.procedures)).toHaveLength(15);
  });

  it('has two demo quotations made through the rules: one to be reviewed, one reviewed', async () => {
    const list = (await factory.get('/api/quotations?tab=all')).body.data.data;
    expect(list.map((q: { status: string }) => q.status).sort()).toEqual(['reviewed', 'to_be_reviewed']);
  });
});

describe('materials', () => {
  const body = { materialNo: 'M-TEST-1', name: '测试覆铜板', specification: '1.0mm', unitName: 'm²', prices: [{ supplierNo: 'S-9', supplierName: 'Supplier Nine', unitPrice: '56.5', unitPriceExTax: '50', taxRate: '13' }] };

  it('adds a material with its supplier prices, refuses its number twice and a tax-exclusive price above the inclusive one', async () => {
    const added = await factory.post('/api/materials', body);
    expect(added.status).toBe(200);
    expect((await factory.post('/api/materials', body)).body).toMatchObject({ msg: 'materialNo: M-TEST-1 already exists', data: { field: 'materialNo' } });
    const bad = await factory.post('/api/materials', { ...body, materialNo: 'M-TEST-2', prices: [{ ...body.prices[0], unitPriceExTax: '60' }] });
    expect(bad.body.data.field).toBe('prices.0.unitPriceExTax');
  });

  it('fills a quotation line from the material file', async () => {
    const q = await factory.post('/api/quotations', { customerName: 'Line test', materials: [{ materialNo: 'M-TEST-1', coefficient: '2' }] });
    expect(q.status, q.body.msg).toBe(200);
    expect(q.body.data.materials[0]).toMatchObject({ materialName: '测试覆铜板', supplierNo: 'S-9', supplierName: 'Supplier Nine', unitPriceExTax: '50.000000', unitName: 'm²' });
    expect(q.body.data.costs.materialCostPerM2).toBe('100.0000');
  });

  it('searches, sorts and exports', async () => {
    const found = (await factory.get('/api/materials?search=supplier%20nine')).body.data;
    expect(found.data.map((m: { materialNo: string }) => m.materialNo)).toEqual(['M-TEST-1']);
    const sorted = (await factory.get('/api/materials?field=materialNo&sort=desc&page_size=3')).body.data.data.map((m: { materialNo: string }) => m.materialNo);
    expect(sorted).toEqual([...sorted].sort().reverse());
    const rows = await sheet('/api/materials/export', 'zh-CN');
    expect(rows[0]!.slice(0, 3)).toEqual(['物料编号', '物料名称', '规格']);
    expect(rows.find((row) => row[0] === 'M-TEST-1')).toEqual(['M-TEST-1', '测试覆铜板', '1.0mm', '', 'm²', 'S-9', 'Supplier Nine', '56.5', '50', '13']);
    expect((await sheet('/api/factory-customers/export'))).toHaveLength(6);
  });

  it('keeps another factory’s materials out of reach', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/materials')).status).toBe(403);
  });
});
