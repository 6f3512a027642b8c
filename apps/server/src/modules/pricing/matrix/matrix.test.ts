import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const arduino = { LAYERS: 2, WIDTH_MM: 68.58, HEIGHT_MM: 53.34, QTY: 10 };
type Cell = {
  leadTime: string;
  total: string | null;
  perPcs: string | null;
  deliveryDays: number | null;
  error?: string;
};
type Row = { qty: string; cells: Cell[] };

describe('POST /api/pricing/matrix (no session)', () => {
  it('prices the batch tiers’ quantity breaks and the customer’s quantity × standard and fastest, each cell equal to the single estimate', async () => {
    const visitor = new Client(server.url);
    const res = await visitor.post('/api/pricing/matrix', { params: arduino });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      rows: Row[];
      leadTimes: string[];
      quantities: string[];
      customerQty: string;
      productNo: string;
    };
    expect(data.leadTimes).toEqual(['standard', 'fastest']);
    expect(data.customerQty).toBe('10');
    expect(data.quantities).toContain('10');
    // the demo classification's batch interval is 4: four breaks across the tiers, plus the customer's quantity
    expect(data.rows.length).toBe(5);
    expect(data.quantities).toEqual([...data.quantities].sort((a, b) => Number(a) - Number(b)));
    const tiers = new Set<string>();
    for (const row of data.rows) {
      for (const cell of row.cells) {
        const single = await visitor.post('/api/pricing/estimate', {
          params: { ...arduino, QTY: row.qty, LEAD_TIME: cell.leadTime },
        });
        expect(single.status).toBe(200);
        expect({ total: cell.total, perPcs: cell.perPcs, deliveryDays: cell.deliveryDays }).toEqual({
          total: single.body.data.total,
          perPcs: single.body.data.perPcs,
          deliveryDays: single.body.data.deliveryDays,
        });
        tiers.add(single.body.data.batchTier);
      }
    }
    expect(tiers.size).toBeGreaterThan(1);
  });

  it('takes the quantities and lead times asked for, in that order', async () => {
    const res = await new Client(server.url).post('/api/pricing/matrix', {
      params: arduino,
      quantities: [100, '5'],
      leadTimes: ['fastest'],
    });
    expect(res.status).toBe(200);
    const rows = res.body.data.rows as Row[];
    expect(rows.map((r) => r.qty)).toEqual(['100', '5']);
    expect(rows.map((r) => r.cells.map((c) => c.leadTime))).toEqual([['fastest'], ['fastest']]);
  });

  it('answers 400 naming the field for a bad board, a lead time the book does not offer and a bad quantity', async () => {
    const visitor = new Client(server.url);
    const layers = await visitor.post('/api/pricing/matrix', { params: { ...arduino, LAYERS: 3 } });
    expect(layers.status).toBe(400);
    expect(layers.body.data.field).toBe('LAYERS');
    const lead = await visitor.post('/api/pricing/matrix', { params: arduino, leadTimes: ['standard', 'tomorrow'] });
    expect(lead.status).toBe(400);
    expect(lead.body.data.field).toBe('leadTimes.1');
    expect(lead.body.msg).toContain('tomorrow');
    const qty = await visitor.post('/api/pricing/matrix', { params: arduino, quantities: [0] });
    expect(qty.status).toBe(400);
    expect(qty.body.msg.toLowerCase()).toContain('quantities');
    const many = await visitor.post('/api/pricing/matrix', {
      params: arduino,
      quantities: Array.from({ length: 13 }, (_, i) => i + 1),
    });
    expect(many.status).toBe(400);
  });

  it('shows a cell the book cannot price with the reason instead of a price', async () => {
    const res = await new Client(server.url).post('/api/pricing/matrix', {
      params: { LAYERS: 2, WIDTH_MM: 600, HEIGHT_MM: 600, QTY: 10 },
      quantities: [10, 999999],
    });
    expect(res.status).toBe(200);
    const last = (res.body.data.rows as Row[])[1]!.cells[0]!;
    expect(last.total).toBeNull();
    expect(last.error).toEqual(expect.any(String));
  });
});
