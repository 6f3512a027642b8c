import { z } from 'zod';
import { pagingQuery } from '../accounts/paging.js';

/** Types only: the rules (required, phone by area code, region) are core's checkShippingAddress, named per field. */
export const addressBody = z.object({
  recipient: z.string().max(1000).nullish(),
  company: z.string().max(1000).nullish(),
  areaCode: z.string().max(10).nullish(),
  phone: z.string().max(100).nullish(),
  region: z.array(z.string().max(20)).max(5).nullish(),
  detailAddress: z.string().max(2000).nullish(),
  isDefault: z.boolean().optional(),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressListQuery = z.object({
  ...pagingQuery,
  keyword: z.string().max(100).optional(),
});

export const addressParams = z.object({ id: z.string().max(100) });
