import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { quotationTableSettings } from '../../../db/schema/index.js';
import type { PricingActor } from '../access.js';

/** A person's form setting of one product's quotation table: the reference board and the quantity breaks. */
export interface TableSettings {
  product: string;
  params: Record<string, string>;
  quantities: string | null;
}

const whose = (actor: PricingActor, product: string) =>
  and(
    eq(quotationTableSettings.accountUid, actor.accountUid),
    eq(quotationTableSettings.enterpriseUid, actor.enterpriseUid),
    eq(quotationTableSettings.productNumber, product),
  );

/** The caller's setting of the product's table in its enterprise; an empty one when none was saved. */
export async function readTableSettings(db: Database, actor: PricingActor, product: string): Promise<TableSettings> {
  const [row] = await db.select().from(quotationTableSettings).where(whose(actor, product));
  return { product, params: row?.params ?? {}, quantities: row?.quantities ?? null };
}

/** Saves the caller's setting (the last save wins: it is one person's view, not shared data). */
export async function saveTableSettings(
  db: Database,
  actor: PricingActor,
  settings: TableSettings,
): Promise<TableSettings> {
  await db
    .insert(quotationTableSettings)
    .values({
      accountUid: actor.accountUid,
      enterpriseUid: actor.enterpriseUid,
      productNumber: settings.product,
      params: settings.params,
      quantities: settings.quantities,
    })
    .onConflictDoUpdate({
      target: [
        quotationTableSettings.accountUid,
        quotationTableSettings.enterpriseUid,
        quotationTableSettings.productNumber,
      ],
      set: { params: settings.params, quantities: settings.quantities, updatedAt: sql`now()` },
    });
  return settings;
}
