import { inArray } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import { compilePriceBook, type CompileResult, type PriceBook } from '@pcbunion/core';
import type { Database } from '../../../db/client.js';
import { pricingBooks } from '../../../db/schema/index.js';
import { loadBookData, toPriceBook, type BookData } from './load.js';

export interface CachedBook {
  data: BookData;
  book: PriceBook;
  compiled: CompileResult;
  /** Versions of the merchant's and the platform's book when it was loaded. */
  versions: string;
  checkedAt: number;
  /** The version comparison under way, shared by every estimate that finds the entry due (one query, not one each). */
  checking?: Promise<boolean> | undefined;
}

/**
 * Compiled price books per merchant, in memory. A change made through this instance drops the entry at once
 * (writeBook). To stay correct beside other instances, an entry is trusted for `checkEveryMs` at most; then one
 * indexed query compares the `pricing_books.version` of the merchant and of the platform with the cached ones
 * and reloads only when they moved. checkEveryMs 0 checks on every estimate.
 */
export class BookCache {
  /** Keyed by merchants that exist (the estimate resolves the merchant first); bounded all the same. */
  private readonly entries = new LRUCache<string, Promise<CachedBook>>({ max: 256 });

  constructor(
    private readonly db: Database,
    private readonly platformUid: () => Promise<string | null>,
    private readonly checkEveryMs: number,
  ) {}

  async get(merchantUid: string): Promise<CachedBook> {
    const pending = this.entries.get(merchantUid);
    if (pending) {
      const entry = await pending.catch(() => undefined);
      if (entry && Date.now() - entry.checkedAt < this.checkEveryMs) return entry;
      if (entry && this.entries.get(merchantUid) === pending && (await this.stillCurrent(merchantUid, entry)))
        return entry;
      if (this.entries.get(merchantUid) !== pending) return this.get(merchantUid);
    }
    const loading = this.load(merchantUid);
    this.entries.set(merchantUid, loading);
    loading.catch(() => this.entries.delete(merchantUid));
    return loading;
  }

  invalidate(merchantUid: string): void {
    this.entries.delete(merchantUid);
  }

  clear(): void {
    this.entries.clear();
  }

  private stillCurrent(merchantUid: string, entry: CachedBook): Promise<boolean> {
    entry.checking ??= this.versions(merchantUid)
      .then((versions) => {
        if (versions !== entry.versions) return false;
        entry.checkedAt = Date.now();
        return true;
      })
      .finally(() => (entry.checking = undefined));
    return entry.checking.catch(() => false);
  }

  private async versions(merchantUid: string): Promise<string> {
    const platform = await this.platformUid();
    const uids = platform ? [merchantUid, platform] : [merchantUid];
    const rows = await this.db
      .select({ uid: pricingBooks.enterpriseUid, version: pricingBooks.version })
      .from(pricingBooks)
      .where(inArray(pricingBooks.enterpriseUid, uids));
    const of = (uid: string | null) => rows.find((row) => row.uid === uid)?.version ?? 0;
    return `${of(merchantUid)}/${of(platform)}`;
  }

  private async load(merchantUid: string): Promise<CachedBook> {
    const versions = await this.versions(merchantUid);
    const data = await loadBookData(this.db, merchantUid, await this.platformUid());
    const book = toPriceBook(data);
    return { data, book, compiled: compilePriceBook(book), versions, checkedAt: Date.now() };
  }
}
