import { addWorkingDays } from '@pcbunion/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const arduino = { LAYERS: 2, WIDTH_MM: 68.58, HEIGHT_MM: 53.34, QTY: 10 };
type Option = {
  carrier: string;
  price: string;
  days: number;
  deliveryDate: string;
  deliveryDays: number;
  chargedWeightKg: number;
};
const demoCalendar = {
  weekendDays: [0, 6],
  holidays: [
    '2027-01-01',
    '2027-02-05',
    '2027-02-08',
    '2027-02-09',
    '2027-02-10',
    '2027-02-11',
    '2027-04-05',
    '2027-05-03',
    '2027-05-04',
    '2027-05-05',
  ],
};

describe('POST /api/shipping/quote (no session)', () => {
  it('weighs the arduino board (10 pcs: 431 g with one package) and offers Guangdong’s carriers with the delivery date in working days', async () => {
    const res = await new Client(server.url).post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'CN', province: '44' },
    });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      weightKg: number;
      packages: number;
      buildDays: number;
      today: string;
      options: Option[];
      currency: string;
    };
    expect(data.weightKg).toBe(0.431);
    expect(data.packages).toBe(1);
    expect(data.currency).toBe('CNY');
    expect(data.options.map((o) => [o.carrier, o.price, o.days])).toEqual([
      ['JD Logistics', '10.00', 1],
      ['SF Express', '12.00', 1],
    ]);
    const estimate = await new Client(server.url).post('/api/pricing/estimate', { params: arduino });
    expect(data.buildDays).toBe(estimate.body.data.deliveryDays);
    for (const option of data.options)
      expect(option.deliveryDate).toBe(addWorkingDays(data.today, data.buildDays + option.days, demoCalendar));
  });

  it('names a province in English or Chinese, falls back to the country’s row, and prices additional weight units begun', async () => {
    const visitor = new Client(server.url);
    const english = await visitor.post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'cn', province: 'Guangdong' },
    });
    const chinese = await visitor.post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'CN', province: '广东省' },
    });
    expect(english.body.data.options).toEqual(chinese.body.data.options);
    const beijing = await visitor.post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'CN', province: '北京' },
    });
    expect(beijing.body.data.options.map((o: Option) => [o.carrier, o.price])).toEqual([
      ['JD Logistics', '18.00'],
      ['SF Express', '23.00'],
    ]);
    // 200 boards: 2.612 kg + 0.3 kg = 2.913 kg → SF: 23 + 2 units of 13 (1,001–3,000 g) = 49.00
    const heavy = await visitor.post('/api/shipping/quote', {
      params: { ...arduino, QTY: 200 },
      destination: { country: 'CN', province: '11' },
    });
    expect(heavy.body.data.weightKg).toBe(2.913);
    expect(heavy.body.data.options.find((o: Option) => o.carrier === 'SF Express')).toMatchObject({
      price: '49.00',
      chargedWeightKg: 3,
    });
  });

  it('offers four carriers to the United States, cheapest first, each within its first 0.5 kg', async () => {
    const res = await new Client(server.url).post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'US' },
    });
    expect(res.body.data.options.map((o: Option) => [o.carrier, o.price])).toEqual([
      ['China Post EMS', '160.00'],
      ['FedEx International Priority', '200.00'],
      ['UPS Worldwide Saver', '210.00'],
      ['DHL Express', '220.00'],
    ]);
  });

  it('says clearly that nobody ships to an unknown zone (404, never a price of 0) and refuses a malformed destination naming the field', async () => {
    const visitor = new Client(server.url);
    const none = await visitor.post('/api/shipping/quote', { params: arduino, destination: { country: 'AQ' } });
    expect(none.status).toBe(404);
    expect(none.body.msg).toBe(
      'Demo PCB Factory has no carrier to AQ; choose another destination or ask the factory in an inquiry',
    );
    expect(none.body.data).toEqual({ field: 'destination' });
    const zh = await new Client(server.url, 'zh-CN').post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'AQ' },
    });
    expect(zh.body.msg).toContain('没有发往 AQ 的承运商');
    const country = await visitor.post('/api/shipping/quote', { params: arduino, destination: { country: 'USA' } });
    expect(country.status).toBe(400);
    expect(country.body.msg).toContain('destination.country');
    const province = await visitor.post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'CN', province: 'Atlantis' },
    });
    expect(province.status).toBe(400);
    expect(province.body.msg).toContain('destination.province');
    const board = await visitor.post('/api/shipping/quote', {
      params: { ...arduino, LAYERS: 3 },
      destination: { country: 'US' },
    });
    expect(board.status).toBe(400);
    expect(board.body.data.field).toBe('LAYERS');
  });
});

describe('the factory’s shipping table', () => {
  it('is read and saved whole by the factory (compare-and-set, audited); the first-weight boundary holds to the gram', async () => {
    const factory = await loginAs(server.url, 'factory');
    const table = (await factory.get('/api/shipping/table')).body.data;
    expect(table.version).toBe(1);
    expect(table.rates.length).toBeGreaterThan(40);
    // A carrier whose first weight is exactly the 10-board parcel (431 g), and one 1 g short of it.
    const rates = [
      {
        carrier: 'Exact',
        country: 'FI',
        province: null,
        firstWeightGrams: 431,
        firstPrice: '50',
        additionalUnitGrams: 100,
        additionalPrice: '7.5',
        days: 3,
      },
      {
        carrier: 'Short',
        country: 'FI',
        province: null,
        firstWeightGrams: 430,
        firstPrice: '40',
        additionalUnitGrams: 100,
        additionalPrice: '7.5',
        days: 3,
      },
    ];
    const saved = await factory.call('PUT', '/api/shipping/table', { ...table, rates: [...table.rates, ...rates] });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(2);
    const quote = await new Client(server.url).post('/api/shipping/quote', {
      params: arduino,
      destination: { country: 'FI' },
    });
    expect(quote.body.data.options.map((o: Option) => [o.carrier, o.price])).toEqual([
      ['Short', '47.50'],
      ['Exact', '50.00'],
    ]);
    const stale = await factory.call('PUT', '/api/shipping/table', { ...table, rates: [] });
    expect(stale.status).toBe(409);
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.entity, 'shipping_table'));
    expect(audits.length).toBe(1);
    const duplicate = await factory.call('PUT', '/api/shipping/table', {
      ...saved.body.data,
      rates: [...saved.body.data.rates, rates[0]],
    });
    expect(duplicate.status).toBe(400);
    const customer = await loginAs(server.url, 'customer');
    expect((await customer.get('/api/shipping/table')).status).toBe(403);
    expect((await new Client(server.url).get('/api/shipping/table')).status).toBe(401);
  });
});
