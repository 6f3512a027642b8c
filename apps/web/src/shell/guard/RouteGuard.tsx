import { ERROR_TOAST_MS, LOGIN_REDIRECT_DELAY_MS } from '@pcbunion/core';
import { Spin } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { ApiError } from '../../api/http';
import { fetchAuthInfo, logout } from '../../api/session';
import { sessionStore, useSession } from '../../stores/session';
import { tagsStore } from '../../stores/tags-view';
import { isPublicPath } from '../routes/fixed-routes';
import { useToast } from '../system/toast';

const loginWith = (redirect: string) => `/login?redirect=${encodeURIComponent(redirect)}`;

/**
 * The route guard of spec 01 §4, in one place:
 *  - roles (auth info) loaded → pass;
 *  - no session → public paths pass; otherwise after 500 ms to /login with a redirect back and the "login status
 *    invalid" message (5 s) — not for / and /dashboard (a plain visitor), nor right after a logout;
 *  - a stored session without roles (a reload) → load auth info (the routes are built from its menus; the avatar and
 *    the message listener come with the layout); on failure clear the session, log out, show the error, go to login.
 */
export default function RouteGuard() {
  const { session, authInfo, ended } = useSession();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const message = useToast();
  const { t } = useTranslation('shell');
  const publicPath = isPublicPath(pathname);
  const waiting = !session && !publicPath;

  useEffect(() => {
    if (!waiting) return undefined;
    const quiet = ended === 'logout' || pathname === '/' || pathname === '/dashboard';
    const timer = setTimeout(() => {
      if (!quiet) void message.error({ content: t('sessionLost'), duration: ERROR_TOAST_MS / 1000 });
      navigate(loginWith(pathname + search), { replace: true });
    }, LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [waiting, ended, pathname, search, navigate, message, t]);

  const needsRoles = !!session && !authInfo;
  useEffect(() => {
    if (!needsRoles) return undefined;
    let live = true;
    fetchAuthInfo({ silent: true }).then(
      (info) => live && sessionStore.setAuthInfo(info),
      (error: unknown) => {
        if (!live) return;
        tagsStore.clear();
        sessionStore.clear();
        void logout().catch(() => undefined);
        const text = error instanceof ApiError && error.message ? error.message : t('sessionLost');
        void message.error({ content: text, duration: ERROR_TOAST_MS / 1000 });
        const here = window.location.pathname + window.location.search;
        navigate(isPublicPath(window.location.pathname) ? '/login' : loginWith(here), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [needsRoles, navigate, message, t]);

  if (authInfo || publicPath) return <Outlet />;
  if (session) return <Spin fullscreen />;
  return null;
}
