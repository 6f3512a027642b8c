import { PRODUCT_ID, SPACE_ID } from '@pcbunion/core';
import type { AuthInfo, JoinedEnterprise } from '../api/session';
import { createStore, readStored, writeStored } from './create-store';

/** The browser values of spec 01 §3, kept in localStorage (under a key derived from the space id). */
export interface StoredSession {
  sessionid: string;
  usercode1: string;
  role_no: string;
  enterprise_uid: string;
  enterprise_name: string;
  staff_name: string;
  staff_uid: string;
  user_uid: string;
  user_phone?: string;
  user_avatar?: string;
  /** 1 when the menus include the member centre or consultation and complaints (spec 01 §6). */
  small_bell: 0 | 1;
  /** 1 means staff member (spelling as in the spec). */
  satff_member: 0 | 1;
  /** Set when the login answer's product id differs from the platform's. */
  is_admin: boolean;
  /** The enterprises the account belongs to, for the switch-enterprise dialog. */
  joined_enterprise_info: JoinedEnterprise[];
}

export interface SessionState {
  session: StoredSession | null;
  /** Menus and roles: null until loaded after a login or a reload (the guard loads them). */
  authInfo: AuthInfo | null;
  /** Why the last session ended in this page's life ('logout' also covers conflicts and expiry): the guard then stays quiet. */
  ended: null | 'logout';
}

export const SESSION_KEY = `${SPACE_ID}_session`;
const store = createStore<SessionState>({
  session: readStored<StoredSession | null>(SESSION_KEY, null),
  authInfo: null,
  ended: null,
});

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
  /** Keeps the session and the menus it was granted (routes follow the menus). */
  signIn(session: StoredSession, info: AuthInfo) {
    writeStored(SESSION_KEY, session);
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
    if (session) writeStored(SESSION_KEY, session);
    store.set((s) => ({ ...s, session, authInfo: info }));
  },
  /** The account's enterprises as the server says now (after a join, an accepted invitation, or opening the switch dialog). */
  setJoinedEnterprises(joined: JoinedEnterprise[]) {
    const current = store.get().session;
    if (!current) return;
    const session = { ...current, joined_enterprise_info: joined };
    writeStored(SESSION_KEY, session);
    store.set((s) => ({ ...s, session }));
  },
  /** Logout: roles and session id go, so do the routes built from them. */
  clear() {
    writeStored(SESSION_KEY, null);
    store.set({ session: null, authInfo: null, ended: 'logout' });
  },
};

export function useSession(): SessionState {
  return store.use();
}
