import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { invoicingInfos } from '../../db/schema/index.js';
import { presentInvoicingInfo } from './service.js';

/** The invoicing titles of the person's own enterprises, as the invoicing screen shows them, for "Download my data". */
export async function invoicingInfosOf(db: Database, enterpriseUids: string[]) {
  if (enterpriseUids.length === 0) return [];
  const rows = await db
    .select()
    .from(invoicingInfos)
    .where(inArray(invoicingInfos.enterpriseUid, enterpriseUids))
    .orderBy(invoicingInfos.createdAt);
  return rows.map(presentInvoicingInfo);
}

/**
 * Erases the invoicing titles of the person's own enterprises. Invoices already applied for keep their own copy of
 * the title (orders' `invoicing_info`), which tax law requires to be kept.
 */
export async function eraseInvoicingInfos(tx: Database, enterpriseUids: string[]): Promise<number> {
  if (enterpriseUids.length === 0) return 0;
  const gone = await tx
    .delete(invoicingInfos)
    .where(inArray(invoicingInfos.enterpriseUid, enterpriseUids))
    .returning({ uid: invoicingInfos.uid });
  return gone.length;
}
