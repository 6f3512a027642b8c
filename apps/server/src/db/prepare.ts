import type { DatabaseHandle } from './client.js';
import { applyMigrations } from './migrate.js';
import { seedDemoData } from './seed/demo-data.js';
import { seedPricingDemo } from './seed/pricing-demo.js';
import { syncMenuCatalogue } from './seed/menus.js';
import { seedDemoMessages } from '../modules/notify/demo-messages.js';
import { seedDemoBiddingNotices } from '../modules/bidding/demo-notices.js';
import { seedDemoDevices } from '../modules/equipment/demo-devices.js';
import { seedDemoMoney } from '../modules/wallet/demo-money.js';
import { seedChangesQualityDemo } from '../modules/customer-change/demo-data.js';
import { seedQuotationDemo } from '../modules/quotation/demo-data.js';
import { seedPurchaseDemo, seedPurchaseQualityDemo } from '../modules/purchase/index.js';
import { seedCustomerDemo } from '../modules/customer/index.js';
import { seedSupplierDemo } from '../modules/supplier/index.js';
import { seedSupplierBillingDemo } from '../modules/supplier-billing/index.js';
import { seedCapabilityDemo } from '../modules/capability/service.js';
import { seedShippingDemo } from '../modules/shipping/demo-shipping.js';
import { seedAssemblyDemo } from '../modules/assembly/settings.service.js';
import { seedBarcodeDemo } from '../modules/barcode/index.js';
import { seedConsentDemo } from '../modules/consent/index.js';
import { seedToolingDemo } from '../modules/tooling/index.js';
import { seedProductionTransferDemo } from '../modules/production-transfer/index.js';
import { seedCustomerBillingDemo } from '../modules/customer-billing/index.js';
import { seedSalesDemoMonth } from '../modules/sales/demo-month.js';

/** Start-up work on the database: migrations, the menu catalogue and, once, the demo data. */
export async function prepareDatabase(
  database: DatabaseHandle,
  opts: { seedDemo: boolean },
): Promise<{ seeded: boolean }> {
  return database.withMigrationLock(async (db) => {
    await applyMigrations(db, database.kind);
    await syncMenuCatalogue(db);
    const seeded = opts.seedDemo ? await seedDemoData(db) : false;
    if (opts.seedDemo) await seedPricingDemo(db);
    if (opts.seedDemo) await seedCapabilityDemo(db);
    if (opts.seedDemo) await seedShippingDemo(db);
    if (opts.seedDemo) await seedAssemblyDemo(db);
    if (opts.seedDemo)
      for (const seed of [seedDemoMessages, seedDemoBiddingNotices, seedDemoDevices, seedQuotationDemo]) await seed(db);
    // Purchase orders go only to approved suppliers of the factory's supplier master: the master comes first.
    if (opts.seedDemo) await seedSupplierDemo(db);
    // The demo factory's purchase orders take their materials from the quotation demo's material file.
    if (opts.seedDemo) await seedPurchaseDemo(db);
    if (opts.seedDemo) await seedCustomerDemo(db);
    if (opts.seedDemo) await seedPurchaseQualityDemo(db);
    if (opts.seedDemo) await seedSupplierBillingDemo(db);
    // A month of sales with the demo customer: paid orders (money demo first), notices, deliveries, delays, billing.
    if (opts.seedDemo) await seedSalesDemoMonth(db);
    // Statements and invoices of the demo customer's received deliveries (none until sales has demo deliveries).
    if (opts.seedDemo) await seedCustomerBillingDemo(db);
    if (opts.seedDemo) for (const seed of [seedBarcodeDemo, seedConsentDemo]) await seed(db);
    // Tooling for the demo customer and a transfer to the partner factory (E0004, made here if missing).
    if (opts.seedDemo) await seedToolingDemo(db);
    if (opts.seedDemo) await seedProductionTransferDemo(db);
    // Customer changes and quality complaints on the sales demo's open orders and received deliveries.
    if (opts.seedDemo) await seedChangesQualityDemo(db);
    // The demo customer's money history goes through the ledger, so it comes after the enterprises exist.
    if (opts.seedDemo) await seedDemoMoney(db);
    return { seeded };
  });
}
