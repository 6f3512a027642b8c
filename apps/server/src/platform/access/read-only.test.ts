import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../test/test-server.js';
import { openWhenExpired } from './read-only.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  await server.database.db
    .update(enterprises)
    .set({ expiresOn: sql`current_date - 1` })
    .where(eq(enterprises.enterpriseNo, 'E0001'));
});
afterAll(() => server.stop());

describe('an expired enterprise is read-only on the server (spec 01 §8)', () => {
  it('refuses new business with 403 and the expiry message, in the caller language', async () => {
    const write = await factory.post('/api/staff/invitations', { phone_area_code: '+86', phone: '13912345678' });
    expect(write.status).toBe(403);
    expect(write.body.msg).toMatch(
      /^The system expired on \d{4}-\d\d-\d\d: the enterprise is read-only until the platform renews it\.$/,
    );
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = factory.cookie;
    expect(
      (await zh.call('POST', '/api/staff/invitations', { phone_area_code: '+86', phone: '13912345679' })).body.msg,
    ).toMatch(/^系统已于.*到期：续期前企业数据只读/);
    expect((await factory.call('PATCH', '/api/member/information', { name: 'Changed' })).status).toBe(403);
  });

  it('keeps reads, the expiry check (code 0: the client logs out with its message), the profile and signing out', async () => {
    expect((await factory.get('/api/staff?page_size=5')).body.code).toBe(1);
    expect((await factory.post('/api/atom/auth-info1', {})).body.code).toBe(1);
    expect((await factory.post('/api/enterprise/expiry', {})).body).toMatchObject({
      code: 0,
      msg: expect.stringMatching(/^The system expired on/),
    });
    expect((await factory.post('/api/busiservice.pcbuniontrans.workordermessagestatistics', {})).body.code).toBe(1);
    expect((await factory.call('PATCH', '/api/profile', { name: 'Boss' })).body.code).toBe(1);
    expect((await factory.post('/api/atom/logout', {})).body.code).toBe(1);
  });

  it('lets another enterprise work as before', async () => {
    const customer = await loginAs(server.url, 'customer');
    const saved = await customer.call('PATCH', '/api/member/information', { wechat_no: 'wx_ok' });
    expect(saved.status).not.toBe(403);
  });

  it('lets reads through and, among the other calls, only the routes that declare openWhenExpired', () => {
    const call = (method: string, openWhenExpired?: unknown, query: unknown = {}) =>
      ({ method, query, routeOptions: { config: { openWhenExpired } } }) as never;
    expect(openWhenExpired(call('GET'))).toBe(true);
    expect(openWhenExpired(call('POST'))).toBe(false);
    expect(openWhenExpired(call('POST', false))).toBe(false);
    expect(openWhenExpired(call('PATCH', true))).toBe(true);
    const avatarOnly = (request: { query: { purpose?: string } }) => request.query.purpose === 'avatar';
    expect(openWhenExpired(call('POST', avatarOnly, { purpose: 'gerber' }))).toBe(false);
    expect(openWhenExpired(call('POST', avatarOnly, { purpose: 'avatar' }))).toBe(true);
  });

  it('keeps the declared calls open over HTTP: an invitation answer, the bell read mark, a password check', async () => {
    const open = [
      ['POST', '/api/messages/read', {}],
      ['POST', '/api/service/checkpassword', { password: 'wrong-password-1' }],
      ['POST', '/api/my/staff-invitations/00000000-0000-0000-0000-000000000000/decline', {}],
    ] as const;
    const staff = await loginAs(server.url, 'factory');
    for (const [method, url, body] of open) expect((await staff.call(method, url, body)).status, url).not.toBe(403);
    expect((await staff.post('/api/gerber/files', {})).status).toBe(403);
  });
});
