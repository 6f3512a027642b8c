import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  purchaseInspections,
  purchaseOrders,
  purchaseReceiptLines,
  purchaseReceipts,
  staff,
} from '../../db/schema/index.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { PurchaseActor } from '../purchase/index.js';
import { decideInspection, openInspection } from './service/inspection.js';
import type { ReturnBell } from './returns-bells.js';
import { acknowledgeReturn } from './service/returns.js';

const DAY = 86_400_000;

/**
 * Incoming inspection and returns in the demo month, made through the same services as the screens: the first lot
 * of the received board order accepted, its second lot waiting for a decision, and the first lot of the partly
 * received core order rejected (scratches and thickness out of tolerance) with its return acknowledged by the
 * supplier, so that quantity is open to receive again. Runs once, after the purchase demo.
 */
export async function seedPurchaseQualityDemo(db: Database): Promise<void> {
  const parties = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const factoryUid = parties.find((p) => p.no === 'E0001')?.uid;
  const supplierUid = parties.find((p) => p.no === 'E0003')?.uid;
  if (!factoryUid || !supplierUid) return;
  const [done] = await db
    .select({ uid: purchaseInspections.uid })
    .from(purchaseInspections)
    .where(eq(purchaseInspections.factoryUid, factoryUid))
    .limit(1);
  if (done) return;
  const actorOf = async (enterpriseUid: string, kind: 'factory' | 'supplier'): Promise<PurchaseActor> => {
    const [member] = await db
      .select({ accountUid: staff.accountUid, name: staff.staffName })
      .from(staff)
      .where(and(eq(staff.enterpriseUid, enterpriseUid), eq(staff.isAdmin, true)))
      .limit(1);
    return { enterpriseUid, accountUid: member?.accountUid ?? null, name: member?.name ?? '', ip: null, kind };
  };
  const lotsOf = async (note: string) =>
    db
      .select({
        uid: purchaseReceiptLines.uid,
        lotNo: purchaseReceiptLines.lotNo,
        receivedOn: purchaseReceipts.receivedOn,
      })
      .from(purchaseReceiptLines)
      .innerJoin(purchaseReceipts, eq(purchaseReceipts.uid, purchaseReceiptLines.receiptUid))
      .innerJoin(purchaseOrders, eq(purchaseOrders.uid, purchaseReceipts.orderUid))
      .where(
        and(
          eq(purchaseOrders.factoryUid, factoryUid),
          eq(purchaseOrders.supplierUid, supplierUid),
          eq(purchaseOrders.note, note),
        ),
      )
      .orderBy(asc(purchaseReceiptLines.lotNo));
  const boards = await lotsOf('月度板材备货');
  const cores = await lotsOf('内层芯板，分两批交货');
  if (!boards.length || !cores.length) return;
  const inspector = await actorOf(factoryUid, 'factory');
  const seller = await actorOf(supplierUid, 'supplier');
  const bells: ReturnBell[] = [];
  const clockAt = (start: number) => {
    let step = 0;
    return { now: () => new Date(start + step++ * 3_600_000) } as Clock;
  };
  await db.transaction(async (tx) => {
    const accepted = await openInspection(tx, clockAt(Date.now() - 26 * DAY), inspector, {
      receiptLineUid: boards[0]!.uid,
      aql: '1.0',
      note: '外观、板厚、铜厚抽检',
    });
    await decideInspection(
      tx,
      clockAt(Date.now() - 26 * DAY + 4 * 3_600_000),
      inspector,
      accepted.inspectionNo,
      { decision: 'accept', defects: [{ type: 'appearance', count: 1 }] },
      bells,
    );
    if (boards[1])
      await openInspection(tx, clockAt(Date.now() - 25 * DAY), inspector, {
        receiptLineUid: boards[1].uid,
        aql: '1.5',
      });
    const rejected = await openInspection(tx, clockAt(Date.now() - 18 * DAY), inspector, {
      receiptLineUid: cores[0]!.uid,
      aql: '1.0',
      note: '芯板来料检验',
    });
    const { returnNo } = await decideInspection(
      tx,
      clockAt(Date.now() - 18 * DAY + 3 * 3_600_000),
      inspector,
      rejected.inspectionNo,
      {
        decision: 'reject',
        defects: [
          { type: 'appearance', count: 2 },
          { type: 'thickness', count: 1 },
        ],
        reason: '板面划伤，芯板厚度超差',
      },
      bells,
    );
    if (returnNo)
      await acknowledgeReturn(tx, clockAt(Date.now() - 17 * DAY), seller, returnNo, '已安排取回，三日内补货', bells);
  });
}
