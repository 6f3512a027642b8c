import type { FastifyPluginAsync } from 'fastify';
import { BUSINESS_ZONE } from '../../platform/business-day.js';
import { acceptEmptyJsonBody } from '../../platform/idempotency/index.js';
import { every, weekly } from '../../platform/jobs/index.js';
import type { ModuleOptions } from '../../platform/module-options.js';
import { bankAccountRoutes } from './routes/bank-accounts.js';
import type { MoneyDeps } from './deps.js';
import { rechargeRoutes } from './routes/recharges.js';
import { expireRecharges, markRechargePaid } from './service/recharges.js';
import { walletRoutes } from './routes/wallet.js';
import { withdrawalRoutes } from './routes/withdrawals.js';
import { buildWeeklyBatch } from './service/withdrawals.js';
import './labels.js';

export { walletSummary, type WalletSummary } from './service/summary.js';
export { markRechargePaid, rejectRecharge, findRecharge, rechargeView } from './service/recharges.js';
export {
  applyWithdrawal,
  cancelWithdrawal,
  processWithdrawal,
  rejectWithdrawal,
  findWithdrawal,
  withdrawalView,
  buildWeeklyBatch,
  type Actor,
} from './service/withdrawals.js';
export { seedDemoMoney } from './demo-money.js';
export {
  bankAccountAnswer,
  financeRechargeRow,
  financeWithdrawalRow,
  rechargeAnswer,
  startedRechargeAnswer,
  statementRow,
  walletAnswer,
  withdrawalAnswer,
} from './schemas.js';
export { amountOf } from './money-input.js';
export { WITHDRAWING_SCREENS } from './access.js';
export type { MoneyDeps } from './deps.js';
export { createRecharge } from './service/recharges.js';
export { bankAccountsOf, eraseBankAccounts, walletStatementsOf } from './personal-data.js';

/** Withdrawals are batched for payout every Monday 00:00 in Shanghai (spec 02 §9). */
export const WITHDRAWAL_BATCH_SCHEDULE = weekly(1, 0, 0, BUSINESS_ZONE);
/** A recharge nobody paid expires after RECHARGE_EXPIRY_HOURS (default 72). */
const RECHARGE_EXPIRY_MS = Number(process.env.RECHARGE_EXPIRY_HOURS ?? 72) * 3_600_000;

/**
 * The member's wallet (spec 02 §2–§5, §8, §9; docs/money.md): balance, statement and export, recharges through the
 * payment providers, bank accounts, withdrawals. Registers the handler that posts a verified payment and the
 * jobs `withdrawal.weekly-batch` and `recharge.expire`.
 */
const walletModule: FastifyPluginAsync<ModuleOptions> = async (app, { config, database }) => {
  acceptEmptyJsonBody(app);
  const deps: MoneyDeps = { db: database.db, ledger: app.ledger, clock: app.clock, grantAll: config.grantAllMenus };
  app.payments.onPaid(async (tx, event, at) => {
    await markRechargePaid(tx, deps.ledger, {
      rechargeNo: event.rechargeNo,
      action: 'pay',
      at,
      handledBy: null,
      paidAmount: event.amount,
      providerReference: event.providerReference,
    });
  });
  app.jobs.register<{ slot: string }>(
    'withdrawal.weekly-batch',
    ({ db, now }) => db.transaction((tx) => buildWeeklyBatch(tx, now)),
    { schedule: WITHDRAWAL_BATCH_SCHEDULE },
  );
  app.jobs.register(
    'recharge.expire',
    async ({ db, now }) => ({ expired: await db.transaction((tx) => expireRecharges(tx, now, RECHARGE_EXPIRY_MS)) }),
    { schedule: every(3_600_000) },
  );
  await app.register(walletRoutes, deps);
  await app.register(rechargeRoutes, { ...deps, providers: app.payments });
  await app.register(bankAccountRoutes, deps);
  await app.register(withdrawalRoutes, deps);
};

export default walletModule;
