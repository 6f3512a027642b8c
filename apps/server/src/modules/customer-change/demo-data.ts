import { CHANGEABLE_ORDER_STATUSES } from '@pcbunion/core';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  customerChanges,
  deliveries,
  deliveryLines,
  enterprises,
  orders,
  qualityRecords,
  saleNotices,
  staff,
} from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import { qualityService } from '../quality-record/index.js';
import type { SalesCaller } from '../sales/index.js';
import { changeService } from './service.js';

async function adminOf(db: Database, enterpriseNo: string): Promise<SalesCaller | null> {
  const [member] = await db
    .select({ enterpriseUid: staff.enterpriseUid, accountUid: staff.accountUid, name: staff.staffName })
    .from(staff)
    .innerJoin(enterprises, eq(enterprises.uid, staff.enterpriseUid))
    .where(and(eq(enterprises.enterpriseNo, enterpriseNo), eq(staff.isAdmin, true)))
    .limit(1);
  return member ? { ...member, ip: null, language: 'zh-CN' } : null;
}

/**
 * Customer changes and quality records in the demo month between the demo factory (E0001) and the demo customer
 * (E0002), made through the same services as the screens (the logs read in words), from the sales demo's records:
 * on the newest open order with a released notice, a new revision (stencil and drill file) accepted at +800.00 with the
 * date kept; on the next, a quantity change awaiting the factory; on the first received delivery, a solder-mask
 * complaint answered 8D-style and closed; on the second, a silkscreen complaint awaiting the answer. Runs once (a
 * factory with changes or quality records is left alone); without open orders or received deliveries it adds nothing.
 */
export async function seedChangesQualityDemo(db: Database): Promise<void> {
  const factory = await adminOf(db, 'E0001');
  const customer = await adminOf(db, 'E0002');
  if (!factory || !customer) return;
  const [changed] = await db
    .select({ id: customerChanges.id })
    .from(customerChanges)
    .where(eq(customerChanges.merchantUid, factory.enterpriseUid))
    .limit(1);
  const [recorded] = await db
    .select({ id: qualityRecords.id })
    .from(qualityRecords)
    .where(eq(qualityRecords.merchantUid, factory.enterpriseUid))
    .limit(1);
  if (changed || recorded) return;
  const clock = { now: () => new Date() } as Clock;
  const changes = changeService(db, clock);
  const quality = qualityService(db, clock);

  const open = await db
    .selectDistinct({
      orderNo: orders.orderNo,
      createdAt: orders.createdAt,
      date: saleNotices.deliveryDate,
      quantity: saleNotices.quantity,
    })
    .from(orders)
    .innerJoin(saleNotices, and(eq(saleNotices.orderId, orders.id), ne(saleNotices.status, 'cancelled')))
    .where(
      and(
        eq(orders.merchantUid, factory.enterpriseUid),
        eq(orders.customerUid, customer.enterpriseUid),
        inArray(orders.status, [...CHANGEABLE_ORDER_STATUSES]),
      ),
    )
    .orderBy(desc(orders.createdAt))
    .limit(2);
  try {
    if (open[0]) {
      const asked = await changes.create(
        customer,
        {
          orderNo: open[0].orderNo,
          description: '钻孔文件更新：安装孔 Ø3.2 改为 Ø3.5，钢网同步更新（版本 C）',
          newRevision: 'C',
        },
        [],
      );
      await changes.act(
        factory,
        asked.no,
        { action: 'offer', amountDelta: 80_000n, impactDate: open[0].date, impactNote: '新钢网 ¥800，交期不变' },
        [],
      );
      await changes.act(customer, asked.no, { action: 'accept' }, []);
    }
    if (open[1])
      await changes.create(
        customer,
        {
          orderNo: open[1].orderNo,
          description: '终端订单增加，数量追加 20%',
          newQuantity: Math.ceil(open[1].quantity * 1.2),
        },
        [],
      );
  } catch {
    // A refusal (the order moved on meanwhile) leaves the demo as it is.
  }

  const received = await db
    .select({ no: deliveries.deliveryNo, position: deliveryLines.position, quantity: deliveryLines.quantity })
    .from(deliveries)
    .innerJoin(deliveryLines, eq(deliveryLines.deliveryId, deliveries.id))
    .where(
      and(
        eq(deliveries.merchantUid, factory.enterpriseUid),
        eq(deliveries.customerUid, customer.enterpriseUid),
        eq(deliveries.status, 'received'),
      ),
    )
    .orderBy(asc(deliveries.receivedAt), asc(deliveryLines.position))
    .limit(2);
  try {
    if (received[0]) {
      const filed = await quality.create(
        customer,
        {
          deliveryNo: received[0].no,
          position: received[0].position,
          defectType: 'solder_mask',
          quantity: Math.min(12, received[0].quantity),
          lot: 'L2611-047',
          description: 'U3 附近阻焊起泡脱落，回流焊后明显',
        },
        [],
      );
      await quality.act(
        factory,
        filed.no,
        {
          action: 'answer',
          containment: '在库 1,200 片全检，隔离 14 片；在途批次追回复检',
          rootCause: '2 号线曝光能量漂移，阻焊固化不足',
          correctiveAction: '曝光机每日做能量格数点检，阻焊后增加百格测试',
          verification: '此后连续 3 批百格测试合格，无同类不良',
        },
        [],
      );
      await quality.act(customer, filed.no, { action: 'close' }, []);
    }
    if (received[1])
      await quality.create(
        customer,
        {
          deliveryNo: received[1].no,
          position: received[1].position,
          defectType: 'silkscreen',
          quantity: Math.min(5, received[1].quantity),
          lot: 'L2611-052',
          description: '丝印字符 R12/R13 模糊不清',
        },
        [],
      );
  } catch {
    // As above.
  }
}
