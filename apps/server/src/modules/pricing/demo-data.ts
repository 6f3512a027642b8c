import { eq, inArray } from 'drizzle-orm';
import { demoPriceBook } from '@pcbunion/core';
import type { Database } from '../../db/client.js';
import { enterprises, pricingBooks } from '../../db/schema/index.js';
import { writeDemoBook } from './demo-factories.js';

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
  await writeDemoBook(db, { platform, factory }, demoPriceBook);
  return true;
}
