import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import {
  AddressedClient,
  ageRateLimits,
  codeFromOutbox,
  expireCodes,
  freshPhone,
  loginByPhone,
  phoneCode,
  registerUser,
} from '../accounts/test-support.js';

let server: TestServer;
beforeAll(async () => {
  process.env.PCB_SMS_PROVIDER_BY_AREA = '+82=none';
  server = await startTestServer();
});
afterAll(async () => {
  delete process.env.PCB_SMS_PROVIDER_BY_AREA;
  await server.stop();
});

const client = (language = 'en') => new AddressedClient(server.url, language);
const register = (body: Record<string, unknown>, language?: string) =>
  client(language).post('/api/service/userregister', body);

describe('alimessagecode: verification codes', () => {
  it('sends a 6-digit code that the platform operator reads in the outbox, newest first', async () => {
    const phone = freshPhone();
    const res = await client().post('/api/service/alimessagecode', {
      phone_area_code: '+86',
      phone_num: phone,
      template_type: 'register',
      productid: 'pcb_uniontrans',
    });
    expect(res.body).toMatchObject({
      code: 1,
      msg: 'The verification code has been sent',
      data: { resend_seconds: 60, expires_seconds: 300 },
    });
    const platform = await loginAs(server.url, 'platform');
    const outbox = await platform.get(`/api/admin/message-outbox?destination=${encodeURIComponent(`+86 ${phone}`)}`);
    expect(outbox.body.data.total).toBe(1);
    expect(outbox.body.data.data[0]).toMatchObject({
      channel: 'sms',
      destination: `+86 ${phone}`,
      template: 'register',
    });
    expect(outbox.body.data.data[0].body).toMatch(/\b\d{6}\b/);
  });

  it('keeps the outbox to the platform operator', async () => {
    const factory = await loginAs(server.url, 'factory');
    expect((await factory.get('/api/admin/message-outbox')).status).toBe(403);
    expect((await new Client(server.url).get('/api/admin/message-outbox')).status).toBe(401);
  });

  it('sends codes to an e-mail address too', async () => {
    const email = `code-${Date.now()}@example.test`;
    const res = await client().post('/api/service/alimessagecode', { email, template_type: 'register' });
    expect(res.body.code).toBe(1);
    expect(await codeFromOutbox(server, email)).toMatch(/^\d{6}$/);
  });

  it('refuses a second code within 60 s, and more than five an hour to one number', async () => {
    const phone = freshPhone();
    const send = (template_type: string) =>
      client().post('/api/service/alimessagecode', { phone_area_code: '+86', phone_num: phone, template_type });
    expect((await send('register')).body.code).toBe(1);
    const again = await send('register');
    expect(again.status).toBe(429);
    expect(again.body.msg).toMatch(/^Please wait \d+ s before getting another code$/);
    for (let i = 0; i < 4; i++) {
      await ageRateLimits(server, `code-resend:register:+86 ${phone}`, 61);
      expect((await send('register')).body.code).toBe(1);
    }
    await ageRateLimits(server, `code-resend:register:+86 ${phone}`, 61);
    const sixth = await send('register');
    expect(sixth.status).toBe(429);
    expect(sixth.body.msg).toMatch(/^Too many codes for this number, try again in \d+ s$/);
  });

  it('answers "failed to get the verification code" when no provider serves the area code', async () => {
    const res = await client('zh-CN').post('/api/service/alimessagecode', {
      phone_area_code: '+82',
      phone_num: '1012345678',
      template_type: 'register',
    });
    expect(res.status).toBe(502);
    expect(res.body.msg).toBe('获取验证码失败');
  });

  it('names the field of a bad request', async () => {
    const badPhone = await client().post('/api/service/alimessagecode', {
      phone_area_code: '+86',
      phone_num: '2391234',
      template_type: 'register',
    });
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toMatchObject({
      msg: 'Phone number: Please enter the correct phone number',
      data: { field: 'phone_num' },
    });
    const nothing = await client().post('/api/service/alimessagecode', { template_type: 'register' });
    expect(nothing.body.data.field).toBe('phone_num');
    const badType = await client().post('/api/service/alimessagecode', {
      phone_num: freshPhone(),
      template_type: 'change_phone',
    });
    expect(badType.body.data.field).toBe('template_type');
  });
});

describe('userregister', () => {
  it('registers by phone; the new user logs in as the administrator of a personal customer enterprise', async () => {
    const user = await registerUser(server, 'Li Lei');
    const signed = await loginByPhone(server, user.phone, user.password);
    const info = await signed.post('/api/atom/auth-info1', {});
    expect(info.body.data.role_no).toBe('customer_admin');
    expect(info.body.data.menus.map((m: { package_url: string }) => m.package_url)).toEqual(
      expect.arrayContaining([
        'member-information',
        'staff-management',
        'online-inquiry-management',
        'customer-statement',
        'customer-invoice',
      ]),
    );
  });

  it('registers by e-mail and signs in by e-mail', async () => {
    const email = `li.${Date.now()}@example.test`;
    await client().post('/api/service/alimessagecode', { email, template_type: 'register' });
    const verify_code = await codeFromOutbox(server, email);
    const res = await register({
      register_type: 'email',
      register_email: email,
      register_password: 'Mail_pass1',
      register_username: 'Mail User',
      verify_code,
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'Registration successful, please log in' });
    const login = await client().post('/api/service/login', {
      login_type: 'email',
      login_email: email.toUpperCase(),
      login_password: 'Mail_pass1',
    });
    expect(login.body.code).toBe(1);
  });

  it('says "please get the verification code" when none was sent, and a code works once', async () => {
    const phone = freshPhone();
    const body = {
      phone_area_code: '+86',
      register_phonenum: phone,
      register_password: 'Test_pass1',
      register_username: 'Once',
    };
    const none = await register({ ...body, verify_code: '123456' });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ msg: 'Please get the verification code', data: { field: 'verify_code' } });
    const verify_code = await phoneCode(server, phone, 'register');
    expect((await register({ ...body, verify_code })).body.code).toBe(1);
    const again = await register({ ...body, verify_code });
    expect(again.body.msg).toBe('Please get the verification code');
  });

  it('counts wrong codes and voids the code after five', async () => {
    const phone = freshPhone();
    const right = await phoneCode(server, phone, 'register');
    const wrong = right === '000000' ? '111111' : '000000';
    const body = {
      phone_area_code: '+86',
      register_phonenum: phone,
      register_password: 'Test_pass1',
      register_username: 'Tries',
    };
    for (let i = 0; i < 5; i++) {
      const res = await register({ ...body, verify_code: wrong }, 'zh-CN');
      expect(res.body.msg).toBe('验证码错误');
    }
    expect((await register({ ...body, verify_code: right })).body.msg).toBe('Please get the verification code');
  });

  it('says the code has timed out after five minutes', async () => {
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'register');
    await expireCodes(server, `+86 ${phone}`);
    const res = await register({
      phone_area_code: '+86',
      register_phonenum: phone,
      register_password: 'Test_pass1',
      register_username: 'Late',
      verify_code,
    });
    expect(res.body.msg).toBe('The verification code has timed out');
  });

  it('does not take a code sent for another purpose', async () => {
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'reset_password');
    const res = await register({
      phone_area_code: '+86',
      register_phonenum: phone,
      register_password: 'Test_pass1',
      register_username: 'Other',
      verify_code,
    });
    expect(res.body.msg).toBe('Please get the verification code');
  });

  it('tells a registered phone to log in directly', async () => {
    const verify_code = await phoneCode(server, DEMO.customer.phone, 'register');
    const res = await register(
      {
        phone_area_code: '+86',
        register_phonenum: DEMO.customer.phone,
        register_password: 'Test_pass1',
        register_username: 'Again',
        verify_code,
      },
      'zh-CN',
    );
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe('您已注册，请直接登录');
  });

  it('checks every field rule of spec 01 §5 with its message', async () => {
    const base = {
      phone_area_code: '+86',
      register_phonenum: freshPhone(),
      register_password: 'Test_pass1',
      register_username: 'Rules',
      verify_code: '123456',
    };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ register_phonenum: '12345' }, 'Phone number: Please enter the correct phone number'],
      [{ register_password: 'abc' }, 'Password: You can only enter 6-20 letters, numbers, underscores'],
      [{ register_password: 'has space 1' }, 'Password: You can only enter 6-20 letters, numbers, underscores'],
      [{ register_username: 'ABCDEFGHIJK' }, 'Name: You can only enter 10 characters'],
      [{ register_username: '  ' }, 'Name: Cannot be empty'],
      [{ register_email: 'not-a-mailbox' }, 'Email: Please check the correct mailbox'],
      [{ verify_code: '12a456' }, 'Verification code: The verification code has 6 digits'],
    ];
    for (const [change, msg] of cases) {
      const res = await register({ ...base, ...change });
      expect(res.status, msg).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const missing = await register({ register_phonenum: freshPhone(), register_username: 'X', verify_code: '123456' });
    expect(missing.body.data.field).toBe('register_password');
  });
});

describe('breached passwords (issue 33)', () => {
  it('refuses a password found in public breaches, in any case, naming the field in the reader language; the code still works', async () => {
    const phone = freshPhone();
    const body = { phone_area_code: '+86', register_phonenum: phone, register_username: 'Leaked' };
    const verify_code = await phoneCode(server, phone, 'register');
    const leaked = await register({ ...body, verify_code, register_password: 'password1' });
    expect(leaked.status).toBe(400);
    expect(leaked.body).toMatchObject({
      msg: 'Password: this password has appeared in data breaches and is easy to guess; choose another',
      data: { field: 'register_password' },
    });
    const zh = await register({ ...body, verify_code, register_password: 'Qwerty123' }, 'zh-CN');
    expect(zh.body.msg).toBe('密码：该密码曾出现在公开泄露的密码库中，容易被猜到，请换一个');
    await expect(loginByPhone(server, phone, 'password1')).rejects.toThrow(/login failed/);
    expect((await register({ ...body, verify_code, register_password: 'Test_pass1' })).body.code).toBe(1);
  });
});

describe('businessregister', () => {
  const business = (phone: string, verify_code: string, extra: Record<string, unknown> = {}) => ({
    company_name: `Test Supplier ${phone}`,
    regNumOrCreditCode: `91440300${phone}`,
    entp_abbreviation: 'TS',
    phoneAreaCode: '+86',
    loginUserPhone: phone,
    verify_code,
    enterprise_kind: 'supplier',
    agreement: true,
    register_username: 'Boss',
    register_password: 'Boss_pass1',
    ...extra,
  });

  it('creates a supplier enterprise whose registrant is its administrator with the supplier menus', async () => {
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'business_register');
    const res = await client().post('/api/service/businessregister', business(phone, verify_code));
    expect(res.body).toMatchObject({
      code: 1,
      data: { enterprise_kind: 'supplier', new_account: true, enterprise_no: expect.stringMatching(/^E\d{4,}$/) },
    });
    const admin = await loginByPhone(server, phone, 'Boss_pass1');
    const info = await admin.post('/api/atom/auth-info1', {});
    expect(info.body.data.role_no).toBe('supplier_admin');
    const urls = info.body.data.menus.map((m: { package_url: string }) => m.package_url);
    expect(urls).toEqual(expect.arrayContaining(['purchasing-manage', 'supplier-invoice', 'staff-management']));
    expect(urls).not.toContain('quotation-management');
  });

  it('gives a new customer enterprise every menu the demo customer has, its statements and invoices among them', async () => {
    const demo = await loginAs(server.url, 'customer');
    const demoUrls = (
      (await demo.post('/api/atom/auth-info1', {})).body.data.menus as Array<{ package_url: string | null }>
    )
      .map((m) => m.package_url)
      .filter(Boolean);
    expect(demoUrls).toEqual(expect.arrayContaining(['customer-statement', 'customer-invoice']));
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'business_register');
    const res = await client().post(
      '/api/service/businessregister',
      business(phone, verify_code, { enterprise_kind: 'customer', company_name: `Test Customer ${phone}` }),
    );
    expect(res.body).toMatchObject({ code: 1, data: { enterprise_kind: 'customer', new_account: true } });
    const admin = await loginByPhone(server, phone, 'Boss_pass1');
    const info = await admin.post('/api/atom/auth-info1', {});
    expect(info.body.data.role_no).toBe('customer_admin');
    const urls = (
      info.body.data.menus as Array<{ package_url: string | null; parent_no: number; menu_no: number }>
    ).map((m) => m.package_url);
    expect(urls).toEqual(expect.arrayContaining(demoUrls));
    expect(urls).not.toContain('customer-invoice-new');
    expect(urls).not.toContain('sale-notice');
    // The screens answer too: the new customer reads its (empty) statements and invoices.
    expect((await admin.get('/api/customer-statements')).status).toBe(200);
    expect((await admin.get('/api/customer-invoices')).status).toBe(200);
  });

  it('asks for the enterprise use agreement', async () => {
    const res = await client('zh-CN').post(
      '/api/service/businessregister',
      business(freshPhone(), '123456', { agreement: false }),
    );
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ msg: '请勾选并同意企业使用协议', data: { field: 'agreement' } });
  });

  it('refuses a credit code that is already registered', async () => {
    const first = freshPhone();
    expect(
      (
        await client().post(
          '/api/service/businessregister',
          business(first, await phoneCode(server, first, 'business_register'), { regNumOrCreditCode: 'DUP1234567' }),
        )
      ).body.code,
    ).toBe(1);
    const second = freshPhone();
    const res = await client().post(
      '/api/service/businessregister',
      business(second, await phoneCode(server, second, 'business_register'), { regNumOrCreditCode: 'dup1234567' }),
    );
    expect(res.status).toBe(409);
    expect(res.body.msg).toBe(
      'Enterprise registration failed: this registration number or credit code is already registered',
    );
  });

  it('lets an existing account register a factory, then log in choosing between its two enterprises', async () => {
    const user = await registerUser(server, 'Two Hats');
    const verify_code = await phoneCode(server, user.phone, 'business_register');
    const res = await client().post(
      '/api/service/businessregister',
      business(user.phone, verify_code, {
        enterprise_kind: 'factory',
        register_username: undefined,
        register_password: undefined,
      }),
    );
    expect(res.body.data).toMatchObject({ new_account: false, enterprise_kind: 'factory' });
    const browser = client();
    const login = await browser.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: user.phone,
      login_password: user.password,
    });
    expect(login.body.data.choose_enterprise).toBe(true);
    expect(login.body.data.joined_enterprise_info).toHaveLength(2);
    const factory = login.body.data.joined_enterprise_info.find(
      (e: { enterprise_kind: string }) => e.enterprise_kind === 'factory',
    );
    const entered = await browser.post('/api/login', { enterprise_uid: factory.enterprise_uid });
    expect(entered.body.data.user_role_info[0].role_no).toBe('factory_admin');
    expect((await browser.post('/api/atom/auth-info1', {})).body.data.user.enterprise_kind).toBe('factory');
  });

  it('names the business field in trouble', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ company_name: '' }, 'company_name'],
      [{ regNumOrCreditCode: 'x!' }, 'regNumOrCreditCode'],
      [{ loginUserPhone: '123' }, 'loginUserPhone'],
      [{ enterprise_kind: 'platform' }, 'enterprise_kind'],
    ];
    for (const [change, field] of cases) {
      const res = await client().post('/api/service/businessregister', business(freshPhone(), '123456', change));
      expect(res.status, field).toBe(400);
      expect(res.body.data.field).toBe(field);
    }
  });
});

describe('resetpassword and verifyphone', () => {
  it('resets the password with a code, ends the old sessions, and the new password logs in', async () => {
    const user = await registerUser(server, 'Forgetful');
    const old = await loginByPhone(server, user.phone, user.password);
    const verify_code = await phoneCode(server, user.phone, 'reset_password');
    const res = await client().post('/api/service/resetpassword', {
      phone_area_code: '+86',
      phone_num: user.phone,
      new_password: 'Fresh_pass2',
      verify_code,
    });
    expect(res.body).toMatchObject({ code: 1, msg: 'The password has been reset, please log in' });
    expect((await old.post('/api/atom/auth-info1', {})).status).toBe(401);
    await loginByPhone(server, user.phone, 'Fresh_pass2');
  });

  it('tells an unregistered phone to register first, after the code', async () => {
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'reset_password');
    const res = await client().post('/api/service/resetpassword', {
      phone_area_code: '+86',
      phone_num: phone,
      new_password: 'Fresh_pass2',
      verify_code,
    });
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('The user is not registered, please register first');
  });

  it('checks the new password and its repeat', async () => {
    const bad = await client().post('/api/service/resetpassword', {
      phone_area_code: '+86',
      phone_num: freshPhone(),
      new_password: 'x',
      verify_code: '123456',
    });
    expect(bad.body.data.field).toBe('new_password');
    const mismatch = await client().post('/api/service/resetpassword', {
      phone_area_code: '+86',
      phone_num: freshPhone(),
      new_password: 'Fresh_pass2',
      re_password: 'Fresh_pass3',
      verify_code: '123456',
    });
    expect(mismatch.body.msg).toBe('Confirm password: The two passwords must be consistent');
  });

  it('verifyphone checks a code without using it and tells its owner whether the number is registered', async () => {
    const user = await registerUser(server);
    const code = await phoneCode(server, user.phone, 'join_enterprise');
    const checked = await client().post('/api/service/verifyphone', {
      phone_area_code: '+86',
      phone_num: user.phone,
      verify_code: code,
      template_type: 'join_enterprise',
    });
    expect(checked.body).toMatchObject({ code: 1, data: { registered: true } });
    const twice = await client().post('/api/service/verifyphone', {
      phone_area_code: '+86',
      phone_num: user.phone,
      verify_code: code,
      template_type: 'join_enterprise',
    });
    expect(twice.body.code).toBe(1);
    const stranger = freshPhone();
    const strangerCode = await phoneCode(server, stranger, 'join_enterprise');
    expect(
      (
        await client().post('/api/service/verifyphone', {
          phone_area_code: '+86',
          phone_num: stranger,
          verify_code: strangerCode,
          template_type: 'join_enterprise',
        })
      ).body.data.registered,
    ).toBe(false);
    const wrong = await client().post('/api/service/verifyphone', {
      phone_area_code: '+86',
      phone_num: stranger,
      verify_code: strangerCode === '999999' ? '999998' : '999999',
      template_type: 'join_enterprise',
    });
    expect(wrong.body.msg).toBe('Error in verification code');
  });
});

describe('the gateway', () => {
  it('answers 404 naming an unknown service', async () => {
    const res = await client().post('/api/service/frobnicate', {});
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('No such service: frobnicate');
    expect((await client('zh-CN').post('/api/service/frobnicate', {})).body.msg).toBe('服务不存在：frobnicate');
  });

  it('tells the login screen that WeChat is off without credentials', async () => {
    expect((await client().get('/api/auth/providers')).body.data).toEqual({ password: true, wechat: false });
    expect((await client().get('/api/auth/wechat/start')).status).toBe(404);
  });
});
