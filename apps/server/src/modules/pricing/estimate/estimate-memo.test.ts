import { compilePriceBook, demoPriceBook } from '@pcbunion/core';
import { describe, expect, it } from 'vitest';
import type { BookCache, CachedBook } from '../service/book-cache.js';
import type { BookData } from '../service/load.js';
import { EstimateService, MEMO_BOUNDS } from './service.js';
import type { MerchantDirectory } from './merchants.js';

/** The service on the demo book, with no database: a fixed cached book and one merchant. */
function serviceOn(bounds?: { entries: number; bytes: number }) {
  const book = demoPriceBook;
  const cached: CachedBook = {
    data: { terms: null } as unknown as BookData,
    book,
    compiled: compilePriceBook(book),
    versions: '1/0',
    checkedAt: Date.now(),
  };
  const cache = { get: async () => cached } as unknown as BookCache;
  const merchants = {
    all: async () => [{ uid: 'demo', no: 'E0001', name: 'Demo', abbreviation: null }],
  } as unknown as MerchantDirectory;
  return new EstimateService(cache, merchants, bounds);
}

describe('the estimate memo (issue 12: 4,000 estimates grew the server to 4.3 GB)', () => {
  it('keeps at most its bytes, however many different boards are priced', async () => {
    const service = serviceOn({ entries: 10_000, bytes: 200_000 });
    for (let i = 1; i <= 150; i++) {
      await service.estimateJson(
        {
          params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: i },
          cam: { widthMm: 100 + i, drill: { minHoleMm: 0.2 } },
        },
        'en',
      );
    }
    const stats = service.memoStats();
    expect(stats.bytes).toBeLessThanOrEqual(200_000);
    expect(stats.entries).toBeGreaterThan(5);
    expect(stats.entries).toBeLessThan(150);
  });

  it('keeps at most its entries, the least recently used leaving first', async () => {
    const service = serviceOn({ entries: 20, bytes: 10_000_000 });
    const board = (qty: number) => ({ params: { LAYERS: 2, WIDTH_MM: 100, HEIGHT_MM: 80, QTY: qty } });
    const first = await service.estimateJson(board(1), 'en');
    for (let i = 2; i <= 60; i++) {
      await service.estimateJson(board(i), 'en');
      if (i % 5 === 0) expect(await service.estimateJson(board(1), 'en')).toBe(first); // used again: stays
    }
    expect(service.memoStats().entries).toBe(20);
  });

  it('has default bounds of a few thousand entries and a few megabytes', () => {
    expect(MEMO_BOUNDS.entries).toBeLessThanOrEqual(5000);
    expect(MEMO_BOUNDS.bytes).toBeLessThanOrEqual(64 * 1024 * 1024);
  });
});
