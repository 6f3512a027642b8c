import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, inquiries, quotations, staff } from '../../db/schema/index.js';
import { fourLayerSteps } from '../process-flows/index.js';
import type { QuotationActor } from '../quotation-masters/index.js';
import { createQuotation } from './service/save.js';
import { changeState } from './service/transitions.js';

/** The demo factory (E0001) and its administrator as the quoter, or null before they exist. */
async function demoQuoter(db: Database): Promise<{ factoryName: string; actor: QuotationActor } | null> {
  const [factory] = await db
    .select({ uid: enterprises.uid, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return null;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .innerJoin(accounts, eq(accounts.uid, staff.accountUid))
    .where(and(eq(staff.enterpriseUid, factory.uid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return null;
  return {
    factoryName: factory.name,
    actor: {
      enterpriseUid: factory.uid,
      accountUid: admin.accountUid,
      name: admin.name,
      ip: '127.0.0.1',
      language: 'zh-CN',
    },
  };
}

/** The demo factory's (E0001) two internal quotations, made through the services' rules (after its masters and flows). */
export async function seedQuotationDemo(db: Database): Promise<void> {
  const quoter = await demoQuoter(db);
  if (!quoter) return;
  const { actor } = quoter;
  const enterpriseUid = actor.enterpriseUid;
  const factory = { name: quoter.factoryName };
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

/**
 * A platform quotation of the demo factory: made from the earliest online inquiry the demo customer sent it (the
 * sales month's), so the quotation list shows both types. Runs after the sales month; once.
 */
export async function seedPlatformQuotationDemo(db: Database): Promise<void> {
  const quoter = await demoQuoter(db);
  if (!quoter) return;
  const { actor } = quoter;
  const [existing] = await db
    .select({ uid: quotations.uid })
    .from(quotations)
    .where(and(eq(quotations.enterpriseUid, actor.enterpriseUid), isNotNull(quotations.inquiryUid)))
    .limit(1);
  if (existing) return;
  const [inquiry] = await db
    .select({ inquiryNo: inquiries.inquiryNo, customerName: enterprises.name })
    .from(inquiries)
    .innerJoin(enterprises, eq(enterprises.uid, inquiries.customerEnterpriseUid))
    .where(and(eq(inquiries.merchantEnterpriseUid, actor.enterpriseUid), eq(inquiries.deleted, false)))
    .orderBy(asc(inquiries.createdAt), asc(inquiries.inquiryNo))
    .limit(1);
  if (!inquiry) return;
  const platform = await createQuotation(db, actor, {
    inquiryNo: inquiry.inquiryNo,
    customerName: inquiry.customerName,
    customerModel: 'ONLINE-2L',
    layers: 2,
    panelWidth: '400',
    panelHeight: '300',
    panelUnit: 'mm',
    pcsPerPanel: 12,
    quantity: 200,
    deliveryDays: 6,
    validityDays: 30,
    factoryName: quoter.factoryName,
    classificationNumber: 'FR4',
    classificationName: 'FR-4 刚性板',
    currency: 'CNY',
    grossMargin: '18',
    scrapRate: '3',
    businessRate: '2',
    taxRate: '13',
    materials: [
      { materialNo: 'M-CCL-0.2', coefficient: '1.05' },
      { materialNo: 'M-INK-G', coefficient: '0.05' },
    ],
    externalRemarks: '在线询价转报价。',
  });
  await changeState(db, actor, platform.quotationNo, 'submit');
}
