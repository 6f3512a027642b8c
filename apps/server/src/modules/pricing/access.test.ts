import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { fixedProject, secondFactory } from './test-support.js';

let server: TestServer;
let other: Client;
beforeAll(async () => {
  server = await startTestServer();
  other = (await secondFactory(server)).client;
});
afterAll(() => server.stop());

const adminLists = ['parameters', 'projects', 'classifications', 'products', 'base-prices', 'bindings', 'terms'];

describe('who may see and change whose pricing data', () => {
  it('refuses the admin endpoints to a customer, a supplier and an anonymous caller', async () => {
    const customer = await loginAs(server.url, 'customer');
    const supplier = await loginAs(server.url, 'supplier');
    for (const list of adminLists) {
      expect((await customer.get(`/api/pricing/${list}`)).status, list).toBe(403);
      expect((await supplier.get(`/api/pricing/${list}`)).status, list).toBe(403);
      expect((await new Client(server.url).get(`/api/pricing/${list}`)).status, list).toBe(401);
    }
    expect((await customer.post('/api/pricing/projects', fixedProject('HACK'))).status).toBe(403);
  });

  it('checks the screen’s permission bit: the platform has parameters and classifications, not projects', async () => {
    const platform = await loginAs(server.url, 'platform');
    expect((await platform.get('/api/pricing/parameters')).status).toBe(200);
    expect((await platform.get('/api/pricing/classifications')).status).toBe(200);
    expect((await platform.get('/api/pricing/projects')).status).toBe(403);
    expect((await platform.get('/api/pricing/quotation-table?product=FR4-RIGID')).status).toBe(403);
  });

  it('scopes every query to the caller’s enterprise: another factory sees none of E0001’s rows and gets 404 for their ids', async () => {
    const demo = await loginAs(server.url, 'factory');
    const projects = (await demo.get('/api/pricing/projects?page_size=100')).body.data.data;
    const products = (await demo.get('/api/pricing/products')).body.data.data;
    const ownParameter = (await demo.get('/api/pricing/parameters?search=AREA_PCS')).body.data.data[0];
    const basePrice = (await demo.get('/api/pricing/base-prices')).body.data.data[0];
    const binding = (await demo.get('/api/pricing/bindings')).body.data.data[0];
    const fr4 = (await demo.get('/api/pricing/classifications?search=FR4')).body.data.data[0];
    expect((await other.get('/api/pricing/projects')).body.data).toEqual({ data: [], total: 0 });
    expect((await other.get('/api/pricing/products')).body.data.total).toBe(0);
    const parameters = (await other.get('/api/pricing/parameters?page_size=100')).body.data.data;
    expect(parameters.every((p: { level: string }) => p.level === 'platform')).toBe(true);
    expect((await other.get(`/api/pricing/projects/${projects[0].uid}`)).status).toBe(404);
    expect(
      (await other.call('PUT', `/api/pricing/projects/${projects[0].uid}`, { ...fixedProject('ENGINEERING') })).status,
    ).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/projects/${projects[0].uid}`)).status).toBe(404);
    expect((await other.post(`/api/pricing/projects/${projects[0].uid}/move`, { direction: 'down' })).status).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/products/${products[0].uid}`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/parameters/${ownParameter.uid}`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/base-prices/${basePrice.uid}`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/bindings/${binding.uid}`)).status).toBe(404);
    expect((await other.call('DELETE', `/api/pricing/classifications/${fr4.uid}`)).status).toBe(404);
    expect((await other.call('PUT', '/api/pricing/products/FR4-RIGID/bindings', { projectCodes: [] })).status).toBe(
      404,
    );
    expect((await demo.get('/api/pricing/projects')).body.data.total).toBe(projects.length);
  });

  it('prices anonymously; with several merchants an estimate naming none prices on the first, an unknown one is 404', async () => {
    const anonymous = new Client(server.url);
    const params = { LAYERS: 4, WIDTH_MM: 50, HEIGHT_MM: 50, QTY: 10 };
    const first = await anonymous.post('/api/pricing/estimate', { params });
    expect(first.status).toBe(200);
    const merchant = first.body.data.merchant;
    await other.post('/api/pricing/projects', fixedProject('OWN_FEE'));
    const unnamed = await anonymous.post('/api/pricing/estimate', { params });
    expect(unnamed.status).toBe(200);
    expect(unnamed.body.data.merchantNo).toBe('E0001');
    expect((await anonymous.post('/api/pricing/estimate', { merchant, params })).body.data.total).toBe(
      first.body.data.total,
    );
    expect((await anonymous.post('/api/pricing/estimate', { merchant: 'E0001', params })).body.data.total).toBe(
      first.body.data.total,
    );
    expect(
      (await anonymous.post('/api/pricing/estimate', { merchant: '00000000-0000-4000-8000-000000000000', params }))
        .status,
    ).toBe(404);
    const incomplete = await anonymous.post('/api/pricing/estimate', { merchant: 'E0091', params });
    expect(incomplete.status).toBe(409);
  });

  it('gives a customer the merchant’s book without internal notes, and the categories and merchants to choose from', async () => {
    const customer = await loginAs(server.url, 'customer');
    const book = await customer.get('/api/pricing/book?merchant=E0001');
    expect(book.status).toBe(200);
    expect(book.body.data).toMatchObject({
      merchant: { no: 'E0001', name: 'Demo PCB Factory' },
      ready: true,
      defaultProductNumber: 'FR4-RIGID',
    });
    expect(book.body.data.pricedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const text = JSON.stringify(book.body.data.book);
    expect(text).not.toContain('materialCategory');
    expect(text).not.toContain('remarks');
    expect(text).not.toContain('"uid"');
    const categories = await customer.get('/api/pricing/categories');
    expect(categories.body.data).toMatchObject([
      { number: 'RIGID', merchantCount: 3, children: [{ number: 'FR4', merchantCount: 3 }] },
    ]);
    const merchants = await customer.get('/api/pricing/merchants?classification=RIGID');
    expect(merchants.body.data).toMatchObject([
      { no: 'E0001', currency: 'CNY', products: [{ number: 'FR4-RIGID' }] },
      { no: 'E0005', currency: 'USD', products: [{ number: 'FR4-RIGID' }] },
      { no: 'E0006', currency: 'EUR', products: [{ number: 'FR4-RIGID' }] },
    ]);
    expect((await customer.get('/api/pricing/merchants?classification=FLEX')).body.data).toEqual([]);
  });
});
