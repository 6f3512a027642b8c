import { eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { workOrderEntries, workOrders } from '../../db/schema/index.js';

/** The work orders the person opened or wrote in, with what they wrote, for "Download my data". */
export async function workOrdersOf(db: Database, accountUid: string) {
  const written = db
    .select({ uid: workOrderEntries.workOrderUid })
    .from(workOrderEntries)
    .where(eq(workOrderEntries.authorAccountUid, accountUid));
  const rows = await db
    .select()
    .from(workOrders)
    .where(or(eq(workOrders.createdBy, accountUid), inArray(workOrders.uid, written)))
    .orderBy(workOrders.createdAt);
  if (rows.length === 0) return [];
  const entries = await db
    .select()
    .from(workOrderEntries)
    .where(
      inArray(
        workOrderEntries.workOrderUid,
        rows.map((r) => r.uid),
      ),
    )
    .orderBy(workOrderEntries.createdAt);
  return rows.map((w) => ({
    work_order_no: w.workOrderNo,
    kind: w.kind,
    type: w.type,
    status: w.status,
    title: w.title,
    content: w.createdBy === accountUid ? w.content : null,
    opened_by_me: w.createdBy === accountUid,
    order_no: w.orderNo,
    created_at: w.createdAt,
    my_replies: entries
      .filter((e) => e.workOrderUid === w.uid && e.authorAccountUid === accountUid && e.kind !== 'note')
      .map((e) => ({ kind: e.kind, body: e.body, at: e.createdAt })),
  }));
}

/** Replaces the person's name on what they wrote in work orders (the conversation itself stays for the other side). */
export async function anonymiseWorkOrderEntries(tx: Database, accountUid: string, erasedName: string) {
  await tx
    .update(workOrderEntries)
    .set({ authorName: erasedName })
    .where(eq(workOrderEntries.authorAccountUid, accountUid));
}
