import { PRODUCT_ID } from '@pcbunion/core';
import { identifyCallsWith } from '../api/http';
import type { AuthInfo, JoinedEnterprise } from '../api/session';
import { createStore } from './create-store';
import { readStoredSession, writeStoredSession, type StoredSession } from './stored-values';

export type { StoredSession } from './stored-values';

export interface SessionState {
  session: StoredSession | null;
  /** Menus and roles: null until loaded after a login or a reload (the guard loads them). */
  authInfo: AuthInfo | null;
  /** Why the last session ended in this page's life ('logout' also covers conflicts and expiry): the guard then stays quiet. */
  ended: null | 'logout';
}

const store = createStore<SessionState>({
  session: readStoredSession(),
  authInfo: null,
  ended: null,
});
// Every call carries the product id of the session's login answer (spec 01 §7).
identifyCallsWith(() => store.get().session?.productid);

/** Spec 01 §6: the bell shows when the menus include 会员中心 or 咨询与投诉 (menu 900 / 1000, or by name). */
export function smallBellOf(info: AuthInfo): 0 | 1 {
  const names = ['会员中心', '咨询与投诉'];
  return info.menus.some(
    (m) => m.menu_no === 900 || m.menu_no === 1000 || names.includes(m.menu_names?.['zh-CN'] ?? m.menu_name),
  )
    ? 1
    : 0;
}

export const isAdminProduct = (productid: string | undefined) => !!productid && productid !== PRODUCT_ID;

export const sessionStore = {
  ...store,
  session: () => store.get().session,
  authInfo: () => store.get().authInfo,
  /** Keeps the session (under the names of spec 01 §3) and the menus it was granted (routes follow the menus). */
  signIn(session: StoredSession, info: AuthInfo) {
    writeStoredSession(session);
    store.set({ session, authInfo: info, ended: null });
  },
  /** Auth info loaded again (after a reload): the flags derived from it are refreshed too. */
  setAuthInfo(info: AuthInfo) {
    const current = store.get().session;
    const session = current && {
      ...current,
      small_bell: smallBellOf(info),
      satff_member: info.user.satff_member,
      user_avatar: info.user.avatar ?? undefined,
    };
    if (session) writeStoredSession(session);
    store.set((s) => ({ ...s, session, authInfo: info }));
  },
  /** The account's enterprises as the server says now (after a join, an accepted invitation, or opening the switch dialog). */
  setJoinedEnterprises(joined: JoinedEnterprise[]) {
    const current = store.get().session;
    if (!current) return;
    const session = { ...current, joined_enterprise_info: joined };
    writeStoredSession(session);
    store.set((s) => ({ ...s, session }));
  },
  /** Logout: roles and session id go, so do the routes built from them. */
  clear() {
    writeStoredSession(null);
    store.set({ session: null, authInfo: null, ended: 'logout' });
  },
};

export function useSession(): SessionState {
  return store.use();
}
