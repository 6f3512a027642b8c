import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../../db/schema/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../../test/test-server.js';
import {
  AddressedClient,
  codeFromOutbox,
  freshPhone,
  loginByPhone,
  phoneCode,
  registerUser,
} from '../accounts/test-support.js';
import { authCodeOf } from '../../../platform/access/catalogue-index.js';
import { enrolStaff, loginInto } from './test-support.js';

let server: TestServer;
let factory: Client;
beforeAll(async () => {
  server = await startTestServer();
  factory = await loginAs(server.url, 'factory');
});
afterAll(() => server.stop());

const addStaff = (body: Record<string, unknown>) => factory.post('/api/staff', { phone_area_code: '+86', ...body });
const urlsOf = (info: { body: { data: { menus: { package_url: string | null }[] } } }) =>
  info.body.data.menus.map((m) => m.package_url).filter(Boolean);

describe('staff join only by consent', () => {
  it('adding staff sends an invitation: nothing of the person shows before they accept, then they are staff as named', async () => {
    const user = await registerUser(server, 'Privy');
    const person = await loginByPhone(server, user.phone, user.password);
    await person.call('PATCH', '/api/profile', { email: `private${user.phone}@example.test` });
    const res = await addStaff({
      phone: user.phone,
      staff_name: 'Wang Wu',
      department: 'Engineering',
      job_number: 'F0100',
      staff_member: 1,
    });
    expect(res.body).toMatchObject({
      code: 1,
      msg: `Invitation sent to +86 ${user.phone}: they become staff once they accept it`,
      data: { invitation: { staff_name: 'Wang Wu', status: 'pending' }, enterprise_no: 'E0001' },
    });
    expect(JSON.stringify(res.body)).not.toMatch(/private|Privy|initial_password|user_uid/);
    expect((await factory.get(`/api/staff?keyword=${user.phone}`)).body.data.total).toBe(0);
    expect((await factory.get(`/api/staff?keyword=private${user.phone}`)).body.data.total).toBe(0);

    // The person hears of it by the bell and finds it on their profile page.
    expect(
      (await person.post('/api/busiservice.pcbuniontrans.workordermessagestatistics', {})).body.data.totlecount,
    ).toBe(1);
    const bell = (await person.get('/api/messages')).body.data.data[0];
    expect(bell).toMatchObject({
      kind: 'staff_invitation',
      title: 'Invitation to join Demo PCB Factory',
      link: '/personal-Information/index',
    });
    const mine = await person.get('/api/my/staff-invitations');
    expect(mine.body.data.data).toEqual([
      expect.objectContaining({
        enterprise_name: 'Demo PCB Factory',
        enterprise_no: 'E0001',
        staff_name: 'Wang Wu',
        department: 'Engineering',
      }),
    ]);
    const accepted = await person.post(`/api/my/staff-invitations/${mine.body.data.data[0].uid}/accept`);
    expect(accepted.body).toMatchObject({ code: 1, msg: 'You have joined Demo PCB Factory' });
    const listed = await factory.get(`/api/staff?keyword=${user.phone}`);
    expect(listed.body.data.data[0]).toMatchObject({
      staff_name: 'Wang Wu',
      department: 'Engineering',
      job_number: 'F0100',
      staff_member: 1,
      status: 'active',
      is_admin: false,
    });
    expect((await factory.get('/api/staff/invitations')).body.data.data[0]).toMatchObject({
      staff_name: 'Wang Wu',
      status: 'accepted',
    });
    const member = await loginInto(server, user.phone, user.password, accepted.body.data.enterprise_uid);
    expect(urlsOf(await member.post('/api/atom/auth-info1', {}))).toEqual(['collaborative-workbench']);
    expect((await member.post(`/api/my/staff-invitations/${mine.body.data.data[0].uid}/accept`)).status).toBe(404);
  });

  it('declining leaves no trace in the enterprise', async () => {
    const user = await registerUser(server, 'Decliner');
    const sent = await addStaff({ phone: user.phone, staff_name: 'Decliner' });
    const person = await loginByPhone(server, user.phone, user.password);
    const declined = await person.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/decline`);
    expect(declined.body).toMatchObject({ code: 1, msg: 'Invitation declined' });
    const invitations = (await factory.get('/api/staff/invitations?page_size=100')).body.data.data;
    expect(invitations.map((i: { uid: string }) => i.uid)).not.toContain(sent.body.data.invitation.uid);
    expect((await factory.get(`/api/staff?keyword=${user.phone}`)).body.data.total).toBe(0);
    const traces = await server.database.db.select().from(auditLog).where(eq(auditLog.actorAccountUid, user.uid));
    expect(traces.map((t) => t.entity)).toEqual(['account']);
    expect((await person.get('/api/my/staff-invitations')).body.data.data).toEqual([]);
  });

  it('answers the same for a phone nobody registered: the invitation waits for the registration, then the bell tells', async () => {
    const phone = freshPhone();
    const sent = await addStaff({ phone, staff_name: 'Later', department: 'Later' });
    expect(sent.body).toMatchObject({ code: 1, data: { invitation: { status: 'pending', staff_name: 'Later' } } });
    expect(await server.database.db.select().from(accounts).where(eq(accounts.phone, phone))).toEqual([]);
    const verify_code = await phoneCode(server, phone, 'register');
    await new AddressedClient(server.url).post('/api/service/userregister', {
      phone_area_code: '+86',
      register_phonenum: phone,
      register_password: 'Later_pass1',
      register_username: 'Later',
      verify_code,
    });
    const person = await loginByPhone(server, phone, 'Later_pass1');
    expect((await person.get('/api/messages')).body.data.data.map((m: { kind: string }) => m.kind)).toContain(
      'staff_invitation',
    );
    const [waiting] = (await person.get('/api/my/staff-invitations')).body.data.data;
    expect(waiting).toMatchObject({ uid: sent.body.data.invitation.uid, department: 'Later' });
    expect((await person.post(`/api/my/staff-invitations/${waiting.uid}/accept`)).body.code).toBe(1);
  });

  it('lets nobody else accept or decline an invitation', async () => {
    const user = await registerUser(server, 'Target');
    const sent = await addStaff({ phone: user.phone, staff_name: 'Target' });
    const stranger = await loginAs(server.url, 'customer');
    expect((await stranger.get('/api/my/staff-invitations')).body.data.data).toEqual([]);
    expect((await stranger.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/accept`)).status).toBe(404);
    expect((await stranger.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/decline`)).status).toBe(
      404,
    );
    expect((await factory.get(`/api/staff?keyword=${user.phone}`)).body.data.total).toBe(0);
  });
});

describe('staff management', () => {
  it('refuses to invite the same person twice', async () => {
    const joiner = await enrolStaff(server, factory, { staff_name: 'Joiner' });
    const twice = await addStaff({ phone: joiner.phone, staff_name: 'Joiner' });
    expect(twice.status).toBe(409);
    expect(twice.body.msg).toBe('This person is already staff of the enterprise');
  });

  it('keeps job numbers unique inside the enterprise', async () => {
    const dup = await addStaff({ phone: freshPhone(), staff_name: 'Dup', job_number: 'F0001' });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({
      msg: 'Job number F0001 is already used in this enterprise',
      data: { field: 'job_number' },
    });
    const bad = await addStaff({ phone: freshPhone(), staff_name: 'Bad', job_number: 'has space' });
    expect(bad.body.data.field).toBe('job_number');
  });

  it('lists with search, filters and paging, and lists departments', async () => {
    for (let i = 0; i < 3; i++) await enrolStaff(server, factory, { staff_name: `Pager ${i}`, department: 'Paging' });
    const page = await factory.get('/api/staff?keyword=pager&page_no=1&page_size=2&field=staff_name&sort=desc');
    expect(page.body.data.total).toBe(3);
    expect(page.body.data.data.map((r: { staff_name: string }) => r.staff_name)).toEqual(['Pager 2', 'Pager 1']);
    const second = await factory.get('/api/staff?keyword=pager&page_no=2&page_size=2&field=staff_name&sort=desc');
    expect(second.body.data.data.map((r: { staff_name: string }) => r.staff_name)).toEqual(['Pager 0']);
    expect((await factory.get('/api/staff?department=Paging')).body.data.total).toBe(3);
    expect((await factory.get('/api/staff/departments')).body.data).toEqual(
      expect.arrayContaining(['Paging', 'Sales']),
    );
  });

  it('edits department, job number and the staff-member flag, disables and re-enables', async () => {
    const { staffUid: uid, client: member } = await enrolStaff(server, factory, { staff_name: 'Editable' });
    const edited = await factory.call('PATCH', `/api/staff/${uid}`, {
      department: 'QA',
      job_number: 'F0200',
      staff_member: true,
    });
    expect(edited.body.data).toMatchObject({ department: 'QA', job_number: 'F0200', staff_member: 1 });
    expect((await factory.post(`/api/staff/${uid}/disable`)).body.data.status).toBe('disabled');
    expect((await member.post('/api/atom/auth-info1', {})).status).toBe(401);
    expect((await factory.post(`/api/staff/${uid}/enable`)).body.data.status).toBe('active');
    const audit = await server.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityUid, uid));
    expect(audit.map((a) => a.action)).toEqual(expect.arrayContaining(['join', 'update', 'disable', 'enable']));
  });

  it('sets permissions from the enterprise kind menu tree; the member sees them at the next auth-info1 without a new login', async () => {
    const { staffUid: uid, client: member } = await enrolStaff(server, factory, { staff_name: 'Granted' });
    const tree = await factory.get(`/api/staff/${uid}/permissions`);
    const urls = tree.body.data.menus.map((m: { package_url: string | null }) => m.package_url);
    expect(urls).toContain('quotation-management');
    expect(urls).not.toContain('shopping-cart');
    expect(tree.body.data.granted).toEqual([authCodeOf('collaborative-workbench')]);
    const codes = [authCodeOf('collaborative-workbench'), authCodeOf('quotation-management')];
    const saved = await factory.call('PUT', `/api/staff/${uid}/permissions`, { auth_codes: codes });
    expect(saved.body.data.granted).toEqual(codes);
    expect(urlsOf(await member.post('/api/atom/auth-info1', {}))).toEqual([
      'collaborative-workbench',
      'quotation-management',
    ]);
    const outside = await factory.call('PUT', `/api/staff/${uid}/permissions`, {
      auth_codes: [authCodeOf('shopping-cart')],
    });
    expect(outside.status).toBe(400);
    expect(outside.body.msg).toBe(
      `auth_codes: screen ${authCodeOf('shopping-cart')} cannot be granted in this kind of enterprise`,
    );
  });

  it('lets a non-administrator with staff management grant only what they hold', async () => {
    const added = await enrolStaff(server, factory, { staff_name: 'Deputy' });
    const deputyUid = added.staffUid;
    await factory.call('PUT', `/api/staff/${deputyUid}/permissions`, {
      auth_codes: [authCodeOf('collaborative-workbench'), authCodeOf('staff-management')],
    });
    const deputy = await loginInto(server, added.phone, added.password, added.enterpriseUid);
    const juniorUid = (await enrolStaff(server, deputy, { staff_name: 'Junior' })).staffUid;
    const ok = await deputy.call('PUT', `/api/staff/${juniorUid}/permissions`, {
      auth_codes: [authCodeOf('collaborative-workbench'), authCodeOf('staff-management')],
    });
    expect(ok.body.code).toBe(1);
    const beyond = await deputy.call('PUT', `/api/staff/${juniorUid}/permissions`, {
      auth_codes: [authCodeOf('quotation-management')],
    });
    expect(beyond.status).toBe(403);
    const adminUid = (await factory.get('/api/staff?keyword=F0001')).body.data.data[0].staff_uid;
    expect((await deputy.post(`/api/staff/${adminUid}/disable`)).status).toBe(403);
    expect((await deputy.call('PATCH', `/api/staff/${deputyUid}`, { is_admin: true })).status).toBe(403);
  });

  it('never leaves the enterprise without an administrator who manages staff', async () => {
    const adminUid = (await factory.get('/api/staff?keyword=F0001')).body.data.data[0].staff_uid;
    const disable = await factory.post(`/api/staff/${adminUid}/disable`);
    expect(disable.status).toBe(409);
    expect(disable.body.msg).toMatch(/at least one active administrator/);
    expect((await factory.call('PATCH', `/api/staff/${adminUid}`, { is_admin: false })).status).toBe(409);
    expect(
      (
        await factory.call('PUT', `/api/staff/${adminUid}/permissions`, {
          auth_codes: [authCodeOf('collaborative-workbench')],
        })
      ).status,
    ).toBe(409);
    // With a second administrator, the first may step down.
    const second = await enrolStaff(server, factory, { staff_name: 'Second' });
    const secondUid = second.staffUid;
    await factory.call('PATCH', `/api/staff/${secondUid}`, { is_admin: true });
    await factory.call('PUT', `/api/staff/${secondUid}/permissions`, { auth_codes: [authCodeOf('staff-management')] });
    expect((await factory.call('PATCH', `/api/staff/${adminUid}`, { is_admin: false })).body.code).toBe(1);
    const boss = await loginInto(server, second.phone, second.password, second.enterpriseUid);
    expect((await boss.call('PATCH', `/api/staff/${adminUid}`, { is_admin: true })).body.code).toBe(1);
  });

  it('is closed to a caller without the staff-management screen', async () => {
    // A member with the workbench only (an enterprise's admin holds every screen of its kind, this one among them).
    const clerk = await enrolStaff(server, await loginAs(server.url, 'customer'), { staff_name: 'Clerk' });
    expect((await clerk.client.get('/api/staff')).status).toBe(403);
    expect((await clerk.client.post('/api/staff', { phone: freshPhone(), staff_name: 'X' })).status).toBe(403);
  });
});

describe('staff invitations and joining by enterprise number', () => {
  it('invites a registered person by phone; they join with the enterprise number and a code', async () => {
    const user = await registerUser(server, 'Invitee');
    const invite = await factory.post('/api/staff/invitations', {
      phone_area_code: '+86',
      phone: user.phone,
      department: 'Sales',
    });
    expect(invite.body).toMatchObject({ code: 1, data: { enterprise_no: 'E0001' } });
    const person = await loginByPhone(server, user.phone, user.password);
    await person.post('/api/service/alimessagecode', {
      phone_area_code: '+86',
      phone_num: user.phone,
      template_type: 'join_enterprise',
    });
    const verifyCode = await codeFromOutbox(server, `+86 ${user.phone}`);
    const wrongNo = await person.post('/api/service/joinenterprise', {
      joined: '1',
      cimforceNoEnter: 'E0002',
      verifyCode,
    });
    expect(wrongNo.status).toBe(404);
    expect(wrongNo.body.msg).toBe('No invitation for this user was found, check the input');
    const joined = await person.post('/api/service/joinenterprise', {
      joined: '1',
      cimforceNoEnter: 'E0001',
      verifyCode,
    });
    expect(joined.body).toMatchObject({ code: 1, msg: 'You have joined Demo PCB Factory' });
    const login = await new AddressedClient(server.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: user.phone,
      login_password: user.password,
    });
    expect(login.body.data.joined_enterprise_info.map((e: { enterprise_name: string }) => e.enterprise_name)).toContain(
      'Demo PCB Factory',
    );
    const list = await factory.get('/api/staff/invitations');
    expect(list.body.data.data[0]).toMatchObject({ status: 'accepted' });
  });

  it('revokes a pending invitation', async () => {
    const invite = await factory.post('/api/staff/invitations', { phone_area_code: '+86', phone: freshPhone() });
    const uid = invite.body.data.uid;
    expect((await factory.post(`/api/staff/invitations/${uid}/revoke`)).body.code).toBe(1);
    expect((await factory.post(`/api/staff/invitations/${uid}/revoke`)).status).toBe(409);
  });
});
