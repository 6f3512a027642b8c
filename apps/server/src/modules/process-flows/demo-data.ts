import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accounts, enterprises, processFlows, staff } from '../../db/schema/index.js';
import type { QuotationActor } from '../quotation-masters/index.js';
import { saveFlows } from './service.js';

const step = (
  serialNo: number,
  processType: string,
  procedure: string,
  unitCost: string,
  extra: Record<string, string> = {},
) => ({
  serialNo,
  processType,
  procedure,
  unitCost,
  referenceTimes: '1',
  timesAdjustment: null,
  difficulty: '1',
  difficultyAdjustment: null,
  specialAddition: null,
  ...extra,
});

/** The demo four-layer flow's steps (the demo quotations are priced on them too). */
export const fourLayerSteps = [
  step(1, '开料', '开料', '2.00'),
  step(2, '内层', '内层图形', '12.00', { referenceTimes: '2' }),
  step(3, '内层', '内层蚀刻', '8.00', { referenceTimes: '2' }),
  step(4, '内层', '内层AOI', '5.00', { referenceTimes: '2' }),
  step(5, '压合', '压合', '30.00', { difficulty: '1.2' }),
  step(6, '钻孔', '机械钻孔', '25.00'),
  step(7, '电镀', '沉铜电镀', '20.00'),
  step(8, '外层', '外层图形', '12.00'),
  step(9, '电镀', '图形电镀', '18.00', { difficulty: '1.1' }),
  step(10, '阻焊', '阻焊', '15.00'),
  step(11, '阻焊', '字符', '4.00'),
  step(12, '表面处理', '沉金', '40.00'),
  step(13, '测试', '电测', '6.00'),
  step(14, '测试', '终检', '3.00'),
];
const twoLayerSteps = [
  step(1, '开料', '开料', '2.00'),
  step(2, '钻孔', '机械钻孔', '25.00'),
  step(3, '电镀', '沉铜电镀', '20.00'),
  step(4, '外层', '外层图形', '12.00'),
  step(5, '电镀', '图形电镀', '18.00'),
  step(6, '阻焊', '阻焊', '15.00'),
  step(7, '阻焊', '字符', '4.00'),
  step(8, '表面处理', '喷锡', '12.00'),
  step(9, '测试', '电测', '6.00'),
];

/** The demo factory's (E0001) two process flows, saved through the service's rules (after the quotation masters). */
export async function seedProcessFlowDemo(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid, name: enterprises.name })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return;
  const enterpriseUid = factory.uid;
  const [done] = await db
    .select({ uid: processFlows.uid })
    .from(processFlows)
    .where(eq(processFlows.enterpriseUid, enterpriseUid))
    .limit(1);
  if (done) return;
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
  await saveFlows(
    db,
    actor,
    [
      { productNo: 'FR4-2L', productName: '双面板 FR-4 1.6mm', steps: twoLayerSteps },
      { productNo: 'FR4-4L', productName: '四层板 FR-4 1.6mm 沉金', steps: fourLayerSteps },
    ],
    'saved',
  );
}
