import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../platform/module-options.js';
import { bankTransferProvider } from './service/bank-transfer.js';
import { PaymentProviders } from './service/provider.js';
import { paymentRoutes } from './routes.js';
import { SandboxProvider } from './service/sandbox.js';
import './labels.js';

/**
 * Payment providers (docs/money.md § Providers): `bank_transfer` (confirmed by finance) and `sandbox` (a hosted
 * checkout page and HMAC-signed webhooks). The wallet registers the handler that posts a verified payment.
 */
declare module 'fastify' {
  interface FastifyInstance {
    payments: PaymentProviders;
  }
}

export {
  PaymentProviders,
  WebhookRefusal,
  type PaidEvent,
  type PaymentProvider,
  type RechargeOrder,
  type StartedPayment,
} from './service/provider.js';
export { SandboxProvider, SANDBOX_SIGNATURE_HEADER, SANDBOX_TOLERANCE_S } from './service/sandbox.js';

const paymentsModule: FastifyPluginAsync<ModuleOptions> = async (app, { database }) => {
  const providers = new PaymentProviders();
  const sandbox = new SandboxProvider();
  providers.add(bankTransferProvider);
  providers.add(sandbox);
  app.decorate('payments', providers);
  await app.register(paymentRoutes, { db: database.db, clock: app.clock, providers, sandbox });
};

export default fp(paymentsModule, { name: 'payments', dependencies: ['jobs'] });
