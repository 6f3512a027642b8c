/**
 * Helpers for the account areas' server tests (imported by *.test.ts only): read codes from the message outbox
 * through the platform operator's API, register people, and give each test its own client address.
 */
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { Client, loginAs, type TestServer } from '../../../../test/test-server.js';

let addressSeq = 0;
/** A client whose requests come from their own address (X-Forwarded-For; the test server trusts loopback as its proxy). */
export class AddressedClient extends Client {
  readonly address: string;
  constructor(
    base: string,
    language = 'en',
    address = `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq++ & 255}`,
  ) {
    super(base, language);
    this.address = address;
  }
  override call<T = any>(method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
    return super.call<T>(method, url, body, { 'x-forwarded-for': this.address, ...headers });
  }
}

let phoneSeq = 0;
/** A fresh mainland mobile number for this test run (never a demo account's). */
export const freshPhone = () =>
  `139${String(process.pid % 10000).padStart(4, '0')}${String(phoneSeq++).padStart(4, '0')}`;

let outboxQueue: Promise<unknown> = Promise.resolve();

/**
 * The newest code sent to a destination (`+86 139…` or an e-mail), as the platform operator sees it in the outbox.
 * Reads one at a time: each read signs the operator in, which ends the operator's previous session.
 */
export function codeFromOutbox(server: TestServer, destination: string): Promise<string> {
  const read = outboxQueue.then(async () => {
    const platform = await loginAs(server.url, 'platform');
    const res = await platform.get(
      `/api/admin/message-outbox?destination=${encodeURIComponent(destination)}&page_size=1`,
    );
    expect(res.status).toBe(200);
    const body: string | undefined = res.body.data.data[0]?.body;
    const code = body && /\b(\d{6})\b/.exec(body)?.[1];
    if (!code) throw new Error(`no code in the outbox for ${destination}`);
    return code;
  });
  outboxQueue = read.catch(() => undefined);
  return read;
}

/** Requests a code for a phone and reads it from the outbox. */
export async function phoneCode(server: TestServer, phone: string, purpose: string, areaCode = '+86'): Promise<string> {
  const res = await new AddressedClient(server.url).post('/api/service/alimessagecode', {
    phone_area_code: areaCode,
    phone_num: phone,
    template_type: purpose,
  });
  if (res.body.code !== 1) throw new Error(`code for ${phone} refused: ${res.body.msg}`);
  return codeFromOutbox(server, `${areaCode} ${phone}`);
}

/** Registers a new user by phone and answers the phone and password. */
export async function registerUser(
  server: TestServer,
  name = 'Tester',
): Promise<{ phone: string; password: string; uid: string }> {
  const phone = freshPhone();
  const password = 'Test_pass1';
  const verify_code = await phoneCode(server, phone, 'register');
  const res = await new AddressedClient(server.url).post('/api/service/userregister', {
    phone_area_code: '+86',
    register_phonenum: phone,
    register_password: password,
    register_username: name,
    verify_code,
  });
  expect(res.body).toMatchObject({ code: 1 });
  return { phone, password, uid: res.body.data.user_uid };
}

export async function loginByPhone(
  server: TestServer,
  phone: string,
  password: string,
  clienttype?: number,
): Promise<AddressedClient> {
  const client = new AddressedClient(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: password,
    clienttype,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
  return client;
}

/** Moves a limit's window or a code's expiry into the past, as if the time had passed. */
export async function ageRateLimits(server: TestServer, keyPrefix: string, seconds: number) {
  await server.database.db.execute(
    sql`update rate_limit_windows set window_start = window_start - make_interval(secs => ${seconds}) where key like ${`${keyPrefix}%`}`,
  );
}

export async function expireCodes(server: TestServer, destination: string) {
  await server.database.db.execute(
    sql`update verification_codes set expires_at = now() - interval '1 second' where destination = ${destination}`,
  );
}
