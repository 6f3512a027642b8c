import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, messageOutbox, messages, staff } from '../../../db/schema/index.js';
import { loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { AddressedClient, registerUser } from '../accounts/test-support.js';
import { HISTORY_KEPT, recordSignIn } from './service/record.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const CHROME_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const DAY_MS = 24 * 3600 * 1000;

const signIn = (client: AddressedClient, who: { phone: string; password: string }, userAgent = CHROME_ON_WINDOWS) =>
  client.post(
    '/api/service/login',
    { login_type: 'phone', phone_area_code: '+86', login_phone: who.phone, login_password: who.password },
    { 'user-agent': userAgent },
  );

const historyOf = async (client: AddressedClient) => {
  const res = await client.get('/api/profile/sign-ins');
  expect(res.status).toBe(200);
  return res.body.data as { data: Array<Record<string, any>>; total: number };
};

const alertsOf = async (accountUid: string) => {
  const db = server.database.db;
  const [bells] = await db
    .select({ n: count() })
    .from(messages)
    .where(and(eq(messages.recipientAccountUid, accountUid), eq(messages.kind, 'sign_in')));
  return Number(bells?.n ?? 0);
};

const textsTo = async (phone: string) =>
  server.database.db
    .select()
    .from(messageOutbox)
    .where(and(eq(messageOutbox.destination, `+86 ${phone}`), eq(messageOutbox.template, 'new_sign_in')));

describe('sign-in history', () => {
  it('records each attempt with the address, browser and system, and why it failed, in the reader’s language', async () => {
    const user = await registerUser(server, 'History');
    const client = new AddressedClient(server.url, 'zh-CN');
    expect((await signIn(client, { ...user, password: 'Wrong_pass1' })).status).toBe(401);
    expect((await signIn(client, user)).body.code).toBe(1);

    const history = await historyOf(client);
    expect(history.data.slice(0, 2)).toMatchObject([
      {
        success: true,
        outcome: 'success',
        outcome_text: '登录成功',
        method: 'password',
        ip: client.address,
        browser: 'Chrome 126',
        system: 'Windows 10',
      },
      { success: false, outcome: 'password_wrong', outcome_text: '密码错误' },
    ]);
  });

  it('records a throttled try and a disabled account', async () => {
    const user = await registerUser(server, 'Throttled');
    const client = new AddressedClient(server.url);
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i++)
      status = (await signIn(client, { ...user, password: 'Wrong_pass1' })).status;
    expect(status).toBe(429);
    await server.database.db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.uid, user.uid));
    expect((await signIn(new AddressedClient(server.url), user)).status).toBe(401);
    await server.database.db.update(accounts).set({ status: 'active' }).where(eq(accounts.uid, user.uid));

    const owner = new AddressedClient(server.url);
    expect((await signIn(owner, user)).body.code).toBe(1);
    const outcomes = (await historyOf(owner)).data.map((r) => r.outcome);
    expect(outcomes.slice(0, 3)).toEqual(['success', 'account_disabled', 'throttled']);
    expect(outcomes.filter((o) => o === 'password_wrong').length).toBeGreaterThanOrEqual(5);
  });

  it('keeps only the last 100 attempts of an account', async () => {
    const user = await registerUser(server, 'Hundred');
    const start = Date.now() - 200 * 60_000;
    for (let i = 0; i < HISTORY_KEPT + 10; i++)
      await recordSignIn(server.database.db, {
        accountUid: user.uid,
        method: 'password',
        outcome: 'password_wrong',
        ip: '10.9.9.9',
        language: 'en',
        at: new Date(start + i * 60_000),
      });
    const client = new AddressedClient(server.url);
    expect((await signIn(client, user)).body.code).toBe(1);
    const history = await historyOf(client);
    expect(history.total).toBe(HISTORY_KEPT);
    expect(history.data[0]).toMatchObject({ outcome: 'success' });
    const [stored] = await server.database.db
      .execute<{ n: number }>(sql`select count(*)::int as n from sign_in_attempts where account_uid = ${user.uid}`)
      .then((r) => (Array.isArray(r) ? r : (r as { rows: { n: number }[] }).rows));
    expect(Number(stored!.n)).toBe(HISTORY_KEPT);
  });
});

describe('staff sign-ins for enterprise admins', () => {
  it('shows the admin its own staff’s sign-ins, searchable by person and date, never another enterprise’s', async () => {
    await loginAs(server.url, 'customer');
    const factory = await loginAs(server.url, 'factory');
    const all = await factory.get('/api/staff/sign-ins?page_size=100');
    expect(all.status).toBe(200);
    expect(all.body.data.total).toBeGreaterThan(0);
    const names = new Set(all.body.data.data.map((r: { phone: string }) => r.phone));
    expect(names.has('13800000001')).toBe(true);
    expect(names.has('13800000002')).toBe(false);

    const byPerson = await factory.get('/api/staff/sign-ins?person=13800000002');
    expect(byPerson.body.data.total).toBe(0);
    const future = await factory.get('/api/staff/sign-ins?date_from=2999-01-01');
    expect(future.body.data.total).toBe(0);
    const paged = await factory.get('/api/staff/sign-ins?page_size=1&page_no=1');
    expect(paged.body.data.data).toHaveLength(1);

    const bad = await factory.call('GET', '/api/staff/sign-ins?date_from=yesterday', undefined, {
      'accept-language': 'es',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data).toMatchObject({ field: 'date_from' });
  });

  it('refuses staff who are not admins', async () => {
    const user = await registerUser(server, 'Not admin');
    await server.database.db.update(staff).set({ isAdmin: false }).where(eq(staff.accountUid, user.uid));
    const client = new AddressedClient(server.url);
    expect((await signIn(client, user)).body.code).toBe(1);
    expect((await client.get('/api/staff/sign-ins')).status).toBe(403);
  });
});

describe('new-browser alert', () => {
  it('rings once for a browser new to the account, not again for a known one, and again after 90 days', async () => {
    const user = await registerUser(server, 'Alerted');
    const home = new AddressedClient(server.url);
    expect((await signIn(home, user)).body.code).toBe(1);
    expect(await alertsOf(user.uid)).toBe(0);

    const travelling = new AddressedClient(server.url, 'ja');
    const first = await signIn(travelling, user, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Firefox/128.0');
    expect(first.body.code).toBe(1);
    expect(await alertsOf(user.uid)).toBe(1);
    const texts = await textsTo(user.phone);
    expect(texts).toHaveLength(1);
    // In the account's language (that of its earlier sign-in), not the new browser's.
    expect(texts[0]!.language).toBe('en');
    expect(texts[0]!.body).toContain(travelling.address);
    expect((await historyOf(travelling)).data[0]).toMatchObject({ new_browser: true });

    await signIn(travelling, user, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Firefox/128.0');
    expect(await alertsOf(user.uid)).toBe(1);

    // The device cookie identifies the browser wherever it signs in from.
    const cookie = first.cookie?.match(/pcb_device=([^;]+)/)?.[1];
    expect(cookie).toBeTruthy();
    const moved = new AddressedClient(server.url);
    await moved.post(
      '/api/service/login',
      { login_type: 'phone', phone_area_code: '+86', login_phone: user.phone, login_password: user.password },
      { cookie: `pcb_device=${cookie}` },
    );
    expect(await alertsOf(user.uid)).toBe(1);

    try {
      server.app.clock.set(new Date(Date.now() + 91 * DAY_MS));
      await signIn(travelling, user, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) Firefox/128.0');
      expect(await alertsOf(user.uid)).toBe(2);
      expect(await textsTo(user.phone)).toHaveLength(2);
    } finally {
      server.app.clock.useSystemTime();
    }
  });
});
