import { strFromU8, unzipSync } from 'fflate';
import { sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginAs, type Client, type TestServer, startTestServer } from '../../../test/test-server.js';
import {
  AddressedClient,
  ageRateLimits,
  codeFromOutbox,
  freshPhone,
  loginByPhone,
} from '../identity/accounts/test-support.js';
import { balance, ledgerBalanced, placedOrder, recharge, shippingAddress } from '../order/test-support.js';

process.env.JOBS_POLL_MS = '0';

let server: TestServer;
let factory: Client;
let operator: Client;
beforeAll(async () => {
  server = await startTestServer();
  [factory, operator] = await Promise.all([loginAs(server.url, 'factory'), loginAs(server.url, 'platform')]);
}, 60_000);
afterAll(() => server.stop());

const PASSWORD = 'Privacy_2026x';
const CARD = '6222020012345678901';
const UPLOAD = Buffer.from('%FSLAX26Y26*%\n%MOMM*%\nD10*\nX0Y0D02*\nX1000000Y0D01*\nM02*\n');

async function upload(client: Client, name: string, bytes: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([bytes]), name);
  const res = await fetch(`${server.url}/api/file/upload?productid=pcb_uniontrans`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie! },
  });
  expect(res.status).toBe(200);
}

/** A new person with their own (personal) customer enterprise, signed in, with an address, a card and a file. */
async function person(name: string) {
  const phone = freshPhone();
  const who = { phone, password: PASSWORD, uid: await register(phone, name) };
  const client = await loginByPhone(server, who.phone, who.password);
  await shippingAddress(client);
  const card = await client.post('/api/wallet/bank-accounts', {
    holder: name,
    bank: 'Bank of China',
    branch: 'Shenzhen Nanshan',
    cardNumber: CARD,
  });
  expect(card.status, JSON.stringify(card.body)).toBe(200);
  await upload(client, 'board.gbr', UPLOAD);
  return { ...who, client };
}

const runJobs = async () => {
  while ((await server.app.jobs.runDue(10)) > 0);
};

async function download(client: Client, url: string) {
  const res = await fetch(server.url + url, { headers: { cookie: client.cookie!, 'accept-language': 'zh-CN' } });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

const accountRow = async (uid: string) =>
  (
    (await server.database.db.execute(
      sql`select name, phone, email, password_hash, status from accounts where uid = ${uid}`,
    )) as unknown as { rows: Array<Record<string, unknown>> }
  ).rows[0]!;

describe('download my data', () => {
  it('builds one zip in a durable job: JSON of every area, the masked card, the uploaded file; the link works 24 h', async () => {
    const me = await person('Wang Ex');
    const order = await placedOrder({ customer: me.client, factory, operator });

    const asked = await me.client.post('/api/profile/privacy/exports');
    expect(asked.status).toBe(200);
    expect(asked.body.data).toMatchObject({ status: 'preparing', download_url: null });
    // A second click while it is being prepared is the same archive.
    expect((await me.client.post('/api/profile/privacy/exports')).body.data.id).toBe(asked.body.data.id);

    await runJobs();
    const latest = (await me.client.get('/api/profile/privacy/exports/latest')).body.data.latest;
    expect(latest).toMatchObject({ id: asked.body.data.id, status: 'ready', expired: false });
    expect(latest.download_url).toMatch(/^\/api\/profile\/privacy\/exports\/[\w-]+\/archive$/);

    const zip = await download(me.client, latest.download_url);
    expect(zip.status).toBe(200);
    expect(zip.type).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.bytes));
    const json = (name: string) => JSON.parse(strFromU8(files[name]!));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining([
        'README.txt',
        'account.json',
        'profile.json',
        'staff-memberships.json',
        'addresses.json',
        'invoicing-info.json',
        'bank-accounts.json',
        'wallet-statement.json',
        'orders.json',
        'inquiries.json',
        'messages.json',
        'work-orders.json',
        'sign-in-history.json',
        'files.json',
      ]),
    );
    expect(json('account.json')).toMatchObject({ uid: me.uid, phone: me.phone, name: 'Wang Ex' });
    expect(json('staff-memberships.json')).toEqual([expect.objectContaining({ personal: true, is_admin: true })]);
    expect(json('addresses.json')).toEqual([expect.objectContaining({ recipient: 'Li Lei' })]);
    expect(json('bank-accounts.json')).toEqual([
      expect.objectContaining({ card_number_masked: `**** **** **** ${CARD.slice(-4)}` }),
    ]);
    expect(json('orders.json').map((o: { order_no: string }) => o.order_no)).toEqual([order.no]);
    expect(json('inquiries.json').map((i: { inquiry_no: string }) => i.inquiry_no)).toEqual([order.inquiryNo]);
    expect(json('sign-in-history.json').length).toBeGreaterThan(0);
    const [uploaded] = json('files.json');
    expect(uploaded).toMatchObject({ name: 'board.gbr' });
    expect(Buffer.from(files[uploaded.path]!).equals(UPLOAD)).toBe(true);
    // No full card number anywhere in the archive.
    expect(Object.values(files).some((bytes) => Buffer.from(bytes).includes(CARD))).toBe(false);

    // Another person's session cannot use the link.
    const other = await person('Other One');
    expect((await download(other.client, latest.download_url)).status).toBe(404);

    // 24 hours later the link is refused, in the reader's language.
    server.app.clock.advance(24 * 3_600_000 + 1000);
    try {
      const late = await download(me.client, latest.download_url);
      expect(late.status).toBe(410);
      expect(JSON.parse(late.bytes.toString()).msg).toContain('下载链接已在数据包生成 24 小时后失效');
      expect((await me.client.get('/api/profile/privacy/exports/latest')).body.data.latest).toMatchObject({
        expired: true,
        download_url: null,
      });
    } finally {
      server.app.clock.useSystemTime();
    }
  });
});

describe('delete my account', () => {
  it('shows what it keeps and why, refuses a wrong password or code and changes nothing', async () => {
    const me = await person('Zhao Wrong');
    const preview = await me.client.get('/api/profile/privacy/erasure');
    expect(preview.body.data).toMatchObject({ proof: 'sms', must_hand_over: [] });
    expect(preview.body.data.kept.map((k: { kind: string }) => k.kind)).toEqual([
      'ledger',
      'orders',
      'invoices',
      'records',
    ]);
    expect(preview.body.data.kept[0].why).toMatch(/law/);

    expect((await me.client.post('/api/profile/privacy/erasure/code')).status).toBe(200);
    const code = await codeFromOutbox(server, `+86 ${me.phone}`);
    const zh = new AddressedClient(server.url, 'zh-CN');
    zh.cookie = me.client.cookie;
    const wrongPassword = await zh.post('/api/profile/privacy/erasure', { password: 'Not_it1', verify_code: code });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body.msg).toContain('密码');
    const wrongCode = await me.client.post('/api/profile/privacy/erasure', {
      password: me.password,
      verify_code: code === '000000' ? '111111' : '000000',
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body.data).toMatchObject({ field: 'verify_code' });
    const noPassword = await me.client.post('/api/profile/privacy/erasure', { verify_code: code });
    expect(noPassword.status).toBe(400);

    expect(await accountRow(me.uid)).toMatchObject({ name: 'Zhao Wrong', phone: me.phone, status: 'active' });
    expect((await me.client.get('/api/profile/privacy/erasure')).status).toBe(200);
    await loginByPhone(server, me.phone, me.password);
  });

  it('erases the person, keeps the orders and the ledger adding up, and lets the phone register again', async () => {
    const me = await person('Li Erase');
    await recharge(me.client, '5000.00');
    const order = await placedOrder({ customer: me.client, factory, operator });
    const paid = await me.client.post(`/api/orders/${order.no}/pay`, {}, { 'Idempotency-Key': `pay-${order.no}` });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const left = await balance(me.client);
    await me.client.post('/api/profile/privacy/exports');
    await runJobs();

    await me.client.post('/api/profile/privacy/erasure/code');
    const code = await codeFromOutbox(server, `+86 ${me.phone}`);
    const erased = await me.client.post('/api/profile/privacy/erasure', { password: me.password, verify_code: code });
    expect(erased.status, JSON.stringify(erased.body)).toBe(200);
    expect(erased.body.msg).toMatch(/deleted/);

    // Signed out everywhere; the old phone and password no longer sign in.
    expect((await me.client.get('/api/profile/privacy/erasure')).status).toBe(401);
    await expect(loginByPhone(server, me.phone, me.password)).rejects.toThrow(/login failed/);
    const account = await accountRow(me.uid);
    expect(account).toMatchObject({ phone: null, email: null, password_hash: null, status: 'disabled' });
    expect(account.name).toMatch(/^Deleted user U\d+$/);

    const db = server.database.db;
    const left0 = async (query: ReturnType<typeof sql>) =>
      Number(((await db.execute(query)) as unknown as { rows: Array<{ n: string }> }).rows[0]!.n);
    expect(await left0(sql`select count(*) as n from sign_in_attempts where account_uid = ${me.uid}`)).toBe(0);
    expect(await left0(sql`select count(*) as n from personal_data_exports where account_uid = ${me.uid}`)).toBe(0);
    expect(
      await left0(sql`select count(*) as n from shipping_addresses a join staff s on s.enterprise_uid = a.enterprise_uid
        where s.account_uid = ${me.uid}`),
    ).toBe(0);
    expect(
      await left0(sql`select count(*) as n from sessions where account_uid = ${me.uid} and revoked_at is null`),
    ).toBe(0);

    // The factory still sees the order, with its total, and the anonymised recipient.
    const seen = await factory.get(`/api/orders/${order.no}`);
    expect(seen.status).toBe(200);
    expect(seen.body.data.total).toBe(order.total);
    expect(JSON.stringify(seen.body.data)).not.toContain('Li Lei');
    // Reading codes from the outbox signed the operator in elsewhere: check the ledger in a session of its own.
    await ledgerBalanced(await loginAs(server.url, 'platform'));
    const wallet =
      await left0(sql`select count(*) as n from ledger_transactions t join staff s on s.enterprise_uid = t.enterprise_uid
      where s.account_uid = ${me.uid}`);
    expect(wallet).toBeGreaterThan(0);
    expect(left).toBeGreaterThanOrEqual(0n);

    // The phone can register anew (once its last registration code's resend wait is over).
    await ageRateLimits(server, 'code-resend:register:', 120);
    const again = await register(me.phone, 'Back Again');
    expect(again).not.toBe(me.uid);
  });

  it('refuses the sole administrator of an enterprise, naming it, until they hand over', async () => {
    const me = await person('Sun Admin');
    const db = server.database.db;
    const [enterprise] = (
      (await db.execute(sql`insert into enterprises (enterprise_no, name, kind)
        values ('E' || nextval('enterprise_no_seq'), 'Sun Boards Ltd', 'factory') returning uid`)) as unknown as {
        rows: Array<{ uid: string }>;
      }
    ).rows;
    await db.execute(sql`insert into staff (enterprise_uid, account_uid, staff_name, is_admin)
      values (${enterprise!.uid}, ${me.uid}, 'Sun Admin', true)`);

    const preview = await me.client.get('/api/profile/privacy/erasure');
    expect(preview.body.data.must_hand_over).toEqual([
      { enterprise_uid: enterprise!.uid, enterprise_name: 'Sun Boards Ltd' },
    ]);
    const zh = new AddressedClient(server.url, 'zh-CN');
    zh.cookie = me.client.cookie;
    const refused = await zh.post('/api/profile/privacy/erasure', { password: me.password, verify_code: '123456' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('您是 Sun Boards Ltd 唯一的管理员：请先在员工管理中将其他员工设为管理员，再注销账号');
    expect(await accountRow(me.uid)).toMatchObject({ name: 'Sun Admin', status: 'active' });
  });

  it('asks for the authenticator code when two-factor is on', async () => {
    const me = await person('Qian Totp');
    const begun = await me.client.post('/api/profile/two-factor/begin');
    const secret: string = begun.body.data.secret;
    const codeAt = (steps: number) =>
      TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });
    expect((await me.client.post('/api/profile/two-factor/confirm', { code: codeAt(-1) })).status).toBe(200);
    expect((await me.client.get('/api/profile/privacy/erasure')).body.data).toMatchObject({ proof: 'two_factor' });

    const missing = await me.client.post('/api/profile/privacy/erasure', { password: me.password });
    expect(missing.status).toBe(400);
    expect(missing.body.data).toMatchObject({ field: 'code' });
    expect(await accountRow(me.uid)).toMatchObject({ status: 'active' });

    const done = await me.client.post('/api/profile/privacy/erasure', { password: me.password, code: codeAt(0) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await accountRow(me.uid)).toMatchObject({ status: 'disabled', phone: null });
  });
});

/** Registers a person by phone (again, after erasure) and answers the new account's id. */
async function register(phone: string, name: string): Promise<string> {
  const client = new AddressedClient(server.url);
  const sent = await client.post('/api/service/alimessagecode', {
    phone_area_code: '+86',
    phone_num: phone,
    template_type: 'register',
  });
  expect(sent.body.code, sent.body.msg).toBe(1);
  const verify_code = await codeFromOutbox(server, `+86 ${phone}`);
  const res = await client.post('/api/service/userregister', {
    phone_area_code: '+86',
    register_phonenum: phone,
    register_password: PASSWORD,
    register_username: name,
    verify_code,
  });
  expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 1 });
  return res.body.data.user_uid as string;
}
