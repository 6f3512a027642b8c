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

/** A money-moving record's number: prefix, UTC date and time to the second, 4 random digits (RC20261125071530 4821). */
export function businessNumber(prefix: 'RC' | 'WD', at: Date): string {
  const stamp = at.toISOString().replace(/[-:T]/g, '').slice(0, 14);
  return `${prefix}${stamp}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}`;
}
