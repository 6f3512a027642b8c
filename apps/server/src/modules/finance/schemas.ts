import { RECHARGE_STATUSES, WITHDRAWAL_STATUSES } from '@pcbunion/core';
import { z } from 'zod';
import { moneyText } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';

/** A recharge or withdrawal by its number. */
export const noParams = z.object({ no: z.string().min(1).max(64) });
/** A reject's reason (required, shown to the member). */
export const reasonBody = z.object({ reason: z.string().max(200).optional() });
/** The recharge list: paged, by status and a keyword (recharge number or enterprise name). */
export const rechargeQuery = z.object({
  ...pagingQuery,
  status: z.enum(RECHARGE_STATUSES).optional(),
  keyword: z.string().max(100).optional(),
});
/** The withdrawal list: paged, by status, batch and a keyword (withdrawal number or enterprise name). */
export const withdrawalQuery = z.object({
  ...pagingQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  batchNo: z.string().max(40).optional(),
  keyword: z.string().max(100).optional(),
});
export type RechargeQuery = z.infer<typeof rechargeQuery>;
export type WithdrawalQuery = z.infer<typeof withdrawalQuery>;

/** The ledger's invariant check: balanced, what was counted, the difference in cents as money text, and what is wrong. */
export const ledgerCheckAnswer = z
  .object({
    balanced: z.boolean(),
    transactions: z.number().int(),
    accounts: z.number().int(),
    difference: moneyText,
    problems: z.array(z.string()),
  })
  .meta({ id: 'LedgerCheck' });
