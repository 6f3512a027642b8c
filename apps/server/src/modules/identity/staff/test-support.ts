/**
 * Helpers for tests that need staff (imported by *.test.ts only): staff join by invitation and consent, so a
 * test registers the person, has an administrator invite them, and has them accept.
 */
import type { Client, TestServer } from '../../../../test/test-server.js';
import { AddressedClient, registerUser } from '../accounts/test-support.js';

export interface Enrolled {
  phone: string;
  password: string;
  accountUid: string;
  staffUid: string;
  enterpriseUid: string;
  /** Signed in to the enterprise that enrolled them. */
  client: AddressedClient;
}

/** Signs in by phone and enters the named enterprise (the account belongs to several). */
export async function loginInto(
  server: TestServer,
  phone: string,
  password: string,
  enterpriseUid: string,
): Promise<AddressedClient> {
  const client = new AddressedClient(server.url);
  const login = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: password,
  });
  if (login.body.code !== 1) throw new Error(`login failed: ${login.body.msg}`);
  if (login.body.data.choose_enterprise) {
    const entered = await client.post('/api/login', { enterprise_uid: enterpriseUid });
    if (entered.body.code !== 1) throw new Error(`entering the enterprise failed: ${entered.body.msg}`);
  }
  return client;
}

/**
 * A new person registers (or `user`, registered before: registering reads the outbox as the platform operator,
 * which ends that operator's other session), `admin` adds them as staff (an invitation) and they accept it.
 */
export async function enrolStaff(
  server: TestServer,
  admin: Client,
  fields: { staff_name: string; department?: string; job_number?: string; staff_member?: boolean | 0 | 1 },
  registered?: { phone: string; password: string; uid: string },
): Promise<Enrolled> {
  const user = registered ?? (await registerUser(server, fields.staff_name));
  const sent = await admin.post('/api/staff', { phone_area_code: '+86', phone: user.phone, ...fields });
  if (sent.body.code !== 1) throw new Error(`inviting failed: ${sent.status} ${sent.body.msg}`);
  const person = await loginInto(server, user.phone, user.password, '');
  const accepted = await person.post(`/api/my/staff-invitations/${sent.body.data.invitation.uid}/accept`);
  if (accepted.body.code !== 1) throw new Error(`accepting failed: ${accepted.status} ${accepted.body.msg}`);
  const { staff_uid: staffUid, enterprise_uid: enterpriseUid } = accepted.body.data;
  return {
    phone: user.phone,
    password: user.password,
    accountUid: user.uid,
    staffUid,
    enterpriseUid,
    client: await loginInto(server, user.phone, user.password, enterpriseUid),
  };
}
