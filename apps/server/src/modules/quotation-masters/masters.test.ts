import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readWorkbook } from '../../platform/documents/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;

beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
}, 60_000);
afterAll(() => server?.stop());

async function sheet(path: string, language = 'en') {
  const res = await fetch(`${server.url}${path}`, {
    headers: { cookie: factory.cookie!, 'accept-language': language },
  });
  expect(res.status).toBe(200);
  return (await readWorkbook(Buffer.from(await res.arrayBuffer())))[0]!.rows;
}

describe('the demo factory’s masters', () => {
  it('has customers, materials with supplier prices, dated currencies and procedures', async () => {
    // One customer list (issue 20): the quotation demo's five customers and the customer-files demo's six.
    expect((await factory.get('/api/factory-customers')).body.data.total).toBe(11);
    const materials = (await factory.get('/api/materials?page_size=100')).body.data;
    expect(materials.total).toBe(10);
    expect(materials.data.find((m: { materialNo: string }) => m.materialNo === 'M-CCL-1.6')).toMatchObject({
      unitName: 'm²',
      prices: [
        { supplierNo: 'S-001', unitPrice: '113', unitPriceExTax: '100', taxRate: '13' },
        { supplierNo: 'S-002' },
      ],
    });
    const usd = (await factory.get('/api/currencies')).body.data.data.find((c: { code: string }) => c.code === 'USD');
    expect(usd).toMatchObject({ rate: '7.1', rateEffectiveOn: '2026-10-01' });
    const types = (await factory.get('/api/process-types')).body.data;
    expect(types.flatMap((t: { procedures: unknown[] }) => t.procedures)).toHaveLength(15);
  });

  it('has two internal demo quotations made through the rules: one to be reviewed, one reviewed', async () => {
    // Beside them, the platform quotation made from the earliest online inquiry (quotation-type.test.ts).
    const list = (await factory.get('/api/quotations?tab=all&type=internal')).body.data.data;
    expect(list.map((q: { status: string }) => q.status).sort()).toEqual(['reviewed', 'to_be_reviewed']);
  });
});

describe('materials', () => {
  const body = {
    materialNo: 'M-TEST-1',
    name: '测试覆铜板',
    specification: '1.0mm',
    unitName: 'm²',
    prices: [
      { supplierNo: 'S-9', supplierName: 'Supplier Nine', unitPrice: '56.5', unitPriceExTax: '50', taxRate: '13' },
    ],
  };

  it('adds a material with its supplier prices, refuses its number twice and a tax-exclusive price above the inclusive one', async () => {
    const added = await factory.post('/api/materials', body);
    expect(added.status).toBe(200);
    expect((await factory.post('/api/materials', body)).body).toMatchObject({
      msg: 'materialNo: M-TEST-1 already exists',
      data: { field: 'materialNo' },
    });
    const bad = await factory.post('/api/materials', {
      ...body,
      materialNo: 'M-TEST-2',
      prices: [{ ...body.prices[0], unitPriceExTax: '60' }],
    });
    expect(bad.body.data.field).toBe('prices.0.unitPriceExTax');
  });

  it('fills a quotation line from the material file', async () => {
    const q = await factory.post('/api/quotations', {
      customerName: 'Line test',
      materials: [{ materialNo: 'M-TEST-1', coefficient: '2' }],
    });
    expect(q.status, q.body.msg).toBe(200);
    expect(q.body.data.materials[0]).toMatchObject({
      materialName: '测试覆铜板',
      supplierNo: 'S-9',
      supplierName: 'Supplier Nine',
      unitPriceExTax: '50.000000',
      unitName: 'm²',
    });
    expect(q.body.data.costs.materialCostPerM2).toBe('100.0000');
  });

  it('searches, sorts and exports', async () => {
    const found = (await factory.get('/api/materials?search=supplier%20nine')).body.data;
    expect(found.data.map((m: { materialNo: string }) => m.materialNo)).toEqual(['M-TEST-1']);
    const sorted = (await factory.get('/api/materials?field=materialNo&sort=desc&page_size=3')).body.data.data.map(
      (m: { materialNo: string }) => m.materialNo,
    );
    expect(sorted).toEqual([...sorted].sort().reverse());
    const rows = await sheet('/api/materials/export', 'zh-CN');
    expect(rows[0]!.slice(0, 3)).toEqual(['物料编号', '物料名称', '规格']);
    expect(rows.find((row) => row[0] === 'M-TEST-1')).toEqual([
      'M-TEST-1',
      '测试覆铜板',
      '1.0mm',
      '',
      'm²',
      'S-9',
      'Supplier Nine',
      '56.5',
      '50',
      '13',
    ]);
    expect(await sheet('/api/factory-customers/export')).toHaveLength(12);
  });

  it('keeps another factory’s materials out of reach', async () => {
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/materials')).status).toBe(403);
  });
});

describe('customers: the quotation screens on the customer master', () => {
  type Row = {
    uid: string;
    customerNo: string;
    name: string;
    level: string;
    contact: string | null;
    phone: string | null;
    remarks: string | null;
    rowVersion: number;
  };
  const quoted = async (search: string) =>
    (await factory.get(`/api/factory-customers?search=${encodeURIComponent(search)}`)).body.data.data as Row[];
  const file = async (keyword: string) =>
    (await factory.get(`/api/customers?keyword=${encodeURIComponent(keyword)}`)).body.data.data as Array<{
      uid: string;
      customerNo: string;
      level: string;
      status: string;
    }>;

  it('shows the demo customers with their level A–D, contact and phone', async () => {
    expect((await quoted('C-1001'))[0]).toMatchObject({
      customerNo: 'C-1001',
      name: '深圳市华星电子有限公司',
      level: 'A',
      contact: '李敏',
      phone: '0755-26880001',
      remarks: null,
    });
    // The customer-files demo's strategic customer is an A here.
    expect((await quoted('东莞华联'))[0]).toMatchObject({ customerNo: 'C0002', level: 'A', contact: '王建国' });
  });

  it('adds a master customer from the quotation screen: the customer-files list and its log show it', async () => {
    const added = await factory.post('/api/factory-customers', {
      customerNo: 'Q-77',
      name: 'Quoted Only Ltd.',
      level: 'D',
      contact: 'Ada',
      phone: '+44 20 1234',
      remarks: 'Samples first',
    });
    expect(added.status).toBe(200);
    expect(added.body.data).toMatchObject({
      customerNo: 'Q-77',
      name: 'Quoted Only Ltd.',
      level: 'D',
      contact: 'Ada',
      phone: '+44 20 1234',
      remarks: 'Samples first',
      rowVersion: 1,
    });
    const [listed] = await file('Quoted Only');
    expect(listed).toMatchObject({
      uid: added.body.data.uid,
      customerNo: 'Q-77',
      level: 'occasional',
      status: 'active',
    });
    const detail = (await factory.get(`/api/customers/${listed!.uid}`)).body.data;
    expect(detail).toMatchObject({
      contacts: [{ name: 'Ada', phone: '+44 20 1234', primary: true }],
      note: 'Samples first',
    });
    expect(detail.log.map((l: { action: string }) => l.action)).toEqual(['create']);
    // The number is the factory's once, in either list.
    const twice = await factory.post('/api/factory-customers', { customerNo: 'Q-77', name: 'Again' });
    expect(twice.body).toMatchObject({ msg: 'customerNo: Q-77 already exists', data: { field: 'customerNo' } });
    expect(
      (await factory.post('/api/factory-customers', { customerNo: 'C0001', name: 'Clash with the master' })).body.data
        .field,
    ).toBe('customerNo');
  });

  it('changes the customer file with its version: number, level and contact; a stale version is 409', async () => {
    const [row] = await quoted('Q-77');
    const changed = await factory.call('PUT', `/api/factory-customers/${row!.uid}`, {
      customerNo: 'Q-78',
      name: 'Quoted Only Ltd.',
      level: 'B',
      contact: 'Ada Lovelace',
      phone: '+44 20 1234',
    });
    expect(changed.body.data).toMatchObject({
      customerNo: 'Q-78',
      level: 'B',
      contact: 'Ada Lovelace',
      remarks: 'Samples first',
      rowVersion: 2,
    });
    expect((await file('Quoted Only'))[0]).toMatchObject({ customerNo: 'Q-78', level: 'key' });
    const stale = await factory.call('PUT', `/api/factory-customers/${row!.uid}`, {
      customerNo: 'Q-78',
      name: 'Late',
      rowVersion: 1,
    });
    expect(stale.status).toBe(409);
    expect(
      (await factory.call('PUT', `/api/factory-customers/${row!.uid}`, { customerNo: 'C-1001', name: 'Clash' })).body
        .data.field,
    ).toBe('customerNo');
  });

  it('deletes by archiving the customer file: gone from the quotation list, archived in the customer files', async () => {
    const [row] = await quoted('Q-78');
    expect((await factory.call('DELETE', `/api/factory-customers/${row!.uid}`)).status).toBe(200);
    expect(await quoted('Q-78')).toEqual([]);
    expect((await file('Quoted Only'))[0]).toMatchObject({ customerNo: 'Q-78', status: 'archived' });
    expect((await factory.call('DELETE', `/api/factory-customers/${row!.uid}`)).status).toBe(404);
    expect(
      (await factory.call('PUT', `/api/factory-customers/${row!.uid}`, { customerNo: 'Q-78', name: 'x' })).status,
    ).toBe(404);
  });
});
