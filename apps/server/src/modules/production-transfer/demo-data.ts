import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, orders, productionTransfers, staff } from '../../db/schema/index.js';
import { Clock } from '../../platform/jobs/index.js';
import { productionTransferService, type TransferCaller } from './service.js';
import { addBusinessDays, businessDay } from '../../platform/business-day.js';

/**
 * One production transfer in the demo, made through the service: the demo factory (E0001) asks the partner factory
 * (E0004, made by the tooling demo) to produce its latest paid, unshipped order, and the partner accepts (so the demo
 * customer has the bell). Runs once, and is a no-op while the demo has no such order.
 */
export async function seedProductionTransferDemo(db: Database): Promise<void> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0004']));
  const factory = found.find((e) => e.no === 'E0001')?.uid;
  const partner = found.find((e) => e.no === 'E0004')?.uid;
  if (!factory || !partner) return;
  const [done] = await db
    .select({ id: productionTransfers.id })
    .from(productionTransfers)
    .where(eq(productionTransfers.fromUid, factory))
    .limit(1);
  if (done) return;
  const [order] = await db
    .select({ no: orders.orderNo })
    .from(orders)
    .where(and(eq(orders.merchantUid, factory), inArray(orders.status, ['paid', 'pending_shipment'])))
    .orderBy(desc(orders.createdAt))
    .limit(1);
  if (!order) return;
  const admin = async (uid: string) =>
    (
      await db
        .select({ accountUid: staff.accountUid, name: staff.staffName })
        .from(staff)
        .where(and(eq(staff.enterpriseUid, uid), eq(staff.isAdmin, true)))
        .limit(1)
    )[0];
  const [a, b] = [await admin(factory), await admin(partner)];
  if (!a || !b) return;
  const clock = new Clock();
  const service = productionTransferService(db, clock);
  const caller = (uid: string, who: { accountUid: string; name: string }): TransferCaller => ({
    enterpriseUid: uid,
    accountUid: who.accountUid,
    name: who.name,
    ip: null,
    language: 'zh-CN',
  });
  clock.set(new Date(Date.now() - 3 * 86_400_000));
  const due = addBusinessDays(businessDay(new Date()), 10);
  const asked = await service.create(
    caller(factory, a),
    {
      orderNo: order.no,
      toFactoryNo: 'E0004',
      quantity: 100,
      dueDate: due,
      reason: '本厂钻孔线本月满产，委托合作工厂生产',
    },
    [],
  );
  clock.set(new Date(Date.now() - 2 * 86_400_000));
  await service.act(caller(partner, b), asked.no, 'accept', null, undefined, []);
}
