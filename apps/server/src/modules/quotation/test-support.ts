import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, gerberFiles, staff } from '../../db/schema/index.js';
import { DEMO_PASSWORD, demoMask } from '../../db/seed/demo-data.js';
import { hashPassword } from '../auth/password.js';
import { Client } from '../../../test/test-server.js';

let serial = 0;

/** A staff member with the demo factory's screens in an enterprise, signed in (a second auditor, another factory's admin). */
export async function signedInStaff(db: Database, base: string, enterpriseUid: string, name: string): Promise<Client> {
  serial += 1;
  const phone = `1371${String(process.pid % 10000).padStart(4, '0')}${String(serial).padStart(3, '0')}`;
  const [account] = await db
    .insert(accounts)
    .values({
      userNo: `UQ${phone.slice(-7)}`,
      name,
      phoneAreaCode: '+86',
      phone,
      passwordHash: await hashPassword(DEMO_PASSWORD),
    })
    .returning();
  await db.insert(staff).values({
    enterpriseUid,
    accountUid: account!.uid,
    staffName: name,
    isAdmin: true,
    permissionMask: demoMask('factory'),
  });
  const client = new Client(base);
  const res = await client.post('/api/service/login', {
    login_type: 'phone',
    phone_area_code: '+86',
    login_phone: phone,
    login_password: DEMO_PASSWORD,
  });
  if (res.body.code !== 1) throw new Error(`login failed: ${res.body.msg}`);
  return client;
}

export async function otherFactory(db: Database, base: string): Promise<{ client: Client; enterpriseUid: string }> {
  const [enterprise] = await db
    .insert(enterprises)
    .values({
      enterpriseNo: `EQ${process.pid % 100000}`,
      name: 'Other Quotation Factory',
      kind: 'factory',
      expiresOn: '2030-12-31',
    })
    .returning();
  return {
    client: await signedInStaff(db, base, enterprise!.uid, 'Other Factory Admin'),
    enterpriseUid: enterprise!.uid,
  };
}

export async function enterpriseUidOf(db: Database, enterpriseNo: string): Promise<string> {
  const [row] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, enterpriseNo));
  return row!.uid;
}

/** An analysed, valid Gerber file of a factory (as modules/gerber leaves one after a successful upload). */
export async function analysedGerberFile(db: Database, enterpriseUid: string, fileName: string): Promise<string> {
  const [uploader] = await db
    .select({ uid: staff.accountUid })
    .from(staff)
    .where(eq(staff.enterpriseUid, enterpriseUid))
    .limit(1);
  const [row] = await db
    .insert(gerberFiles)
    .values({
      enterpriseUid,
      merchantUid: enterpriseUid,
      uploaderAccountUid: uploader!.uid,
      uploaderName: 'Engineer',
      fileName,
      fileSize: 1024,
      uploadStatus: 'success',
      widthMm: 100,
      heightMm: 80,
      copperLayers: 4,
    })
    .returning({ uid: gerberFiles.uid });
  return row!.uid;
}

/** A 4-layer board with materials and process steps priced on the request itself (no material file needed). */
export const boardBody = {
  customerNo: 'C-1001',
  customerName: '深圳市华星电子有限公司',
  customerLevel: 'A',
  customerModel: 'HX-CTRL-V2',
  layers: 4,
  panelWidth: '500',
  panelHeight: '400',
  panelUnit: 'mm',
  pcsPerPanel: 20,
  quantity: 1000,
  deliveryDays: 8,
  currency: 'USD',
  exchangeRate: '7.10',
  validityDays: 30,
  scrapRate: '3',
  scrapRateAdjusted: '4.5',
  grossMargin: '20',
  grossMarginAdjusted: '18',
  businessRate: '2',
  taxRate: '13',
  materials: [
    { materialNo: 'X-FR4', unitPrice: '113.00', unitPriceExTax: '100.00', taxRate: '13', coefficient: '1.10' },
    {
      materialNo: 'X-PP',
      unitPrice: '33.90',
      unitPriceExTax: '30.00',
      taxRate: '13',
      coefficient: '2.20',
      adjustmentPrice: '28.50',
    },
    { materialNo: 'X-CU', unitPrice: '22.60', unitPriceExTax: '20.00', taxRate: '13', coefficient: '2.10' },
    { materialNo: 'X-INK', unitPrice: '90.40', unitPriceExTax: '80.00', taxRate: '13', coefficient: '0.06' },
    { materialNo: 'X-AU', unitPrice: '3.39', unitPriceExTax: '3.00', taxRate: '13', coefficient: '1.5' },
  ],
  processes: [
    ['Cutting', '2.00', '1', '1.0'],
    ['Inner imaging', '12.00', '2', '1.0'],
    ['Inner etching', '8.00', '2', '1.0'],
    ['AOI', '5.00', '2', '1.0'],
    ['Lamination', '30.00', '1', '1.2'],
    ['Drilling', '25.00', '1', '1.0', { difficultyAdjustment: '0.3' }],
    ['PTH', '20.00', '1', '1.0'],
    ['Outer imaging', '12.00', '1', '1.0'],
    ['Pattern plating', '18.00', '1', '1.1'],
    ['Solder mask', '15.00', '1', '1.0', { timesAdjustment: '1' }],
    ['ENIG', '40.00', '1', '1.0', { specialAddition: '5.00' }],
    ['E-test', '6.00', '1', '1.0'],
  ].map(([procedure, unitCost, referenceTimes, difficulty, extra], i) => ({
    serialNo: i + 1,
    processType: 'PCB',
    procedure,
    unitCost,
    referenceTimes,
    difficulty,
    ...(extra as object | undefined),
  })),
};
