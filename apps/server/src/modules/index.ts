import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from '../platform/module-options.js';

/**
 * The business modules, one folder each under `modules/<area>/`, each exporting one plugin.
 * Add a line here for a new area.
 */
export const businessModules: Array<[name: string, load: () => Promise<FastifyPluginAsync<ModuleOptions>>]> = [
  ['identity', () => import('./identity/index.js').then((m) => m.default)],
  ['bidding', () => import('./bidding/index.js').then((m) => m.default)],
  ['equipment', () => import('./equipment/index.js').then((m) => m.default)],
  ['files', () => import('./files/index.js').then((m) => m.default)],
  ['gerber', () => import('./gerber/index.js').then((m) => m.default)],
  ['pricing', () => import('./pricing/index.js').then((m) => m.default)],
  ['addresses', () => import('./addresses/index.js').then((m) => m.default)],
  ['invoicing', () => import('./invoicing/index.js').then((m) => m.default)],
  ['payments', () => import('./payments/index.js').then((m) => m.default)],
  ['wallet', () => import('./wallet/index.js').then((m) => m.default)],
  ['finance', () => import('./finance/index.js').then((m) => m.default)],
  ['quotation-masters', () => import('./quotation-masters/index.js').then((m) => m.default)],
  ['process-flows', () => import('./process-flows/index.js').then((m) => m.default)],
  ['quotation', () => import('./quotation/index.js').then((m) => m.default)],
  ['capability', () => import('./capability/index.js').then((m) => m.default)],
  ['inquiry', () => import('./inquiry/index.js').then((m) => m.default)],
  ['order-documents', () => import('./order-documents/index.js').then((m) => m.default)],
  ['order', () => import('./order/index.js').then((m) => m.default)],
  ['cart', () => import('./cart/index.js').then((m) => m.default)],
  ['shipping', () => import('./shipping/index.js').then((m) => m.default)],
  ['factory-compare', () => import('./factory-compare/index.js').then((m) => m.default)],
  ['assembly', () => import('./assembly/index.js').then((m) => m.default)],
  ['instant-quote', () => import('./instant-quote/index.js').then((m) => m.default)],
  ['work-order', () => import('./work-order/index.js').then((m) => m.default)],
  ['purchase-prices', () => import('./purchase-prices/index.js').then((m) => m.default)],
  ['purchase', () => import('./purchase/index.js').then((m) => m.default)],
  ['purchase-quality', () => import('./purchase-quality/index.js').then((m) => m.default)],
  ['supplier-billing', () => import('./supplier-billing/index.js').then((m) => m.default)],
  ['shipping-notices', () => import('./shipping-notices/index.js').then((m) => m.default)],
  ['delivery-delays', () => import('./delivery-delays/index.js').then((m) => m.default)],
  ['sales', () => import('./sales/index.js').then((m) => m.default)],
  ['barcode', () => import('./barcode/index.js').then((m) => m.default)],
  ['consent', () => import('./consent/index.js').then((m) => m.default)],
  ['customer', () => import('./customer/index.js').then((m) => m.default)],
  ['supplier', () => import('./supplier/index.js').then((m) => m.default)],
  ['customer-billing', () => import('./customer-billing/index.js').then((m) => m.default)],
  ['tooling', () => import('./tooling/index.js').then((m) => m.default)],
  ['production-transfer', () => import('./production-transfer/index.js').then((m) => m.default)],
  ['customer-change', () => import('./customer-change/index.js').then((m) => m.default)],
  ['quality-record', () => import('./quality-record/index.js').then((m) => m.default)],
];
