import { inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { shippingAddresses } from '../../db/schema/index.js';

/** The shipping addresses of the person's own enterprises, for "Download my data". */
export async function addressesOf(db: Database, enterpriseUids: string[]) {
  if (enterpriseUids.length === 0) return [];
  return db
    .select({
      recipient: shippingAddresses.recipient,
      company: shippingAddresses.company,
      area_code: shippingAddresses.areaCode,
      phone: shippingAddresses.phone,
      region: shippingAddresses.regionNames,
      detail_address: shippingAddresses.detailAddress,
      is_default: shippingAddresses.isDefault,
      created_at: shippingAddresses.createdAt,
    })
    .from(shippingAddresses)
    .where(inArray(shippingAddresses.enterpriseUid, enterpriseUids))
    .orderBy(shippingAddresses.createdAt);
}

/** Erases the addresses of the person's own enterprises (orders keep their own copy of the address they shipped to). */
export async function eraseAddresses(tx: Database, enterpriseUids: string[]): Promise<number> {
  if (enterpriseUids.length === 0) return 0;
  const gone = await tx
    .delete(shippingAddresses)
    .where(inArray(shippingAddresses.enterpriseUid, enterpriseUids))
    .returning({ uid: shippingAddresses.uid });
  return gone.length;
}
