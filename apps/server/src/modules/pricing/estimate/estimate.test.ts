import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Decimal, estimatePrice } from '@pcbunion/core';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const board = { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: 50 };

describe('POST /api/pricing/estimate', () => {
  it('prices the demo factory board from LAYERS, WIDTH_MM, HEIGHT_MM and QTY alone, lines adding up to the total', async () => {
    const customer = await loginAs(server.url, 'customer');
    const res = await customer.post('/api/pricing/estimate', { params: board });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    const data = res.body.data;
    expect(data).toMatchObject({
      merchantNo: 'E0001',
      productNo: 'FR4-RIGID',
      currency: 'CNY',
      areaM2: '0.400000',
      batchTier: 'sample',
    });
    expect(data.deliveryDays).toBeGreaterThan(0);
    const sum = data.lines.reduce(
      (total: Decimal, line: { amount: string }) => total.plus(line.amount),
      new Decimal(0),
    );
    expect(sum.toFixed(2)).toBe(new Decimal(data.total).toFixed(2));
    expect(data.lines.map((line: { code: string }) => line.code)).toEqual(
      expect.arrayContaining(['BASE', 'ENGINEERING', 'E_TEST', 'TAX']),
    );
    for (const line of data.lines) expect(line.explain.text).toEqual(expect.any(String));
    expect(data).toHaveProperty('perPcs');
    expect(data).toHaveProperty('perM2');
  });

  it('answers 400 naming the parameter for a bad value, in the caller language', async () => {
    const res = await new Client(server.url).post('/api/pricing/estimate', { params: { ...board, QTY: 0 } });
    expect(res.status).toBe(400);
    expect(res.body.data.field).toBe('QTY');
    // The message names the field as the form shows it, never its code (not "QTY: …").
    expect(res.body.msg).toBe('Quantity (pcs) must be at least 1.');
    const zh = await new Client(server.url, 'zh-CN').post('/api/pricing/estimate', { params: { ...board, LAYERS: 3 } });
    expect(zh.status).toBe(400);
    expect(zh.body.data.field).toBe('LAYERS');
    expect(zh.body.msg).toBe('3 不是 层数 的可选值');
    expect(zh.body.msg).not.toContain('is not one of');
    const unknown = await new Client(server.url).post('/api/pricing/estimate', { params: { ...board, COLOUR: 'red' } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.field).toBe('COLOUR');
  });
});

describe('the browser and the server agree to the cent', () => {
  it('prices boards on the customer book from GET /book exactly as POST /estimate does', async () => {
    const customer = await loginAs(server.url, 'customer');
    const { book, pricedOn, defaultProductNumber } = (await customer.get('/api/pricing/book')).body.data;
    const boards = [
      { LAYERS: 1, WIDTH_MM: 30, HEIGHT_MM: 20, QTY: 5 },
      { LAYERS: 4, WIDTH_MM: 160, HEIGHT_MM: 100, QTY: 500, FINISH: 'ENIG', MASK_COLOR: 'MATTE_BLACK' },
      {
        LAYERS: 8,
        WIDTH_MM: 250,
        HEIGHT_MM: 180,
        QTY: 3000,
        COPPER_OZ: 2,
        GOLD_FINGER: 1,
        LEAD_TIME: 'fastest',
        PCS_PER_PNL: 4,
      },
      { LAYERS: 20, WIDTH_MM: 600, HEIGHT_MM: 600, QTY: 7, THICKNESS_MM: '3.2' },
    ];
    for (const params of boards) {
      const local = estimatePrice(book, { productNumber: defaultProductNumber, values: params, pricedOn });
      const remote = await customer.post('/api/pricing/estimate', { params });
      expect(local.ok, JSON.stringify(params)).toBe(true);
      if (!local.ok) continue;
      expect(remote.body.data.total).toBe(local.estimate.total);
      expect(remote.body.data.lines.map((l: { code: string; amount: string }) => [l.code, l.amount])).toEqual(
        local.estimate.lines.map((l) => [l.code, l.amount]),
      );
      expect([
        remote.body.data.perPcs,
        remote.body.data.perM2,
        remote.body.data.perPnl,
        remote.body.data.deliveryDays,
      ]).toEqual([local.estimate.perPcs, local.estimate.perM2, local.estimate.perPnl, local.estimate.deliveryDays]);
    }
  });
});

describe('the compiled-book cache beside other instances', () => {
  it('notices a change written by another instance through the book version, within the check interval', async () => {
    const { sql } = await import('drizzle-orm');
    const customer = await loginAs(server.url, 'customer');
    const before = await customer.post('/api/pricing/estimate', { params: board });
    const db = server.database.db;
    await db.execute(sql`UPDATE product_base_prices SET price_per_m2 = 900 WHERE layers = 2 AND tier = 'sample'`);
    const cached = await customer.post('/api/pricing/estimate', { params: board });
    expect(cached.body.data.total).toBe(before.body.data.total);
    await db.execute(
      sql`UPDATE pricing_books SET version = version + 1 WHERE enterprise_uid = (SELECT uid FROM enterprises WHERE enterprise_no = 'E0001')`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await customer.post('/api/pricing/estimate', { params: board });
    expect(after.body.data.lines.find((line: { code: string }) => line.code === 'BASE').amount).toBe('360.00');
  });
});
