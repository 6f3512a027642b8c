import { z } from 'zod';
import { pagingQuery } from '../accounts/paging.js';

/** Types only: core's checkInvoicingInfo says what is required and well-formed, naming the field. */
export const invoicingBody = z.object({
  unitName: z.string().max(1000).nullish(),
  taxpayerNo: z.string().max(100).nullish(),
  address: z.string().max(1000).nullish(),
  detailAddress: z.string().max(2000).nullish(),
  phone: z.string().max(100).nullish(),
  bank: z.string().max(1000).nullish(),
  bankCardNo: z.string().max(100).nullish(),
  email: z.string().max(1000).nullish(),
  status: z.string().max(20).nullish(),
});
export type InvoicingBody = z.infer<typeof invoicingBody>;

export const invoicingListQuery = z.object({
  ...pagingQuery,
  keyword: z.string().max(100).optional(),
  status: z.enum(['valid', 'invalid']).optional(),
});

export const invoicingParams = z.object({ id: z.string().max(100) });
