import { PRODUCT_ID, SPACE_ID } from '@pcbunion/core';
import Cookies from 'js-cookie';
import type { JoinedEnterprise } from '../api/session';

/**
 * Everything the app keeps in the browser, and the one module that touches localStorage, sessionStorage and cookies.
 * The session's values live under the names of spec 01 §3, one key each (the session id under a key derived from
 * the space id); the app's own values (settings, kept messages, the pending enterprise choice) under `pcb_…` names.
 * A browser that refuses storage (private mode, full, disabled) keeps nothing: reads give nothing, writes are dropped.
 */
type Area = 'local' | 'session';

function storage(area: Area): Storage | undefined {
  try {
    return area === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined; // a browser refusing storage throws on access
  }
}

function read(area: Area, key: string): string | null {
  try {
    return storage(area)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string | null | undefined): void {
  try {
    if (value === null || value === undefined) storage(area)?.removeItem(key);
    else storage(area)?.setItem(key, value);
  } catch {
    /* storage full or disabled: the value lives in memory only */
  }
}

function readJson<T>(area: Area, key: string, fallback: T): T {
  const raw = read(area, key);
  if (raw === null) return fallback;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return fallback;
  }
}

const writeJson = (area: Area, key: string, value: unknown) =>
  write(area, key, value === null || value === undefined ? null : JSON.stringify(value));

/** A value kept under a name used before this module: read once under the old name, then moved to the new one. */
function readMoving(area: Area, key: string, oldKey: string): string | null {
  const value = read(area, key);
  if (value !== null) return value;
  const old = read(area, oldKey);
  if (old !== null) {
    write(area, key, old);
    write(area, oldKey, null);
  }
  return old;
}

// ---- The session (spec 01 §3), in localStorage ---------------------------------------------------------------------

/** The values of a signed-in session, each kept under its own name. */
export interface StoredSession {
  sessionid: string;
  /** The tenant: the enterprise the session is in (every business row belongs to one, DESIGN.md § Data). */
  scf_tenantid: string;
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
  /** The product id of the login answer: every call carries it (spec 01 §7); another than ours makes an admin (§6). */
  productid: string;
  /** The enterprises the account belongs to, for the switch-enterprise dialog. */
  joined_enterprise_info: JoinedEnterprise[];
}

/** Spec 01 §3: the session id is kept under a key derived from the space id. */
export const SESSION_ID_KEY = `${SPACE_ID}_sessionid`;
/** Before issue 30 the whole session was one JSON value under this key. */
const OLD_SESSION_KEY = `${SPACE_ID}_session`;

const TEXTS = [
  'scf_tenantid',
  'usercode1',
  'role_no',
  'enterprise_uid',
  'enterprise_name',
  'staff_name',
  'staff_uid',
  'user_uid',
  'productid',
] as const;
const OPTIONAL_TEXTS = ['user_phone', 'user_avatar'] as const;
const FLAGS = ['small_bell', 'satff_member'] as const;
const JOINED = 'joined_enterprise_info';

/** Every key the session is kept under, the session id's first. */
export const SESSION_KEYS: readonly string[] = [SESSION_ID_KEY, ...TEXTS, ...OPTIONAL_TEXTS, ...FLAGS, JOINED];

/** The signed-in session as the browser keeps it, or null; a session kept the old way is moved to the new names. */
export function readStoredSession(): StoredSession | null {
  const sessionid = read('local', SESSION_ID_KEY);
  if (sessionid === null) return moveOldSession();
  const text = (key: (typeof TEXTS)[number]) => read('local', key) ?? '';
  const enterprise_uid = text('enterprise_uid');
  return {
    sessionid,
    scf_tenantid: text('scf_tenantid') || enterprise_uid,
    usercode1: text('usercode1'),
    role_no: text('role_no'),
    enterprise_uid,
    enterprise_name: text('enterprise_name'),
    staff_name: text('staff_name'),
    staff_uid: text('staff_uid'),
    user_uid: text('user_uid'),
    user_phone: read('local', 'user_phone') ?? undefined,
    user_avatar: read('local', 'user_avatar') ?? undefined,
    small_bell: read('local', 'small_bell') === '1' ? 1 : 0,
    satff_member: read('local', 'satff_member') === '1' ? 1 : 0,
    productid: text('productid') || PRODUCT_ID,
    joined_enterprise_info: readJson<JoinedEnterprise[]>('local', JOINED, []),
  };
}

/** Keeps the session under the spec's names, or forgets every one of them (null: logout). */
export function writeStoredSession(session: StoredSession | null): void {
  write('local', OLD_SESSION_KEY, null);
  if (!session) {
    for (const key of SESSION_KEYS) write('local', key, null);
    return;
  }
  write('local', SESSION_ID_KEY, session.sessionid);
  for (const key of [...TEXTS, ...OPTIONAL_TEXTS]) write('local', key, session[key]);
  for (const key of FLAGS) write('local', key, String(session[key]));
  writeJson('local', JOINED, session.joined_enterprise_info);
}

type OldSession = Partial<Omit<StoredSession, 'small_bell' | 'satff_member'>> & {
  small_bell?: number;
  satff_member?: number;
};

/** A session kept before issue 30 (one JSON value): moved to the spec's names once, so nobody is signed out by it. */
function moveOldSession(): StoredSession | null {
  const old = readJson<OldSession | null>('local', OLD_SESSION_KEY, null);
  if (!old?.sessionid) {
    write('local', OLD_SESSION_KEY, null);
    return null;
  }
  const session: StoredSession = {
    sessionid: old.sessionid,
    scf_tenantid: old.scf_tenantid || (old.enterprise_uid ?? ''),
    usercode1: old.usercode1 ?? '',
    role_no: old.role_no ?? '',
    enterprise_uid: old.enterprise_uid ?? '',
    enterprise_name: old.enterprise_name ?? '',
    staff_name: old.staff_name ?? '',
    staff_uid: old.staff_uid ?? '',
    user_uid: old.user_uid ?? '',
    user_phone: old.user_phone,
    user_avatar: old.user_avatar,
    small_bell: old.small_bell === 1 ? 1 : 0,
    satff_member: old.satff_member === 1 ? 1 : 0,
    productid: old.productid || PRODUCT_ID,
    joined_enterprise_info: old.joined_enterprise_info ?? [],
  };
  writeStoredSession(session);
  return session;
}

// ---- The session checks' timer (spec 01 §3 `timerId`), in sessionStorage -------------------------------------------

const TIMER_ID = 'timerId';

/**
 * The id of the running session-check timer, kept as `timerId` for this tab (a timer id means something only to the
 * page that made it). Null: no timer runs.
 */
export const storedTimerId = (): number | null => {
  const id = read('session', TIMER_ID);
  return id === null ? null : Number(id);
};
export const keepTimerId = (id: number) => write('session', TIMER_ID, String(id));
/** The timer stopped — or the page before a reload left its id, naming no timer of this page. */
export const dropTimerId = () => write('session', TIMER_ID, null);

// ---- Other values ---------------------------------------------------------------------------------------------------

/** Spec 01 §2.4 / §3: the secret passed at start-up, kept for this tab and sent as `mac` (before issue 30: `pcb_mac`). */
export const startupSecretValue = {
  get: () => readMoving('session', 'mac', 'pcb_mac') ?? undefined,
  set: (secret: string) => write('session', 'mac', secret),
};

/** The login answer waiting for an enterprise choice, for the `to_select` view of this tab. */
export const pendingLoginValue = {
  get: <T>() => readJson<T | null>('session', 'pcb_pending_login', null),
  set: (answer: unknown) => writeJson('session', 'pcb_pending_login', answer || null),
};

/** Spec 01 §3 settings (theme, tagsView, fixedHeader, sidebarLogo), remembered per browser. */
export const settingsValue = {
  get: <T>(fallback: T) => readJson('local', 'pcb_settings', fallback),
  set: (settings: unknown) => writeJson('local', 'pcb_settings', settings),
};

/** Spec 01 §7: the messages of the message channel, kept locally. */
export const messagesValue = {
  get: <T>(fallback: T) => readJson('local', 'pcb_messages', fallback),
  set: (messages: unknown) => writeJson('local', 'pcb_messages', messages),
};

/** Spec 01 §3: the `language` cookie (the server reads it for its messages), with a copy in localStorage. */
export const languageValue = {
  /** The cookie's value, else the copy's, else null. */
  get: (isLanguage: (value: string) => boolean): string | null => {
    const cookie = Cookies.get('language');
    if (cookie && isLanguage(cookie)) return cookie;
    return read('local', 'language');
  },
  set: (language: string) => {
    write('local', 'language', language);
    Cookies.set('language', language, { path: '/', expires: 365, sameSite: 'lax' });
  },
};

/** Spec 01 §3: the `sidebarStatus` cookie, 1 open / 0 closed; open unless it says 0. */
export const sidebarStatusValue = {
  get: () => Cookies.get('sidebarStatus') !== '0',
  set: (opened: boolean) => Cookies.set('sidebarStatus', opened ? '1' : '0', { sameSite: 'lax', expires: 365 }),
};

/** Tests force the periodic checks on (`1`) or off (`0`) with localStorage `pcb_checks`; null: not forced. */
export const forcedChecksValue = (): boolean | null => {
  const stored = read('local', 'pcb_checks');
  return stored === '1' ? true : stored === '0' ? false : null;
};
