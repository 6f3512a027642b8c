import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { enterprisePartners, enterprises, purchaseRequests, staff } from '../../db/schema/index.js';
import { publishRequest } from './service/purchasing.js';

/** Two purchasing requests Demo PCB Factory (E0001) published to the demo supplier (E0003), bidding open two weeks. */
const demoRequests = [
  {
    requestNo: 'BD-2026-0001',
    detailsNo: 'SR-2026-0001-01',
    kind: 'material' as const,
    name: 'FR-4 copper clad laminate, Tg 170, 1.6 mm, 1/1 oz',
    specification: '1245 × 1041 mm sheets, IPC-4101/126',
    quantity: '500',
    unit: 'sheet',
    deliveryPlace: 'Demo PCB Factory, warehouse 2, Shenzhen',
  },
  {
    requestNo: 'BD-2026-0002',
    detailsNo: 'SR-2026-0002-01',
    kind: 'material' as const,
    name: 'Prepreg 2116, RC 54%, 1245 mm × 50 m roll',
    specification: 'Tg 170, resin content 54 ± 2 %',
    quantity: '40',
    unit: 'roll',
    deliveryPlace: 'Demo PCB Factory, warehouse 2, Shenzhen',
  },
];

/**
 * Seeds the demo supplier relation and the demo purchasing requests once (a request already there is left alone);
 * each invites the supplier through a bidding notice (spec 01 §2.8). Nothing without the demo enterprises.
 */
export async function seedDemoBiddingNotices(db: Database): Promise<void> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0001', 'E0003']));
  const buyer = found.find((e) => e.no === 'E0001');
  const supplier = found.find((e) => e.no === 'E0003');
  if (!buyer || !supplier) return;
  await db
    .insert(enterprisePartners)
    .values({ enterpriseUid: buyer.uid, partnerEnterpriseUid: supplier.uid, relation: 'supplier' })
    .onConflictDoNothing();
  const [admin] = await db
    .select({ accountUid: staff.accountUid })
    .from(staff)
    .where(and(eq(staff.enterpriseUid, buyer.uid), eq(staff.isAdmin, true)))
    .limit(1);
  if (!admin) return;
  const now = new Date();
  for (const { requestNo, detailsNo, ...request } of demoRequests) {
    const [existing] = await db
      .select({ uid: purchaseRequests.uid })
      .from(purchaseRequests)
      .where(and(eq(purchaseRequests.enterpriseUid, buyer.uid), eq(purchaseRequests.requestNo, requestNo)))
      .limit(1);
    if (existing) continue;
    const values = {
      ...request,
      remarks: '',
      attachments: [],
      audience: 'chosen' as const,
      supplierUids: [supplier.uid],
      deadline: new Date(now.getTime() + 14 * 24 * 3600_000),
    };
    await publishRequest(
      db,
      { enterpriseUid: buyer.uid, accountUid: admin.accountUid, enterpriseKind: 'factory' },
      values,
      now,
      { requestNo, detailsNo },
    );
  }
}
