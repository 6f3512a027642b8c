import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  dropTimerId,
  keepTimerId,
  languageValue,
  readStoredSession,
  SESSION_KEYS,
  sidebarStatusValue,
  startupSecretValue,
  storedTimerId,
  writeStoredSession,
  type StoredSession,
} from './stored-values';

/** The browser's Storage, in memory (the web tests run in Node). */
class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  entries() {
    return Object.fromEntries(this.items);
  }
}

/** `document.cookie` as a browser keeps it: each write sets one cookie, a read lists them all. */
function cookieJar() {
  const jar = new Map<string, string>();
  return {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const at = pair.indexOf('=');
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    },
    jar,
  };
}

let local: MemoryStorage;
let session: MemoryStorage;
let document: ReturnType<typeof cookieJar>;
beforeEach(() => {
  local = new MemoryStorage();
  session = new MemoryStorage();
  document = cookieJar();
  vi.stubGlobal('localStorage', local);
  vi.stubGlobal('sessionStorage', session);
  vi.stubGlobal('document', document);
});
afterEach(() => vi.unstubAllGlobals());

const signedIn: StoredSession = {
  sessionid: 'S-1',
  scf_tenantid: 'E0001',
  usercode1: 'U0001',
  role_no: 'R1',
  enterprise_uid: 'E0001',
  enterprise_name: 'Demo PCB Factory',
  staff_name: 'Zoe Admin',
  staff_uid: 'ST1',
  user_uid: 'A1',
  user_phone: '13800000001',
  user_avatar: '/api/file/getfile?productid=pcb_uniontrans&id=x&download=0',
  small_bell: 1,
  satff_member: 0,
  productid: 'pcb_uniontrans',
  joined_enterprise_info: [
    {
      enterprise_uid: 'E0001',
      enterprise_name: 'Demo PCB Factory',
      enterprise_kind: 'factory',
      department: null,
      is_admin: true,
      staff_name: 'Zoe Admin',
      staff_uid: 'ST1',
    },
  ],
};

describe('the session kept in the browser (spec 01 §3)', () => {
  it('keeps each value under the name the spec gives it, the session id under a key derived from the space id', () => {
    writeStoredSession(signedIn);
    expect(local.entries()).toMatchObject({
      pcb_uniontrans_sessionid: 'S-1',
      scf_tenantid: 'E0001',
      usercode1: 'U0001',
      role_no: 'R1',
      enterprise_uid: 'E0001',
      enterprise_name: 'Demo PCB Factory',
      staff_name: 'Zoe Admin',
      staff_uid: 'ST1',
      user_uid: 'A1',
      user_phone: '13800000001',
      user_avatar: signedIn.user_avatar,
      small_bell: '1',
      satff_member: '0',
      productid: 'pcb_uniontrans',
    });
    expect(readStoredSession()).toEqual(signedIn);
  });

  it('forgets every one of them at logout, and reads no session where none is kept', () => {
    writeStoredSession(signedIn);
    writeStoredSession(null);
    expect(local.length).toBe(0);
    expect(readStoredSession()).toBeNull();
    expect(SESSION_KEYS).toContain('pcb_uniontrans_sessionid');
  });

  it('moves a session kept the old way (one JSON value) to the spec names once, so nobody is signed out by it', () => {
    const { scf_tenantid: _tenant, productid: _product, ...before } = signedIn;
    local.setItem('pcb_uniontrans_session', JSON.stringify({ ...before, is_admin: false }));
    expect(readStoredSession()).toEqual(signedIn);
    expect(local.getItem('pcb_uniontrans_session')).toBeNull();
    expect(local.getItem('pcb_uniontrans_sessionid')).toBe('S-1');
    expect(local.getItem('scf_tenantid')).toBe('E0001');
    expect(readStoredSession()).toEqual(signedIn);
  });

  it('drops an old value that cannot be read, and signs nobody in with it', () => {
    local.setItem('pcb_uniontrans_session', '{not json');
    expect(readStoredSession()).toBeNull();
    expect(local.getItem('pcb_uniontrans_session')).toBeNull();
  });

  it('keeps nothing and throws nothing where the browser refuses storage', () => {
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    vi.stubGlobal('localStorage', refusing);
    expect(() => writeStoredSession(signedIn)).not.toThrow();
    expect(readStoredSession()).toBeNull();
  });
});

describe('the other values the spec names', () => {
  it('keeps the session-check timer id as timerId for this tab while it runs', () => {
    expect(storedTimerId()).toBeNull();
    keepTimerId(42);
    expect(session.getItem('timerId')).toBe('42');
    expect(storedTimerId()).toBe(42);
    dropTimerId();
    expect(storedTimerId()).toBeNull();
  });

  it('keeps the start-up secret as mac for this tab, moving one kept as pcb_mac', () => {
    session.setItem('pcb_mac', 's3cret-42');
    expect(startupSecretValue.get()).toBe('s3cret-42');
    expect(session.entries()).toEqual({ mac: 's3cret-42' });
    startupSecretValue.set('other');
    expect(startupSecretValue.get()).toBe('other');
  });

  it('remembers the language in the language cookie, which wins over the stored copy', () => {
    const isLanguage = (value: string) => ['en', 'zh-CN', 'zh-TW'].includes(value);
    expect(languageValue.get(isLanguage)).toBeNull();
    languageValue.set('zh-TW');
    expect(document.jar.get('language')).toBe('zh-TW');
    expect(local.getItem('language')).toBe('zh-TW');
    local.setItem('language', 'en');
    expect(languageValue.get(isLanguage)).toBe('zh-TW');
    document.cookie = 'language=xx';
    expect(languageValue.get(isLanguage)).toBe('en');
  });

  it('keeps the sidebar in the sidebarStatus cookie, 1 open and 0 closed, open when unset', () => {
    expect(sidebarStatusValue.get()).toBe(true);
    sidebarStatusValue.set(false);
    expect(document.jar.get('sidebarStatus')).toBe('0');
    expect(sidebarStatusValue.get()).toBe(false);
    sidebarStatusValue.set(true);
    expect(document.jar.get('sidebarStatus')).toBe('1');
  });
});

describe('one module touches browser storage', () => {
  const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const DIRECT = /\b(?:localStorage|sessionStorage)\s*[.[]|document\.cookie|from 'js-cookie'/;
  const sourceFiles = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return sourceFiles(file);
      return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
    });

  it('leaves no localStorage, sessionStorage or cookie access outside stores/stored-values.ts', () => {
    const files = sourceFiles(src);
    expect(files.length).toBeGreaterThan(100);
    const direct = files
      .map((file) => path.relative(src, file).split(path.sep).join('/'))
      .filter((name) => name !== 'stores/stored-values.ts')
      .filter((name) => DIRECT.test(fs.readFileSync(path.join(src, name), 'utf8')));
    expect(direct).toEqual([]);
  });
});
