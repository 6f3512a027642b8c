import type { Executor } from '../../../platform/ledger/index.js';
import { returnedBySupplier } from '../../purchase-quality/index.js';

/** A returned lot the supplier acknowledged, as a statement subtracts it. */
export interface AcknowledgedReturn {
  returnNo: string;
  orderLineUid: string;
  lotNo: string;
  quantity: string;
  unitPrice: string;
  taxRate: string;
  amountCents: bigint;
  currency: string;
  acknowledgedAt: Date;
}

/** The returns a supplier acknowledged for a factory in [from, to), through the purchase module's service. */
export async function acknowledgedReturns(
  tx: Executor,
  q: { factoryUid: string; supplierUid: string; from: Date; to: Date },
): Promise<AcknowledgedReturn[]> {
  const { lines } = await returnedBySupplier(tx, {
    factoryId: q.factoryUid,
    supplierId: q.supplierUid,
    from: q.from,
    to: q.to,
  });
  return lines;
}
