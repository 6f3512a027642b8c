import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inquiries } from '../../db/schema/index.js';

/** The inquiries the person made, for "Download my data" (kept at erasure: an order's lines name them). */
export async function inquiriesMadeBy(db: Database, accountUid: string) {
  return db
    .select({
      inquiry_no: inquiries.inquiryNo,
      status: inquiries.status,
      source: inquiries.source,
      product_no: inquiries.productNo,
      currency: inquiries.currency,
      total_cents: inquiries.totalCents,
      delivery_days: inquiries.deliveryDays,
      reject_reason: inquiries.rejectReason,
      deleted: inquiries.deleted,
      created_at: inquiries.createdAt,
      updated_at: inquiries.updatedAt,
    })
    .from(inquiries)
    .where(eq(inquiries.customerAccountUid, accountUid))
    .orderBy(inquiries.createdAt);
}
