import { z } from 'zod';
import { day, instant } from '../../http/answer.js';

/** The quotation masters' answers. Decimals are texts without trailing zeros ("12.5"). */

/** A customer as the quotation screens list it: a customer file of the customer module, level A–D. */
export const factoryCustomerAnswer = z
  .object({
    uid: z.string(),
    enterpriseUid: z.string(),
    customerNo: z.string(),
    name: z.string(),
    level: z.enum(['A', 'B', 'C', 'D']),
    contact: z.string().nullable(),
    phone: z.string().nullable(),
    remarks: z.string().nullable(),
    rowVersion: z.number().int(),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'FactoryCustomer' });

const supplierPrice = z.object({
  uid: z.string(),
  supplierNo: z.string(),
  supplierName: z.string(),
  unitPrice: z.string(),
  unitPriceExTax: z.string(),
  taxRate: z.string(),
});

/** A material of the material file with its supplier prices; the first supplier's price is repeated on the row. */
export const materialAnswer = z
  .object({
    uid: z.string(),
    materialNo: z.string(),
    name: z.string(),
    specification: z.string(),
    category: z.string(),
    unitName: z.string(),
    createdAt: instant,
    updatedAt: instant,
    prices: z.array(supplierPrice),
    supplierNo: z.string(),
    supplierName: z.string(),
    unitPrice: z.string().nullable(),
    unitPriceExTax: z.string().nullable(),
    taxRate: z.string().nullable(),
  })
  .meta({ id: 'Material' });

/** A currency with the rate in force today (1 for the local currency) and every dated rate. */
export const currencyAnswer = z
  .object({
    uid: z.string(),
    code: z.string(),
    name: z.string(),
    isLocal: z.boolean(),
    createdAt: instant,
    rate: z.string().nullable(),
    rateEffectiveOn: day.nullable(),
    rates: z.array(z.object({ uid: z.string(), rate: z.string(), effectiveOn: day })),
  })
  .meta({ id: 'Currency' });

/** A currency as it was stored (POST /api/currencies). */
export const storedCurrencyAnswer = z.object({
  uid: z.string(),
  enterpriseUid: z.string(),
  code: z.string(),
  name: z.string(),
  isLocal: z.boolean(),
  createdAt: instant,
});

/** A dated exchange rate as it was stored. */
export const exchangeRateAnswer = z
  .object({
    uid: z.string(),
    enterpriseUid: z.string(),
    currencyCode: z.string(),
    rate: z.string().nullable(),
    effectiveOn: day,
    createdAt: instant,
  })
  .meta({ id: 'ExchangeRate' });

/** A procedure of a process type, with its type's code and name. */
export const processProcedureAnswer = z
  .object({
    uid: z.string(),
    processTypeUid: z.string(),
    code: z.string(),
    name: z.string(),
    referenceTimes: z.string(),
    difficulty: z.string(),
    unitCost: z.string(),
    createdAt: instant,
    processTypeCode: z.string(),
    processTypeName: z.string(),
  })
  .meta({ id: 'ProcessProcedure' });

/** A procedure as it was stored (POST and PUT /api/process-procedures; decimals as the database writes them). */
export const storedProcedureAnswer = z.object({
  uid: z.string(),
  enterpriseUid: z.string(),
  processTypeUid: z.string(),
  code: z.string(),
  name: z.string(),
  referenceTimes: z.string(),
  difficulty: z.string(),
  unitCost: z.string(),
  createdAt: instant,
});

const processTypeFields = {
  uid: z.string(),
  code: z.string(),
  name: z.string(),
  sort: z.number().int(),
  createdAt: instant,
};

/** A process type with its procedures. */
export const processTypeAnswer = z
  .object({ ...processTypeFields, procedures: z.array(processProcedureAnswer) })
  .meta({ id: 'ProcessType' });

/** A process type as it was stored (POST /api/process-types). */
export const storedProcessTypeAnswer = z.object({ ...processTypeFields, enterpriseUid: z.string() });
