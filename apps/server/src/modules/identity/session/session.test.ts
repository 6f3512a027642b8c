import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { LiveChannel } from '../../../../test/live-channel.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const loginFactory = async (client: Client, clienttype?: number) => {
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: DEMO.factory.phone,
    login_password: DEMO.password,
    clienttype,
  });
  expect(res.body.code).toBe(1);
  return res.body.data.sessionID as string;
};

const authCheck = async (client: Client) => {
  const res = await fetch(`${server.url}/api/auth/check?t=${Date.now()}`, {
    headers: client.cookie ? { cookie: client.cookie } : {},
  });
  return { status: res.status, type: res.headers.get('content-type'), text: await res.text() };
};

describe('verify_login, polling-login and auth/check', () => {
  it('answers the caller its own session id, live, and auth/check the plain text true', async () => {
    const client = new Client(server.url);
    const sessionID = await loginFactory(client);
    const verify = await client.post('/api/verify_login', {});
    expect(verify.body).toMatchObject({ code: 1, data: { sessionid: sessionID } });
    const polling = await client.post('/api/polling-login', { uid: sessionID });
    expect(polling.body.data).toEqual({ active: true, reason: null });
    expect(await authCheck(client)).toEqual({ status: 200, type: expect.stringMatching(/^text\/plain/), text: 'true' });
  });

  it('tells the first of two logins of the same account that it was replaced, on every channel', async () => {
    const first = new Client(server.url);
    const firstId = await loginFactory(first);
    const channel = await LiveChannel.open(server.url, first.cookie);
    await channel.next((p) => p.type === 'bell');

    const second = new Client(server.url);
    const secondId = await loginFactory(second);
    expect(secondId).not.toBe(firstId);

    expect(await channel.next((p) => p.type === 'session-replaced')).toEqual({ type: 'session-replaced' });
    expect((await channel.closed).code).toBe(4001);

    const verify = await first.post('/api/verify_login', {});
    expect(verify.body).toMatchObject({ code: 1, data: { sessionid: secondId } });
    expect((await first.post('/api/polling-login', { uid: firstId })).body.data).toEqual({
      active: false,
      reason: 'replaced',
    });
    expect((await authCheck(first)).text).toBe('false');
    expect((await first.post('/api/atom/auth-info1', {})).status).toBe(401);

    expect((await second.post('/api/verify_login', {})).body.data.sessionid).toBe(secondId);
    expect((await authCheck(second)).text).toBe('true');
  });

  it('keeps one session per client type: a login on another client type replaces nothing', async () => {
    const browser = new Client(server.url);
    const browserId = await loginFactory(browser);
    const other = new Client(server.url);
    await loginFactory(other, 5);
    expect((await browser.post('/api/verify_login', {})).body.data.sessionid).toBe(browserId);
  });

  it('says why a session ended after logout, and refuses callers without a session', async () => {
    const client = new Client(server.url);
    const id = await loginFactory(client);
    const cookie = client.cookie;
    await client.post('/api/atom/logout', {});
    const stale = new Client(server.url);
    stale.cookie = cookie;
    expect((await stale.post('/api/polling-login', { uid: id })).body.data).toEqual({
      active: false,
      reason: 'logout',
    });
    expect((await stale.post('/api/verify_login', {})).body.data.sessionid).toBeNull();
    expect((await authCheck(stale)).text).toBe('false');

    const anonymous = new Client(server.url);
    expect((await anonymous.post('/api/verify_login', {})).status).toBe(401);
    expect((await anonymous.post('/api/polling-login', { uid: id })).status).toBe(401);
    expect(await authCheck(anonymous)).toMatchObject({ status: 200, text: 'false' });
    const forged = new Client(server.url);
    forged.cookie = 'pcb_session=not-a-token';
    expect((await forged.post('/api/verify_login', {})).status).toBe(401);
  });

  it('refuses identity fields that name someone else, and a malformed polling body', async () => {
    const client = await loginAs(server.url, 'customer');
    const mine = (await client.post('/api/verify_login', {})).body.data.sessionid;
    const otherEnterprise = await client.post('/api/verify_login', {
      suppenterpriseuid: '00000000-0000-0000-0000-000000000000',
    });
    expect(otherEnterprise.status).toBe(403);
    expect(otherEnterprise.body.msg).toBe('The request names another user or enterprise than the session');
    expect((await client.post('/api/verify_login', { staffuid: '00000000-0000-0000-0000-000000000000' })).status).toBe(
      403,
    );
    expect((await client.post('/api/polling-login', { uid: '00000000-0000-0000-0000-000000000000' })).status).toBe(403);
    const missing = await client.post('/api/polling-login', {});
    expect(missing.status).toBe(400);
    expect(missing.body.data.field).toBe('uid');
    expect((await client.post('/api/polling-login', { uid: mine })).body.data.active).toBe(true);
  });
});
