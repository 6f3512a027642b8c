import type { Fetch, OAuthProvider } from './provider.js';

/** Where WeChat's three endpoints are; the defaults are WeChat's own, a test points them at a local server. */
export interface WeChatSettings {
  appId: string;
  appSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  userInfoUrl: string;
  /** WeChat takes GET; a standard OAuth 2.0 server (the local stand-in) takes POST, per RFC 6749 §3.2. */
  tokenMethod: 'GET' | 'POST';
}

export const WECHAT_ENDPOINTS = {
  authorizeUrl: 'https://open.weixin.qq.com/connect/qrconnect',
  tokenUrl: 'https://api.weixin.qq.com/sns/oauth2/access_token',
  userInfoUrl: 'https://api.weixin.qq.com/sns/userinfo',
  tokenMethod: 'GET',
} as const;

interface WeChatAnswer {
  errcode?: number;
  errmsg?: string;
}

async function answerOf<T>(res: Awaited<ReturnType<Fetch>>, step: string): Promise<T & WeChatAnswer> {
  if (!res.ok) throw new Error(`WeChat ${step} answered HTTP ${res.status}`);
  const body = (await res.json()) as T & WeChatAnswer;
  if (body.errcode) throw new Error(`WeChat ${step} refused: ${body.errcode} ${body.errmsg ?? ''}`.trim());
  return body;
}

/**
 * WeChat Open Platform website login (QR code): `qrconnect` to authorize, `sns/oauth2/access_token` to turn the
 * code into openid / unionid, `sns/userinfo` for the nickname. The unionid (same person across the company's
 * WeChat apps) is the subject when WeChat gives one, else the openid. Enabled only when WECHAT_APP_ID and
 * WECHAT_APP_SECRET are set; docs/wechat-login.md lists the settings.
 */
export function wechatProvider(
  settings: Pick<WeChatSettings, 'appId' | 'appSecret'> & Partial<WeChatSettings>,
  fetchJson: Fetch = fetch as unknown as Fetch,
): OAuthProvider {
  const at = { ...WECHAT_ENDPOINTS, ...settings };
  return {
    name: 'wechat',
    authorizeUrl({ redirectUri, state }) {
      const q = new URLSearchParams({
        appid: at.appId,
        redirect_uri: redirectUri,
        response_type: 'code',
        scope: 'snsapi_login',
        state,
      });
      return `${at.authorizeUrl}?${q.toString()}#wechat_redirect`;
    },
    async exchange(code) {
      const q = new URLSearchParams({
        appid: at.appId,
        secret: at.appSecret,
        code,
        grant_type: 'authorization_code',
      }).toString();
      const token = await answerOf<{ openid?: string; unionid?: string; access_token?: string }>(
        at.tokenMethod === 'POST'
          ? await fetchJson(`${at.tokenUrl}?${q}`, {
              method: 'POST',
              headers: { 'content-type': 'application/x-www-form-urlencoded' },
              body: q,
            })
          : await fetchJson(`${at.tokenUrl}?${q}`),
        'access_token',
      );
      if (!token.openid) throw new Error('WeChat access_token answered no openid');
      const subject = token.unionid ?? token.openid;
      if (!token.access_token) return { subject };
      // The nickname only names the new account: without it the person is still signed in.
      const info = await fetchJson(
        `${at.userInfoUrl}?${new URLSearchParams({ access_token: token.access_token, openid: token.openid }).toString()}`,
      )
        .then((res) => answerOf<{ nickname?: string }>(res, 'userinfo'))
        .catch(() => ({ nickname: undefined }));
      const displayName = info.nickname?.trim();
      return displayName ? { subject, displayName } : { subject };
    },
  };
}
