import type { SupplierStatus } from '@pcbunion/core';
import { and, eq, inArray } from 'drizzle-orm';
import { suppliers } from '../../db/schema/index.js';
import type { LocalizedText } from '../../http/messages.js';
import type { Executor } from '../../platform/ledger/index.js';
import { statusWords } from './messages.js';

/** Where a supplier enterprise stands in a factory's supplier master: its record's name and status, or none. */
export interface SupplierStanding {
  enterpriseUid: string;
  /** The factory's name of it (the master record's), null when the factory keeps no record of it. */
  name: string | null;
  supplierNo: string | null;
  status: SupplierStatus | null;
  statusReason: string | null;
  /** The currency the factory trades in with it (its record's), null when there is no record. */
  currency: string | null;
  /** Only an approved supplier may be ordered from (ISO 9001 §8.4; core's supplier states). */
  orderable: boolean;
  /** The status in words, or "not in the supplier master". */
  statusText: LocalizedText;
}

const notInMaster: LocalizedText = {
  en: 'not in your supplier master',
  'zh-CN': '不在供应商档案中',
  'zh-TW': '不在供應商檔案中',
  es: 'fuera de su registro de proveedores',
  ja: '仕入先台帳に未登録',
};

/** The standing of each supplier enterprise in the factory's supplier master (one query). */
export async function supplierStandings(
  tx: Executor,
  factoryUid: string,
  enterpriseUids: readonly string[],
): Promise<Map<string, SupplierStanding>> {
  const rows = enterpriseUids.length
    ? await tx
        .select({
          enterpriseUid: suppliers.enterpriseUid,
          name: suppliers.name,
          supplierNo: suppliers.supplierNo,
          status: suppliers.status,
          statusReason: suppliers.statusReason,
          currency: suppliers.currency,
        })
        .from(suppliers)
        .where(and(eq(suppliers.factoryUid, factoryUid), inArray(suppliers.enterpriseUid, [...enterpriseUids])))
    : [];
  const standings = new Map<string, SupplierStanding>();
  for (const uid of enterpriseUids) {
    // Should the factory keep two records of one enterprise, an approved one decides.
    const mine = rows.filter((r) => r.enterpriseUid === uid);
    const row = mine.find((r) => r.status === 'approved') ?? mine[0];
    standings.set(uid, {
      enterpriseUid: uid,
      name: row?.name ?? null,
      supplierNo: row?.supplierNo ?? null,
      status: row?.status ?? null,
      statusReason: row?.statusReason ?? null,
      currency: row?.currency ?? null,
      orderable: row?.status === 'approved',
      statusText: row ? statusWords[row.status] : notInMaster,
    });
  }
  return standings;
}
