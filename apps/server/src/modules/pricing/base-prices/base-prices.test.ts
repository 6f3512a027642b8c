import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { auditRows, fixedProject } from '../test-support.js';
import { readWorkbook } from '../../../platform/documents/index.js';

let server: TestServer;
let factory: Client;
let customer: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  customer = await loginAs(server.url, 'customer');
});
afterAll(() => server.stop());

const expectRefused = (
  res: { status: number; body: { msg: string; data: { field: string } } },
  field: string,
  msg: string,
) => {
  expect({ status: res.status, field: res.body.data?.field, msg: res.body.msg }).toEqual({ status: 400, field, msg });
};
const board = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 };
const estimate = async () => (await customer.post('/api/pricing/estimate', { params: board })).body.data;

describe('products, base prices, bindings and terms', () => {
  it('changes the estimate at once when a base price changes (the compiled book leaves the cache)', async () => {
    const before = await estimate();
    const rows = (await factory.get('/api/pricing/base-prices?product=FR4-RIGID&layers=2&page_size=100')).body.data
      .data;
    const sample = rows.find((r: { tier: string }) => r.tier === 'sample');
    expect(sample).toMatchObject({ pricePerM2: '600', maxAreaM2: '1', deliveryDays: 3 });
    const changed = await factory.call('PUT', `/api/pricing/base-prices/${sample.uid}`, {
      productNumber: 'FR4-RIGID',
      layers: 2,
      tier: 'sample',
      maxAreaM2: '1',
      pricePerM2: '700',
      deliveryDays: 3,
      rowVersion: sample.rowVersion,
    });
    expect(changed.status).toBe(200);
    const after = await estimate();
    expect(after.lines.find((l: { code: string }) => l.code === 'BASE').amount).toBe('280.00');
    expect(before.lines.find((l: { code: string }) => l.code === 'BASE').amount).toBe('240.00');
    expect(after.total).not.toBe(before.total);
    expect(
      (await auditRows(server, sample.uid)).map((r) => [r.action, (r.after as { pricePerM2: string }).pricePerM2]),
    ).toEqual([['update', '700']]);
  });

  it('refuses base prices that break the rules: layer options, bounds, prices, tiers', async () => {
    const row = {
      productNumber: 'FR4-RIGID',
      layers: 3,
      tier: 'sample',
      maxAreaM2: '1',
      pricePerM2: '1',
      deliveryDays: 1,
    };
    expectRefused(
      await factory.post('/api/pricing/base-prices', row),
      'layers',
      'The layer count must be one of 1, 2, 4, 6, 8, 10, 12, 14, 16, 18, 20.',
    );
    expectRefused(
      await factory.post('/api/pricing/base-prices', { ...row, layers: 2, maxAreaM2: '0' }),
      'maxAreaM2',
      'The order-quantity upper bound must be greater than 0 m².',
    );
    expectRefused(
      await factory.post('/api/pricing/base-prices', { ...row, layers: 2, pricePerM2: '-1' }),
      'pricePerM2',
      'The base price per m² must be a number of at least 0.',
    );
    expectRefused(
      await factory.post('/api/pricing/base-prices', { ...row, layers: 2 }),
      'tier',
      'The sample tier of 2 layers is given twice.',
    );
    expectRefused(
      await factory.post('/api/pricing/base-prices', { ...row, productNumber: 'NOPE', layers: 2 }),
      'productNumber',
      'The product NOPE does not exist.',
    );
    const table = [
      { layers: 22, tier: 'sample', maxAreaM2: '1', pricePerM2: '1', deliveryDays: 1 },
      { layers: 2, tier: 'sample', maxAreaM2: '5', pricePerM2: '1', deliveryDays: 1 },
      { layers: 2, tier: 'small', maxAreaM2: '2', pricePerM2: '1', deliveryDays: 1 },
    ];
    const refused = await factory.call('PUT', '/api/pricing/products/FR4-RIGID/base-prices', { rows: table });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors.map((e: { field: string }) => e.field)).toEqual(['rows.0.layers']);
    const ordered = await factory.call('PUT', '/api/pricing/products/FR4-RIGID/base-prices', { rows: table.slice(1) });
    expect(ordered.body.data.errors.map((e: { field: string; message: string }) => [e.field, e.message])).toEqual([
      ['basePrices.0.maxAreaM2', 'Upper bounds must grow from sample to large (2 layers).'],
    ]);
  });

  it('creates a product, refuses its rules, and deletes it with its base prices and bindings', async () => {
    expectRefused(
      await factory.post('/api/pricing/products', {
        number: '',
        name: 'x',
        classificationNumber: 'FR4',
        status: 'valid',
      }),
      'number',
      'Product number and name are required.',
    );
    expectRefused(
      await factory.post('/api/pricing/products', {
        number: 'FR4-RIGID',
        name: 'x',
        classificationNumber: 'FR4',
        status: 'valid',
      }),
      'number',
      'The product number FR4-RIGID already exists.',
    );
    expectRefused(
      await factory.post('/api/pricing/products', {
        number: 'P2',
        name: 'x',
        classificationNumber: 'NONE',
        status: 'valid',
      }),
      'classificationNumber',
      'The classification NONE does not exist.',
    );
    const product = await factory.post('/api/pricing/products', {
      number: 'ALU-1',
      name: 'Aluminium board',
      classificationNumber: 'RIGID',
      status: 'valid',
    });
    expect(product.status).toBe(200);
    const table = await factory.call('PUT', '/api/pricing/products/ALU-1/base-prices', {
      rows: [{ layers: 1, tier: 'sample', maxAreaM2: '2', pricePerM2: '500', deliveryDays: 4 }],
    });
    expect(table.body.data).toEqual({ productNumber: 'ALU-1', rows: 1 });
    const bound = await factory.call('PUT', '/api/pricing/products/ALU-1/bindings', { projectCodes: ['E_TEST'] });
    expect(bound.body.data.projectCodes).toEqual(['E_TEST']);
    const priced = await customer.post('/api/pricing/estimate', {
      productNo: 'ALU-1',
      params: { ...board, LAYERS: 1, QTY: 10 },
    });
    expect(priced.body.data.lines.map((l: { code: string }) => l.code)).toEqual([
      'BASE',
      'E_TEST',
      'SCRAP',
      'GROSS_MARGIN',
      'BUSINESS',
      'TAX',
    ]);
    expect((await factory.call('DELETE', `/api/pricing/products/${product.body.data.uid}`)).status).toBe(200);
    expect((await factory.get('/api/pricing/base-prices?product=ALU-1')).body.data.total).toBe(0);
    expect((await factory.get('/api/pricing/bindings?product=ALU-1')).body.data.total).toBe(0);
    expect((await customer.post('/api/pricing/estimate', { productNo: 'ALU-1', params: board })).body.data.field).toBe(
      'productNo',
    );
  });

  it('binds a project to a product and the estimate prices it; unbinding removes it', async () => {
    const project = await factory.post('/api/pricing/projects', fixedProject('PACKAGING', '25'));
    expect(project.status).toBe(200);
    const bound = await factory.post('/api/pricing/bindings', { productNumber: 'FR4-RIGID', projectCode: 'PACKAGING' });
    expect(bound.status).toBe(200);
    const priced = await estimate();
    expect(priced.lines.find((l: { code: string }) => l.code === 'PACKAGING')).toMatchObject({
      name: 'PACKAGING fee',
      amount: '25.00',
    });
    expectRefused(
      await factory.post('/api/pricing/bindings', { productNumber: 'FR4-RIGID', projectCode: 'NOPE' }),
      'projectCode',
      'Project NOPE does not exist.',
    );
    expect((await factory.call('DELETE', `/api/pricing/bindings/${bound.body.data.uid}`)).status).toBe(200);
    expect((await estimate()).lines.some((l: { code: string }) => l.code === 'PACKAGING')).toBe(false);
  });

  it('reads and changes the book’s terms; a role must name a parameter', async () => {
    const terms = await factory.get('/api/pricing/terms');
    expect(terms.body.data).toMatchObject({
      currency: 'CNY',
      originalCurrency: 'USD',
      exchangeRate: '7.1',
      terms: { taxRatePercent: '13' },
      roles: { layers: 'LAYERS' },
      defaultProductNumber: 'FR4-RIGID',
    });
    const { version: _v, ...body } = terms.body.data;
    const before = await estimate();
    const changed = await factory.call('PUT', '/api/pricing/terms', {
      ...body,
      terms: { ...body.terms, taxRatePercent: '6' },
    });
    expect(changed.status).toBe(200);
    const after = await estimate();
    expect(after.lines.find((l: { code: string }) => l.code === 'TAX').amount).not.toBe(
      before.lines.find((l: { code: string }) => l.code === 'TAX').amount,
    );
    expectRefused(
      await factory.call('PUT', '/api/pricing/terms', {
        ...body,
        rowVersion: changed.body.data.rowVersion,
        roles: { ...body.roles, layers: 'LAYER_COUNT' },
      }),
      'roles.layers',
      'The price book names LAYER_COUNT as layers, but has no such parameter.',
    );
    expectRefused(
      await factory.call('PUT', '/api/pricing/terms', {
        ...body,
        rowVersion: changed.body.data.rowVersion,
        terms: { ...body.terms, grossMarginPercent: '100' },
      }),
      'terms.grossMarginPercent',
      'The gross margin must be below 100%.',
    );
    expect((await factory.call('PUT', '/api/pricing/terms', body)).status).toBe(409);
  });

  it('gives the quotation table as JSON (columns = the classification’s batch interval) and as an .xlsx', async () => {
    const table = await factory.get(
      `/api/pricing/quotation-table?product=FR4-RIGID&params=${encodeURIComponent(JSON.stringify({ LAYERS: 4, WIDTH_MM: 100, HEIGHT_MM: 100 }))}`,
    );
    expect(table.status).toBe(200);
    const data = table.body.data;
    expect(data.batchInterval).toBe(4);
    expect(data.columns).toHaveLength(4);
    expect(data.columns.map((c: { batchTier: string }) => c.batchTier)).toEqual(['sample', 'small', 'medium', 'large']);
    expect(data.rows.map((r: { code: string }) => r.code)).toEqual(
      expect.arrayContaining(['BASE', 'ENGINEERING', 'E_TEST', 'TAX', 'TOTAL', 'PER_PCS']),
    );
    const reference = await factory.get('/api/pricing/quotation-table?product=FR4-RIGID');
    expect(reference.body.data.parameters).toMatchObject({ LAYERS: 2, WIDTH_MM: '100', HEIGHT_MM: '100' });
    expect(reference.body.data.columns).toHaveLength(4);
    const explicit = await factory.get(
      '/api/pricing/quotation-table?product=FR4-RIGID&quantities=10,100&params=%7B%22LAYERS%22%3A2%7D',
    );
    expect(explicit.body.data.columns.map((c: { quantity: string }) => c.quantity)).toEqual(['10', '100']);
    const priced = await customer.post('/api/pricing/estimate', {
      params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 100, QTY: 100 },
    });
    expect(explicit.body.data.rows.find((r: { code: string }) => r.code === 'TOTAL').cells[1]).toBe(
      priced.body.data.total,
    );
    const res = await fetch(`${server.url}/api/pricing/quotation-table.xlsx?product=FR4-RIGID`, {
      headers: { cookie: factory.cookie! },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 4).toString('hex')).toBe('504b0304');
    const [sheet] = await readWorkbook(bytes);
    expect(sheet!.name).toBe('FR4-RIGID');
    expect(sheet!.rows[0]![0]).toContain('FR4-RIGID');
    expect(sheet!.rows.find((row) => row[0]?.startsWith('TOTAL'))?.slice(1)).toEqual(
      reference.body.data.rows
        .find((r: { code: string }) => r.code === 'TOTAL')
        .cells.map((cell: string) => String(Number(cell))),
    );
    expect((await customer.get('/api/pricing/quotation-table?product=FR4-RIGID')).status).toBe(403);
  });
});
