import { useEffect, useState } from 'react';
import { get } from '../../api/http';
import type { LoginAnswer } from '../../api/session';

/** Where the WeChat button sends the browser: the server redirects on to WeChat's QR-code page. */
export const WECHAT_START = '/api/auth/wechat/start';

/** The sign-in answer of the session WeChat's callback opened (as the password step would have answered). */
export const fetchWeChatSignIn = () => get<LoginAnswer>('auth/wechat/signed-in', { silent: true, signIn: true });

/**
 * Whether the server offers WeChat sign-in, asked after the first paint so the login form never waits for it;
 * a failure simply leaves the button out.
 */
export function useWeChatOffered(): boolean {
  const [offered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    const ask = () =>
      get<{ wechat: boolean }>('auth/providers', { silent: true, signIn: true }).then(
        (providers) => live && setOffered(providers.wechat),
        () => undefined,
      );
    const timer = setTimeout(ask, 0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, []);
  return offered;
}

/** What the callback's `?wechat=` says, as a key of the login catalogue's `wechat` texts. */
export function weChatReturn(value: string | null): 'ok' | 'failed' | 'denied' | 'disabled' | 'noenterprise' | null {
  if (value === null) return null;
  return value === 'ok' || value === 'denied' || value === 'disabled' || value === 'noenterprise' ? value : 'failed';
}
