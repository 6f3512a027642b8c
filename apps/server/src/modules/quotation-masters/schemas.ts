import { isDecimalText, telephone } from '@pcbunion/core';
import { z } from 'zod';
import { CUSTOMER_LEVELS } from '../../db/schema/index.js';
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

/** The bodies and paths the masters' routes take. */

/** A master row's uid in the path. */
export const uidParams = z.object({ uid: z.uuid() });

/** A customer of the quotation screens: number, name, level A–D, primary contact and phone, remarks. */
export const factoryCustomerBody = z.object({
  customerNo: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(120),
  level: z.enum(CUSTOMER_LEVELS).default('B'),
  contact: z.string().trim().max(60).optional(),
  /** The primary contact's phone: a mobile, a landline or an international number (core `telephone`). */
  phone: telephone(30).optional(),
  remarks: z.string().trim().max(500).optional(),
  /** The customer file's version the screen read (optional): a change in between is 409. */
  rowVersion: z.number().int().min(1).optional(),
});
export type FactoryCustomerBody = z.infer<typeof factoryCustomerBody>;

const decimal = z.union([z.string().trim().refine(isDecimalText), z.number().finite().transform(String)]);
/** A supplier's price of a material. */
export const materialPriceBody = z.object({
  supplierNo: z.string().trim().min(1).max(40),
  supplierName: z.string().trim().min(1).max(120),
  unitPrice: decimal,
  unitPriceExTax: decimal,
  taxRate: decimal,
});
export type MaterialPriceBody = z.infer<typeof materialPriceBody>;
/** A material of the material file with its supplier prices (replaced whole on each save). */
export const materialBody = z.object({
  materialNo: z.string().trim().min(1).max(60),
  name: z.string().trim().min(1).max(120),
  specification: z.string().trim().max(200).default(''),
  category: z.string().trim().max(60).default(''),
  unitName: z.string().trim().min(1).max(20),
  prices: z.array(materialPriceBody).max(50).default([]),
});
export type MaterialBody = z.infer<typeof materialBody>;

/** A currency of the factory (a new local currency takes the mark from the old one). */
export const currencyBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  name: z.string().trim().min(1).max(60),
  isLocal: z.boolean().default(false),
});
export type CurrencyBody = z.infer<typeof currencyBody>;
/** An exchange rate for a day (local currency per unit). */
export const rateBody = z.object({
  currencyCode: z
    .string()
    .trim()
    .regex(/^[A-Z]{3}$/),
  rate: z
    .union([z.string().trim(), z.number().finite().transform(String)])
    .refine((text) => isDecimalText(text) && Number(text) > 0, { message: 'must be greater than 0' }),
  effectiveOn: z.iso.date(),
});
export type RateBody = z.infer<typeof rateBody>;

const positive = z
  .union([z.string().trim(), z.number().finite().transform(String)])
  .refine((text) => isDecimalText(text) && Number(text) >= 0, { message: 'must be a number of at least 0' });
/** A process type. */
export const processTypeBody = z.object({
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(60),
  sort: z.coerce.number().int().min(0).max(10000).default(0),
});
export type ProcessTypeBody = z.infer<typeof processTypeBody>;
/** A procedure of a process type with its reference times, difficulty coefficient and unit cost. */
export const procedureBody = z.object({
  processTypeUid: z.uuid(),
  code: z.string().trim().min(1).max(40),
  name: z.string().trim().min(1).max(60),
  referenceTimes: positive,
  difficulty: positive,
  unitCost: positive,
});
export type ProcedureBody = z.infer<typeof procedureBody>;
