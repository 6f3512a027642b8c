import { z } from 'zod';
import {
  BATCH_TIERS,
  priceBookSchema,
  priceEstimateSchema,
  pricingProjectSchema,
  productBasePriceSchema,
  productClassificationSchema,
  productProjectBindingSchema,
  productSchema,
  quotationParameterSchema,
} from '@pcbunion/core';

/**
 * The answers of the pricing module (issue 27 "response contract"). A row of the book as the admin screens see it
 * is core's model beside its id, its compare-and-set counter and whether the caller may change it (`shown`).
 */
const shownFields = { uid: z.string(), rowVersion: z.number().int(), readOnly: z.boolean() };

/** A parameter; the list and the detail also give its `sortNumber` (a saved one answers the model as saved, without it). */
export const pricingParameterAnswer = quotationParameterSchema
  .extend({ ...shownFields, sortNumber: z.number().int().optional() })
  .meta({ id: 'PricingParameter' });
export const pricingProjectAnswer = pricingProjectSchema.extend(shownFields).meta({ id: 'PricingProject' });
/** A project in the list: also the products it is bound to. */
export const pricingProjectRow = pricingProjectAnswer
  .extend({ boundTo: z.array(z.string()) })
  .meta({ id: 'PricingProjectRow' });
export const projectOrderAnswer = z.array(z.object({ code: z.string(), sortNumber: z.number().int() }));

export const productClassificationAnswer = productClassificationSchema
  .extend(shownFields)
  .meta({ id: 'ProductClassification' });
/** A node of the classification tree (the admin screen's left-hand side). */
export interface ClassificationNode extends z.infer<typeof productClassificationAnswer> {
  children: ClassificationNode[];
}
export const classificationNode: z.ZodType<ClassificationNode> = productClassificationAnswer
  .extend({
    get children() {
      return z.array(classificationNode);
    },
  })
  .meta({ id: 'ProductClassificationNode' });

export const pricingProductAnswer = productSchema.extend(shownFields).meta({ id: 'PricingProduct' });
/** A product in the list: also its classification's name and whether it is the book's default product. */
export const pricingProductRow = pricingProductAnswer
  .extend({ classificationName: z.string().nullable(), isDefault: z.boolean() })
  .meta({ id: 'PricingProductRow' });

export const basePriceAnswer = productBasePriceSchema.extend(shownFields).meta({ id: 'ProductBasePrice' });
export const basePriceTableAnswer = z.object({ productNumber: z.string(), rows: z.number().int() });

export const bindingAnswer = productProjectBindingSchema.extend(shownFields).meta({ id: 'ProductProjectBinding' });
/** A binding in the list: also the project's name (null when the project is gone). */
export const bindingRow = bindingAnswer
  .extend({ projectName: z.string().nullable() })
  .meta({ id: 'ProductProjectBindingRow' });
export const bindingSetAnswer = z.object({ productNumber: z.string(), projectCodes: z.array(z.string()) });

export const pricingTermsAnswer = z
  .object({
    currency: z.string(),
    originalCurrency: z.string(),
    exchangeRate: z.string(),
    terms: priceBookSchema.shape.terms,
    roles: priceBookSchema.shape.roles,
    defaultProductNumber: z.string().nullable(),
    /** The board a new quote opens with, values by parameter code; null when the book names none (issue 29). */
    defaultBoard: z.record(z.string(), z.string()).nullable(),
    version: z.number().int(),
    rowVersion: z.number().int(),
  })
  .meta({ id: 'PricingTerms' });

/** A person's form setting of a product's quotation table. */
export const quotationTableSettingsAnswer = z
  .object({
    product: z.string(),
    params: z.record(z.string(), z.string()),
    quantities: z.string().nullable(),
  })
  .meta({ id: 'QuotationTableSettings' });

export const quotationTableAnswer = z
  .object({
    productNumber: z.string(),
    productName: z.string(),
    classificationNumber: z.string(),
    batchInterval: z.number().int(),
    currency: z.string(),
    pricedOn: z.string(),
    parameters: z.record(z.string(), z.union([z.string(), z.number()])),
    columns: z.array(
      z.object({
        quantity: z.string(),
        areaM2: z.string().nullable(),
        batchTier: z.enum(BATCH_TIERS).nullable(),
        deliveryDays: z.number().int().nullable(),
        error: z.string().nullable(),
      }),
    ),
    rows: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        kind: z.enum(['line', 'total', 'unit']),
        cells: z.array(z.string().nullable()),
      }),
    ),
  })
  .meta({ id: 'QuotationTable' });

/** A rule error of the book, rendered in the caller's language (rule-error.ts renderErrors). */
export const renderedRuleError = z.object({
  field: z.string(),
  key: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
  message: z.string(),
});

/** A classification of the customer's category tree: how many factories sell under it. */
export interface CategoryNode extends Omit<z.infer<typeof productClassificationSchema>, 'remarks'> {
  merchantCount: number;
  children: CategoryNode[];
}
export const categoryNode: z.ZodType<CategoryNode> = productClassificationSchema
  .omit({ remarks: true })
  .extend({
    merchantCount: z.number().int(),
    get children() {
      return z.array(categoryNode);
    },
  })
  .meta({ id: 'PricingCategory' });

export const pricingMerchantAnswer = z
  .object({
    uid: z.string(),
    no: z.string(),
    name: z.string(),
    abbreviation: z.string().nullable(),
    currency: z.string(),
    products: z.array(productSchema.pick({ number: true, name: true, names: true, classificationNumber: true })),
  })
  .meta({ id: 'PricingMerchant' });

/** What a customer's browser receives to price live (catalogue/customer-book.ts). */
export const customerBookAnswer = z
  .object({
    merchant: z.object({ uid: z.string(), no: z.string(), name: z.string() }),
    pricedOn: z.string(),
    version: z.string(),
    defaultProductNumber: z.string().nullable(),
    ready: z.boolean(),
    errors: z.array(renderedRuleError),
    book: priceBookSchema,
  })
  .meta({ id: 'CustomerPriceBook' });

/** The instant estimate: the merchant who prices it, the product it was priced as, and core's estimate. */
export const estimateAnswer = priceEstimateSchema
  .extend({
    merchant: z.string(),
    merchantNo: z.string(),
    merchantName: z.string(),
    productNo: z.string(),
  })
  .meta({ id: 'PriceEstimate' });

export const priceMatrixAnswer = z
  .object({
    merchant: z.string(),
    merchantNo: z.string(),
    merchantName: z.string(),
    productNo: z.string(),
    currency: z.string(),
    pricedOn: z.string(),
    quantities: z.array(z.string()),
    leadTimes: z.array(z.string()),
    customerQty: z.string().nullable(),
    rows: z.array(
      z.object({
        qty: z.string(),
        cells: z.array(
          z.object({
            leadTime: z.string(),
            total: z.string().nullable(),
            perPcs: z.string().nullable(),
            deliveryDays: z.number().int().nullable(),
            batchTier: z.enum(BATCH_TIERS).nullable(),
            /** Why the cell has no price (the engine's refusal, in the caller's language). */
            error: z.string().optional(),
          }),
        ),
      }),
    ),
  })
  .meta({ id: 'PriceMatrix' });
