/**
 * API side of the accounts browser tests: what a test sets up or reads without the screen (the platform
 * operator's outbox, a factory's invite link). Each helper signs in on its own cookie jar.
 */
import { DEMO_PASSWORD, DEMO_PHONES } from './support/session.js';

export class ApiClient {
  private cookie = '';
  constructor(private readonly base: string) {}

  async call<T = any>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<{ status: number; code: number; msg: string; data: T }> {
    const res = await fetch(this.base + path, {
      method,
      headers: { 'content-type': 'application/json', ...(this.cookie ? { cookie: this.cookie } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) this.cookie = setCookie.split(';')[0]!;
    const json = (await res.json()) as { code: number; msg: string; data: T };
    return { status: res.status, ...json };
  }

  static async login(base: string, phone: string, password = DEMO_PASSWORD, clienttype = 7): Promise<ApiClient> {
    const client = new ApiClient(base);
    const res = await client.call('POST', '/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: phone,
      login_password: password,
      clienttype,
    });
    if (res.code !== 1) throw new Error(`API login failed: ${res.msg}`);
    return client;
  }
}

let seq = 0;
/** A mainland mobile number no demo account uses, unique within this run. */
export const freshPhone = () =>
  `137${String(Date.now() % 1e5).padStart(5, '0')}${String(seq++ % 1000).padStart(3, '0')}`;

/** The newest code in the outbox for a destination, as the platform operator reads it (GET /api/admin/message-outbox). */
export async function codeFromOutbox(base: string, destination: string): Promise<string> {
  const platform = await ApiClient.login(base, DEMO_PHONES.platform);
  for (let i = 0; i < 20; i++) {
    const res = await platform.call<{ data: { body: string }[] }>(
      'GET',
      `/api/admin/message-outbox?destination=${encodeURIComponent(destination)}&page_size=1`,
    );
    const code = /\b(\d{6})\b/.exec(res.data.data[0]?.body ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code in the outbox for ${destination}`);
}

/** Registers a user through the API (code read from the outbox); answers the phone and password. */
export async function registerByApi(base: string, name: string): Promise<{ phone: string; password: string }> {
  const phone = freshPhone();
  const password = 'E2e_pass1';
  const anonymous = new ApiClient(base);
  await anonymous.call('POST', '/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'register',
  });
  const verify_code = await codeFromOutbox(base, `+86 ${phone}`);
  const res = await anonymous.call('POST', '/api/service/userregister', {
    phone_area_code: '+86',
    register_phonenum: phone,
    register_password: password,
    register_username: name,
    verify_code,
  });
  if (res.code !== 1) throw new Error(`registration failed: ${res.msg}`);
  return { phone, password };
}
