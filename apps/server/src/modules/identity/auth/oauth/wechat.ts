import type { Fetch, OAuthProvider } from './provider.js';

/**
 * WeChat Open Platform website login (QR code): `qrconnect` to authorize, `sns/oauth2/access_token` to turn the
 * code into openid / unionid. The unionid (same person across the company's WeChat apps) is the subject when
 * WeChat gives one, else the openid. Enabled only when WECHAT_APP_ID and WECHAT_APP_SECRET are set.
 */
export function wechatProvider(
  credentials: { appId: string; appSecret: string },
  fetchJson: Fetch = fetch as unknown as Fetch,
): OAuthProvider {
  return {
    name: 'wechat',
    authorizeUrl({ redirectUri, state }) {
      const q = new URLSearchParams({
        appid: credentials.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `https://open.weixin.qq.com/connect/qrconnect?${q.toString()}#wechat_redirect`;
    },
    async exchange(code) {
      const q = new URLSearchParams({
        appid: credentials.appId,
        secret: credentials.appSecret,
        code,
        grant_type: 'authorization_code',
      });
      const res = await fetchJson(`https://api.weixin.qq.com/sns/oauth2/access_token?${q.toString()}`);
      if (!res.ok) throw new Error(`WeChat answered HTTP ${res.status}`);
      const body = (await res.json()) as { openid?: string; unionid?: string; errcode?: number; errmsg?: string };
      if (body.errcode || !body.openid)
        throw new Error(`WeChat refused the code: ${body.errcode ?? ''} ${body.errmsg ?? ''}`.trim());
      return { subject: body.unionid ?? body.openid };
    },
  };
}
