import type { CustomerInput } from './service/customers.js';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { customerLeads, enterprises, staff } from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { businessDay, type CustomerActor } from './context.js';
import { createCustomer } from './service/customers.js';
import { addFollowUp, createLead, moveLead, type LeadInput } from './service/leads.js';

const DAY = 86_400_000;

/** The demo factory's customers: the demo customer (on the platform) and offline customers entered by the factory. */
const demoCustomers: Array<{ daysAgo: number; platform?: boolean; input: CustomerInput }> = [
  {
    daysAgo: 30,
    platform: true,
    input: {
      name: '',
      level: 'key',
      paymentTerms: 'monthly_30',
      creditLimit: '200000.00',
      taxId: '91440300MA5DEMO002',
      bankName: '招商银行深圳科技园支行',
      bankAccount: '7559 0123 4567 802',
      contacts: [
        {
          name: 'Li Na',
          position: '采购经理',
          phone: '13800000002',
          email: 'customer@demo.pcbunion.test',
          primary: true,
        },
        { name: 'Chen Jie', position: 'Engineer', phone: '13912345678' },
      ],
      addresses: [
        {
          kind: 'shipping',
          detailAddress: '南山区科技园南区高新南七道 18 号 3 楼收货处',
          city: '深圳',
          country: 'China',
          postcode: '518057',
        },
        { kind: 'billing', detailAddress: '南山区科技园南区高新南七道 18 号', city: '深圳', country: 'China' },
      ],
      note: '平台客户，月结30天；每月25日对账',
    },
  },
  {
    daysAgo: 27,
    input: {
      name: '东莞华联智能控制有限公司',
      abbreviation: '华联智控',
      level: 'strategic',
      paymentTerms: 'monthly_60',
      creditLimit: '500000.00',
      taxId: '91441900MA4W8K2L3X',
      invoiceTitle: '东莞华联智能控制有限公司',
      contacts: [
        { name: '王建国', position: '采购总监', phone: '13925561234', email: 'wangjg@hualian-ic.cn', primary: true },
      ],
      addresses: [
        {
          kind: 'shipping',
          detailAddress: '松山湖高新区工业西路 6 号 B 栋',
          city: '东莞',
          country: 'China',
          postcode: '523808',
        },
      ],
      note: '工控主板，六层板为主，年框协议至2027年',
    },
  },
  {
    daysAgo: 20,
    input: {
      name: 'Nordlicht Elektronik GmbH',
      abbreviation: 'Nordlicht',
      level: 'key',
      paymentTerms: 'net_30',
      creditLimit: '80000.00',
      currency: 'EUR',
      taxId: 'DE298765432',
      invoiceTitle: 'Nordlicht Elektronik GmbH',
      contacts: [
        {
          name: 'Jonas Weber',
          position: 'Purchasing',
          phone: '+49 40 5550 1234',
          email: 'j.weber@nordlicht-elektronik.de',
          primary: true,
        },
      ],
      addresses: [
        { kind: 'shipping', detailAddress: 'Wendenstraße 130', city: 'Hamburg', country: 'Germany', postcode: '20537' },
      ],
      note: 'LED drivers, IPC class 3, DDP Hamburg',
    },
  },
  {
    daysAgo: 14,
    input: {
      name: '苏州启明医疗电子有限公司',
      abbreviation: '启明医疗',
      level: 'regular',
      paymentTerms: 'prepaid',
      creditLimit: '0',
      taxId: '91320594MA1Q7T5R8P',
      contacts: [
        { name: '赵敏', position: '研发工程师', phone: '18662345678', email: 'zhaomin@qiming-med.com', primary: true },
      ],
      addresses: [
        {
          kind: 'shipping',
          detailAddress: '工业园区星湖街 218 号生物医药产业园 A4',
          city: '苏州',
          country: 'China',
          postcode: '215123',
        },
      ],
      note: '打样为主，款到发货',
    },
  },
  {
    daysAgo: 9,
    input: {
      name: '厦门海蓝电子科技有限公司',
      abbreviation: '海蓝电子',
      level: 'occasional',
      paymentTerms: 'cash_on_delivery',
      creditLimit: '20000.00',
      taxId: '91350200MA2XH6LN1C',
      contacts: [{ name: '林志强', position: '老板', phone: '13606001234', primary: true }],
      addresses: [{ kind: 'shipping', detailAddress: '湖里区火炬高新区创业大厦 506', city: '厦门', country: 'China' }],
    },
  },
];

/** Leads at every stage, with their follow-ups: [days ago, way, summary, next follow-up in days]. */
const demoLeads: Array<{
  daysAgo: number;
  lead: LeadInput;
  followUps: Array<[number, 'call' | 'visit' | 'email' | 'wechat' | 'meeting' | 'sample', string, number | null]>;
  to: 'new' | 'contacted' | 'qualified' | 'won' | 'lost';
  reason?: string;
}> = [
  {
    daysAgo: 2,
    to: 'new',
    lead: {
      company: '杭州云栖物联科技有限公司',
      contactName: '周磊',
      phone: '13758001234',
      source: 'website',
      requirement: '四层板小批量，约每月 2000 片',
    },
    followUps: [],
  },
  {
    daysAgo: 8,
    to: 'contacted',
    lead: {
      company: '成都川芯微电子有限公司',
      contactName: '刘洋',
      phone: '13880012345',
      source: 'exhibition',
      requirement: 'HDI 一阶，手机模组',
    },
    followUps: [[7, 'call', '展会后电话回访，对方在评估供应商，约下周寄样', 5]],
  },
  {
    daysAgo: 18,
    to: 'qualified',
    lead: {
      company: 'Kestrel Robotics Ltd.',
      contactName: 'Amelia Hart',
      email: 'amelia@kestrel-robotics.co.uk',
      source: 'referral',
      requirement: 'Motor controller boards, 8 layers, 500 pcs/month',
    },
    followUps: [
      [17, 'email', 'Sent capability sheet and the price matrix', 3],
      [12, 'meeting', 'Video call with their engineering: stack-up agreed, samples requested', 4],
      [6, 'sample', 'Five samples shipped by DHL', 7],
    ],
  },
  {
    daysAgo: 25,
    to: 'won',
    lead: {
      company: '宁波甬安汽车电子有限公司',
      contactName: '徐海峰',
      phone: '13957412345',
      source: 'cold_call',
      requirement: '车载摄像头板，IATF 16949',
    },
    followUps: [
      [24, 'visit', '上门拜访，介绍工厂资质', 3],
      [20, 'sample', '样品 20 片通过客户测试', 5],
      [15, 'meeting', '商务谈判，确定月结60天', null],
    ],
  },
  {
    daysAgo: 22,
    to: 'lost',
    reason: '价格比现有供应商高 12%，客户暂不更换',
    lead: {
      company: '佛山顺德美家电器有限公司',
      contactName: '何静',
      phone: '13690012345',
      source: 'advertising',
      requirement: '单面板，家电控制板',
    },
    followUps: [[21, 'call', '报价已发，客户嫌贵', 4]],
  },
];

/**
 * A month of customer work at the demo factory, made through the same services as the screens (so the logs read in
 * words): five customer files (the demo customer linked to its platform enterprise) and five leads at every stage.
 * Runs once: a factory that has leads is left alone.
 */
export async function seedCustomerDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, name: enterprises.name })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0002']));
  const factory = parties.find((p) => p.no === 'E0001');
  const customer = parties.find((p) => p.no === 'E0002');
  if (!factory || !customer) return;
  // The quotation demo's customers are customer files too (seeded before): the leads tell that this ran.
  const [done] = await db
    .select({ uid: customerLeads.uid })
    .from(customerLeads)
    .where(eq(customerLeads.enterpriseUid, factory.uid))
    .limit(1);
  if (done) return;
  const [member] = await db
    .select({ uid: staff.uid, accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, factory.uid), eq(staff.isAdmin, true)))
    .limit(1);
  const actor: CustomerActor = {
    enterpriseUid: factory.uid,
    accountUid: member?.accountUid ?? null,
    name: member?.name ?? '',
    ip: null,
    kind: 'factory',
  };
  const now = Date.now();
  const clockAt = (daysAgo: number): Clock => ({ now: () => new Date(now - daysAgo * DAY) }) as Clock;
  await db.transaction(async (tx) => {
    for (const demo of demoCustomers) {
      const input = demo.platform
        ? { ...demo.input, name: customer.name, invoiceTitle: customer.name, platformEnterpriseUid: customer.uid }
        : demo.input;
      await createCustomer(tx, clockAt(demo.daysAgo), actor, { ...input, salesmanUid: member?.uid ?? null });
    }
    for (const demo of demoLeads) {
      const next = demo.to === 'new' ? businessDay(new Date(now + DAY)) : undefined;
      const lead = await createLead(tx, clockAt(demo.daysAgo), actor, {
        ...demo.lead,
        nextFollowUpOn: next,
        salesmanUid: member?.uid ?? null,
      });
      for (const [daysAgo, way, summary, nextIn] of demo.followUps) {
        const on = new Date(now - daysAgo * DAY);
        await addFollowUp(tx, clockAt(daysAgo), actor, lead.leadNo, {
          followedOn: businessDay(on),
          way,
          summary,
          nextFollowUpOn: nextIn === null ? null : businessDay(new Date(on.getTime() + nextIn * DAY)),
        });
      }
      if (demo.to === 'qualified' || demo.to === 'won')
        await moveLead(tx, clockAt(demo.daysAgo - 10 > 0 ? demo.daysAgo - 10 : 1), actor, lead.leadNo, {
          action: 'qualify',
        });
      if (demo.to === 'won')
        await moveLead(tx, clockAt(14), actor, lead.leadNo, {
          action: 'win',
          customer: { level: 'key', paymentTerms: 'monthly_60', creditLimit: '150000.00', taxId: '91330206MA2H3YA01K' },
        });
      if (demo.to === 'lost')
        await moveLead(tx, clockAt(19), actor, lead.leadNo, { action: 'lose', reason: demo.reason });
    }
  });
}
