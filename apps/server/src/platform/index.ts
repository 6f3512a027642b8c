import type { FastifyPluginAsync } from 'fastify';
import type { ModuleOptions } from './module-options.js';

/**
 * The platform's plugins, registered before every business module: what every module uses and no business owns.
 * Platform never imports a business module (npm run lint).
 */
export const platformPlugins: Array<[name: string, load: () => Promise<FastifyPluginAsync<ModuleOptions>>]> = [
  ['jobs', () => import('./jobs/index.js').then((m) => m.default)],
  ['ledger', () => import('./ledger/index.js').then((m) => m.ledgerPlugin)],
  ['idempotency', () => import('./idempotency/index.js').then((m) => m.default)],
  ['notify', () => import('./notify/index.js').then((m) => m.default)],
  ['secrets', () => import('./secrets/index.js').then((m) => m.secretsPlugin)],
];
