import type { Database } from '../../db/client.js';
import type { BookCache } from './service/book-cache.js';

/** What every pricing route file receives. */
export interface PricingContext {
  db: Database;
  cache: BookCache;
  /** The platform enterprise (shared parameters and classifications), null on a database without one. */
  platformUid: string | null;
  grantAll: boolean;
}
