import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { ModuleOptions } from '../module-options.js';
import { Ledger } from './ledger.js';

/**
 * The double-entry ledger (platform floor; docs/money.md): accounts per enterprise and purpose, immutable
 * transactions whose lines sum to zero, pending transfers posted or voided, corrections by reversal.
 * Other modules move money only through `app.ledger` inside their own database transaction:
 *
 *   await db.transaction((tx) => app.ledger.transfer(tx, { kind: 'payment', reference: orderNo, from: walletOf(buyer),
 *     to: platformAccount('platform_escrow'), amount, enterpriseUid: buyer, actorAccountUid }));
 */
declare module 'fastify' {
  interface FastifyInstance {
    ledger: Ledger;
  }
}

export {
  Ledger,
  assertBalanced,
  type LineInput,
  type SimpleTransfer,
  type TransactionContext,
  type TransferInput,
  type WrittenTransaction,
} from './ledger.js';
export {
  ACCOUNT_PURPOSES,
  DEFAULT_CURRENCY,
  platformAccount,
  walletOf,
  rowsOf,
  big,
  type AccountPurpose,
  type AccountRef,
  type Executor,
  type Tx,
} from './accounts.js';
export { balanceOf, type AccountBalance } from './balances.js';
export { checkLedger, type LedgerCheck } from './check.js';
export { LedgerError, pgCode, pgConstraint, type LedgerRefusal } from './errors.js';

const ledgerModule: FastifyPluginAsync<ModuleOptions> = async (app) => {
  app.decorate('ledger', new Ledger());
};

export const ledgerPlugin = fp(ledgerModule, { name: 'ledger' });
