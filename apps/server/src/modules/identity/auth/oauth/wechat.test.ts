import { describe, expect, it } from 'vitest';
import { wechatProvider } from './wechat.js';

describe('WeChat OAuth provider', () => {
  const credentials = { appId: 'wx123', appSecret: 'secret' };

  it('sends the browser to the QR-code authorization page with the state and callback', () => {
    const url = new URL(
      wechatProvider(credentials).authorizeUrl({
        redirectUri: 'https://pcb.example/api/auth/wechat/callback',
        state: 'abc',
      }),
    );
    expect(url.origin + url.pathname).toBe('https://open.weixin.qq.com/connect/qrconnect');
    expect(url.searchParams.get('appid')).toBe('wx123');
    expect(url.searchParams.get('scope')).toBe('snsapi_login');
    expect(url.searchParams.get('state')).toBe('abc');
    expect(url.searchParams.get('redirect_uri')).toBe('https://pcb.example/api/auth/wechat/callback');
  });

  it('prefers the unionid and refuses an error answer', async () => {
    const calls: string[] = [];
    const answer = (body: unknown) => async (url: string) => {
      calls.push(url);
      return { ok: true, status: 200, json: async () => body };
    };
    expect(await wechatProvider(credentials, answer({ openid: 'o1', unionid: 'u1' })).exchange('CODE')).toEqual({
      subject: 'u1',
    });
    expect(calls[0]).toContain('code=CODE');
    expect(calls[0]).toContain('grant_type=authorization_code');
    await expect(
      wechatProvider(credentials, answer({ errcode: 40029, errmsg: 'invalid code' })).exchange('BAD'),
    ).rejects.toThrow(/40029/);
  });

  it('asks the configured endpoints, POSTing the code when told to, and names the person by the nickname', async () => {
    const calls: { url: string; method: string; body?: string }[] = [];
    const fetchJson = async (url: string, init?: { method: 'GET' | 'POST'; body?: string }) => {
      calls.push({ url, method: init?.method ?? 'GET', body: init?.body });
      const body = url.includes('/token') ? { openid: 'o1', access_token: 'AT' } : { nickname: ' Wei ' };
      return { ok: true, status: 200, json: async () => body };
    };
    const provider = wechatProvider(
      {
        ...credentials,
        authorizeUrl: 'http://127.0.0.1:9/authorize',
        tokenUrl: 'http://127.0.0.1:9/token',
        userInfoUrl: 'http://127.0.0.1:9/userinfo',
        tokenMethod: 'POST',
      },
      fetchJson,
    );
    expect(provider.authorizeUrl({ redirectUri: 'http://x/cb', state: 's' })).toMatch(
      /^http:\/\/127\.0\.0\.1:9\/authorize\?/,
    );
    expect(await provider.exchange('CODE')).toEqual({ subject: 'o1', displayName: 'Wei' });
    expect(calls[0]).toMatchObject({ method: 'POST', body: expect.stringContaining('code=CODE') });
    expect(calls[1]!.url).toBe('http://127.0.0.1:9/userinfo?access_token=AT&openid=o1');
  });
});
