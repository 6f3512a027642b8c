import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  accounts,
  currencies,
  enterprises,
  exchangeRates,
  materialPrices,
  materials,
  processProcedures,
  processTypes,
  staff,
} from '../../db/schema/index.js';
import { createCustomer } from '../customer/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { MASTER_LEVEL_OF } from './service/customers.js';

/**
 * The demo factory's (E0001) quotation masters: currencies with rates, customers, materials with supplier prices,
 * process types with procedures. Its customers are customer files of the master (with the numbers the quotation screen gave them).
 */
const demoCustomers = [
  {
    customerNo: 'C-1001',
    name: '深圳市华星电子有限公司',
    level: 'A' as const,
    contact: '李敏',
    phone: '0755-26880001',
  },
  {
    customerNo: 'C-1002',
    name: '东莞市精工智能科技有限公司',
    level: 'B' as const,
    contact: '王强',
    phone: '0769-22330002',
  },
  {
    customerNo: 'C-1003',
    name: 'Bright Motion Robotics GmbH',
    level: 'B' as const,
    contact: 'Jonas Weber',
    phone: '+49 89 4400 3003',
  },
  {
    customerNo: 'C-1004',
    name: '苏州新锐医疗器械有限公司',
    level: 'A' as const,
    contact: '陈静',
    phone: '0512-66550004',
  },
  {
    customerNo: 'C-1005',
    name: 'Kyoto Sensor Devices K.K.',
    level: 'C' as const,
    contact: 'Sato Haruki',
    phone: '+81 75 200 1005',
  },
];

const suppliers = {
  KB: ['S-001', '建滔积层板控股有限公司'],
  SY: ['S-002', '广东生益科技股份有限公司'],
  ND: ['S-003', '诺德新材料股份有限公司'],
  TY: ['S-004', '太阳油墨（苏州）有限公司'],
  JZ: ['S-005', '深圳市金洲精工科技股份有限公司'],
  CX: ['S-006', '长兴化学工业（中国）有限公司'],
  HG: ['S-007', '广东光华科技股份有限公司'],
} as const;
type Supplier = keyof typeof suppliers;

const demoMaterials: Array<
  [no: string, name: string, spec: string, category: string, unit: string, prices: Array<[Supplier, string, string]>]
> = [
  [
    'M-CCL-1.6',
    'FR-4 覆铜板',
    'Tg150 1.6mm 1/1oz 1245×1041',
    '板材',
    'm²',
    [
      ['KB', '113.00', '100.00'],
      ['SY', '118.65', '105.00'],
    ],
  ],
  ['M-CCL-0.2', 'FR-4 芯板', 'Tg150 0.2mm H/H', '板材', 'm²', [['SY', '56.50', '50.00']]],
  [
    'M-PP-7628',
    '半固化片',
    '7628 RC43%',
    '板材',
    'm²',
    [
      ['KB', '33.90', '30.00'],
      ['SY', '35.03', '31.00'],
    ],
  ],
  ['M-PP-2116', '半固化片', '2116 RC54%', '板材', 'm²', [['SY', '36.16', '32.00']]],
  ['M-CU-18', '电解铜箔', '18μm HTE', '铜箔', 'm²', [['ND', '22.60', '20.00']]],
  ['M-INK-G', '感光阻焊油墨', 'PSR-4000 绿色', '油墨', 'kg', [['TY', '90.40', '80.00']]],
  ['M-INK-W', '字符油墨', 'S-200 白色', '油墨', 'kg', [['TY', '67.80', '60.00']]],
  ['M-ENIG', '化学镍金药水', 'Ni 3–5μm / Au 0.05μm', '药水', 'm²', [['HG', '33.90', '30.00']]],
  ['M-DRILL-0.3', '钻咀', 'Φ0.3mm 钨钢', '刀具', 'pcs', [['JZ', '3.39', '3.00']]],
  ['M-DRYFILM', '干膜', '40μm 负片', '干膜', 'm²', [['CX', '9.04', '8.00']]],
];

const demoProcesses: Array<
  [
    typeCode: string,
    typeName: string,
    procedures: Array<[code: string, name: string, unitCost: string, times: string, difficulty: string]>,
  ]
> = [
  ['CUT', '开料', [['P-CUT', '开料', '2.00', '1', '1.0']]],
  [
    'INNER',
    '内层',
    [
      ['P-IN-IMG', '内层图形', '12.00', '1', '1.0'],
      ['P-IN-ETCH', '内层蚀刻', '8.00', '1', '1.0'],
      ['P-AOI', '内层AOI', '5.00', '1', '1.0'],
    ],
  ],
  ['LAM', '压合', [['P-LAM', '压合', '30.00', '1', '1.0']]],
  ['DRILL', '钻孔', [['P-DRILL', '机械钻孔', '25.00', '1', '1.0']]],
  [
    'PLATE',
    '电镀',
    [
      ['P-PTH', '沉铜电镀', '20.00', '1', '1.0'],
      ['P-PATTERN', '图形电镀', '18.00', '1', '1.0'],
    ],
  ],
  ['OUTER', '外层', [['P-OUT-IMG', '外层图形', '12.00', '1', '1.0']]],
  [
    'MASK',
    '阻焊',
    [
      ['P-MASK', '阻焊', '15.00', '1', '1.0'],
      ['P-SILK', '字符', '4.00', '1', '1.0'],
    ],
  ],
  [
    'SURFACE',
    '表面处理',
    [
      ['P-ENIG', '沉金', '40.00', '1', '1.0'],
      ['P-HASL', '喷锡', '12.00', '1', '1.0'],
    ],
  ],
  [
    'TEST',
    '测试',
    [
      ['P-ETEST', '电测', '6.00', '1', '1.0'],
      ['P-FQC', '终检', '3.00', '1', '1.0'],
    ],
  ],
];

export async function seedQuotationMastersDemo(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return;
  const [done] = await db
    .select({ uid: materials.uid })
    .from(materials)
    .where(eq(materials.enterpriseUid, factory.uid))
    .limit(1);
  if (done) return;
  const enterpriseUid = factory.uid;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
    .limit(1);
  const clock = { now: () => new Date() } as Clock;
  await db.transaction(async (tx) => {
    await tx.insert(currencies).values([
      { enterpriseUid, code: 'CNY', name: '人民币', isLocal: true },
      { enterpriseUid, code: 'USD', name: '美元' },
      { enterpriseUid, code: 'HKD', name: '港币' },
      { enterpriseUid, code: 'EUR', name: '欧元' },
    ]);
    await tx.insert(exchangeRates).values([
      { enterpriseUid, currencyCode: 'USD', rate: '7.18', effectiveOn: '2026-01-01' },
      { enterpriseUid, currencyCode: 'USD', rate: '7.10', effectiveOn: '2026-10-01' },
      { enterpriseUid, currencyCode: 'HKD', rate: '0.91', effectiveOn: '2026-01-01' },
      { enterpriseUid, currencyCode: 'EUR', rate: '7.72', effectiveOn: '2026-10-01' },
    ]);
    for (const { contact, phone, level, ...c } of demoCustomers) {
      await createCustomer(
        tx,
        clock,
        { enterpriseUid, accountUid: admin?.accountUid ?? null, name: admin?.name ?? '', ip: null, kind: 'factory' },
        { ...c, level: MASTER_LEVEL_OF[level], contacts: [{ name: contact, phone, primary: true }] },
      );
    }
    for (const [materialNo, name, specification, category, unitName, prices] of demoMaterials) {
      const [row] = await tx
        .insert(materials)
        .values({ enterpriseUid, materialNo, name, specification, category, unitName })
        .returning({ uid: materials.uid });
      await tx.insert(materialPrices).values(
        prices.map(([supplier, unitPrice, unitPriceExTax]) => ({
          enterpriseUid,
          materialUid: row!.uid,
          supplierNo: suppliers[supplier][0],
          supplierName: suppliers[supplier][1],
          unitPrice,
          unitPriceExTax,
          taxRate: '13',
        })),
      );
    }
    for (const [i, [code, name, procedures]] of demoProcesses.entries()) {
      const [type] = await tx
        .insert(processTypes)
        .values({ enterpriseUid, code, name, sort: i * 10 })
        .returning({ uid: processTypes.uid });
      await tx.insert(processProcedures).values(
        procedures.map(([pcode, pname, unitCost, referenceTimes, difficulty]) => ({
          enterpriseUid,
          processTypeUid: type!.uid,
          code: pcode,
          name: pname,
          unitCost,
          referenceTimes,
          difficulty,
        })),
      );
    }
  });
}
