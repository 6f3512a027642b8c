import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../../platform/module-options.js';
import { PlatformDirectory } from './access.js';
import { basePriceRoutes } from './base-prices/routes.js';
import { bindingRoutes } from './bindings/routes.js';
import { catalogueRoutes } from './catalogue/routes.js';
import { classificationRoutes } from './classifications/routes.js';
import type { PricingContext } from './context.js';
import { EstimateService } from './estimate/service.js';
import { MerchantDirectory } from './estimate/merchants.js';
import { estimateRoutes } from './estimate/routes.js';
import { shareEstimates } from './estimate/shared.js';
import { MatrixService } from './matrix/service.js';
import { matrixRoutes } from './matrix/routes.js';
import { parameterRoutes } from './parameters/routes.js';
import { productRoutes } from './products/routes.js';
import { projectRoutes } from './projects/routes.js';
import { quotationTableRoutes } from './quotation-table/routes.js';
import { installPricingErrors } from './rule-error.js';
import { BookCache } from './service/book-cache.js';
import { termsRoutes } from './terms/routes.js';
import './labels.js';
export { seedPricingDemo } from './demo-data.js';
export { DEMO_FACTORY_BOOKS, seedDemoFactoryBooks } from './demo-factories.js';
export { publicPricingConfig } from './public-route.js';
export { sharedEstimates } from './estimate/shared.js';
export { firstThatPrices, localise, pricedOnToday, productCandidates } from './estimate/service.js';
export { EstimateService } from './estimate/service.js';
export { RuleError, installPricingErrors, renderErrors } from './rule-error.js';
export { PlatformDirectory } from './access.js';
export { MerchantDirectory } from './estimate/merchants.js';
export type { Merchant } from './estimate/merchants.js';
export { pricingServerMessages } from './messages.js';
export { BookCache } from './service/book-cache.js';

/**
 * How long an instance trusts its cached compiled book before comparing versions with the database
 * (PRICING_VERSION_CHECK_MS, default 1000 ms; 0 = on every estimate). Changes made through the instance
 * itself take effect at once.
 */
const versionCheckMs = () => {
  const value = Number(process.env.PRICING_VERSION_CHECK_MS ?? 1000);
  return Number.isFinite(value) && value >= 0 ? value : 1000;
};

/** Issue 6: pricing configuration (admin), the customer's online quotation and the instant estimate. */
const pricingModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  installPricingErrors(app);
  const db = database.db;
  const platformUid = await new PlatformDirectory(db).platformUid();
  const checkMs = versionCheckMs();
  const cache = new BookCache(db, async () => platformUid, checkMs);
  const merchants = new MerchantDirectory(db, checkMs);
  const ctx: PricingContext = { db, cache, platformUid, grantAll: config.grantAllMenus };
  app.addHook('onResponse', async (request) => {
    if (
      request.method !== 'GET' &&
      request.url.startsWith('/api/pricing/') &&
      !request.url.startsWith('/api/pricing/estimate') &&
      !request.url.startsWith('/api/pricing/matrix')
    )
      merchants.forget();
  });
  const estimates = new EstimateService(cache, merchants);
  shareEstimates(db, estimates);
  await app.register(parameterRoutes, ctx);
  await app.register(projectRoutes, ctx);
  await app.register(classificationRoutes, ctx);
  await app.register(productRoutes, ctx);
  await app.register(basePriceRoutes, ctx);
  await app.register(bindingRoutes, ctx);
  await app.register(termsRoutes, ctx);
  await app.register(quotationTableRoutes, ctx);
  // Estimates per minute are counted across instances (app.rateLimitStore, platform's shared window).
  await app.register(estimateRoutes, { estimates });
  await app.register(matrixRoutes, { matrices: new MatrixService(estimates) });
  await app.register(catalogueRoutes, { estimates, merchants });
};

export default pricingModule;
