import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import {
  AddressedClient,
  ageRateLimits,
  freshPhone,
  loginByPhone,
  phoneCode,
  registerUser,
} from '../accounts/test-support.js';
import { enrolStaff } from '../staff/test-support.js';
import { enterprisePartners } from '../../../db/schema/index.js';

let server: TestServer;
let factory: Client;
let factoryUid: string;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
  factoryUid = (await factory.post('/api/atom/auth-info1', {})).body.data.user.enterprise_uid;
});
afterAll(() => server.stop());

const createLink = (body: Record<string, unknown>) =>
  factory.post('/api/community/invite-links', { purpose: 'staff', expires_in_days: 7, max_uses: 10, ...body });

async function memberRegister(link: { code: string; purpose: string }, extra: Record<string, unknown> = {}) {
  const phone = freshPhone();
  const verify_code = await phoneCode(server, phone, 'register');
  const res = await new AddressedClient(server.url).post('/api/service/memberregister', {
    phone_area_code: '+86',
    register_phonenum: phone,
    register_password: 'Member_1',
    register_username: 'Member',
    verify_code,
    enterpriseuid: factoryUid,
    tenantid: link.code,
    flag: link.purpose,
    ...extra,
  });
  return { res, phone };
}

describe('community invite links', () => {
  it('creates a link with both addresses, and the public look-up tells where it leads', async () => {
    const res = await createLink({ purpose: 'member' });
    expect(res.body.data).toMatchObject({ state: 'active', use_count: 0, max_uses: 10, purpose: 'member' });
    expect(res.body.data.short_path).toBe(`/join/index?code=${res.body.data.code}`);
    const params = new URL(res.body.data.register_path, 'http://x').searchParams;
    expect(Object.fromEntries(params)).toEqual({
      enterpriseuid: factoryUid,
      tenantid: res.body.data.code,
      flag: 'member',
      type: 'invite',
      to_regist: '1',
    });
    const look = await new Client(server.url).get(`/api/community/invite/${res.body.data.code}`);
    expect(look.body.data).toMatchObject({ enterprise_name: 'Demo PCB Factory', purpose: 'member', state: 'active' });
    expect((await new Client(server.url).get('/api/community/invite/nope')).status).toBe(404);
  });

  it('registers a staff member from a staff link, who signs in to the inviting factory', async () => {
    const link = (await createLink({})).body.data;
    const { res, phone } = await memberRegister(link);
    expect(res.body).toMatchObject({ code: 1, data: { enterprise_uid: factoryUid, invited_by: 'Demo PCB Factory' } });
    const member = await loginByPhone(server, phone, 'Member_1');
    expect((await member.post('/api/atom/auth-info1', {})).body.data.user.enterprise_name).toBe('Demo PCB Factory');
  });

  it('registers a member from a member link as a customer of the factory', async () => {
    const link = (await createLink({ purpose: 'member' })).body.data;
    const { res, phone } = await memberRegister(link);
    expect(res.body.code).toBe(1);
    const member = await loginByPhone(server, phone, 'Member_1');
    expect((await member.post('/api/atom/auth-info1', {})).body.data.role_no).toBe('customer_admin');
    const partners = await factory.get('/api/enterprise/partners');
    expect(
      partners.body.data.data.some(
        (p: { partner_enterprise_uid: string; relation: string }) =>
          p.partner_enterprise_uid === res.body.data.enterprise_uid && p.relation === 'customer',
      ),
    ).toBe(true);
  });

  it('counts uses: a one-use link admits one person only', async () => {
    const link = (await createLink({ max_uses: 1 })).body.data;
    expect((await memberRegister(link)).res.body.code).toBe(1);
    const second = await memberRegister(link);
    expect(second.res.status).toBe(400);
    expect(second.res.body.msg).toBe('The invitation link is invalid, has expired or has been used up');
    const listed = await factory.get('/api/community/invite-links');
    expect(listed.body.data.data.find((l: { uid: string }) => l.uid === link.uid)).toMatchObject({
      use_count: 1,
      state: 'used_up',
    });
  });

  it('takes the last use once when two people register at the same moment', async () => {
    const link = (await createLink({ max_uses: 1 })).body.data;
    const outcomes = await Promise.all([memberRegister(link), memberRegister(link)]);
    expect(outcomes.map((o) => o.res.body.code).sort()).toEqual([0, 1]);
  });

  it('refuses a revoked or expired link, and a flag or enterprise that disagrees with it', async () => {
    const revoked = (await createLink({})).body.data;
    expect((await factory.post(`/api/community/invite-links/${revoked.uid}/revoke`)).body.data.state).toBe('revoked');
    expect((await memberRegister(revoked)).res.body.msg).toBe(
      'The invitation link is invalid, has expired or has been used up',
    );
    const expired = (await createLink({})).body.data;
    await server.database.db.execute(
      sql`update invite_links set expires_at = now() - interval '1 second' where uid = ${expired.uid}`,
    );
    expect((await memberRegister(expired)).res.status).toBe(400);
    const good = (await createLink({})).body.data;
    expect((await memberRegister({ ...good, purpose: 'member' })).res.status).toBe(400);
    expect((await memberRegister(good, { enterpriseuid: '00000000-0000-0000-0000-000000000000' })).res.status).toBe(
      400,
    );
  });

  it('lets an existing account join through a link with joinenterprise', async () => {
    const link = (await createLink({})).body.data;
    const user = await registerUser(server, 'Linked');
    const verifyCode = await phoneCode(server, user.phone, 'join_enterprise');
    const res = await new AddressedClient(server.url).post('/api/service/joinenterprise', {
      phoneAreaCode: '+86',
      phoneNum: user.phone,
      joined: '1',
      enterpriseuid: factoryUid,
      tenantid: link.code,
      verifyCode,
    });
    expect(res.body).toMatchObject({ code: 1, data: { enterprise_name: 'Demo PCB Factory', new_account: false } });
    await ageRateLimits(server, 'code-resend:', 61);
    const again = await new AddressedClient(server.url).post('/api/service/joinenterprise', {
      phoneAreaCode: '+86',
      phoneNum: user.phone,
      joined: '1',
      enterpriseuid: factoryUid,
      tenantid: link.code,
      verifyCode: await phoneCode(server, user.phone, 'join_enterprise'),
    });
    expect(again.status).toBe(409);
    expect(again.body.msg).toBe('Failed to join the enterprise: you are already a member of it');
  });

  it('makes a new account when joining with joined 0, and refuses joined 1 for an unknown phone', async () => {
    const link = (await createLink({})).body.data;
    const phone = freshPhone();
    const unknown = await new AddressedClient(server.url).post('/api/service/joinenterprise', {
      phoneNum: phone,
      joined: '1',
      enterpriseuid: factoryUid,
      tenantid: link.code,
      verifyCode: await phoneCode(server, phone, 'join_enterprise'),
    });
    expect(unknown.body.msg).toBe('The user is not registered, please register first');
    await ageRateLimits(server, 'code-resend:', 61);
    const created = await new AddressedClient(server.url).post('/api/service/joinenterprise', {
      phoneNum: phone,
      joined: '0',
      enterpriseuid: factoryUid,
      tenantid: link.code,
      verifyCode: await phoneCode(server, phone, 'join_enterprise'),
      register_username: 'Newbie',
      register_password: 'Newbie_1',
    });
    expect(created.body.data.new_account).toBe(true);
    await loginByPhone(server, phone, 'Newbie_1');
  });

  it('is closed to enterprises without community management', async () => {
    const supplier = await loginAs(server.url, 'supplier');
    expect(
      (await supplier.post('/api/community/invite-links', { purpose: 'staff', expires_in_days: 1, max_uses: 1 }))
        .status,
    ).toBe(403);
  });
});

describe('supplier invitations (spec 01 §6)', () => {
  it('a factory invites a supplier by number; the supplier administrator accepts; the relationship is recorded', async () => {
    // The demo data makes the demo supplier a supplier of the demo factory (bidding); start without it to invite it.
    await server.database.db.delete(enterprisePartners);
    const sent = await factory.post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E0003' });
    expect(sent.body).toMatchObject({
      code: 1,
      data: { status: 'pending', partner_enterprise_name: 'Demo Laminate Supplier Ltd.' },
    });
    expect(
      (await factory.post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E0003' })).body.msg,
    ).toBe('An invitation to this supplier is already pending');
    const supplier = await loginAs(server.url, 'supplier');
    const incoming = await supplier.get('/api/enterprise/partner-invitations/incoming');
    expect(incoming.body.data.data[0]).toMatchObject({
      uid: sent.body.data.uid,
      enterprise_name: 'Demo PCB Factory',
      status: 'pending',
    });
    const accepted = await supplier.post(`/api/enterprise/partner-invitations/${sent.body.data.uid}/accept`);
    expect(accepted.body).toMatchObject({ code: 1, data: { status: 'accepted' } });
    expect((await supplier.post(`/api/enterprise/partner-invitations/${sent.body.data.uid}/accept`)).status).toBe(409);
    const partners = await supplier.get('/api/enterprise/partners');
    expect(partners.body.data.data[0]).toMatchObject({
      relation: 'supplier',
      enterprise_name: 'Demo PCB Factory',
      partner_enterprise_name: 'Demo Laminate Supplier Ltd.',
    });
    expect(
      (await factory.post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E0003' })).body.msg,
    ).toBe('This supplier already works with your enterprise');
  });

  it('invites supplier enterprises only, by an existing number', async () => {
    expect(
      (await factory.post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E0002' })).body.data.field,
    ).toBe('supplier_enterprise_no');
    expect(
      (await factory.post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E9999' })).status,
    ).toBe(404);
  });

  it('a freshly registered supplier declines, and only its administrator decides', async () => {
    const phone = freshPhone();
    const verify_code = await phoneCode(server, phone, 'business_register');
    const registered = await new AddressedClient(server.url).post('/api/service/businessregister', {
      company_name: 'New Supplier',
      regNumOrCreditCode: `NS${phone}`,
      phoneAreaCode: '+86',
      loginUserPhone: phone,
      verify_code,
      enterprise_kind: 'supplier',
      agreement: true,
      register_username: 'Sup',
      register_password: 'Supp_pass1',
    });
    const sent = await factory.post('/api/enterprise/partner-invitations', {
      supplier_enterprise_no: registered.body.data.enterprise_no,
    });
    const supplierAdmin = await loginByPhone(server, phone, 'Supp_pass1');
    const { client: clerk } = await enrolStaff(server, supplierAdmin, { staff_name: 'Clerk' });
    expect((await clerk.post(`/api/enterprise/partner-invitations/${sent.body.data.uid}/accept`)).status).toBe(403);
    expect(
      (await supplierAdmin.post(`/api/enterprise/partner-invitations/${sent.body.data.uid}/decline`)).body.data.status,
    ).toBe('declined');
  });
});
