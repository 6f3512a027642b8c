import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { Client, DEMO, type TestServer } from '../../../test/test-server.js';

/** A signed-in client of a demo account, asking in `language`. */
export async function signIn(server: TestServer, phone: string, language = 'en'): Promise<Client> {
  const client = new Client(server.url, language);
  const res = await client.post('/api/service/login', { login_type: 'phone', phone_area_code: '+86', login_phone: phone, login_password: DEMO.password });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

/** A second factory enterprise with an admin holding the demo factory's screens (it must not see the demo factory's customers). */
export async function secondFactory(server: TestServer, no: string, phone: string): Promise<Client> {
  const db = server.database.db;
  await db.execute(sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on) values (${no}, ${`Other Circuits ${no}`}, 'factory', ${phone}, '2027-12-31')`);
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select ${`U${no}`}, 'Sun Li', '+86', ${phone}, ${`${no}@demo.pcbunion.test`}, password_hash from accounts where phone = ${DEMO.factory.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, ${`J${no}`}, 'Sun Li', 'Sales', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = ${no} and a.phone = ${phone} and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0001') and s.is_admin
    limit 1`);
  return signIn(server, phone);
}
