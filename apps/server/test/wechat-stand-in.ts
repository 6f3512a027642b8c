import type { IncomingMessage } from 'node:http';
import { OAuth2Server } from 'oauth2-mock-server';

/** A person as WeChat knows them. */
export interface WeChatPerson {
  openid: string;
  unionid?: string;
  nickname?: string;
}

export interface WeChatStandIn {
  url: string;
  /** The WECHAT_* settings that point the server's WeChat provider at this stand-in. */
  env: Record<string, string>;
  /** Who scans the QR code next (the authorize step signs this person in). */
  scanAs(person: WeChatPerson): void;
  stop(): Promise<void>;
}

const APP_ID = 'wx-stand-in';
const APP_SECRET = 'stand-in-secret';

/**
 * A real OAuth 2.0 server (oauth2-mock-server) on loopback, standing in for WeChat's endpoints: the authorize page
 * at WeChat's path, the token endpoint answering WeChat's fields (openid, unionid; errcode for a wrong app secret
 * or an unknown code), and userinfo answering the nickname. Nothing is faked by hand: the codes, the redirect and
 * the access tokens are the server's own; its events only add what WeChat adds to the standard answers.
 */
export async function startWeChatStandIn(): Promise<WeChatStandIn> {
  const server = new OAuth2Server(undefined, undefined, {
    endpoints: { authorize: '/connect/qrconnect', token: '/sns/oauth2/access_token', userinfo: '/sns/userinfo' },
  });
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = server.issuer.url!.replace(/\/$/, '');
  let next: WeChatPerson = { openid: 'o-nobody' };
  const byCode = new Map<string, WeChatPerson>();
  const byToken = new Map<string, WeChatPerson>();

  server.service.on('beforeAuthorizeRedirect', (redirect: { url: URL }) => {
    const code = redirect.url.searchParams.get('code');
    if (code) byCode.set(code, next);
  });
  server.service.on(
    'beforeResponse',
    (
      response: { body: Record<string, unknown>; statusCode: number },
      req: IncomingMessage & { body: Record<string, string> },
    ) => {
      const person = byCode.get(req.body.code ?? '');
      byCode.delete(req.body.code ?? '');
      if (req.body.appid !== APP_ID || req.body.secret !== APP_SECRET)
        response.body = { errcode: 40125, errmsg: 'invalid appsecret' };
      else if (!person) response.body = { errcode: 40029, errmsg: 'invalid code' };
      else {
        byToken.set(String(response.body.access_token), person);
        response.body = {
          access_token: response.body.access_token,
          expires_in: 7200,
          refresh_token: response.body.refresh_token,
          openid: person.openid,
          scope: 'snsapi_login',
          ...(person.unionid ? { unionid: person.unionid } : {}),
        };
      }
    },
  );
  server.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }, req: IncomingMessage) => {
    const query = new URL(req.url ?? '', url).searchParams;
    const person = byToken.get(query.get('access_token') ?? '');
    response.body =
      person && person.openid === query.get('openid')
        ? { openid: person.openid, unionid: person.unionid, nickname: person.nickname ?? '' }
        : { errcode: 40003, errmsg: 'invalid openid' };
  });

  return {
    url,
    env: {
      WECHAT_APP_ID: APP_ID,
      WECHAT_APP_SECRET: APP_SECRET,
      WECHAT_AUTHORIZE_URL: `${url}/connect/qrconnect`,
      WECHAT_TOKEN_URL: `${url}/sns/oauth2/access_token`,
      WECHAT_USERINFO_URL: `${url}/sns/userinfo`,
      WECHAT_TOKEN_METHOD: 'POST',
    },
    scanAs: (person) => {
      next = person;
    },
    stop: () => server.stop(),
  };
}
