import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../../db/schema/index.js';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

const UPDATE = '/api/busiservice.pcbuniontrans.updatepassword';
const NEW_PASSWORD = 'Better_Pass9';
const loginSupplier = (password: string, clienttype?: number) =>
  new Client(server.url).post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: DEMO.supplier.phone,
    login_password: password,
    clienttype,
  });

describe('change password (busiservice.pcbuniontrans.updatepassword)', () => {
  it('checks the new password on the server too: 400 naming new_password, in the caller language', async () => {
    const client = await loginAs(server.url, 'supplier');
    const weak = await client.post(UPDATE, { old_password: DEMO.password, new_password: 'alllower1' });
    expect(weak.status).toBe(400);
    expect(weak.body).toMatchObject({ code: 0, data: { field: 'new_password' } });
    expect(weak.body.msg).toBe(
      'New password: The password must be 8 to 16 characters with upper and lower case letters and digits',
    );
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = client.cookie;
    expect((await zh.post(UPDATE, { old_password: DEMO.password, new_password: 'Short1a' })).body.msg).toBe(
      '新密码：密码至少8位且必须包含大小写字母和数字！',
    );
    expect(
      (await zh.post(UPDATE, { old_password: DEMO.password, new_password: 'Waytoolong_Passw0rd' })).body.data.field,
    ).toBe('new_password');
    const empty = await client.post(UPDATE, { old_password: '', new_password: NEW_PASSWORD });
    expect(empty.status).toBe(400);
    expect(empty.body.data.field).toBe('old_password');
    expect((await client.post(UPDATE, { new_password: NEW_PASSWORD })).body.data.field).toBe('old_password');
  });

  it('refuses a new password found in public breaches, naming new_password, and changes nothing', async () => {
    const client = await loginAs(server.url, 'supplier');
    const leaked = await client.post(UPDATE, { old_password: DEMO.password, new_password: 'Password123' });
    expect(leaked.status).toBe(400);
    expect(leaked.body).toMatchObject({ code: 0, data: { field: 'new_password' } });
    expect(leaked.body.msg).toBe(
      'New password: this password has appeared in data breaches and is easy to guess; choose another',
    );
    expect((await loginSupplier(DEMO.password)).body.code).toBe(1);
  });

  it('answers code 2 (原密码不正确!) for a wrong current password and changes nothing', async () => {
    const client = await loginAs(server.url, 'supplier');
    const zh = new Client(server.url, 'zh-CN');
    zh.cookie = client.cookie;
    const wrong = await zh.post(UPDATE, { old_password: 'Not_the_pass1', new_password: NEW_PASSWORD });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ code: 2, msg: '原密码不正确!', data: { field: 'old_password' } });
    expect((await client.post('/api/atom/auth-info1', {})).status).toBe(200);
  });

  it('acts for the caller only: a uid naming another account is refused with 403', async () => {
    const client = await loginAs(server.url, 'supplier');
    const factory = await loginAs(server.url, 'factory');
    const factoryUid = (await factory.post('/api/atom/auth-info1', {})).body.data.user.user_uid;
    const res = await client.post(UPDATE, { uid: factoryUid, old_password: DEMO.password, new_password: NEW_PASSWORD });
    expect(res.status).toBe(403);
    expect(
      (
        await client.post(UPDATE, {
          productid: 'another_product',
          old_password: DEMO.password,
          new_password: NEW_PASSWORD,
        })
      ).status,
    ).toBe(403);
    expect((await client.post(UPDATE, {})).status).toBe(400);
    expect(
      (await new Client(server.url).post(UPDATE, { old_password: DEMO.password, new_password: NEW_PASSWORD })).status,
    ).toBe(401);
  });

  it('answers code 0 (未查询到登录用户信息!) when the signed-in user is no longer valid', async () => {
    const client = new Client(server.url, 'zh-CN');
    const login = await client.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.customer.phone,
      login_password: DEMO.password,
    });
    expect(login.body.code).toBe(1);
    const db = server.database.db;
    await db.update(accounts).set({ status: 'disabled' }).where(eq(accounts.phone, DEMO.customer.phone));
    try {
      const res = await client.post(UPDATE, { old_password: DEMO.password, new_password: NEW_PASSWORD });
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ code: 0, msg: '未查询到登录用户信息!' });
    } finally {
      await db.update(accounts).set({ status: 'active' }).where(eq(accounts.phone, DEMO.customer.phone));
    }
  });

  it('changes the password, ends every session of the account and writes the audit log without the password', async () => {
    const browser = new Client(server.url);
    const login = await browser.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.supplier.phone,
      login_password: DEMO.password,
    });
    const userUid = (await browser.post('/api/atom/auth-info1', {})).body.data.user.user_uid;
    const otherDevice = new Client(server.url);
    expect(
      (
        await otherDevice.post('/api/service/login', {
          login_type: 'phone',
          phone_area_code: '+86',
          login_phone: DEMO.supplier.phone,
          login_password: DEMO.password,
          clienttype: 5,
        })
      ).body.code,
    ).toBe(1);
    const otherId = (await otherDevice.post('/api/verify_login', {})).body.data.sessionid;

    const changed = await browser.post(UPDATE, {
      uid: userUid,
      old_password: DEMO.password,
      new_password: NEW_PASSWORD,
      productid: 'pcb_uniontrans',
      spaceid: 'pcb_uniontrans',
      systemid: 10201,
    });
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual({ code: 1, msg: 'Password changed successfully!', data: null });
    expect(changed.cookie).toMatch(/pcb_session=;/);

    const stale = new Client(server.url);
    stale.cookie = login.cookie!.split(';')[0];
    expect((await stale.post('/api/atom/auth-info1', {})).status).toBe(401);
    expect((await stale.post('/api/polling-login', { uid: login.body.data.sessionID })).body.data).toEqual({
      active: false,
      reason: 'password_changed',
    });
    expect((await otherDevice.post('/api/atom/auth-info1', {})).status).toBe(401);
    expect((await otherDevice.post('/api/polling-login', { uid: otherId })).body.data.reason).toBe('password_changed');

    expect((await loginSupplier(DEMO.password)).status).toBe(401);
    expect((await loginSupplier(NEW_PASSWORD)).body.code).toBe(1);

    const entries = await server.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityUid, userUid), eq(auditLog.action, 'password_changed')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ entity: 'account', actorAccountUid: userUid, after: { sessions_ended: 2 } });
    const written = JSON.stringify(entries[0]);
    for (const secret of [NEW_PASSWORD, DEMO.password, 'scrypt']) expect(written).not.toContain(secret);
  });
});
