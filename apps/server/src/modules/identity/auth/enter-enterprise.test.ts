import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
type Joined = { enterprise_uid: string; enterprise_name: string; staff_uid: string };
let factoryMembership: Joined;
let customerMembership: Joined;

/** The demo customer's account, a member of two enterprises: signed in, still to choose one. */
async function signInChoosing(language = 'en') {
  const client = new Client(server.url, language);
  const login = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: DEMO.customer.phone,
    login_password: DEMO.password,
  });
  expect(login.body.data.choose_enterprise).toBe(true);
  return { client, login: login.body.data as { productid: string; sessionID: string; usercode: string } };
}

beforeAll(async () => {
  server = await startTestServer();
  // The demo customer's account also joins the factory's staff (an invitation it accepts): two enterprises.
  const factory = await loginAs(server.url, 'factory');
  expect(
    (await factory.post('/api/staff', { phone_area_code: '+86', phone: DEMO.customer.phone, staff_name: 'Li Na' })).body
      .code,
  ).toBe(1);
  const customer = await loginAs(server.url, 'customer');
  const invitations = await customer.get<{ data: { uid: string }[] }>('/api/my/staff-invitations');
  expect(
    (await customer.post(`/api/my/staff-invitations/${invitations.body.data.data[0]!.uid}/accept`)).body.code,
  ).toBe(1);
  const joined = (await customer.post('/api/service/joined-enterprises', {})).body.data
    .joined_enterprise_info as Joined[];
  factoryMembership = joined.find((j) => j.enterprise_name === 'Demo PCB Factory')!;
  customerMembership = joined.find((j) => j.enterprise_name !== 'Demo PCB Factory')!;
});
afterAll(() => server.stop());

describe('entering an enterprise: POST /api/atom/login and POST /api/login (spec 01 §7, spec 02 §7)', () => {
  it('atom/login enters the membership its staff_uid names: code 1, msg, user_role_info and the same product id as the sign-in', async () => {
    const { client, login } = await signInChoosing();
    const entered = await client.post('/api/atom/login', {
      staff_uid: factoryMembership.staff_uid,
      phone: DEMO.customer.phone,
    });
    expect(entered.status).toBe(200);
    expect(entered.body).toMatchObject({
      code: 1,
      msg: expect.any(String),
      data: {
        sessionID: login.sessionID,
        usercode: login.usercode,
        productid: login.productid,
        user_role_info: [{ role_no: 'factory_staff' }],
        enterprise: { enterprise_uid: factoryMembership.enterprise_uid, staff_uid: factoryMembership.staff_uid },
      },
    });
    expect(login.productid).toBe('pcb_uniontrans');
    const me = await client.post('/api/atom/auth-info1', {});
    expect(me.body.data.user).toMatchObject({ enterprise_uid: factoryMembership.enterprise_uid });
  });

  it('/login answers the product id too, and takes the phone with its area code', async () => {
    const { client, login } = await signInChoosing();
    const entered = await client.post('/api/login', {
      enterprise_uid: customerMembership.enterprise_uid,
      staff_uid: customerMembership.staff_uid,
      phone: `+86 ${DEMO.customer.phone}`,
      login_type: 'phone',
    });
    expect(entered.body).toMatchObject({
      code: 1,
      data: { productid: login.productid, user_role_info: [{ role_no: 'customer_admin' }] },
    });
  });

  it("refuses another account's phone, a staff uid not the caller's, and an enterprise and staff uid of two memberships (403)", async () => {
    const { client } = await signInChoosing();
    const otherPhone = await client.post('/api/atom/login', {
      staff_uid: factoryMembership.staff_uid,
      phone: DEMO.factory.phone,
    });
    expect(otherPhone.status).toBe(403);
    expect(otherPhone.body.code).toBe(0);
    const factoryAdmin = (await (await loginAs(server.url, 'factory')).post('/api/atom/auth-info1', {})).body.data
      .user as { staff_uid: string };
    expect((await client.post('/api/atom/login', { staff_uid: factoryAdmin.staff_uid })).status).toBe(403);
    const mixed = await client.post('/api/login', {
      enterprise_uid: customerMembership.enterprise_uid,
      staff_uid: factoryMembership.staff_uid,
    });
    expect(mixed.status).toBe(403);
    // Nothing was entered: the session still has no enterprise.
    expect((await client.post('/api/atom/auth-info1', {})).status).toBe(401);
  });

  it('refuses a body naming no membership with 400 naming the field in the caller’s language, and a caller without a session with 401', async () => {
    const { client } = await signInChoosing('zh-CN');
    const none = await client.post('/api/atom/login', { phone: DEMO.customer.phone });
    expect(none.status).toBe(400);
    expect(none.body).toMatchObject({ code: 0, msg: '员工标识：不能为空', data: { field: 'staff_uid' } });
    const notUid = await client.post('/api/atom/login', { staff_uid: 'S0001' });
    expect(notUid.status).toBe(400);
    expect(notUid.body.data.field).toBe('staff_uid');
    const loginNone = await client.post('/api/login', {});
    expect(loginNone.status).toBe(400);
    expect(loginNone.body.data.field).toBe('enterprise_uid');
    expect(
      (await new Client(server.url).post('/api/atom/login', { staff_uid: factoryMembership.staff_uid })).status,
    ).toBe(401);
  });
});
