import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerConsents, enterprises, staff } from '../../db/schema/index.js';
import { Clock } from '../../platform/jobs/index.js';
import { consentService, type ConsentCaller } from './service.js';

const DAY = 86_400_000;

/**
 * The demo customer's consents to the demo factory over a month, through the service (the log reads in words): its
 * company profile and delivery addresses shared with the carrier, its order history shared with an outsourcing
 * factory and revoked a week later. Runs once.
 */
export async function seedConsentDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0002']));
  const factory = parties.find((p) => p.no === 'E0001');
  const customer = parties.find((p) => p.no === 'E0002');
  if (!factory || !customer) return;
  const [done] = await db
    .select({ id: customerConsents.id })
    .from(customerConsents)
    .where(eq(customerConsents.customerUid, customer.uid))
    .limit(1);
  if (done) return;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, customer.uid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const clock = new Clock();
  const consents = consentService(db, clock);
  const caller: ConsentCaller = {
    enterpriseUid: customer.uid,
    enterpriseName: customer.name,
    accountUid: admin.accountUid,
    name: admin.name,
    ip: null,
    language: 'zh-CN',
  };
  const at = (daysAgo: number) => clock.set(new Date(Date.now() - daysAgo * DAY));
  at(26);
  await consents.answer(caller, factory.uid, 'profile', {
    granted: true,
    thirdParty: '顺丰速运（承运商）',
    purpose: '发货与签收',
    rowVersion: 0,
  });
  await consents.answer(caller, factory.uid, 'addresses', {
    granted: true,
    thirdParty: '顺丰速运（承运商）',
    purpose: '发货与签收',
    rowVersion: 0,
  });
  at(15);
  const orders = await consents.answer(caller, factory.uid, 'orders', {
    granted: true,
    thirdParty: '外协工厂',
    purpose: '外协生产排期',
    rowVersion: 0,
  });
  at(8);
  await consents.answer(caller, factory.uid, 'orders', { granted: false, rowVersion: orders.rowVersion });
}
