import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprises, materials, purchaseOrders, staff } from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { PurchaseActor, PurchaseBell } from './context.js';
import { businessDay } from './context.js';
import { changeOrder, createOrder, linesOf, moveOrder } from './service/orders.js';
import { receiveGoods } from './service/receipts.js';

const DAY = 86_400_000;

/** The demo orders: material numbers of the demo factory's material file, quantities, prices, and how far each went. */
const demoOrders: Array<{
  daysAgo: number;
  lines: Array<[materialNo: string, quantity: string, unitPrice: string, leadDays: number]>;
  to: 'draft' | 'sent' | 'confirmed' | 'refused' | 'partly_received' | 'received' | 'revised' | 'closed' | 'cancelled';
  note: string;
}> = [
  {
    daysAgo: 28,
    to: 'received',
    note: '月度板材备货',
    lines: [
      ['M-CCL-1.6', '500', '118.65', 7],
      ['M-PP-7628', '800', '35.03', 7],
    ],
  },
  { daysAgo: 25, to: 'closed', note: '铜箔试单，余量不再交货', lines: [['M-CU-18', '600', '25.54', 5]] },
  {
    daysAgo: 21,
    to: 'partly_received',
    note: '内层芯板，分两批交货',
    lines: [
      ['M-CCL-0.2', '300', '56.50', 10],
      ['M-PP-2116', '400', '36.16', 10],
    ],
  },
  { daysAgo: 12, to: 'confirmed', note: '', lines: [['M-CCL-1.6', '250', '118.65', 12]] },
  { daysAgo: 6, to: 'revised', note: '数量调整后重新确认', lines: [['M-PP-7628', '600', '35.03', 9]] },
  { daysAgo: 9, to: 'cancelled', note: '客户订单取消', lines: [['M-PP-7628', '300', '35.03', 10]] },
  { daysAgo: 4, to: 'refused', note: '加急', lines: [['M-CCL-0.2', '120', '52.00', 3]] },
  { daysAgo: 2, to: 'sent', note: '', lines: [['M-PP-2116', '200', '36.16', 14]] },
  {
    daysAgo: 0,
    to: 'draft',
    note: '下月备货草稿',
    lines: [
      ['M-CCL-1.6', '400', '118.65', 20],
      ['M-CCL-0.2', '150', '56.50', 20],
    ],
  },
];

/**
 * A month of purchasing between the demo factory and the demo supplier, made through the same services as the
 * screens (so the operation log reads in words): received, partly received and short-closed, confirmed, changed after
 * sending, cancelled, refused, waiting and draft orders. Runs once: a factory that has purchase orders is left alone.
 */
export async function seedPurchaseDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const factoryUid = parties.find((p) => p.no === 'E0001')?.uid;
  const supplierUid = parties.find((p) => p.no === 'E0003')?.uid;
  if (!factoryUid || !supplierUid) return;
  const [done] = await db
    .select({ uid: purchaseOrders.uid })
    .from(purchaseOrders)
    .where(eq(purchaseOrders.factoryUid, factoryUid))
    .limit(1);
  if (done) return;
  const file = await db.select().from(materials).where(eq(materials.enterpriseUid, factoryUid));
  if (!file.length) return;
  const actorOf = async (enterpriseUid: string, kind: 'factory' | 'supplier'): Promise<PurchaseActor> => {
    const [member] = await db
      .select({ accountUid: staff.accountUid, name: staff.staffName })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
      .limit(1);
    return { enterpriseUid, accountUid: member?.accountUid ?? null, name: member?.name ?? '', ip: null, kind };
  };
  const buyer = await actorOf(factoryUid, 'factory');
  const seller = await actorOf(supplierUid, 'supplier');
  const now = Date.now();
  const bells: PurchaseBell[] = [];
  await db.transaction(async (tx) => {
    for (const [index, demo] of demoOrders.entries()) {
      const start = now - demo.daysAgo * DAY;
      let step = 0;
      const clock = { now: () => new Date(start + step++ * 3_600_000) } as Clock;
      const lines = demo.lines.map(([materialNo, quantity, unitPrice, leadDays]) => ({
        materialUid: file.find((m) => m.materialNo === materialNo)?.uid ?? null,
        materialNo,
        materialName: materialNo,
        unitName: 'm²',
        quantity,
        unitPrice,
        taxRate: '13',
        deliveryDate: businessDay(new Date(start + leadDays * DAY)),
      }));
      const order = await createOrder(tx, clock, buyer, {
        supplierUid,
        orderDate: businessDay(new Date(start)),
        note: demo.note,
        lines,
      });
      if (demo.to === 'draft') continue;
      await moveOrder(tx, clock, buyer, order.orderNo, 'send', {}, bells);
      if (demo.to === 'sent') continue;
      if (demo.to === 'cancelled') {
        await moveOrder(tx, clock, buyer, order.orderNo, 'cancel', { reason: '客户订单取消，备料不再需要' }, bells);
        continue;
      }
      if (demo.to === 'refused') {
        await moveOrder(tx, clock, seller, order.orderNo, 'refuse', { reason: '交期三天无法满足，最早七天' }, bells);
        continue;
      }
      await moveOrder(tx, clock, seller, order.orderNo, 'confirm', {}, bells);
      await changeOrder(
        tx,
        clock,
        seller,
        order.orderNo,
        { supplierReference: `SO-2026-${String(100 + index)}` },
        bells,
      );
      if (demo.to === 'revised') {
        await changeOrder(
          tx,
          clock,
          buyer,
          order.orderNo,
          { lines: lines.map((l) => ({ ...l, quantity: '650' })) },
          bells,
        );
        continue;
      }
      if (demo.to === 'confirmed') continue;
      const orderLines = await linesOf(tx, order.uid);
      const half = orderLines.map((l, i) => ({
        orderLineUid: l.uid,
        quantity: String(Math.floor(Number(l.quantity) / 2)),
        lotNo: `LOT${businessDay(new Date(start)).replace(/-/g, '')}-${i + 1}A`,
      }));
      await receiveGoods(
        tx,
        clock,
        buyer,
        order.orderNo,
        { deliveryNoteNo: `DN-${index + 1}01`, lines: half },
        '5',
        bells,
      );
      if (demo.to === 'partly_received') continue;
      if (demo.to === 'closed') {
        await moveOrder(tx, clock, buyer, order.orderNo, 'close', {}, bells);
        continue;
      }
      const rest = orderLines.map((l, i) => ({
        orderLineUid: l.uid,
        quantity: String(Number(l.quantity) - Math.floor(Number(l.quantity) / 2)),
        lotNo: `LOT${businessDay(new Date(start)).replace(/-/g, '')}-${i + 1}B`,
      }));
      await receiveGoods(
        tx,
        clock,
        buyer,
        order.orderNo,
        { deliveryNoteNo: `DN-${index + 1}02`, lines: rest },
        '5',
        bells,
      );
    }
  });
}
