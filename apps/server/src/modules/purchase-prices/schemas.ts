import { z } from 'zod';
import { day } from '../../http/answer.js';

/** One price of a supplier's list: a material, its quantity break, unit price with tax and tax rate, validity. */
export const supplierPriceAnswer = z
  .object({
    uid: z.string(),
    supplierUid: z.string(),
    supplierName: z.string(),
    materialUid: z.string(),
    materialNo: z.string(),
    materialName: z.string(),
    specification: z.string(),
    unitName: z.string(),
    currency: z.string(),
    /** Plain decimals ("100", "12.5"). */
    minQuantity: z.string(),
    unitPrice: z.string(),
    taxRate: z.string(),
    validFrom: day,
    validTo: day.nullable(),
  })
  .meta({ id: 'SupplierPrice' });

/** The price a purchase-order line would take (null: no price valid on that day for that quantity). */
export const priceQuoteAnswer = z
  .object({ unitPrice: z.string(), taxRate: z.string() })
  .nullable()
  .meta({ id: 'SupplierPriceQuote' });

/** A sheet imported whole: how many prices it wrote. */
export const priceImportAnswer = z.object({ count: z.number().int() });
