import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../../../db/schema/index.js';
import { Client, DEMO, startTestServer, type TestServer } from '../../../../../test/test-server.js';
import { startWeChatStandIn, type WeChatPerson, type WeChatStandIn } from '../../../../../test/wechat-stand-in.js';
import { codeFromOutbox, freshPhone, loginByPhone } from '../../accounts/test-support.js';

let standIn: WeChatStandIn;
let server: TestServer;

beforeAll(async () => {
  standIn = await startWeChatStandIn();
  Object.assign(process.env, standIn.env);
  server = await startTestServer();
});
afterAll(async () => {
  await server?.stop();
  await standIn?.stop();
});

/** A browser's cookies for the server, enough for the dance: name → value. */
class Browser extends Client {
  readonly jar = new Map<string, string>();
  constructor(language = 'en') {
    super('', language);
  }
  async visit(url: string): Promise<Response> {
    const res = await fetch(url, {
      redirect: 'manual',
      headers: {
        'accept-language': 'en',
        cookie: [...this.jar].map(([k, v]) => `${k}=${v}`).join('; '),
      },
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const [name, value] = pair!.split('=');
      if (value) this.jar.set(name!, value);
      else this.jar.delete(name!);
    }
    return res;
  }
  /** An API client holding this browser's session cookie. */
  api(language = 'en'): Client {
    const client = new Client(server.url, language);
    client.cookie = `pcb_session=${this.jar.get('pcb_session')}`;
    return client;
  }
}

/** Login page → WeChat button → the stand-in's QR page → the callback: where the browser lands. */
async function signInWithWeChat(browser: Browser, person: WeChatPerson): Promise<string> {
  standIn.scanAs(person);
  const start = await browser.visit(`${server.url}/api/auth/wechat/start`);
  expect(start.status).toBe(302);
  const authorize = new URL(start.headers.get('location')!);
  expect(authorize.origin + authorize.pathname).toBe(`${standIn.url}/connect/qrconnect`);
  expect(authorize.searchParams.get('scope')).toBe('snsapi_login');
  const scanned = await browser.visit(authorize.href);
  expect(scanned.status).toBe(302);
  const callback = new URL(scanned.headers.get('location')!);
  expect(callback.pathname).toBe('/api/auth/wechat/callback');
  const landed = await browser.visit(callback.href);
  expect(landed.status).toBe(302);
  return landed.headers.get('location')!;
}

describe('WeChat sign-in against a local OAuth 2.0 server standing in for WeChat', () => {
  it('offers WeChat on the login page when it is configured', async () => {
    const res = await new Client(server.url).get('/api/auth/providers');
    expect(res.body.data).toEqual({ password: true, wechat: true });
  });

  it('creates a WeChat-only account with a personal customer enterprise on the first sign-in, and finds it again', async () => {
    const person = { openid: `o-${Date.now()}`, unionid: `u-${Date.now()}`, nickname: 'Wei Xin' };
    const browser = new Browser();
    expect(await signInWithWeChat(browser, person)).toBe('/login?wechat=ok');
    const answer = await browser.api().get('/api/auth/wechat/signed-in');
    expect(answer.body.data).toMatchObject({
      choose_enterprise: false,
      user_role_info: [{ role_no: 'customer_admin' }],
      joined_enterprise_info: [expect.objectContaining({ enterprise_kind: 'customer', is_admin: true })],
    });
    const standing = await browser.api().get('/api/profile/wechat');
    expect(standing.body.data).toEqual({ wechat_linked: true, wechat_only: true, has_phone: false });
    const profile = await browser.api().get('/api/profile');
    expect(profile.body.data).toMatchObject({ name: 'Wei Xin', has_password: false });
    const menus = await browser.api().post('/api/atom/auth-info1', { clienttype: 3 });
    expect(menus.body.code).toBe(1);

    // The unionid is the identity: the same person from another of the company's WeChat apps is the same account.
    const again = new Browser();
    expect(await signInWithWeChat(again, { ...person, openid: 'o-other-app' })).toBe('/login?wechat=ok');
    const second = await again.api().get('/api/auth/wechat/signed-in');
    expect(second.body.data.usercode).toBe(answer.body.data.usercode);
  });

  it('sends the browser back with an error for a forged state, a refusal on the phone, a bad code and a disabled account', async () => {
    const browser = new Browser();
    await browser.visit(`${server.url}/api/auth/wechat/start`);
    const forged = await browser.visit(`${server.url}/api/auth/wechat/callback?code=x&state=login.forged`);
    expect(forged.headers.get('location')).toBe('/login?wechat=failed');

    const start = await browser.visit(`${server.url}/api/auth/wechat/start`);
    const state = new URL(start.headers.get('location')!).searchParams.get('state')!;
    const denied = await browser.visit(`${server.url}/api/auth/wechat/callback?state=${state}`);
    expect(denied.headers.get('location')).toBe('/login?wechat=denied');

    const restart = await browser.visit(`${server.url}/api/auth/wechat/start`);
    const state2 = new URL(restart.headers.get('location')!).searchParams.get('state')!;
    const badCode = await browser.visit(`${server.url}/api/auth/wechat/callback?code=never-issued&state=${state2}`);
    expect(badCode.headers.get('location')).toBe('/login?wechat=failed');

    const person = { openid: `o-off-${Date.now()}` };
    const first = new Browser();
    expect(await signInWithWeChat(first, person)).toBe('/login?wechat=ok');
    const { usercode } = (await first.api().get('/api/auth/wechat/signed-in')).body.data as { usercode: string };
    await server.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.userNo, usercode));
    expect(await signInWithWeChat(new Browser(), person)).toBe('/login?wechat=disabled');
  });

  it('binds a phone (and a password) to a WeChat-only account, refusing a number that has an account', async () => {
    const browser = new Browser();
    await signInWithWeChat(browser, { openid: `o-bind-${Date.now()}`, nickname: '' });
    const api = browser.api();
    expect((await api.get('/api/profile')).body.data.name).toBe('WeChat');

    const taken = await browser
      .api('zh-CN')
      .post('/api/profile/phone-binding/code', { phone_num: DEMO.customer.phone });
    expect(taken.status).toBe(409);
    expect(taken.body.data).toEqual({ field: 'phone_num' });
    expect(taken.body.msg).toContain('该手机号已注册账号');

    const phone = freshPhone();
    expect((await api.post('/api/profile/phone-binding/code', { phone_num: phone })).body.code).toBe(1);
    const verify_code = await codeFromOutbox(server, `+86 ${phone}`);
    const noPassword = await api.post('/api/profile/phone-binding', { phone_num: phone, verify_code });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body.data).toEqual({ field: 'register_password' });
    const bound = await api.post('/api/profile/phone-binding', {
      phone_num: phone,
      verify_code,
      register_password: 'Bound_pass1',
    });
    expect(bound.body).toMatchObject({ code: 1, data: { phone_area_code: '+86', phone } });
    expect((await api.get('/api/profile/wechat')).body.data).toEqual({
      wechat_linked: true,
      wechat_only: false,
      has_phone: true,
    });
    const twice = await api.post('/api/profile/phone-binding/code', { phone_num: freshPhone() });
    expect(twice.status).toBe(409);
    expect(twice.body.data).toEqual({ field: 'phone_num' });
    await loginByPhone(server, phone, 'Bound_pass1');
  });
});
