import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../test/test-server.js';
import { writeWorkbook } from '../../platform/documents/index.js';

let server: TestServer;
let factory: Client;
let supplier: Client;
let supplierUid: string;
let materialUid: string;

async function upload(rows: Array<Array<string | null>>) {
  const bytes = await writeWorkbook([
    {
      name: 'Prices',
      rows: [
        [
          'Supplier No.',
          'Material No.',
          'From quantity',
          'Unit price incl. tax',
          'Tax rate %',
          'Valid from',
          'Valid to',
          'Currency',
        ],
        ...rows,
      ],
    },
  ]);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'prices.xlsx');
  const res = await fetch(`${server.url}/api/supplier-prices/import`, {
    method: 'POST',
    body: form,
    headers: { cookie: factory.cookie ?? '' },
  });
  return {
    status: res.status,
    body: (await res.json()) as { msg: string; data: { count?: number; errors: string[] } },
  };
}

beforeAll(async () => {
  server = await startTestServer();
  [factory, supplier] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'supplier')]);
  supplierUid = (await factory.get('/api/purchase-orders/suppliers')).body.data.find(
    (s: { no: string }) => s.no === 'E0003',
  ).uid;
  materialUid = (await factory.get('/api/materials?page_size=100')).body.data.data.find(
    (m: { materialNo: string }) => m.materialNo === 'M-DRYFILM',
  ).uid;
}, 60_000);
afterAll(() => server?.stop());

describe('supplier prices', () => {
  it('gives a purchase-order line the price valid on its date for its quantity break', async () => {
    const base = { supplierUid, materialUid, taxRate: '13' };
    expect(
      (
        await factory.post('/api/supplier-prices', {
          ...base,
          unitPrice: '9.04',
          validFrom: '2026-01-01',
          validTo: '2026-06-30',
        })
      ).status,
    ).toBe(200);
    expect(
      (await factory.post('/api/supplier-prices', { ...base, unitPrice: '8.50', validFrom: '2026-07-01' })).status,
    ).toBe(200);
    expect(
      (
        await factory.post('/api/supplier-prices', {
          ...base,
          unitPrice: '7.90',
          minQuantity: '1000',
          validFrom: '2026-07-01',
        })
      ).status,
    ).toBe(200);
    const quote = (on: string, quantity: string) =>
      factory.get(
        `/api/supplier-prices/quote?supplierUid=${supplierUid}&materialUid=${materialUid}&on=${on}&quantity=${quantity}`,
      );
    expect((await quote('2026-03-01', '5000')).body.data.unitPrice).toBe('9.04');
    expect((await quote('2026-08-01', '999')).body.data.unitPrice).toBe('8.5');
    expect((await quote('2026-08-01', '1000')).body.data.unitPrice).toBe('7.9');
    expect((await quote('2025-12-31', '1')).body.data).toBeNull();
    const order = await factory.post('/api/purchase-orders', {
      supplierUid,
      orderDate: '2026-08-03',
      lines: [{ materialUid, quantity: '1200', deliveryDate: '2026-08-20' }],
    });
    expect(order.status, JSON.stringify(order.body)).toBe(200);
    const line = (await factory.get(`/api/purchase-orders/${order.body.data.no}`)).body.data.lines[0];
    expect(line).toMatchObject({ unitPrice: '7.9', taxRate: '13', amount: '9480.00' });
    const none = await factory.post('/api/purchase-orders', {
      supplierUid,
      orderDate: '2025-01-01',
      lines: [{ materialUid, quantity: '10', deliveryDate: '2025-02-01' }],
    });
    expect(none.status).toBe(400);
    expect(none.body.msg).toContain('lines.0.unitPrice');
  });

  it('lets the supplier read its prices but not write them, and refuses an end before the start', async () => {
    const list = await supplier.get('/api/supplier-prices');
    expect(list.body.data.total).toBeGreaterThanOrEqual(3);
    expect(
      (
        await supplier.post('/api/supplier-prices', {
          supplierUid,
          materialUid,
          unitPrice: '1',
          taxRate: '13',
          validFrom: '2026-01-01',
        })
      ).status,
    ).toBe(403);
    const bad = await factory.post('/api/supplier-prices', {
      supplierUid,
      materialUid,
      unitPrice: '1',
      taxRate: '13',
      validFrom: '2026-05-01',
      validTo: '2026-04-01',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toContain('validTo');
  });

  it('imports a sheet all or nothing, naming each bad row', async () => {
    const before = (await factory.get('/api/supplier-prices?page_size=100')).body.data.total;
    const refused = await upload([
      ['E0003', 'M-INK-G', '0', '88.00', '13', '2026-09-01', null, 'CNY'],
      ['E0003', 'M-NOPE', '0', '1.00', '13', '2026-09-01', null, 'CNY'],
      ['E0002', 'M-INK-W', '0', '60.00', '13', '2026-09-01', null, 'CNY'],
      ['E0003', 'M-INK-W', '0', '-5', '13', '2026-09-01', null, 'CNY'],
    ]);
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors, JSON.stringify(refused.body.data.errors)).toHaveLength(3);
    expect(refused.body.data.errors[0]).toContain('Row 3');
    expect(refused.body.data.errors[1]).toContain('Row 4');
    expect(refused.body.data.errors[2]).toMatch(/Row 5.*unitPrice/);
    expect((await factory.get('/api/supplier-prices?page_size=100')).body.data.total).toBe(before);
    const done = await upload([
      ['E0003', 'M-INK-G', '0', '88.00', '13', '2026-09-01', null, 'CNY'],
      ['E0003', 'M-INK-G', '50', '85.00', '13', '2026-09-01', '2026-12-31', 'CNY'],
    ]);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data.count).toBe(2);
    expect((await factory.get('/api/supplier-prices?keyword=M-INK-G')).body.data.total).toBe(2);
  });
});
