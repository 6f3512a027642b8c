import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { inquiries } from '../../db/schema/index.js';

type Reader = Pick<Database, 'select'>;

/**
 * Whether an inquiry number exists for a factory (it is the inquiry's merchant, and neither side deleted it): the
 * lookup the Gerber screen's bind asks through gerber's `registerBindingTarget`, so a file is bound only to an
 * inquiry of the factory it was sent to.
 */
export async function inquiryNumberExists(db: Reader, enterpriseUid: string, number: string): Promise<boolean> {
  const [row] = await db
    .select({ uid: inquiries.uid })
    .from(inquiries)
    .where(
      and(
        eq(inquiries.merchantEnterpriseUid, enterpriseUid),
        eq(inquiries.inquiryNo, number),
        eq(inquiries.deleted, false),
      ),
    )
    .limit(1);
  return Boolean(row);
}
