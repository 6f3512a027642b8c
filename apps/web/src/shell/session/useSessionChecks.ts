import { EXPIRY_CHECK_INTERVAL_MS, LOGIN_VALIDITY_CHECK_INTERVAL_MS } from '@pcbunion/core';
import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { ApiError, onUnauthorized } from '../../api/http';
import { checkAuth, enterpriseExpiry, pollingLogin, verifyLogin } from '../../api/shell';
import { sessionStore } from '../../stores/session';
import { dropTimerId, keepTimerId } from '../../stores/stored-values';
import { sessionChecksEnabled } from './checks';
import { useSignOut, type SignOutOptions } from './useSignOut';

/**
 * The periodic checks of spec 01 §4, §8, §9 while signed in: verify_login and polling-login (another endpoint took
 * the account), the session-validity check (must answer `true`; not on development hosts), and the enterprise
 * expiry query. Returns `checkNow` for the message channel's "session replaced" event.
 *
 * Whatever the host, a 401 on any call ends the session at once with the message of spec 01 §8 that fits:
 * polling-login tells whether another endpoint took the account (conflict) or the session expired / was ended.
 */
export function useSessionChecks(): () => void {
  const { t } = useTranslation('shell');
  const signOut = useSignOut();
  const location = useLocation();
  const here = location.pathname + location.search;
  const ended = useRef(false);

  const end = useEffectEvent((options: SignOutOptions) => {
    if (ended.current) return;
    ended.current = true;
    void signOut(options);
  });
  /** Ends the session with the way back to the page shown now. */
  const endHere = useEffectEvent((error?: string) => end({ ...(error ? { error } : {}), redirect: here }));

  const verify = useEffectEvent(async () => {
    const session = sessionStore.session();
    if (!session) return;
    try {
      const { sessionid } = await verifyLogin();
      if (sessionid !== session.sessionid) return end({ error: t('sessionReplaced') });
      const polled = await pollingLogin(session.sessionid);
      if (!polled.active) endHere(polled.reason === 'replaced' ? t('sessionReplaced') : t('sessionLost'));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) endHere(t('sessionLost'));
    }
  });

  useEffect(() => {
    let asking = false;
    onUnauthorized(() => {
      const session = sessionStore.session();
      if (!session || ended.current || asking) return;
      asking = true;
      pollingLogin(session.sessionid)
        .then(
          (state) => (state.reason === 'replaced' ? end({ error: t('sessionReplaced') }) : endHere(t('sessionLost'))),
          () => endHere(t('sessionLost')),
        )
        .finally(() => {
          asking = false;
        });
    });
    return () => onUnauthorized(null);
  }, [t]);

  useEffect(() => {
    ended.current = false;
    const timers: ReturnType<typeof setInterval>[] = [];
    if (sessionChecksEnabled()) {
      timers.push(setInterval(() => void verify(), LOGIN_VALIDITY_CHECK_INTERVAL_MS));
      timers.push(
        setInterval(() => {
          void checkAuth()
            .then((text) => text !== 'true' && endHere())
            .catch(() => undefined);
        }, LOGIN_VALIDITY_CHECK_INTERVAL_MS),
      );
    }
    const expiryTimer = setInterval(() => {
      const session = sessionStore.session();
      if (!session?.sessionid) return;
      enterpriseExpiry(session.enterprise_uid).catch((error) => {
        if (error instanceof ApiError && error.status === 200 && error.code !== 1)
          end({ error: error.message || t('enterpriseExpired') });
      });
    }, EXPIRY_CHECK_INTERVAL_MS);
    timers.push(expiryTimer);
    // Spec 01 §3 `timerId`: the timer that runs on every host, kept while it runs and gone once stopped.
    keepTimerId(Number(expiryTimer));
    return () => {
      timers.forEach(clearInterval);
      dropTimerId();
    };
  }, [t]);

  // "Check now" (the message channel's "session replaced") asks the verification of an effect, which sees the
  // latest session and page; the function stays the same for the life of the layout.
  const [checksAsked, askCheck] = useState(0);
  useEffect(() => {
    if (checksAsked > 0) void verify();
  }, [checksAsked]);
  return useCallback(() => askCheck((n) => n + 1), []);
}
