import { eq, inArray } from 'drizzle-orm';
import { maskFromAuthCodes } from '@pcbunion/core';
import { hashPassword } from '../../../platform/session/password.js';
import type { Database } from '../../../db/client.js';
import { accounts, enterprises, staff } from '../../../db/schema/index.js';
import { demoGrants, menuCatalogue } from '../../../platform/access/menu-catalogue.js';

export const DEMO_PASSWORD = 'Pcb_Demo2026';

/** The four demo enterprises and their accounts of DESIGN.md § Demo data. */
export const demoEnterprises = [
  {
    key: 'platform',
    no: 'E0000',
    name: 'PCB Union Platform',
    abbreviation: 'PCB Union',
    phone: '13800000000',
    email: 'admin@demo.pcbunion.test',
    person: 'Chen Jing',
    jobNumber: 'P0001',
    department: 'Operations',
  },
  {
    key: 'factory',
    no: 'E0001',
    name: 'Demo PCB Factory',
    abbreviation: 'Demo Factory',
    phone: '13800000001',
    email: 'factory@demo.pcbunion.test',
    person: 'Zhang Wei',
    jobNumber: 'F0001',
    department: 'Sales',
  },
  {
    key: 'customer',
    no: 'E0002',
    name: 'Demo Electronics Customer Co.',
    abbreviation: 'Demo Customer',
    phone: '13800000002',
    email: 'customer@demo.pcbunion.test',
    person: 'Li Na',
    jobNumber: 'C0001',
    department: 'Purchasing',
  },
  {
    key: 'supplier',
    no: 'E0003',
    name: 'Demo Laminate Supplier Ltd.',
    abbreviation: 'Demo Supplier',
    phone: '13800000003',
    email: 'supplier@demo.pcbunion.test',
    person: 'Liu Yang',
    jobNumber: 'S0001',
    department: 'Sales',
  },
] as const;

export function demoMask(kind: keyof typeof demoGrants): string {
  const granted = new Set(demoGrants[kind]);
  return maskFromAuthCodes(
    menuCatalogue.filter((m) => m.packageUrl && granted.has(m.packageUrl)).map((m) => m.authCode),
  );
}

/** Creates the demo enterprises once: a second start finds the factory and does nothing. */
export async function seedDemoData(db: Database): Promise<boolean> {
  const [existing] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'))
    .limit(1);
  if (existing) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const [i, demo] of demoEnterprises.entries()) {
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          enterpriseNo: demo.no,
          name: demo.name,
          abbreviation: demo.abbreviation,
          kind: demo.key,
          phone: demo.phone,
          expiresOn: '2027-12-31',
        })
        .returning({ uid: enterprises.uid });
      const [account] = await tx
        .insert(accounts)
        .values({
          userNo: `U${String(i + 1).padStart(6, '0')}`,
          name: demo.person,
          phoneAreaCode: '+86',
          phone: demo.phone,
          email: demo.email,
          passwordHash,
        })
        .returning({ uid: accounts.uid });
      await tx.insert(staff).values({
        enterpriseUid: enterprise!.uid,
        accountUid: account!.uid,
        jobNumber: demo.jobNumber,
        staffName: demo.person,
        department: demo.department,
        isAdmin: true,
        staffMember: demo.key === 'platform',
        permissionMask: demoMask(demo.key),
      });
    }
  });
  return true;
}

/**
 * The demo's other pricing factories (issue 29, "every factory side by side"), each with an admin who signs in with
 * its phone and the demo password: a prototype shop and an HDI specialist. Their books, capability tables and
 * shipping tables come from the pricing, capability and shipping seeders.
 */
export const demoFactories = [
  {
    no: 'E0005',
    name: 'Swift Proto PCB Co.',
    abbreviation: 'Swift Proto',
    phone: '13800000005',
    email: 'proto@demo.pcbunion.test',
    person: 'Zhao Lei',
    jobNumber: 'F0501',
  },
  {
    no: 'E0006',
    name: 'Precision HDI Works',
    abbreviation: 'Precision HDI',
    phone: '13800000006',
    email: 'hdi@demo.pcbunion.test',
    person: 'Sun Mei',
    jobNumber: 'F0601',
  },
] as const;

/** Creates each missing demo factory of `demoFactories` with its admin, once. */
export async function seedDemoFactories(db: Database): Promise<boolean> {
  const present = new Set(
    (
      await db
        .select({ no: enterprises.enterpriseNo })
        .from(enterprises)
        .where(
          inArray(
            enterprises.enterpriseNo,
            demoFactories.map((f) => f.no),
          ),
        )
    ).map((row) => row.no),
  );
  const missing = demoFactories.filter((factory) => !present.has(factory.no));
  if (missing.length === 0) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    for (const factory of missing) {
      const [enterprise] = await tx
        .insert(enterprises)
        .values({
          enterpriseNo: factory.no,
          name: factory.name,
          abbreviation: factory.abbreviation,
          kind: 'factory',
          phone: factory.phone,
          expiresOn: '2027-12-31',
        })
        .returning({ uid: enterprises.uid });
      const [account] = await tx
        .insert(accounts)
        .values({
          userNo: `UDF${factory.no.slice(1)}`,
          name: factory.person,
          phoneAreaCode: '+86',
          phone: factory.phone,
          email: factory.email,
          passwordHash,
        })
        .returning({ uid: accounts.uid });
      await tx.insert(staff).values({
        enterpriseUid: enterprise!.uid,
        accountUid: account!.uid,
        jobNumber: factory.jobNumber,
        staffName: factory.person,
        department: 'Sales',
        isAdmin: true,
        permissionMask: demoMask('factory'),
      });
    }
  });
  return true;
}
