import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('login service (POST /api/service/login)', () => {
  it('signs the factory admin in by phone and sets an HttpOnly session cookie', async () => {
    const client = new Client(server.url);
    const res = await client.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.factory.phone,
      login_password: DEMO.password,
    });
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(1);
    expect(res.body.data).toMatchObject({
      productid: 'pcb_uniontrans',
      usercode: expect.stringMatching(/^U\d+$/),
      sessionID: expect.any(String),
      user_role_info: [{ role_no: 'factory_admin' }],
      joined_enterprise_info: [{ enterprise_name: 'Demo PCB Factory', staff_name: 'Zhang Wei' }],
    });
    expect(res.cookie).toMatch(/HttpOnly/i);
    expect(res.cookie).toMatch(/SameSite=Lax/i);
    expect(res.cookie).not.toContain(res.body.data.sessionID);
  });

  it('signs in by e-mail and by job number', async () => {
    const byEmail = await new Client(server.url).post('/api/service/login', {
      login_type: 'email',
      login_email: DEMO.customer.email,
      login_password: DEMO.password,
    });
    expect(byEmail.body.data.joined_enterprise_info[0].enterprise_kind).toBe('customer');
    const byJob = await new Client(server.url).post('/api/service/login', {
      login_type: 'jobnumber',
      login_jobnumber: DEMO.factory.jobNumber,
      login_password: DEMO.password,
    });
    expect(byJob.body.code).toBe(1);
    expect(byJob.body.data.joined_enterprise_info[0].enterprise_name).toBe('Demo PCB Factory');
  });

  it('refuses a wrong password with the server message, in the caller language', async () => {
    const en = await new Client(server.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: DEMO.factory.phone,
      login_password: 'Wrong_pass1',
    });
    expect(en.status).toBe(401);
    expect(en.body).toMatchObject({ code: 0, msg: 'Password error' });
    expect(en.cookie).toBeUndefined();
    const zh = await new Client(server.url, 'zh-CN').post('/api/service/login', {
      login_type: 'email',
      login_email: DEMO.factory.email,
      login_password: 'nope',
    });
    expect(zh.body.msg).toBe('密码错误');
  });

  it('tells an unknown phone number to register first', async () => {
    const res = await new Client(server.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: '13912345678',
      login_password: 'whatever',
    });
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('The user is not registered, please register first');
  });

  it('answers 400 naming the field for a malformed body', async () => {
    const missing = await new Client(server.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_password: 'x',
    });
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ code: 0, data: { field: 'login_phone' } });
    expect(missing.body.msg).toContain('Phone number');

    const badType = await new Client(server.url).post('/api/service/login', { login_type: 'fax', login_password: 'x' });
    expect(badType.status).toBe(400);
    expect(badType.body.data.field).toBe('login_type');

    const badPhone = await new Client(server.url, 'zh-CN').post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: '2380000000',
      login_password: 'x',
    });
    expect(badPhone.body.msg).toBe('手机号码：请输入正确的手机号码');

    const notJson = await new Client(server.url).post('/api/service/login', '{"login_type":', {
      'content-type': 'application/json',
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.data.field).toBe('body');
  });
});

describe('auth-info1 (POST /api/atom/auth-info1)', () => {
  it('answers the signed-in account its granted menus, roles and user code', async () => {
    const factory = await loginAs(server.url, 'factory');
    const res = await factory.post('/api/atom/auth-info1', { clienttype: 3 });
    expect(res.body.code).toBe(1);
    const urls = res.body.data.menus.map((m: { package_url: string | null }) => m.package_url).filter(Boolean);
    expect(urls).toEqual(
      expect.arrayContaining([
        'quotation-management',
        'online-quotation-approval',
        'gerber-file-management',
        'staff-management',
      ]),
    );
    expect(urls).not.toContain('shopping-cart');
    expect(res.body.data).toMatchObject({
      role_no: 'factory_admin',
      roles: [{ role_no: 'factory_admin' }],
      usercode: expect.any(String),
      user: {
        staff_name: 'Zhang Wei',
        enterprise_name: 'Demo PCB Factory',
        phone: DEMO.factory.phone,
        phone_area_code: '+86',
        avatar: null,
        satff_member: 0,
      },
    });
  });

  it('gives the customer different menus from the factory', async () => {
    const customer = await loginAs(server.url, 'customer');
    const res = await customer.post('/api/atom/auth-info1', {});
    const urls = res.body.data.menus.map((m: { package_url: string | null }) => m.package_url);
    expect(urls).toEqual(
      expect.arrayContaining([
        'online-inquiry-management',
        'shopping-cart',
        'my-order',
        'account-balance',
        'shipping-address',
      ]),
    );
    expect(urls).not.toContain('quotation-management');
    const groups = res.body.data.menus.filter((m: { package_url: string | null }) => m.package_url === null);
    expect(groups.map((g: { menu_name: string }) => g.menu_name)).toContain('Member centre');
  });

  it('is refused without a session (401) and when the payload names another enterprise (403)', async () => {
    const anonymous = await new Client(server.url).post('/api/atom/auth-info1', {});
    expect(anonymous.status).toBe(401);
    const factory = await loginAs(server.url, 'factory');
    const other = await factory.post('/api/atom/auth-info1', {
      suppenterpriseuid: '00000000-0000-0000-0000-000000000000',
    });
    expect(other.status).toBe(403);
  });

  it('ends the session on logout', async () => {
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.post('/api/atom/logout', {})).body.code).toBe(1);
    expect((await factory.post('/api/atom/auth-info1', {})).status).toBe(401);
  });
});
