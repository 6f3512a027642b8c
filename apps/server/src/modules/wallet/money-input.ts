import { centsOfInput, MAX_MONEY_MOVE_CENTS, textOfCents } from '@pcbunion/core';
import { z } from 'zod';
import { AppError } from '../../http/errors.js';
import { walletMessages } from './messages.js';

/** An amount as the API takes it: a number or a decimal string (checked by amountOf, so the 400 names the field). */
export const amountField = z.union([z.number(), z.string()]);

/** Cents of a typed amount: positive, at most two decimals, at most 1,000,000.00; else 400 naming the field. */
export function amountOf(value: unknown, field = 'amount'): bigint {
  const cents = centsOfInput(value, MAX_MONEY_MOVE_CENTS);
  if (cents === undefined || cents <= 0n)
    throw new AppError(400, walletMessages.badAmount, { field, max: textOfCents(MAX_MONEY_MOVE_CENTS) }, 0, field);
  return cents;
}
