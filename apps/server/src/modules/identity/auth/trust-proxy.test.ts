import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../../config.js';
import { DEMO, startTestServer, type TestServer } from '../../../../test/test-server.js';

const wrongLogin = {
  login_type: 'phone',
  phone_area_code: '+86',
  login_phone: DEMO.supplier.phone,
  login_password: 'Wrong_pass1',
};

describe('TRUST_PROXY', () => {
  it('trusts nobody by default, takes addresses and ranges, refuses "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('127.0.0.1, 10.0.0.0/8,loopback,::1')).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
      'loopback',
      '::1',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('1')).toThrow(/TRUST_PROXY/);
  });
});

describe.each([
  { trustProxy: false as const, rotatingCounts: 'one address' },
  { trustProxy: ['10.9.9.9'], rotatingCounts: 'one address' },
  { trustProxy: ['127.0.0.1'], rotatingCounts: 'many addresses' },
])('X-Forwarded-For with TRUST_PROXY=$trustProxy', ({ trustProxy, rotatingCounts }) => {
  let server: TestServer;
  beforeAll(async () => {
    process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS = '3';
    process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT = '50';
    server = await startTestServer({ config: { trustProxy } });
  });
  afterAll(async () => {
    delete process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ADDRESS;
    delete process.env.PCB_LIMIT_LOGIN_FAILURES_PER_ACCOUNT;
    await server.stop();
  });

  it(`counts a client rotating X-Forwarded-For as ${rotatingCounts}`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await server.app.inject({
        method: 'POST',
        url: '/api/service/login',
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}` },
        payload: wrongLogin,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual(rotatingCounts === 'one address' ? [401, 401, 401, 429, 429] : [401, 401, 401, 401, 401]);
  });
});
