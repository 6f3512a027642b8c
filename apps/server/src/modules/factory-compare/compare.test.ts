import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let customer: Client;
beforeAll(async () => {
  server = await startTestServer();
  customer = await loginAs(server.url, 'customer');
});
afterAll(() => server.stop());

type Row = {
  merchant: string;
  merchantNo: string;
  merchantName: string;
  priced: boolean;
  total: string | null;
  perPcs: string | null;
  totalOriginal: string | null;
  currency: string;
  deliveryDays: number | null;
  design: { verdict: string; reason: string | null; findings: Array<{ item: string; verdict: string }> };
  shipping: { carrier: string; price: string; days: number } | null;
  arrivalDays: number | null;
};

const board = { LAYERS: '2', WIDTH_MM: '100', HEIGHT_MM: '100' };
const fineDfm = {
  minTraceMm: 0.2,
  minSpaceMm: 0.2,
  minPlatedHoleMm: 0.3,
  minNonPlatedHoleMm: 0.6,
  minAnnularRingMm: 0.2,
  minHoleToEdgeMm: 0.5,
  minCopperToEdgeMm: 0.4,
  slots: { minWidthMm: null },
  widthMm: 100,
  heightMm: 100,
  copperLayers: 2,
};

describe('POST /api/pricing/compare', () => {
  it('prices one board in all three demo factories, each in its own currency, ranked by the total in USD', async () => {
    const res = await new Client(server.url).post('/api/pricing/compare', { params: board, quantity: 10 });
    expect(res.status).toBe(200);
    const { rows, comparedIn, checked } = res.body.data as { rows: Row[]; comparedIn: string; checked: string };
    expect(comparedIn).toBe('USD');
    expect(checked).toBe('board');
    expect(rows.map((r) => r.merchantNo).sort()).toEqual(['E0001', 'E0005', 'E0006']);
    expect(Object.fromEntries(rows.map((r) => [r.merchantNo, r.currency]))).toEqual({
      E0001: 'CNY',
      E0005: 'USD',
      E0006: 'EUR',
    });
    expect(rows.every((r) => r.priced && r.design.verdict === 'fine')).toBe(true);
    const usd = rows.map((r) => Number(r.totalOriginal));
    expect(usd).toEqual([...usd].sort((a, b) => a - b));
    // Ten small boards: the prototype shop is the cheapest, the HDI specialist the dearest.
    expect(rows[0]!.merchantNo).toBe('E0005');
    expect(rows[2]!.merchantNo).toBe('E0006');
  });

  it('at volume the volume factory is cheaper per piece than the prototype shop', async () => {
    const res = await customer.post('/api/pricing/compare', { params: board, quantity: 5000 });
    const rows = res.body.data.rows as Row[];
    const usdPerPiece = (no: string) => {
      const row = rows.find((r) => r.merchantNo === no)!;
      return Number(row.totalOriginal) / 5000;
    };
    expect(usdPerPiece('E0001')).toBeLessThan(usdPerPiece('E0005'));
    expect(rows[0]!.merchantNo).toBe('E0001');
  });

  it('only the HDI specialist takes 0.075 mm trace; the volume factory and the prototype shop say why not', async () => {
    const res = await customer.post('/api/pricing/compare', {
      params: board,
      quantity: 10,
      dfm: { ...fineDfm, minTraceMm: 0.075, minSpaceMm: 0.075 },
    });
    const rows = res.body.data.rows as Row[];
    const verdict = (no: string) => rows.find((r) => r.merchantNo === no)!.design;
    expect(res.body.data.checked).toBe('gerber');
    expect(verdict('E0006')).toMatchObject({ verdict: 'fine', reason: null });
    expect(verdict('E0001').verdict).toBe('cannot');
    expect(verdict('E0001').reason).toContain('Minimum trace 0.075 mm');
    expect(verdict('E0005').verdict).toBe('cannot');
    // 0.1 mm: the volume factory as an upgrade, the prototype shop not at all.
    const finer = await customer.post('/api/pricing/compare', {
      params: board,
      dfm: { ...fineDfm, minTraceMm: 0.1 },
      quantity: 10,
    });
    const byNo = (no: string) => (finer.body.data.rows as Row[]).find((r) => r.merchantNo === no)!.design;
    expect(byNo('E0001').verdict).toBe('upgrade');
    expect(byNo('E0001').reason).toMatch(/beyond the standard 0\.127 mm/);
    expect(byNo('E0005').verdict).toBe('cannot');
    expect(byNo('E0006').verdict).toBe('fine');
  });

  it('checks the board’s own size and layers without an upload: 8 layers is an upgrade at the prototype shop, 10 beyond it', async () => {
    const eight = await customer.post('/api/pricing/compare', { params: { ...board, LAYERS: '8' }, quantity: 10 });
    const proto = (eight.body.data.rows as Row[]).find((r) => r.merchantNo === 'E0005')!;
    expect(proto.design.verdict).toBe('upgrade');
    const ten = await customer.post('/api/pricing/compare', { params: { ...board, LAYERS: '10' }, quantity: 10 });
    const refused = (ten.body.data.rows as Row[]).find((r) => r.merchantNo === 'E0005')!;
    expect(refused.design.verdict).toBe('cannot');
    // Its book has no 10-layer price either: the row says why, and the other two still price.
    expect(refused.priced).toBe(false);
    expect(ten.body.data.rows.filter((r: Row) => r.priced)).toHaveLength(2);
    expect((ten.body.data.rows as Row[]).at(-1)!.merchantNo).toBe('E0005');
  });

  it('gives the cheapest carrier to the destination and the days to arrival, in each factory’s currency', async () => {
    const res = await customer.post('/api/pricing/compare', {
      params: board,
      quantity: 10,
      destination: { country: 'de' },
    });
    const rows = res.body.data.rows as Row[];
    expect(res.body.data.destination).toEqual({ country: 'DE', province: null });
    for (const row of rows) {
      expect(row.shipping).toMatchObject({ carrier: expect.any(String), price: expect.stringMatching(/^\d+\.\d{2}$/) });
      expect(row.arrivalDays).toBe(row.deliveryDays! + row.shipping!.days);
    }
    const quote = await customer.post('/api/shipping/quote', {
      merchant: rows[0]!.merchant,
      params: { ...board, QTY: '10' },
      destination: { country: 'DE' },
    });
    const cheapest = Math.min(...quote.body.data.options.map((o: { price: string }) => Number(o.price)));
    expect(Number(rows[0]!.shipping!.price)).toBe(cheapest);
  });

  it('refuses bad input naming the field, in the caller’s language', async () => {
    const country = await customer.post('/api/pricing/compare', { params: board, destination: { country: 'Germany' } });
    expect(country.status).toBe(400);
    expect(country.body.data.field).toBe('destination.country');
    const zh = new Client(server.url, 'zh-CN');
    const quantity = await zh.post('/api/pricing/compare', { params: board, quantity: 0 });
    expect(quantity.status).toBe(400);
    expect(JSON.stringify(quantity.body)).toContain('quantity');
    expect(quantity.body.msg).toMatch(/[\u4e00-\u9fff]/);
  });

  it('each row equals that factory’s own estimate to the cent (property)', async () => {
    const layers = fc.constantFrom('1', '2', '4', '6', '8', '12', '20');
    const side = fc.integer({ min: 5, max: 600 }).map(String);
    await fc.assert(
      fc.asyncProperty(
        layers,
        side,
        side,
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom('HASL', 'ENIG', 'IMM_AG'),
        fc.constantFrom('standard', 'fastest'),
        async (LAYERS, WIDTH_MM, HEIGHT_MM, quantity, FINISH, leadTime) => {
          const params = { LAYERS, WIDTH_MM, HEIGHT_MM, FINISH };
          const res = await customer.post('/api/pricing/compare', { params, quantity, leadTime });
          expect(res.status).toBe(200);
          for (const row of res.body.data.rows as Row[]) {
            const single = await customer.post('/api/pricing/estimate', {
              merchant: row.merchant,
              params: { ...params, QTY: quantity, LEAD_TIME: leadTime },
            });
            expect(row.priced).toBe(single.status === 200);
            if (!row.priced) continue;
            expect([row.total, row.perPcs, row.totalOriginal, row.deliveryDays, row.currency]).toEqual([
              single.body.data.total,
              single.body.data.perPcs,
              single.body.data.totalOriginal,
              single.body.data.deliveryDays,
              single.body.data.currency,
            ]);
          }
        },
      ),
      { numRuns: 25 },
    );
  });
});
