import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

const OURS = 'productid=pcb_uniontrans&spaceid=pcb_uniontrans&systemid=10201';
const MISMATCH = { code: 0, msg: 'The request names another user or enterprise than the session', data: null };

describe('productid, spaceid and systemid on every call (spec 01 §7)', () => {
  it('accepts ours in the query of a read whose route does not list them', async () => {
    const res = await factory.get(`/api/staff?page_no=1&page_size=20&${OURS}`);
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
  });

  it('refuses another product, space or system in the query with 403, before the route reads anything', async () => {
    for (const query of [
      'productid=another_product',
      'spaceid=another_space',
      'systemid=1',
      'productid=pcb_uniontrans&productid=another_product',
    ]) {
      const res = await factory.get(`/api/staff?page_no=1&page_size=20&${query}`);
      expect(res.status, query).toBe(403);
      expect(res.body, query).toEqual(MISMATCH);
    }
  });

  it('refuses a mismatching productid in a JSON body before its schema, and accepts the system id as a number', async () => {
    const refused = await factory.call('PUT', '/api/capability', { productid: 'another_product' });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(MISMATCH);
    const invalid = await factory.call('PUT', '/api/capability', {
      productid: 'pcb_uniontrans',
      spaceid: 'pcb_uniontrans',
      systemid: 10201,
    });
    expect(invalid.status).toBe(400);
  });

  it('refuses a sign-in naming another product, with no session, and signs in with ours', async () => {
    const credentials = {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.customer.phone,
      login_password: DEMO.password,
    };
    const other = new Client(server.url);
    const refused = await other.post('/api/service/login', { ...credentials, productid: 'another_product' });
    expect(refused.status).toBe(403);
    expect(refused.cookie).toBeUndefined();
    const signed = await new Client(server.url).post('/api/service/login', {
      ...credentials,
      productid: 'pcb_uniontrans',
      spaceid: 'pcb_uniontrans',
      systemid: 10201,
    });
    expect(signed.body.code).toBe(1);
    expect(signed.body.data.productid).toBe('pcb_uniontrans');
  });
});
