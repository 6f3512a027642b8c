import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LoginAnswer } from '../../api/session';
import { useToast } from '../../shell/system/toast';
import { fetchWeChatSignIn, weChatReturn } from './wechat';

/**
 * Back from WeChat (`/login?wechat=ok` or an error): signed in, the session's answer goes the way of a password
 * sign-in (straight in, or the enterprise choice); an error is told in the reader's language.
 */
export function useWeChatReturn(flow: {
  signedIn: (answer: LoginAnswer) => Promise<void>;
  fail: (error: unknown) => void;
}) {
  const { t } = useTranslation('login');
  const message = useToast();
  const [params, setParams] = useSearchParams();
  const handled = useRef(false);
  useEffect(() => {
    const result = weChatReturn(params.get('wechat'));
    if (!result || handled.current) return;
    handled.current = true;
    const rest = new URLSearchParams(params);
    rest.delete('wechat');
    setParams(rest, { replace: true });
    if (result === 'ok') void fetchWeChatSignIn().then(flow.signedIn, flow.fail);
    else void message.error({ content: t(`wechat.${result}`), duration: 5 });
    // Once per return from WeChat: the parameter is gone after the first run.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
