import { and, desc, eq, gte, isNull, lte, or, sql } from 'drizzle-orm';
import { supplierPrices } from '../../../db/schema/index.js';
import type { Executor } from '../../../platform/ledger/index.js';

/**
 * The supplier's price of a material valid on a date for a quantity: the row whose validity covers the date and
 * whose quantity break is the highest not above the quantity (the latest start wins between overlapping rows).
 */
export async function priceOn(
  tx: Executor,
  q: { factoryUid: string; supplierUid: string; materialUid: string; on: string; quantity: string },
): Promise<{ unitPrice: string; taxRate: string } | undefined> {
  const [row] = await tx
    .select({ unitPrice: supplierPrices.unitPrice, taxRate: supplierPrices.taxRate })
    .from(supplierPrices)
    .where(
      and(
        eq(supplierPrices.factoryUid, q.factoryUid),
        eq(supplierPrices.supplierUid, q.supplierUid),
        eq(supplierPrices.materialUid, q.materialUid),
        lte(supplierPrices.validFrom, q.on),
        or(isNull(supplierPrices.validTo), gte(supplierPrices.validTo, q.on)),
        lte(supplierPrices.minQuantity, sql`${q.quantity}::numeric`),
      ),
    )
    .orderBy(desc(supplierPrices.minQuantity), desc(supplierPrices.validFrom))
    .limit(1);
  return row;
}
