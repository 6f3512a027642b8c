import type { DatabaseHandle } from './client.js';
import { applyMigrations } from './migrate.js';
import { seedDemoData } from './seed/demo-data.js';
import { seedPricingDemo } from './seed/pricing-demo.js';
import { syncMenuCatalogue } from './seed/menus.js';
import { seedDemoMessages } from '../modules/notify/demo-messages.js';
import { seedDemoBiddingNotices } from '../modules/bidding/demo-notices.js';
import { seedDemoMoney } from '../modules/wallet/demo-money.js';
import { seedQuotationDemo } from '../modules/quotation/demo-data.js';
import { seedCapabilityDemo } from '../modules/capability/service.js';

/** Start-up work on the database: migrations, the menu catalogue and, once, the demo data. */
export async function prepareDatabase(database: DatabaseHandle, opts: { seedDemo: boolean }): Promise<{ seeded: boolean }> {
  return database.withMigrationLock(async (db) => {
    await applyMigrations(db, database.kind);
    await syncMenuCatalogue(db);
    const seeded = opts.seedDemo ? await seedDemoData(db) : false;
    if (opts.seedDemo) await seedPricingDemo(db);
    if (opts.seedDemo) await seedCapabilityDemo(db);
    if (opts.seedDemo) for (const seed of [seedDemoMessages, seedDemoBiddingNotices, seedQuotationDemo]) await seed(db);
    // The demo customer's money history goes through the ledger, so it comes after the enterprises exist.
    if (opts.seedDemo) await seedDemoMoney(db);
    return { seeded };
  });
}
