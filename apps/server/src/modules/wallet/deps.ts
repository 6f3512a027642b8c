import type { Database } from '../../db/client.js';
import type { Clock } from '../../platform/jobs/index.js';
import type { Ledger } from '../../platform/ledger/index.js';

/** What the money services share: the database, the ledger and the one clock. */
export interface MoneyDeps {
  db: Database;
  ledger: Ledger;
  clock: Clock;
  grantAll: boolean;
}
