import { z } from 'zod';
import { text } from '@pcbunion/core';
import { pagingQuery } from '../../platform/paging.js';

/** Types and clean text only (no control characters, core's text()): core's checkInvoicingInfo says what is required and well-formed, naming the field. */
export const invoicingBody = z.object({
  unitName: text(1000).nullish(),
  taxpayerNo: text(100).nullish(),
  address: text(1000).nullish(),
  detailAddress: text(2000).nullish(),
  phone: text(100).nullish(),
  bank: text(1000).nullish(),
  bankCardNo: text(100).nullish(),
  email: text(1000).nullish(),
  status: text(20).nullish(),
});
export type InvoicingBody = z.infer<typeof invoicingBody>;

export const invoicingListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  status: z.enum(['valid', 'invalid']).optional(),
});

export const invoicingParams = z.object({ id: text(100) });
