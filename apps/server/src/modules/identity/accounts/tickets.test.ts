import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';
import { registerUser } from './test-support.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

describe('hand-off tickets (ticket, ticketlogin, ticketsecondlogin)', () => {
  it('a signed-in user hands the session to a second client once', async () => {
    const factory = await loginAs(server.url, 'factory');
    const issued = await factory.post('/api/service/ticket', {});
    expect(issued.body.data).toMatchObject({ ticket: expect.any(String), expires_seconds: 60 });
    const second = new Client(server.url);
    const res = await second.post('/api/service/ticketlogin', { ticket: issued.body.data.ticket, clienttype: 4 });
    expect(res.body).toMatchObject({
      code: 1,
      data: { user_role_info: [{ role_no: 'factory_admin' }], choose_enterprise: false },
    });
    expect((await second.post('/api/atom/auth-info1', {})).body.data.user.enterprise_name).toBe('Demo PCB Factory');
    expect((await factory.post('/api/atom/auth-info1', {})).body.code).toBe(1);
    const reuse = await new Client(server.url).post('/api/service/ticketlogin', { ticket: issued.body.data.ticket });
    expect(reuse.status).toBe(401);
    expect(reuse.body.msg).toBe('The ticket is invalid, used or expired; get a new one');
  });

  it('refuses an expired ticket and needs a session to issue one', async () => {
    const factory = await loginAs(server.url, 'factory');
    const { ticket } = (await factory.post('/api/service/ticket', {})).body.data;
    await server.database.db.execute(sql`update login_tickets set expires_at = now() - interval '1 second'`);
    expect((await new Client(server.url).post('/api/service/ticketlogin', { ticket })).status).toBe(401);
    expect((await new Client(server.url).post('/api/service/ticket', {})).status).toBe(401);
  });

  it('ticketsecondlogin enters another enterprise of the same account, and no one else', async () => {
    const user = await registerUser(server, 'Two Places');
    const factory = await loginAs(server.url, 'factory');
    const sent = await factory.post('/api/staff', {
      phone_area_code: '+86',
      phone: user.phone,
      staff_name: 'Two Places',
    });
    const accepting = new Client(server.url);
    await accepting.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: user.phone,
      login_password: user.password,
    });
    expect((await accepting.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/accept`)).body.code).toBe(
      1,
    );
    const first = new Client(server.url);
    const login = await first.post('/api/service/login', {
      login_type: 'phone',
      phone_area_code: '+86',
      login_phone: user.phone,
      login_password: user.password,
    });
    const [own, factoryEntry] = [...login.body.data.joined_enterprise_info].sort((a: { enterprise_name: string }) =>
      a.enterprise_name === 'Demo PCB Factory' ? 1 : -1,
    );
    await first.post('/api/login', { enterprise_uid: own.enterprise_uid });
    const { ticket } = (await first.post('/api/service/ticket', {})).body.data;
    const second = new Client(server.url);
    const res = await second.post('/api/service/ticketsecondlogin', {
      ticket,
      suppenterpriseuid: factoryEntry.enterprise_uid,
      staffuid: factoryEntry.staff_uid,
      login_type: 'phone',
      entpName: 'Demo PCB Factory',
      clienttype: 4,
    });
    expect(res.body.data.enterprise.enterprise_name).toBe('Demo PCB Factory');
    expect((await second.post('/api/atom/auth-info1', {})).body.data.user.enterprise_name).toBe('Demo PCB Factory');
    const { ticket: another } = (await first.post('/api/service/ticket', {})).body.data;
    const customerUid = (await (await loginAs(server.url, 'customer')).post('/api/atom/auth-info1', {})).body.data.user
      .enterprise_uid;
    expect(
      (
        await new Client(server.url).post('/api/service/ticketsecondlogin', {
          ticket: another,
          suppenterpriseuid: customerUid,
        })
      ).status,
    ).toBe(403);
  });
});
