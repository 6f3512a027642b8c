import { z } from 'zod';
import { text } from '@pcbunion/core';
import { instant } from '../../http/answer.js';
import { pagingQuery } from '../../platform/paging.js';

/**
 * Types and clean text only (no control characters, core's text()): the rules (required, phone by area code,
 * region) are core's checkShippingAddress, named per field.
 */
export const addressBody = z.object({
  recipient: text(1000).nullish(),
  company: text(1000).nullish(),
  areaCode: text(10).nullish(),
  phone: text(100).nullish(),
  region: z.array(text(20)).max(5).nullish(),
  detailAddress: text(2000).nullish(),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressListQuery = z.object({
  ...pagingQuery,
  keyword: text(100).optional(),
});

export const addressParams = z.object({ id: text(100) });

/** One shipping address as the API answers it. */
export const addressAnswer = z
  .object({
    id: z.string(),
    recipient: z.string(),
    company: z.string().nullable(),
    areaCode: z.string(),
    phone: z.string(),
    region: z.array(z.string()),
    regionNames: z.string(),
    detailAddress: z.string(),
    isDefault: z.boolean(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'ShippingAddress' });
