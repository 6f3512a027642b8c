import type { EvaluationScores, SupplierPaymentTerm, QualificationKind, SupplyCategory } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, staff, suppliers } from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { addDocument, createSupplier, evaluateSupplier, moveSupplier, type SupplierActor } from './service.js';
import { addBusinessDays, businessDay } from '../../platform/business-day.js';

const DAY = 86_400_000;
const day = (offset: number) => addBusinessDays(businessDay(new Date()), offset);

interface DemoSupplier {
  name: string;
  shortName: string;
  platform?: boolean;
  contact: [name: string, role: string, phone: string, email: string];
  categories: SupplyCategory[];
  paymentTerms: SupplierPaymentTerm;
  taxNo: string;
  bank: [name: string, account: string];
  address: string;
  documents: Array<[kind: QualificationKind, documentNo: string, expiresInDays: number | null]>;
  /** How far it went: approved with these scores, suspended after approval, or under evaluation. */
  to: 'approved' | 'suspended' | 'evaluating';
  scores?: EvaluationScores;
  daysAgo: number;
}

const demoSuppliers: DemoSupplier[] = [
  {
    name: 'Demo Laminate Supplier Ltd.',
    shortName: 'Demo Supplier',
    platform: true,
    contact: ['Liu Yang', '销售经理', '13800000003', 'supplier@demo.pcbunion.test'],
    categories: ['laminate', 'prepreg', 'copper_foil'],
    paymentTerms: 'monthly_30',
    taxNo: '91440300MA5DEMO03X',
    bank: ['招商银行深圳分行', '7559 0000 0003 001'],
    address: '广东省深圳市宝安区福永街道 88 号',
    documents: [
      ['business_licence', '91440300MA5DEMO03X', null],
      ['iso_9001', 'CN-QMS-2023-0451', 20],
      ['ul', 'E123456', 400],
    ],
    to: 'approved',
    scores: { quality: 88, delivery: 85, price: 78, service: 90, capability: 82 },
    daysAgo: 120,
  },
  {
    name: '江门铜箔科技有限公司',
    shortName: '江门铜箔',
    contact: ['陈静', '业务代表', '13922001122', 'chen.jing@jmcu.example'],
    categories: ['copper_foil'],
    paymentTerms: 'monthly_60',
    taxNo: '91440700MA4JMCU21K',
    bank: ['中国银行江门分行', '6217 8560 0012 3344'],
    address: '广东省江门市蓬江区工业大道 16 号',
    documents: [
      ['business_licence', '91440700MA4JMCU21K', null],
      ['iso_9001', 'CN-QMS-2020-1187', -10],
    ],
    to: 'approved',
    scores: { quality: 80, delivery: 75, price: 85, service: 70, capability: 72 },
    daysAgo: 90,
  },
  {
    name: '深圳荣达油墨有限公司',
    shortName: '荣达油墨',
    contact: ['黄志强', '技术支持', '13631502233', 'huang@rongda-ink.example'],
    categories: ['solder_mask', 'chemicals'],
    paymentTerms: 'net_60',
    taxNo: '91440300MA5RDINK8Q',
    bank: ['工商银行深圳龙华支行', '4000 0234 0920 0088 123'],
    address: '广东省深圳市龙华区观澜街道 205 号',
    documents: [
      ['business_licence', '91440300MA5RDINK8Q', null],
      ['iso_14001', 'CN-EMS-2024-0312', 500],
      ['rohs_reach', 'SGS-RH-2026-0817', 240],
    ],
    to: 'approved',
    scores: { quality: 92, delivery: 88, price: 80, service: 86, capability: 90 },
    daysAgo: 60,
  },
  {
    name: '东莞精密钻具有限公司',
    shortName: '精密钻具',
    contact: ['赵磊', '销售', '13712903344', 'zhao.lei@dg-drill.example'],
    categories: ['drill_bits'],
    paymentTerms: 'net_30',
    taxNo: '91441900MA5DGDR77P',
    bank: ['建设银行东莞长安支行', '4405 0177 0008 0000 5566'],
    address: '广东省东莞市长安镇振安路 9 号',
    documents: [['business_licence', '91441900MA5DGDR77P', null]],
    to: 'suspended',
    scores: { quality: 70, delivery: 66, price: 75, service: 65, capability: 68 },
    daysAgo: 45,
  },
  {
    name: '惠州新膜材料有限公司',
    shortName: '新膜材料',
    contact: ['吴婷', '区域经理', '13502704455', 'wu.ting@hz-film.example'],
    categories: ['dry_film'],
    paymentTerms: 'monthly_30',
    taxNo: '91441300MA5HZFM12D',
    bank: ['农业银行惠州仲恺支行', '4428 0101 0400 1234 567'],
    address: '广东省惠州市仲恺高新区和畅五路 31 号',
    documents: [
      ['business_licence', '91441300MA5HZFM12D', null],
      ['iso_9001', 'CN-QMS-2025-2201', 700],
    ],
    to: 'evaluating',
    daysAgo: 12,
  },
  {
    name: '苏州表面处理化学品有限公司',
    shortName: '苏州表化',
    contact: ['孙浩', '销售总监', '13913205566', 'sun.hao@sz-chem.example'],
    categories: ['chemicals', 'gold_salts'],
    paymentTerms: 'prepaid',
    taxNo: '91320500MA1SZCH45T',
    bank: ['交通银行苏州工业园区支行', '3250 0000 0018 0012 3456'],
    address: '江苏省苏州市工业园区星湖街 128 号',
    documents: [
      ['business_licence', '91320500MA1SZCH45T', null],
      ['iatf_16949', 'IATF-0412345', 25],
    ],
    to: 'evaluating',
    daysAgo: 5,
  },
];

/**
 * The demo factory's supplier master: four approved or suspended suppliers (one of them the demo supplier on the
 * platform, one with an ISO 9001 certificate expired, one expiring) and two potential suppliers under evaluation,
 * made through the same services as the screens so the operation log reads in words. Runs once.
 */
export async function seedSupplierDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const factoryUid = parties.find((p) => p.no === 'E0001')?.uid;
  const platformUid = parties.find((p) => p.no === 'E0003')?.uid;
  if (!factoryUid) return;
  const [done] = await db
    .select({ uid: suppliers.uid })
    .from(suppliers)
    .where(eq(suppliers.factoryUid, factoryUid))
    .limit(1);
  if (done) return;
  const [member] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, factoryUid), eq(staff.isAdmin, true)))
    .limit(1);
  const buyer: SupplierActor = {
    enterpriseUid: factoryUid,
    accountUid: member?.accountUid ?? null,
    name: member?.name ?? '',
    ip: null,
    kind: 'factory',
  };
  const now = Date.now();
  await db.transaction(async (tx) => {
    for (const demo of demoSuppliers) {
      let step = 0;
      const clock = { now: () => new Date(now - demo.daysAgo * DAY + step++ * 3_600_000) } as Clock;
      const [contactName, role, phone, email] = demo.contact;
      const row = await createSupplier(tx, clock, buyer, {
        name: demo.name,
        shortName: demo.shortName,
        enterpriseUid: demo.platform ? (platformUid ?? null) : null,
        contacts: [{ name: contactName, role, phone, email }],
        categories: demo.categories,
        paymentTerms: demo.paymentTerms,
        taxNo: demo.taxNo,
        bankName: demo.bank[0],
        bankAccount: demo.bank[1],
        address: demo.address,
      });
      for (const [kind, documentNo, expires] of demo.documents)
        await addDocument(tx, clock, buyer, row.uid, {
          kind,
          documentNo,
          issuedOn: day(-demo.daysAgo - 300),
          expiresOn: expires === null ? null : day(expires),
        });
      await moveSupplier(tx, clock, buyer, row.uid, 'evaluate', {});
      if (demo.to === 'evaluating' || !demo.scores) continue;
      await evaluateSupplier(tx, clock, buyer, row.uid, { scores: demo.scores, decision: 'approve' });
      if (demo.to === 'suspended')
        await moveSupplier(tx, clock, buyer, row.uid, 'suspend', { reason: '连续两批钻头断针率超标，待 8D 报告' });
    }
  });
}
