import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, DEMO, loginAs, startTestServer, type TestServer } from '../../../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.stop());

type Joined = { joined_enterprise_info: { enterprise_name: string; enterprise_uid: string }[] };

describe('fetch joined enterprises (spec 02 §7; issue 30 #1)', () => {
  it("answers the caller's enterprises as of now: an invitation accepted after the login is listed", async () => {
    const customer = await loginAs(server.url, 'customer');
    const before = await customer.post<Joined>('/api/service/joined-enterprises', {
      phone_area_code: '+86',
      phone: DEMO.customer.phone,
      login_type: 'phone',
    });
    expect(before.status).toBe(200);
    expect(before.body.data.joined_enterprise_info.map((e) => e.enterprise_name)).toEqual([
      'Demo Electronics Customer Co.',
    ]);

    const factory = await loginAs(server.url, 'factory');
    const invited = await factory.post('/api/staff', {
      phone_area_code: '+86',
      phone: DEMO.customer.phone,
      staff_name: 'Li Na',
    });
    expect(invited.body.code).toBe(1);
    const invitations = await customer.get<{ data: { uid: string }[] }>('/api/my/staff-invitations');
    const accepted = await customer.post(`/api/my/staff-invitations/${invitations.body.data.data[0]!.uid}/accept`);
    expect(accepted.body.code).toBe(1);

    const after = await customer.post<Joined>('/api/service/joined-enterprises', {});
    expect(after.body.data.joined_enterprise_info.map((e) => e.enterprise_name).sort()).toEqual(
      ['Demo Electronics Customer Co.', 'Demo PCB Factory'].sort(),
    );
  });

  it("refuses another account's phone (403) and a caller without a session (401), naming nothing", async () => {
    const customer = await loginAs(server.url, 'customer');
    const other = await customer.post('/api/service/joined-enterprises', {
      phone_area_code: '+86',
      phone: DEMO.factory.phone,
    });
    expect(other.status).toBe(403);
    const anonymous = await new Client(server.url).post('/api/service/joined-enterprises', {});
    expect(anonymous.status).toBe(401);
    const badType = await customer.post('/api/service/joined-enterprises', { login_type: 'fax' });
    expect(badType.status).toBe(400);
    expect(badType.body.data).toMatchObject({ field: 'login_type' });
  });
});
