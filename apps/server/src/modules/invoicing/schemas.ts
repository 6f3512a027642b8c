import { z } from 'zod';
import { INVOICING_STATUSES, text } from '@pcbunion/core';
import { instant } from '../../http/answer.js';
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
  status: z.enum(INVOICING_STATUSES).nullish(),
});
export type InvoicingBody = z.infer<typeof invoicingBody>;

export const invoicingListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
  status: z.enum(INVOICING_STATUSES).optional(),
});

export const invoicingParams = z.object({ id: text(100) });

/** One invoicing info row as the API answers it. */
export const invoicingAnswer = z
  .object({
    id: z.string(),
    unitName: z.string(),
    taxpayerNo: z.string(),
    address: z.string(),
    detailAddress: z.string(),
    phone: z.string(),
    bank: z.string(),
    bankCardNo: z.string(),
    email: z.string(),
    status: z.enum(INVOICING_STATUSES),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'InvoicingInfo' });
