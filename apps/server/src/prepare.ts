import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Database, DatabaseHandle } from './db/client.js';
import { applyMigrations } from './db/migrate.js';
import { seedDemoData, seedDemoFactories } from './modules/identity/index.js';
import { seedAssemblyDemo } from './modules/assembly/index.js';
import { seedBarcodeDemo } from './modules/barcode/index.js';
import { seedDemoBiddingNotices } from './modules/bidding/index.js';
import { seedCapabilityDemo } from './modules/capability/index.js';
import { seedConsentDemo } from './modules/consent/index.js';
import { seedCustomerBillingDemo } from './modules/customer-billing/index.js';
import { seedChangesQualityDemo } from './modules/customer-change/index.js';
import { seedCustomerDemo } from './modules/customer/index.js';
import { seedGerberDemo } from './modules/gerber/index.js';
import { seedDemoDevices } from './modules/equipment/index.js';
import { seedDemoFactoryBooks, seedPricingDemo } from './modules/pricing/index.js';
import { seedProductionTransferDemo } from './modules/production-transfer/index.js';
import { seedPurchaseDemo } from './modules/purchase/index.js';
import { seedPurchaseQualityDemo } from './modules/purchase-quality/index.js';
import { seedPlatformQuotationDemo, seedQuotationDemo } from './modules/quotation/index.js';
import { seedQuotationMastersDemo } from './modules/quotation-masters/index.js';
import { seedProcessFlowDemo } from './modules/process-flows/index.js';
import { seedSalesDemoMonth } from './modules/sales/index.js';
import { delayService } from './modules/delivery-delays/index.js';
import { seedShippingDemo } from './modules/shipping/index.js';
import { seedSupplierBillingDemo } from './modules/supplier-billing/index.js';
import { seedSupplierDemo } from './modules/supplier/index.js';
import { seedToolingDemo } from './modules/tooling/index.js';
import { seedDemoMoney } from './modules/wallet/index.js';
import { syncMenuCatalogue } from './platform/access/menu-sync.js';
import { seedDemoMessages } from './platform/notify/index.js';
import { prepareSecrets } from './platform/secrets/index.js';
import { createStorage, type FileStorage } from './storage/index.js';

/**
 * The demo data, each module's seeder in the order their data depends on one another. Each seeder is idempotent:
 * it adds what is missing, so a second start changes nothing.
 */
const demoSeeders: Array<(db: Database, storage: FileStorage) => Promise<unknown>> = [
  // The prototype shop and the HDI specialist beside the demo factory: every factory side by side (issue 29).
  seedDemoFactories,
  seedPricingDemo,
  seedDemoFactoryBooks,
  seedCapabilityDemo,
  seedShippingDemo,
  seedAssemblyDemo,
  seedDemoMessages,
  seedDemoBiddingNotices,
  seedDemoDevices,
  seedQuotationMastersDemo,
  seedProcessFlowDemo,
  seedQuotationDemo,
  // Purchase orders go only to approved suppliers of the factory's supplier master: the master comes first.
  seedSupplierDemo,
  // The demo factory's purchase orders take their materials from the quotation demo's material file.
  seedPurchaseDemo,
  seedCustomerDemo,
  seedPurchaseQualityDemo,
  seedSupplierBillingDemo,
  // A month of sales with the demo customer: paid orders (money demo first), notices, deliveries, delays, billing.
  (db) => seedSalesDemoMonth(db, delayService),
  // A platform quotation made from the earliest of those online inquiries (the list shows both types).
  seedPlatformQuotationDemo,
  // Statements and invoices of the demo customer's received deliveries (none until sales has demo deliveries).
  seedCustomerBillingDemo,
  // Real Gerber uploads analysed and bound to the sales month's inquiries and a quotation (both exist by now).
  seedGerberDemo,
  seedBarcodeDemo,
  seedConsentDemo,
  // Tooling for the demo customer and a transfer to the partner factory (E0004, made here if missing).
  seedToolingDemo,
  seedProductionTransferDemo,
  // Customer changes and quality complaints on the sales demo's open orders and received deliveries.
  seedChangesQualityDemo,
  // The demo customer's money history goes through the ledger, so it comes after the enterprises exist.
  seedDemoMoney,
];

/**
 * Start-up work on the database: migrations, the menu catalogue and, once, the demo data. The demo's stored files
 * (its Gerber archives) go to the server's file storage under `dataDir` (DATA_DIR/files, or the bucket); without
 * one they go to a scratch directory removed afterwards (their analyses and pictures live in the database).
 */
export async function prepareDatabase(
  database: DatabaseHandle,
  opts: { seedDemo: boolean; dataDir?: string },
): Promise<{ seeded: boolean }> {
  return database.withMigrationLock(async (db) => {
    await applyMigrations(db, database.kind);
    await syncMenuCatalogue(db);
    await prepareSecrets(db, { dataDir: opts.dataDir });
    if (!opts.seedDemo) return { seeded: false };
    const scratch = opts.dataDir ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'pcb-demo-files-'));
    try {
      const storage = createStorage({ dataDir: opts.dataDir ?? scratch! });
      const seeded = await seedDemoData(db);
      for (const seed of demoSeeders) await seed(db, storage);
      return { seeded };
    } finally {
      if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
}
