import { RECHARGE_METHODS, RECHARGE_STATUSES, STATEMENT_KINDS, text, WITHDRAWAL_STATUSES } from '@pcbunion/core';
import { z } from 'zod';
import { instant, moneyText } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';
import { amountField } from './money-input.js';

/** GET /api/wallet: the balance card (amounts as two-decimal text). */
export const walletAnswer = z
  .object({
    balance: moneyText,
    frozen: moneyText,
    withdrawable: moneyText,
    paid: moneyText,
    withdrawn: moneyText,
    currency: z.string(),
  })
  .meta({ id: 'Wallet' });

/** One line of the wallet's statement, with the available balance right after it. */
export const statementRow = z
  .object({
    id: z.number().int(),
    time: instant,
    kind: z.enum(STATEMENT_KINDS),
    reference: z.string().nullable(),
    amount: moneyText,
    balanceAfter: moneyText,
    description: z.string(),
  })
  .meta({ id: 'StatementRow' });

/** A recharge as the member and finance read it. */
export const rechargeAnswer = z
  .object({
    rechargeNo: z.string(),
    amount: moneyText,
    currency: z.string(),
    method: z.enum(RECHARGE_METHODS),
    status: z.enum(RECHARGE_STATUSES),
    createdAt: instant,
    confirmedAt: instant.nullable(),
    rejectReason: z.string().nullable(),
    /** What the member writes on the bank transfer, or the gateway's payment id once paid. */
    providerReference: z.string().nullable(),
  })
  .meta({ id: 'Recharge' });

/** A recharge just started: where the member goes next (the provider's page, or the transfer's reference). */
export const startedRechargeAnswer = z
  .object({
    ...rechargeAnswer.shape,
    payUrl: z.string().optional(),
    bankReference: z.string().optional(),
  })
  .meta({ id: 'StartedRecharge' });

/** The finance operator's recharge row: the recharge and whose it is. */
export const financeRechargeRow = z
  .object({ ...rechargeAnswer.shape, enterpriseName: z.string() })
  .meta({ id: 'FinanceRecharge' });

/** A payout account; the card number only masked. */
export const bankAccountAnswer = z
  .object({
    id: z.string(),
    holder: z.string(),
    bank: z.string(),
    branch: z.string(),
    cardNumberMasked: z.string(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'BankAccount' });

/** A withdrawal, with the payout account as it was when applied for. */
export const withdrawalAnswer = z
  .object({
    withdrawalNo: z.string(),
    amount: moneyText,
    currency: z.string(),
    reason: z.string().nullable(),
    rejectReason: z.string().nullable(),
    status: z.enum(WITHDRAWAL_STATUSES),
    /** Where the application came from: `web` (the member's screen). */
    source: z.string(),
    appliedAt: instant,
    handledAt: instant.nullable(),
    operator: z.string().nullable(),
    batchNo: z.string().nullable(),
    bankAccount: z.object({
      holder: z.string(),
      bank: z.string(),
      branch: z.string(),
      cardNumberMasked: z.string(),
    }),
  })
  .meta({ id: 'Withdrawal' });

/** The finance operator's withdrawal row: the withdrawal and whose it is. */
export const financeWithdrawalRow = z
  .object({ ...withdrawalAnswer.shape, enterpriseName: z.string() })
  .meta({ id: 'FinanceWithdrawal' });

const bankText = (max: number) => z.string().trim().min(1).max(max);
/** A new payout account: the card number is checked and kept whole, answered masked. */
export const bankAccountCreateBody = z.object({
  holder: bankText(64),
  bank: bankText(100),
  branch: bankText(100),
  cardNumber: z.string().max(40),
});
/** A change of a payout account; the card number only when it changes. */
export const bankAccountUpdateBody = z.object({
  holder: bankText(64),
  bank: bankText(100),
  branch: bankText(100),
  cardNumber: z.string().max(40).optional(),
});
/** The payout account list: paged, by a keyword (holder, bank or branch). */
export const bankAccountListQuery = z.object({ ...pagingQuery, keyword: z.string().max(100).optional() });
export type BankAccountListQuery = z.infer<typeof bankAccountListQuery>;
export type BankAccountCreate = z.infer<typeof bankAccountCreateBody>;
export type BankAccountUpdate = z.infer<typeof bankAccountUpdateBody>;
/** A payout account by its id. */
export const bankAccountParams = z.object({ id: z.uuid() });
/** A deleted payout account's id. */
export const deletedBankAccountAnswer = z.object({ id: z.string() });

/** A recharge started: the amount and the provider. */
export const rechargeCreateBody = z.object({ amount: amountField, method: z.enum(RECHARGE_METHODS) });
/** The member's recharge list: paged, by status. */
export const rechargeListQuery = z.object({ ...pagingQuery, status: z.enum(RECHARGE_STATUSES).optional() });

export type RechargeListQuery = z.infer<typeof rechargeListQuery>;

/** A withdrawal applied for: the amount, the payout account and an optional reason. */
export const withdrawalApplyBody = z.object({
  amount: amountField,
  bankAccountId: z.uuid(),
  reason: z.string().trim().max(200).nullish(),
});
/** `keyword`: part of the withdrawal number (the records screen's search box). */
export const withdrawalListQuery = z.object({
  ...pagingQuery,
  status: z.enum(WITHDRAWAL_STATUSES).optional(),
  keyword: text(64).optional(),
});
/** A withdrawal by its number. */
export const moneyNoParams = z.object({ no: z.string().min(1).max(64) });

export type WithdrawalListQuery = z.infer<typeof withdrawalListQuery>;
