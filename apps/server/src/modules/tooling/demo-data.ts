import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, staff, toolings } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { Clock } from '../jobs/index.js';
import { toolingService, type ToolingCaller } from './service.js';

const DAY = 86_400_000;
/** The second demo factory: transfers need a factory on the other side. Sign in with 13800000004 and the demo password. */
export const PARTNER_FACTORY = {
  no: 'E0004',
  name: 'Demo Partner PCB Factory',
  abbreviation: 'Partner Factory',
  phone: '13800000004',
  email: 'partner@demo.pcbunion.test',
  person: 'Wang Fang',
  jobNumber: 'F0101',
} as const;

/** The partner factory (E0004), once; answers its uid and its admin. */
export async function ensurePartnerFactory(db: Database): Promise<{ uid: string; accountUid: string; name: string }> {
  const [found] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, PARTNER_FACTORY.no));
  if (found) {
    const [admin] = await db
      .select({ accountUid: staff.accountUid, name: staff.staffName })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, found.uid), eq(staff.isAdmin, true)))
      .limit(1);
    return { uid: found.uid, accountUid: admin!.accountUid, name: admin!.name };
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    const [enterprise] = await tx
      .insert(enterprises)
      .values({
        enterpriseNo: PARTNER_FACTORY.no,
        name: PARTNER_FACTORY.name,
        abbreviation: PARTNER_FACTORY.abbreviation,
        kind: 'factory',
        phone: PARTNER_FACTORY.phone,
        expiresOn: '2027-12-31',
      })
      .returning({ uid: enterprises.uid });
    const [account] = await tx
      .insert(accounts)
      .values({
        userNo: 'UPF0004',
        name: PARTNER_FACTORY.person,
        phoneAreaCode: '+86',
        phone: PARTNER_FACTORY.phone,
        email: PARTNER_FACTORY.email,
        passwordHash,
      })
      .returning({ uid: accounts.uid });
    await tx.insert(staff).values({
      enterpriseUid: enterprise!.uid,
      accountUid: account!.uid,
      jobNumber: PARTNER_FACTORY.jobNumber,
      staffName: PARTNER_FACTORY.person,
      department: 'Production',
      isAdmin: true,
      permissionMask: demoMask('factory'),
    });
    return { uid: enterprise!.uid, accountUid: account!.uid, name: PARTNER_FACTORY.person };
  });
}

/**
 * A month of the demo factory's tooling for the demo customer, made through the service (so the log reads in words):
 * a flying-probe test fixture owned by the customer, amortised over 5 orders; a stencil owned by the factory amortised
 * over 20 000 boards, then sent to the partner factory (E0004) and signed for there; an old stencil scrapped.
 * Runs once: a factory with tooling is left alone.
 */
export async function seedToolingDemo(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  const [customer] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0002'));
  if (!factory || !customer) return;
  const [done] = await db
    .select({ id: toolings.id })
    .from(toolings)
    .where(eq(toolings.merchantUid, factory.uid))
    .limit(1);
  if (done) return;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, factory.uid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const partner = await ensurePartnerFactory(db);
  const clock = new Clock();
  const service = toolingService(db, clock);
  const caller: ToolingCaller = {
    enterpriseUid: factory.uid,
    accountUid: admin.accountUid,
    name: admin.name,
    ip: null,
    language: 'zh-CN',
  };
  const partnerCaller: ToolingCaller = {
    enterpriseUid: partner.uid,
    accountUid: partner.accountUid,
    name: partner.name,
    ip: null,
    language: 'zh-CN',
  };
  const at = (daysAgo: number) => clock.set(new Date(Date.now() - daysAgo * DAY));
  at(28);
  const fixture = await service.create(caller, {
    name: '控制板飞针测试治具 CB-2045',
    kind: 'test_fixture',
    customerNo: 'E0002',
    owner: 'customer',
    costCents: 380_000,
    amortiseBasis: 'orders',
    amortiseOver: 5,
    amortisedUnits: 0,
    location: '测试车间 A-03 柜',
  });
  at(21);
  await service.act(caller, fixture.no, { action: 'record_use', units: 2 });
  at(26);
  const stencil = await service.create(caller, {
    name: 'SMT 钢网 CB-2045 顶面',
    kind: 'stencil',
    customerNo: 'E0002',
    owner: 'factory',
    costCents: 65_000,
    amortiseBasis: 'boards',
    amortiseOver: 20_000,
    amortisedUnits: 3_000,
    location: 'SMT 钢网架 S-12',
  });
  at(12);
  const sent = await service.send(
    caller,
    {
      toolingNo: stencil.no,
      toFactoryNo: PARTNER_FACTORY.no,
      toLocation: '合作工厂钢网库 B-07',
      note: 'CB-2045 第三批外协贴片，随货发出',
    },
    [],
  );
  at(11);
  await service.actOnTransfer(partnerCaller, sent.no, 'receive', null, '合作工厂钢网库 B-07', undefined, []);
  at(18);
  const old = await service.create(caller, {
    name: '旧版钢网 CB-2031',
    kind: 'stencil',
    customerNo: 'E0002',
    owner: 'factory',
    costCents: 48_000,
    amortiseBasis: 'boards',
    amortiseOver: 10_000,
    amortisedUnits: 10_000,
    location: 'SMT 钢网架 S-03',
  });
  at(6);
  await service.act(caller, old.no, { action: 'scrap', reason: '张力不足，客户改版后停用' });
}
