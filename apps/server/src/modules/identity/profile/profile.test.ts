import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import {
  AddressedClient,
  ageRateLimits,
  codeFromOutbox,
  freshPhone,
  loginByPhone,
  registerUser,
} from '../accounts/test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

async function signedUpUser() {
  const user = await registerUser(server, 'Profiler');
  return { ...user, client: await loginByPhone(server, user.phone, user.password) };
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

async function upload(client: Client, bytes: Buffer, name: string, type: string) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  const res = await fetch(`${server.url}/api/file/upload?productid=pcb_uniontrans&kind=image&purpose=avatar`, {
    method: 'POST',
    body: form,
    headers: { cookie: client.cookie! },
  });
  return (await res.json()) as { code: number; data: { id: string } };
}

describe('personal profile', () => {
  it('shows and edits name and e-mail, refusing an e-mail of another account', async () => {
    const { client } = await signedUpUser();
    const profile = await client.get('/api/profile');
    expect(profile.body.data).toMatchObject({
      name: 'Profiler',
      has_password: true,
      enterprises: [expect.objectContaining({ is_admin: true })],
    });
    const saved = await client.call('PATCH', '/api/profile', {
      name: 'Renamed',
      email: `renamed.${Date.now()}@example.test`,
    });
    expect(saved.body.data.name).toBe('Renamed');
    const taken = await client.call('PATCH', '/api/profile', { email: 'factory@demo.pcbunion.test' });
    expect(taken.status).toBe(409);
    expect(taken.body.data.field).toBe('email');
    expect((await client.call('PATCH', '/api/profile', { name: 'Way too long a name' })).body.msg).toBe(
      'Name: You can only enter 10 characters',
    );
  });

  it('sets an uploaded PNG as the avatar and serves it; refuses a file that is not an image', async () => {
    const { client, uid } = await signedUpUser();
    const image = await upload(client, PNG, 'me.png', 'image/png');
    expect(image.code).toBe(1);
    const set = await client.post('/api/profile/avatar', { file_id: image.data.id });
    expect(set.body.data.avatar).toBe(`/api/profile/avatar/${uid}?v=${image.data.id}`);
    const res = await fetch(server.url + set.body.data.avatar, { headers: { cookie: client.cookie! } });
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect((await client.get('/api/profile')).body.data.avatar).toBe(set.body.data.avatar);
    const notMine = await (
      await loginAs(server.url, 'factory')
    ).post('/api/profile/avatar', { file_id: image.data.id });
    expect(notMine.status).toBe(404);
    const text = await upload(client, Buffer.from('%PDF-1.4 not an image'), 'doc.png', 'image/png');
    expect(text.code).toBe(0);
  });
});

describe('who sees an avatar', () => {
  it('the owner and the people who share an enterprise with them; anyone else gets not found', async () => {
    const { client, phone } = await signedUpUser();
    const image = await upload(client, PNG, 'me.png', 'image/png');
    const avatar = (await client.post('/api/profile/avatar', { file_id: image.data.id })).body.data.avatar;
    const factory = await loginAs(server.url, 'factory');
    const fetchAs = (who: Client) =>
      fetch(server.url + avatar, { headers: { cookie: who.cookie! } }).then((r) => r.status);
    expect(await fetchAs(client)).toBe(200);
    expect(await fetchAs(factory)).toBe(404);
    const sent = await factory.post('/api/staff', { phone_area_code: '+86', phone, staff_name: 'Pictured' });
    expect(await fetchAs(factory)).toBe(404); // invited is not yet staff
    expect((await client.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/accept`)).body.code).toBe(1);
    expect(await fetchAs(factory)).toBe(200);
    expect(await fetchAs(await loginAs(server.url, 'supplier'))).toBe(404);
  });
});

describe('modify phone (spec 02 §4, §8)', () => {
  it('checks the password first, sends a code to the new number and changes it (code 1)', async () => {
    const { client, phone, password } = await signedUpUser();
    const newPhone = freshPhone();
    const early = await client.post('/api/service/phonecode', { phone_area_code: '+86', phone_num: newPhone });
    expect(early.body).toMatchObject({ code: 2, msg: 'Please check the current password first' });
    expect((await client.post('/api/service/checkpassword', { password: '' })).body.msg).toBe(
      'The password is required and cannot be empty',
    );
    expect((await client.post('/api/service/checkpassword', { password: 'Wrong_pass9' })).body).toMatchObject({
      code: 0,
      msg: 'Password error',
    });
    expect((await client.post('/api/service/checkpassword', { password })).body.code).toBe(1);
    expect(
      (await client.post('/api/service/phonecode', { phone_area_code: '+86', phone_num: newPhone })).body.code,
    ).toBe(1);
    const verify_code = await codeFromOutbox(server, `+86 ${newPhone}`);
    const wrong = await client.post('/api/service/phoneupdate', {
      phone_area_code: '+86',
      phone_num: newPhone,
      verify_code: verify_code === '000000' ? '000001' : '000000',
    });
    expect(wrong.body).toMatchObject({ code: 0, msg: 'Error in verification code' });
    const done = await client.post('/api/service/phoneupdate', {
      phone_area_code: '+86',
      phone_num: newPhone,
      verify_code,
    });
    expect(done.body).toMatchObject({ code: 1, msg: 'The phone number has been changed' });
    await loginByPhone(server, newPhone, password);
    const old = await new AddressedClient(server.url).post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: phone,
      login_password: password,
    });
    expect(old.body.msg).toBe('The user is not registered, please register first');
  });

  it('answers 5 for a bad format, 3 for the same number and 4 for a number of another account', async () => {
    const { client, phone, password } = await signedUpUser();
    await client.post('/api/service/checkpassword', { password });
    const format = await client.post('/api/service/phonecode', { phone_area_code: '+86', phone_num: '2345' });
    expect(format.body).toMatchObject({ code: 5, msg: 'Phone format error' });
    const same = await client.post('/api/service/phonecode', { phone_area_code: '+86', phone_num: phone });
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ code: 3 });
    const taken = await client.post('/api/service/phoneupdate', {
      phone_area_code: '+86',
      phone_num: '13800000001',
      verify_code: '123456',
    });
    expect(taken.body).toMatchObject({ code: 4, msg: 'This phone number is already bound to another account' });
  });

  it('refuses another account id in the payload', async () => {
    const { client, password } = await signedUpUser();
    expect(
      (await client.post('/api/service/checkpassword', { uid: '00000000-0000-0000-0000-000000000000', password }))
        .status,
    ).toBe(403);
  });
});

describe('personal join company', () => {
  it('joins with the enterprise number and a code when invited, else says no invitation was found', async () => {
    const { client, phone } = await signedUpUser();
    const send = async () => {
      await ageRateLimits(server, 'code-resend:', 61);
      expect(
        (
          await client.post('/api/service/alimessagecode', {
            phone_area_code: '+86',
            phone_num: phone,
            template_type: 'join_enterprise',
          })
        ).body.code,
      ).toBe(1);
      return codeFromOutbox(server, `+86 ${phone}`);
    };
    const none = await client.post('/api/service/joinenterprise', {
      joined: '1',
      cimforceNoEnter: 'E0001',
      verifyCode: await send(),
    });
    expect(none.body.msg).toBe('No invitation for this user was found, check the input');
    const factory = await loginAs(server.url, 'factory');
    await factory.post('/api/staff/invitations', { phone_area_code: '+86', phone, department: 'Planning' });
    expect(
      (
        await client.post('/api/service/joinenterprise', {
          joined: '1',
          cimforceNoEnter: 'E0001',
          phoneNum: '13800000002',
          verifyCode: '123456',
        })
      ).status,
    ).toBe(403);
    const joined = await client.post('/api/service/joinenterprise', {
      joined: '1',
      cimforceNoEnter: 'E0001',
      verifyCode: await send(),
    });
    expect(joined.body).toMatchObject({ code: 1, data: { enterprise_name: 'Demo PCB Factory' } });
    const staff = await factory.get(`/api/staff?keyword=${phone}`);
    expect(staff.body.data.data[0]).toMatchObject({ department: 'Planning', status: 'active' });
  });
});

describe('member information (spec 02 §3)', () => {
  it('shows the member with balances 0.00 and saves the editable fields', async () => {
    const { client } = await signedUpUser();
    const shown = await client.get('/api/member/information');
    expect(shown.body.data).toMatchObject({
      name: 'Profiler',
      type: 'personal',
      status: 'active',
      available_balance: '0.00',
      frozen_amount: '0.00',
      member_no: expect.stringMatching(/^U\d{6}$/),
    });
    const saved = await client.call('PATCH', '/api/member/information', {
      birthday: '1990-05-01',
      gender: 'female',
      wechat_no: 'wx_profiler',
      qq_no: '123456',
    });
    expect(saved.body.data).toMatchObject({
      birthday: '1990-05-01',
      gender: 'female',
      wechat_no: 'wx_profiler',
      qq_no: '123456',
    });
    expect((await client.call('PATCH', '/api/member/information', { qq_no: 'bad qq!' })).body.data.field).toBe('qq_no');
    expect((await client.call('PATCH', '/api/member/information', { birthday: '1990-13-01' })).status).toBe(400);
  });

  it('is closed to enterprises without the member-information screen', async () => {
    expect((await (await loginAs(server.url, 'factory')).get('/api/member/information')).status).toBe(403);
  });
});
