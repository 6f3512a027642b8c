import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { Client, DEMO, type TestServer } from '../../../test/test-server.js';

/** A signed-in client of a demo account, asking in `language`. */
export async function signIn(server: TestServer, phone: string, language = 'en'): Promise<Client> {
  const client = new Client(server.url, language);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO.password,
  });
  expect(res.body.code, JSON.stringify(res.body)).toBe(1);
  return client;
}

/** A second factory enterprise with an admin holding the demo factory's screens (it must not see the demo factory's customers). */
export async function secondFactory(server: TestServer, no: string, phone: string): Promise<Client> {
  const db = server.database.db;
  await db.execute(
    sql`insert into enterprises (enterprise_no, name, kind, phone, expires_on) values (${no}, ${`Other Circuits ${no}`}, 'factory', ${phone}, '2027-12-31')`,
  );
  await db.execute(sql`insert into accounts (user_no, name, phone_area_code, phone, email, password_hash)
    select ${`U${no}`}, 'Sun Li', '+86', ${phone}, ${`${no}@demo.pcbunion.test`}, password_hash from accounts where phone = ${DEMO.factory.phone}`);
  await db.execute(sql`insert into staff (enterprise_uid, account_uid, job_number, staff_name, department, is_admin, staff_member, permission_mask)
    select e.uid, a.uid, ${`J${no}`}, 'Sun Li', 'Sales', true, false, s.permission_mask from enterprises e, accounts a, staff s
    where e.enterprise_no = ${no} and a.phone = ${phone} and s.enterprise_uid = (select uid from enterprises where enterprise_no = 'E0001') and s.is_admin
    limit 1`);
  return signIn(server, phone);
}

/**
 * The pairs whose kept credit (`customer_credit`, kept by triggers) differs from the rule computed live now, or
 * that have business and no kept row: empty when the triggers missed nothing.
 */
export async function keptCreditDrift(server: TestServer): Promise<unknown[]> {
  const result = await server.database.db.execute(sql`
    with pairs as (select merchant_uid, customer_uid from customer_credit_pairs union select merchant_uid, customer_uid from customer_credit)
    select pairs.merchant_uid, pairs.customer_uid, cc.receivables_cents::text as kept_receivables, p.receivables::text as receivables,
      cc.undelivered_cents::text as kept_undelivered, p.undelivered::text as undelivered
    from pairs cross join lateral customer_credit_parts(pairs.merchant_uid, pairs.customer_uid) p
    left join customer_credit cc on cc.merchant_uid = pairs.merchant_uid and cc.customer_uid = pairs.customer_uid
    where cc.merchant_uid is null or cc.receivables_cents <> p.receivables or cc.undelivered_cents <> p.undelivered`);
  return (result as unknown as { rows: unknown[] }).rows;
}
