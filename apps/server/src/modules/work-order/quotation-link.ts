import { and, asc, eq } from 'drizzle-orm';
import { enterprises, quotations } from '../../db/schema/index.js';
import type { LinkLookup } from './links.js';

/**
 * A pricing suggestion about a quotation: the current version of one of the caller's enterprise's own quotations
 * (another enterprise's number is unknown: 404). Price books and their parameters are the platform's, so the
 * platform answers it.
 */
export const quotationLink: LinkLookup = async (db, callerEnterpriseUid, number) => {
  const [quotation] = await db
    .select({ uid: quotations.uid, no: quotations.quotationNo })
    .from(quotations)
    .where(
      and(
        eq(quotations.enterpriseUid, callerEnterpriseUid),
        eq(quotations.quotationNo, number),
        eq(quotations.isCurrent, true),
      ),
    )
    .limit(1);
  if (!quotation) return null;
  const [platform] = await db
    .select({ uid: enterprises.uid })
    .from(enterprises)
    .where(eq(enterprises.kind, 'platform'))
    .orderBy(asc(enterprises.createdAt))
    .limit(1);
  if (!platform || platform.uid === callerEnterpriseUid) return null;
  return { uid: quotation.uid, no: quotation.no, handlerEnterpriseUid: platform.uid };
};
