import { ERROR_TOAST_MS } from '@pcbunion/core';
import { useCallback } from 'react';
import { queryClient } from '../../api/query-client';
import { logout } from '../../api/session';
import { sessionStore } from '../../stores/session';
import { tagsStore } from '../../stores/tags-view';
import { useAppNavigate } from '../hooks/useAppNavigate';
import { useToast } from '../system/toast';

export interface SignOutOptions {
  /** An error shown for 5 s (conflict, expiry, lost session). */
  error?: string;
  /** A success note (password changed). */
  success?: string;
  /** Come back here after the next login. */
  redirect?: string;
}

/**
 * Logout (spec 01 §4): roles and session id cleared, the timers stop (the layout that runs them goes away),
 * tabs and cached pages dropped, the routes built from the menus gone, the server session revoked.
 */
export function useSignOut() {
  const navigate = useAppNavigate();
  const message = useToast();
  return useCallback(
    async (options: SignOutOptions = {}) => {
      tagsStore.clear();
      sessionStore.clear();
      queryClient.clear();
      if (options.error) void message.error({ content: options.error, duration: ERROR_TOAST_MS / 1000 });
      if (options.success) void message.success(options.success);
      navigate(options.redirect ? `/login?redirect=${encodeURIComponent(options.redirect)}` : '/login', {
        replace: true,
      });
      await logout().catch(() => undefined);
    },
    [message, navigate],
  );
}
