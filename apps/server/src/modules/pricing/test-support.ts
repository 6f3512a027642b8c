import { eq } from 'drizzle-orm';
import { Decimal } from '@pcbunion/core';
import { accounts, auditLog, enterprises, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { Client, type TestServer } from '../../../test/test-server.js';

/** A second factory (E0091, phone 13800000091) with the demo factory's screens, signed in. */
export async function secondFactory(server: TestServer): Promise<{ client: Client; enterpriseUid: string }> {
  const db = server.database.db;
  const [enterprise] = await db
    .insert(enterprises)
    .values({ enterpriseNo: 'E0091', name: 'Second Test Factory', kind: 'factory', expiresOn: '2027-12-31' })
    .returning();
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: 'U000091',
      name: 'Second Factory Admin',
      phoneAreaCode: '+86',
      phone: '13800000091',
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid: enterprise!.uid,
    accountUid: account!.uid,
    staffName: 'Second Factory Admin',
    isAdmin: true,
    permissionMask: demoMask('factory'),
  });
  const client = new Client(server.url);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: '13800000091',
    login_password: DEMO_PASSWORD,
  });
  if (res.body.code !== 1) throw new Error(res.body.msg);
  return { client, enterpriseUid: enterprise!.uid };
}

export async function auditRows(server: TestServer, entityUid: string) {
  return server.database.db.select().from(auditLog).where(eq(auditLog.entityUid, entityUid));
}

export const sumOf = (amounts: readonly string[]) =>
  amounts.reduce((total, amount) => total.plus(amount), new Decimal(0)).toFixed(2);

/** A valid new merchant parameter, to be changed by each test. */
export const numberParameter = (code: string) => ({
  code,
  name: `${code} name`,
  dataType: 'number',
  kind: 'independent',
  entryMode: 'entry',
  status: 'valid',
  mustFill: false,
  keyValue: false,
});

/** A valid fixed-amount project. */
export const fixedProject = (code: string, formula = '10') => ({
  code,
  name: `${code} fee`,
  costCategory: 'specialFee',
  kind: 'independent',
  pricingMode: 'amount',
  formula,
});
