import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../../../db/schema/index.js';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const EXPIRY = '/api/enterprise/expiry';
/** Sets an enterprise's expiry date to a date or an SQL date expression (`current_date - 1`), or null. */
const setExpiry = (no: string, value: string | null) =>
  server.database.db
    .update(enterprises)
    .set({ expiresOn: value === null ? null : /^\d{4}-\d\d-\d\d$/.test(value) ? value : sql.raw(value) })
    .where(eq(enterprises.enterpriseNo, no));

describe('expiry query (POST /api/enterprise/expiry)', () => {
  it('answers code 1 and the expiry date the platform set while it has not passed', async () => {
    const factory = await loginAs(server.url, 'factory');
    const res = await factory.post(EXPIRY, {});
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ code: 1, data: { date: '2027-12-31' } });
    const own = (await factory.post('/api/atom/auth-info1', {})).body.data.user.enterprise_uid;
    expect((await factory.post(EXPIRY, { enterprise_uid: own })).body.data.date).toBe('2027-12-31');

    await setExpiry('E0001', 'current_date');
    expect((await factory.post(EXPIRY, {})).body.code).toBe(1);
  });

  it('answers code 0 with the expired message and the date once it has passed, in the caller language', async () => {
    const customer = await loginAs(server.url, 'customer');
    await setExpiry('E0002', '2024-03-31');
    const en = await customer.post(EXPIRY, {});
    expect(en.status).toBe(200);
    expect(en.body).toEqual({
      code: 0,
      msg: 'The system expired on 2024-03-31. Please contact the platform to renew.',
      data: { date: '2024-03-31' },
    });
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = customer.cookie;
    expect((await zh.post(EXPIRY, {})).body.msg).toBe('系统已于2024-03-31到期，请联系平台续期。');

    await setExpiry('E0002', 'current_date - 1');
    expect((await customer.post(EXPIRY, {})).body.code).toBe(0);
  });

  it('treats an enterprise without an expiry date as valid', async () => {
    const supplier = await loginAs(server.url, 'supplier');
    await setExpiry('E0003', null);
    expect((await supplier.post(EXPIRY, {})).body).toMatchObject({ code: 1, data: { date: null } });
  });

  it('refuses another enterprise (403) and a caller without a session (401)', async () => {
    const factory = await loginAs(server.url, 'factory');
    const other = await factory.post(EXPIRY, { enterprise_uid: '00000000-0000-0000-0000-000000000000' });
    expect(other.status).toBe(403);
    expect(other.body.code).toBe(0);
    expect((await new Client(server.url).post(EXPIRY, {})).status).toBe(401);
  });
});
