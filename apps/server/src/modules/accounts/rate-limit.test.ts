import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO, startTestServer, type TestServer } from '../../../test/test-server.js';
import { AddressedClient, freshPhone } from './test-support.js';

let server: TestServer;
beforeAll(async () => {
  process.env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR = '3';
  process.env.PCB_LIMIT_LOGINS_PER_ADDRESS_MINUTE = '12';
  process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS = '6';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.PCB_LIMIT_CODES_PER_ADDRESS_HOUR;
  delete process.env.PCB_LIMIT_LOGINS_PER_ADDRESS_MINUTE;
  delete process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS;
  await server.stop();
});

const loginBody = (phone: string, password: string) => ({ login_type: 'phone', phone_area_code: '+86', login_phone: phone, login_password: password });

describe('rate limits', () => {
  it('locks a login name after five wrong passwords, even for the right one, with "try again in N s"', async () => {
    for (let i = 0; i < 5; i++) {
      const wrong = await new AddressedClient(server.url).post('/api/service/login', loginBody(DEMO.supplier.phone, `Wrong_${i}aa`));
      expect(wrong.status).toBe(401);
    }
    const locked = await new AddressedClient(server.url).call('POST', '/api/service/login', loginBody(DEMO.supplier.phone, DEMO.password));
    expect(locked.status).toBe(429);
    expect(locked.body.msg).toMatch(/^Too many attempts, try again in \d+ s$/);
    const zh = await new AddressedClient(server.url, 'zh-CN').post('/api/service/login', loginBody(DEMO.supplier.phone, DEMO.password));
    expect(zh.body.msg).toMatch(/^尝试次数过多，请 \d+ 秒后再试$/);
    const res = await fetch(`${server.url}/api/service/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.200.0.1' }, body: JSON.stringify(loginBody(DEMO.supplier.phone, DEMO.password)) });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(800);
    const other = await new AddressedClient(server.url).post('/api/service/login', loginBody(DEMO.customer.phone, DEMO.password));
    expect(other.body.code).toBe(1);
  });

  it('limits wrong tries per address across many login names', async () => {
    const attacker = new AddressedClient(server.url, 'en', '10.201.0.1');
    for (let i = 0; i < 6; i++) {
      const res = await attacker.post('/api/service/login', loginBody(freshPhone(), 'Whatever_1'));
      expect(res.status).toBe(401);
    }
    expect((await attacker.post('/api/service/login', loginBody(DEMO.factory.phone, DEMO.password))).status).toBe(429);
  });

  it('limits every login try per address per minute', async () => {
    const busy = new AddressedClient(server.url, 'en', '10.202.0.1');
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await busy.post('/api/service/login', loginBody(DEMO.factory.phone, DEMO.password))).status);
    expect(statuses.slice(0, 12).every((s) => s === 200)).toBe(true);
    expect(statuses[12]).toBe(429);
  });

  it('limits code requests per address', async () => {
    const sender = new AddressedClient(server.url, 'en', '10.203.0.1');
    for (let i = 0; i < 3; i++) expect((await sender.post('/api/service/alimessagecode', { phone_area_code: '+86', phone_num: freshPhone(), template_type: 'register' })).body.code).toBe(1);
    const fourth = await sender.post('/api/service/alimessagecode', { phone_area_code: '+86', phone_num: freshPhone(), template_type: 'register' });
    expect(fourth.status).toBe(429);
    expect(fourth.body.msg).toMatch(/try again in \d+ s/);
  });
});
