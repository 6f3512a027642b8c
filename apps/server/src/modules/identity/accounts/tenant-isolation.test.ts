import { eq, inArray } from 'drizzle-orm';
import { maskFromAuthCodes, authCodesOf } from '@pcbunion/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisePartners, staff } from '../../../db/schema/index.js';
import { loginAs, startTestServer, type Client, type TestServer } from '../../../../test/test-server.js';
import { authCodeOf } from '../../../platform/access/catalogue-index.js';
import { enrolStaff } from '../staff/test-support.js';
import { freshPhone, registerUser } from './test-support.js';

const WHO = ['platform', 'factory', 'customer', 'supplier'] as const;
type Who = (typeof WHO)[number];

let server: TestServer;
const clients = {} as Record<Who, Client>;
/** Each demo enterprise's record ids: its administrator, an added staff member, a staff invitation, an invite link, a partner invitation. */
const ids = {} as Record<
  Who,
  {
    enterprise: string;
    admin: string;
    member: string;
    staffInvitation: string;
    link: string;
    partnerInvitation?: string;
  }
>;

beforeAll(async () => {
  server = await startTestServer();
  // Give every demo administrator staff and community management, so only the enterprise scope can refuse them.
  const db = server.database.db;
  const extra = [authCodeOf('staff-management'), authCodeOf('community-management')];
  const admins = await db
    .select()
    .from(staff)
    .where(inArray(staff.jobNumber, ['P0001', 'F0001', 'C0001', 'S0001']));
  for (const admin of admins) {
    await db
      .update(staff)
      .set({ permissionMask: maskFromAuthCodes([...authCodesOf(admin.permissionMask), ...extra]) })
      .where(eq(staff.uid, admin.uid));
  }
  const clerks = Object.fromEntries(
    await Promise.all(WHO.map(async (who) => [who, await registerUser(server, `${who.slice(0, 4)} clerk`)] as const)),
  );
  for (const who of WHO) {
    const client = await loginAs(server.url, who);
    clients[who] = client;
    const me = (await client.post('/api/atom/auth-info1', {})).body.data.user;
    const member = await enrolStaff(server, client, { staff_name: `${who.slice(0, 4)} clerk` }, clerks[who]);
    const invitation = await client.post('/api/staff/invitations', { phone_area_code: '+86', phone: freshPhone() });
    const link = await client.post('/api/community/invite-links', {
      purpose: 'staff',
      expires_in_days: 3,
      max_uses: 5,
    });
    ids[who] = {
      enterprise: me.enterprise_uid,
      admin: me.staff_uid,
      member: member.staffUid,
      staffInvitation: invitation.body.data.uid,
      link: link.body.data.uid,
    };
  }
  // The demo data makes the demo supplier a supplier of the demo factory (bidding); start without it to invite it.
  await db.delete(enterprisePartners);
  for (const who of ['factory', 'customer'] as const) {
    ids[who].partnerInvitation = (
      await clients[who].post('/api/enterprise/partner-invitations', { supplier_enterprise_no: 'E0003' })
    ).body.data.uid;
  }
});
afterAll(() => server.stop());

/** Every staff / community / enterprise endpoint that takes a record id. */
const probes = (target: (typeof ids)[Who]): Array<[string, string, unknown?]> => [
  ['GET', `/api/staff/${target.admin}`],
  ['GET', `/api/staff/${target.member}`],
  ['PATCH', `/api/staff/${target.member}`, { department: 'Hijacked' }],
  ['POST', `/api/staff/${target.member}/disable`, {}],
  ['POST', `/api/staff/${target.member}/enable`, {}],
  ['GET', `/api/staff/${target.member}/permissions`],
  ['PUT', `/api/staff/${target.member}/permissions`, { auth_codes: [1] }],
  ['POST', `/api/staff/invitations/${target.staffInvitation}/revoke`, {}],
  ['POST', `/api/community/invite-links/${target.link}/revoke`, {}],
];

describe('tenant isolation', () => {
  for (const caller of WHO) {
    it(`the ${caller} administrator gets "not found" for every record of every other enterprise`, async () => {
      for (const other of WHO.filter((w) => w !== caller)) {
        for (const [method, url, body] of probes(ids[other])) {
          const res = await clients[caller].call(method, url, body);
          expect(res.status, `${caller} ${method} ${url} (${other})`).toBe(404);
          expect(res.body).toEqual({ code: 0, msg: 'Not found', data: null });
        }
      }
      for (const owner of ['factory', 'customer'] as const) {
        if (owner === caller) continue;
        const uid = ids[owner].partnerInvitation!;
        expect((await clients[caller].post(`/api/enterprise/partner-invitations/${uid}/revoke`)).status).toBe(404);
        if (caller !== 'supplier') {
          expect((await clients[caller].post(`/api/enterprise/partner-invitations/${uid}/accept`)).status).toBe(404);
          expect((await clients[caller].post(`/api/enterprise/partner-invitations/${uid}/decline`)).status).toBe(404);
        }
      }
    });
  }

  it('answers "not found" for ids that are not ids at all', async () => {
    for (const bad of ['1', 'not-a-uuid', '00000000-0000-0000-0000-000000000000']) {
      expect((await clients.factory.get(`/api/staff/${bad}`)).status).toBe(404);
      expect((await clients.factory.post(`/api/community/invite-links/${bad}/revoke`)).status).toBe(404);
    }
  });

  it('lists only the caller enterprise rows', async () => {
    for (const who of WHO) {
      const mine = new Set([ids[who].admin, ids[who].member]);
      const staffList = await clients[who].get('/api/staff?page_size=100');
      expect(
        staffList.body.data.data.every(
          (r: { staff_uid: string }) =>
            !Object.values(ids).some((o) => o !== ids[who] && (o.admin === r.staff_uid || o.member === r.staff_uid)),
        ),
      ).toBe(true);
      expect(staffList.body.data.data.filter((r: { staff_uid: string }) => mine.has(r.staff_uid))).toHaveLength(2);
      const links = await clients[who].get('/api/community/invite-links');
      expect(links.body.data.data.map((l: { uid: string }) => l.uid)).toEqual([ids[who].link]);
    }
  });

  it('leaves the other enterprises untouched after all the attempts', async () => {
    const member = await clients.factory.get(`/api/staff/${ids.factory.member}`);
    expect(member.body.data).toMatchObject({ status: 'active', department: null });
    const links = await clients.factory.get('/api/community/invite-links');
    expect(links.body.data.data[0].state).toBe('active');
  });

  it('keeps the enterprise-management screen to the platform operator', async () => {
    for (const who of ['factory', 'customer', 'supplier'] as const) {
      expect((await clients[who].get('/api/admin/enterprises')).status).toBe(403);
      expect(
        (await clients[who].post(`/api/admin/enterprises/${ids[who].enterprise}/expiry`, { expires_on: '2099-01-01' }))
          .status,
      ).toBe(403);
    }
  });
});
