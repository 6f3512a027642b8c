import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { biddingNotices, enterprises } from '../../db/schema/index.js';
import { sendBiddingNotice } from './bidding.service.js';

/** Two bidding notices Demo PCB Factory (E0001) sent the demo supplier (E0003). */
const demoNotices = [
  { biddingDoccode: 'BD-2026-0001', matName: 'FR-4 copper clad laminate, Tg 170, 1.6 mm, 1/1 oz', standardRequestDetailsNo: 'SR-2026-0001-01' },
  { biddingDoccode: 'BD-2026-0002', matName: 'Prepreg 2116, RC 54%, 1245 mm × 50 m roll', standardRequestDetailsNo: 'SR-2026-0002-01' },
];

/** Seeds the demo bidding notices once (a notice already there is left alone); nothing without the demo enterprises. */
export async function seedDemoBiddingNotices(db: Database): Promise<void> {
  const found = await db.select({ uid: enterprises.uid, no: enterprises.enterpriseNo }).from(enterprises).where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const buyer = found.find((e) => e.no === 'E0001');
  const supplier = found.find((e) => e.no === 'E0003');
  if (!buyer || !supplier) return;
  for (const notice of demoNotices) {
    const [existing] = await db
      .select({ uid: biddingNotices.uid })
      .from(biddingNotices)
      .where(and(eq(biddingNotices.buyerEnterpriseUid, buyer.uid), eq(biddingNotices.biddingDoccode, notice.biddingDoccode)))
      .limit(1);
    if (!existing) await sendBiddingNotice(db, { ...notice, buyerEnterpriseUid: buyer.uid, supplierEnterpriseUid: supplier.uid });
  }
}
