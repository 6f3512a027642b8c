import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from './module-options.js';

/**
 * The business modules, one folder each under `modules/<area>/`, each exporting one plugin.
 * Add a line here for a new area.
 */
export const businessModules: Array<[name: string, load: () => Promise<FastifyPluginAsync<ModuleOptions>>]> = [
  ['jobs', () => import('./jobs/index.js').then((m) => m.default)],
  ['ledger', () => import('./ledger/index.js').then((m) => m.ledgerPlugin)],
  ['idempotency', () => import('./idempotency/index.js').then((m) => m.default)],
  ['notify', () => import('./notify/index.js').then((m) => m.default)],
  ['session', () => import('./session/index.js').then((m) => m.default)],
  ['enterprise-expiry', () => import('./enterprise-expiry/index.js').then((m) => m.default)],
  ['bidding', () => import('./bidding/index.js').then((m) => m.default)],
  ['files', () => import('./files/index.js').then((m) => m.default)],
  ['accounts', () => import('./accounts/index.js').then((m) => m.default)],
  ['gerber', () => import('./gerber/index.js').then((m) => m.default)],
  ['pricing', () => import('./pricing/index.js').then((m) => m.default)],
  ['addresses', () => import('./addresses/index.js').then((m) => m.default)],
  ['invoicing', () => import('./invoicing/index.js').then((m) => m.default)],
  ['payments', () => import('./payments/index.js').then((m) => m.default)],
  ['wallet', () => import('./wallet/index.js').then((m) => m.default)],
  ['finance', () => import('./finance/index.js').then((m) => m.default)],
  ['quotation', () => import('./quotation/index.js').then((m) => m.default)],
  ['capability', () => import('./capability/index.js').then((m) => m.default)],
];
