import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { enterprises, pricingBooks } from '../../../db/schema/index.js';

export interface Merchant {
  uid: string;
  no: string;
  name: string;
  abbreviation: string | null;
}

/**
 * The factories that have a price book (active enterprises of kind factory with a pricing_books row), re-read at
 * most every `refreshMs` so an estimate without `merchant` costs no query.
 */
export class MerchantDirectory {
  private list: { at: number; merchants: Promise<Merchant[]> } | undefined;
  constructor(
    private readonly db: Database,
    private readonly refreshMs: number,
  ) {}

  all(): Promise<Merchant[]> {
    if (this.list && Date.now() - this.list.at < this.refreshMs) return this.list.merchants;
    // `.then` runs the query once and keeps its promise (a Drizzle query re-runs on every await).
    const merchants: Promise<Merchant[]> = this.db
      .select({
        uid: enterprises.uid,
        no: enterprises.enterpriseNo,
        name: enterprises.name,
        abbreviation: enterprises.abbreviation,
      })
      .from(enterprises)
      .innerJoin(pricingBooks, eq(pricingBooks.enterpriseUid, enterprises.uid))
      .where(and(eq(enterprises.kind, 'factory'), eq(enterprises.status, 'active')))
      .orderBy(enterprises.enterpriseNo)
      .then((rows) => rows);
    this.list = { at: Date.now(), merchants };
    merchants.catch(() => (this.list = undefined));
    return merchants;
  }

  forget(): void {
    this.list = undefined;
  }
}
