import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { barcodeRules, enterprises, staff } from '../../db/schema/index.js';
import { Clock } from '../../platform/jobs/index.js';
import { barcodeRuleService, type BarcodeCaller } from './service.js';

const DAY = 86_400_000;

/**
 * The demo factory's barcode settings over a month, made through the service (so the log reads in words): the
 * standard shipping label (Code 128, 100 × 150 mm, the default), a small QR carton label tried and disabled, and a
 * Data Matrix lot label. Runs once: a factory with rules is left alone.
 */
export async function seedBarcodeDemo(db: Database): Promise<void> {
  const [factory] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.enterpriseNo, 'E0001'));
  if (!factory) return;
  const [done] = await db
    .select({ id: barcodeRules.id })
    .from(barcodeRules)
    .where(eq(barcodeRules.enterpriseUid, factory.uid))
    .limit(1);
  if (done) return;
  const [admin] = await db
    .select({ accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, factory.uid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const clock = new Clock();
  const rules = barcodeRuleService(db, clock);
  const caller: BarcodeCaller = {
    enterpriseUid: factory.uid,
    accountUid: admin.accountUid,
    name: admin.name,
    ip: null,
    language: 'zh-CN',
  };
  const at = (daysAgo: number) => clock.set(new Date(Date.now() - daysAgo * DAY));
  at(29);
  await rules.create(caller, {
    name: '标准发货标签',
    usage: 'shipping',
    symbology: 'code128',
    fields: ['deliveryNo', 'from', 'to', 'plannedDate', 'carrier', 'packages', 'lines'],
    widthMm: 100,
    heightMm: 150,
    isDefault: true,
    note: '顺丰面单旁贴，每箱一张',
  });
  at(20);
  const carton = await rules.create(caller, {
    name: '小箱二维码标签',
    usage: 'shipping',
    symbology: 'qrcode',
    fields: ['deliveryNo', 'to', 'packages'],
    widthMm: 60,
    heightMm: 80,
    note: '试用：仓库扫码枪读取二维码',
  });
  at(12);
  await rules.act(caller, carton.no, 'disable', carton.rowVersion);
  at(8);
  await rules.create(caller, {
    name: '生产批次标签',
    usage: 'lot',
    symbology: 'datamatrix',
    fields: ['deliveryNo', 'plannedDate', 'lines'],
    widthMm: 50,
    heightMm: 50,
    isDefault: true,
    note: '贴在真空包装袋上',
  });
}
