import { eq, inArray } from 'drizzle-orm';
import { demoPriceBook, DEMO_PRODUCT } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  pricingBooks,
  pricingFactorRows,
  pricingParameters,
  pricingProducts,
  pricingProjects,
  productBasePrices,
  productClassifications,
  productProjectBindings,
} from '../../db/schema/index.js';
import { classificationValues, parameterValues, projectValues } from './service/rows.js';

/**
 * The demo factory's (E0001) price book from core's demoPriceBook, once: platform-level parameters and
 * classifications go to the platform enterprise (E0000), shared by every merchant; the rest to the factory.
 * A second start finds the factory's book and does nothing.
 */
export async function seedPricingDemo(db: Database): Promise<boolean> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo })
    .from(enterprises)
    .where(inArray(enterprises.enterpriseNo, ['E0000', 'E0001']));
  const platform = found.find((e) => e.no === 'E0000')?.uid;
  const factory = found.find((e) => e.no === 'E0001')?.uid;
  if (!platform || !factory) return false;
  const [existing] = await db
    .select({ uid: pricingBooks.enterpriseUid })
    .from(pricingBooks)
    .where(eq(pricingBooks.enterpriseUid, factory))
    .limit(1);
  if (existing) return false;
  const book = demoPriceBook;
  const ownerOf = (level: 'platform' | 'merchant') => (level === 'platform' ? platform : factory);
  await db.transaction(async (tx) => {
    await tx.insert(pricingBooks).values({ enterpriseUid: platform }).onConflictDoNothing();
    await tx.insert(pricingBooks).values({
      enterpriseUid: factory,
      currency: book.currency,
      originalCurrency: book.originalCurrency,
      exchangeRate: book.exchangeRate,
      ...book.terms,
      roleLayers: book.roles.layers,
      roleQuantity: book.roles.quantity,
      roleAreaPerPcsM2: book.roles.areaPerPcsM2,
      rolePcsPerPanel: book.roles.pcsPerPanel ?? null,
      defaultProductNumber: DEMO_PRODUCT,
    });
    await tx
      .insert(pricingParameters)
      .values(
        book.parameters.map((p, i) => ({
          ...parameterValues(p),
          enterpriseUid: ownerOf(p.level),
          sortNumber: (i + 1) * 10,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(productClassifications)
      .values(book.classifications.map((c) => ({ ...classificationValues(c), enterpriseUid: ownerOf(c.level) })))
      .onConflictDoNothing();
    for (const project of book.projects) {
      const [row] = await tx
        .insert(pricingProjects)
        .values({ ...projectValues(project), enterpriseUid: factory })
        .returning({ uid: pricingProjects.uid });
      const rows = project.factor?.rows ?? [];
      if (rows.length > 0)
        await tx
          .insert(pricingFactorRows)
          .values(rows.map((r, position) => ({ projectUid: row!.uid, position, value: r.value, price: r.price })));
    }
    await tx.insert(pricingProducts).values(book.products.map((p) => ({ ...p, enterpriseUid: factory })));
    await tx.insert(productBasePrices).values(book.basePrices.map((b) => ({ ...b, enterpriseUid: factory })));
    await tx.insert(productProjectBindings).values(book.bindings.map((b) => ({ ...b, enterpriseUid: factory })));
  });
  return true;
}
