import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, quotations, staff } from '../../db/schema/index.js';
import { fourLayerSteps } from '../process-flows/index.js';
import type { QuotationActor } from '../quotation-masters/index.js';
import { createQuotation } from './service/save.js';
import { changeState } from './service/transitions.js';

/** The demo factory's (E0001) two quotations, made through the services' rules (after its masters and flows). */
export async function seedQuotationDemo(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return;
  const enterpriseUid = factory.uid;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const actor: QuotationActor = {
    enterpriseUid,
    accountUid: admin.accountUid,
    name: admin.name,
    ip: '127.0.0.1',
    language: 'zh-CN',
  };
  const [existing] = await db
    .select({ uid: quotations.uid })
    .from(quotations)
    .where(eq(quotations.enterpriseUid, enterpriseUid))
    .limit(1);
  if (existing) return;
  const materialsOf4L = [
    { materialNo: 'M-CCL-0.2', coefficient: '1.10' },
    { materialNo: 'M-PP-7628', coefficient: '2.20', adjustmentPrice: '28.50' },
    { materialNo: 'M-CU-18', coefficient: '2.10' },
    { materialNo: 'M-INK-G', coefficient: '0.06' },
    { materialNo: 'M-ENIG', coefficient: '1' },
  ];
  const board = {
    type: 'internal' as const,
    layers: 4,
    panelWidth: '500',
    panelHeight: '400',
    panelUnit: 'mm' as const,
    panelForm: '4×5',
    pcsPerPanel: 20,
    deliveryUnitSize: '100×100 mm',
    deliveryDays: 8,
    validityDays: 30,
    factoryName: factory.name,
    classificationNumber: 'FR4',
    classificationName: 'FR-4 刚性板',
    salesman: '周杰',
    grossMargin: '20',
    scrapRate: '3',
    businessRate: '2',
    taxRate: '13',
    materials: materialsOf4L,
    processes: fourLayerSteps.map(({ unitCost: _u, ...s }) => s),
  };
  const first = await createQuotation(db, actor, {
    ...board,
    customerNo: 'C-1001',
    customerName: '深圳市华星电子有限公司',
    customerLevel: 'A',
    customerModel: 'HX-CTRL-V2',
    quantity: 1000,
    currency: 'USD',
    externalRemarks: '含电测，飞针测试。',
  });
  await changeState(db, actor, first.quotationNo, 'submit');
  const second = await createQuotation(db, actor, {
    ...board,
    customerNo: 'C-1004',
    customerName: '苏州新锐医疗器械有限公司',
    customerLevel: 'A',
    customerModel: 'XR-MED-07',
    quantity: 500,
    currency: 'CNY',
    grossMarginAdjusted: '22',
  });
  await changeState(db, actor, second.quotationNo, 'submit');
  await changeState(db, actor, second.quotationNo, 'audit');
}
