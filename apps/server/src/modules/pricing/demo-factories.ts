import { DEMO_PRODUCT, hdiSpecialistBook, prototypeShopBook, type PriceBook } from '@pcbunion/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  enterprises,
  pricingBooks,
  pricingFactorRows,
  pricingParameters,
  pricingProjects,
  pricingProducts,
  productBasePrices,
  productClassifications,
  productProjectBindings,
} from '../../db/schema/index.js';
import { classificationValues, parameterValues, projectValues } from './service/rows.js';

/** The books of the demo's other factories (identity's demoFactories), by enterprise number. */
export const DEMO_FACTORY_BOOKS: Readonly<Record<string, PriceBook>> = {
  E0005: prototypeShopBook,
  E0006: hdiSpecialistBook,
};

/**
 * Writes `book` as the factory's price book: platform-level parameters and classifications go to the platform
 * (shared, kept when already there), the rest to the factory. The caller checks the factory has no book yet.
 */
export async function writeDemoBook(
  db: Database,
  owners: { platform: string; factory: string },
  book: PriceBook,
): Promise<void> {
  const { platform, factory } = owners;
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
      defaultBoard: book.defaultBoard ?? null,
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
}

/** The other demo factories' books, each once (a factory that has a book is left alone). */
export async function seedDemoFactoryBooks(db: Database): Promise<number> {
  const found = await db
    .select({ uid: enterprises.uid, no: enterprises.enterpriseNo, book: pricingBooks.enterpriseUid })
    .from(enterprises)
    .leftJoin(pricingBooks, eq(pricingBooks.enterpriseUid, enterprises.uid))
    .where(inArray(enterprises.enterpriseNo, ['E0000', ...Object.keys(DEMO_FACTORY_BOOKS)]));
  const platform = found.find((e) => e.no === 'E0000')?.uid;
  if (!platform) return 0;
  let written = 0;
  for (const factory of found) {
    const book = DEMO_FACTORY_BOOKS[factory.no];
    if (!book || factory.book !== null) continue;
    await writeDemoBook(db, { platform, factory: factory.uid }, book);
    written += 1;
  }
  return written;
}
