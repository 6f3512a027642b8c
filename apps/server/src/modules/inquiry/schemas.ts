import { z } from 'zod';
import {
  CAPABILITY_ITEMS,
  capabilityRuleSchema,
  DELIVERY_FORMS,
  DELIVERY_METHODS,
  INQUIRY_ACTIONS,
  INQUIRY_SOURCES,
  INQUIRY_STATUSES,
  LEAD_TIMES,
  ORDER_TYPES,
  SPLITTING_METHODS,
  SURFACE_FINISHES,
} from '@pcbunion/core';
import { instant } from '../../http/answer.js';

/** The answers of the online inquiry (issue 27 "response contract"), as present.ts and service.ts write them. */
const side = z.enum(['customer', 'factory']);
const party = z.object({ id: z.string(), name: z.string() });
/** The request's parameters as the customer entered them. */
const enteredParams = z.record(z.string(), z.union([z.string(), z.number(), z.null()]));

export const inquiryDetailsAnswer = z
  .object({
    deliveryForm: z.enum(DELIVERY_FORMS),
    deliveryMethod: z.enum(DELIVERY_METHODS),
    setWidthMm: z.string().nullable(),
    setLengthMm: z.string().nullable(),
    pcsPerSet: z.number().int().nullable(),
    pcsWidthMm: z.string().nullable(),
    pcsLengthMm: z.string().nullable(),
    splittingMethod: z.enum(SPLITTING_METHODS),
    surfaceFinish: z.enum(SURFACE_FINISHES),
    goldFingerCount: z.number().int(),
    goldThicknessUm: z.string().nullable(),
    nickelThicknessUm: z.string().nullable(),
    palladiumThicknessUm: z.string().nullable(),
    orderType: z.enum(ORDER_TYPES),
    leadTime: z.enum(LEAD_TIMES),
    requiredDays: z.number().int().nullable(),
    remarks: z.string(),
  })
  .meta({ id: 'InquiryDetails' });

export const inquiryPriceAnswer = z
  .object({
    estimated: z.string(),
    discounted: z.string(),
    full: z.string(),
    boardFee: z.string(),
    otherFees: z.string(),
    total: z.string(),
    currency: z.string(),
  })
  .meta({ id: 'InquiryPrice' });

const leadTimes = z.object({
  standard: z.number().int().nullable(),
  fastest: z.number().int().nullable(),
  required: z.number().int().nullable(),
});

/** The list row / header: the contract's Inquiry record (docs/commerce-contract.md). */
export const inquiryAnswer = z
  .object({
    no: z.string(),
    uid: z.string(),
    status: z.enum(INQUIRY_STATUSES),
    version: z.number().int(),
    requestVersion: z.number().int(),
    source: z.enum(INQUIRY_SOURCES),
    customer: party,
    merchant: party,
    productNo: z.string().nullable(),
    params: enteredParams,
    details: inquiryDetailsAnswer,
    quantity: z.number().int(),
    price: inquiryPriceAnswer,
    requestPrice: inquiryPriceAnswer,
    approvedPrice: z
      .object({ total: z.string(), deliveryDays: z.number().int(), reason: z.string().nullable() })
      .nullable(),
    deliveryDays: z.number().int(),
    leadTime: z.enum(LEAD_TIMES),
    leadTimes,
    rejectReason: z.string().nullable(),
    gerberFileId: z.string().nullable(),
    quoteId: z.string().nullable(),
    reorderOf: z.string().nullable(),
    quoting: z.object({ accountId: z.string(), since: instant.nullable() }).nullable(),
    side,
    actions: z.array(z.enum(INQUIRY_ACTIONS)),
    createdAt: instant,
    updatedAt: instant,
  })
  .meta({ id: 'Inquiry' });

export const inquiryPageAnswer = z.object({
  data: z.array(inquiryAnswer),
  total: z.number().int(),
  side,
});

/** One version as the API shows it (the customer's request or the factory's pricing). */
export const inquiryVersionAnswer = z
  .object({
    version: z.number().int(),
    side,
    productNo: z.string().nullable(),
    params: enteredParams,
    pricedParams: z.record(z.string(), z.string()),
    details: inquiryDetailsAnswer,
    price: inquiryPriceAnswer,
    quantity: z.number().int(),
    deliveryDays: z.number().int(),
    leadTimes,
    /** The engine's price lines at that moment. */
    lines: z.array(
      z.object({
        code: z.string(),
        name: z.string(),
        amount: z.string(),
        explain: z.object({
          key: z.string(),
          values: z.record(z.string(), z.union([z.string(), z.number()])),
          text: z.string(),
        }),
      }),
    ),
    reason: z.string().nullable(),
    pricedOn: z.string(),
    createdAt: instant,
  })
  .meta({ id: 'InquiryVersion' });

export const inquiryDifferenceAnswer = z
  .object({
    group: z.enum(['params', 'details', 'price', 'delivery']),
    field: z.string(),
    before: z.string().nullable(),
    after: z.string().nullable(),
  })
  .meta({ id: 'InquiryDifference' });

/** The board's design-rule findings against the merchant's capability table (dfm.ts InquiryDfm). */
const inquiryDfmAnswer = z.object({
  copperOz: z.number(),
  /** cam's design-rule figures as the analysis stored them (per-layer trace/space, holes, rings, edges, slots, slivers). */
  report: z.record(z.string(), z.unknown()),
  findings: z.array(
    z.object({
      item: z.enum(CAPABILITY_ITEMS),
      measured: z.number().nullable(),
      verdict: z.enum(['fine', 'upgrade', 'cannot', 'not-measured', 'no-rule']),
      rule: capabilityRuleSchema.nullable(),
    }),
  ),
  overall: z.enum(['fine', 'upgrade', 'cannot']).nullable(),
  table: z
    .object({
      version: z.number().int(),
      projects: z.array(z.object({ code: z.string(), name: z.string() })),
    })
    .nullable(),
});

/** GET /api/inquiries/{no}: the header, every version, the log in words, the differences request → pricing, the DFM. */
export const inquiryDetailAnswer = inquiryAnswer
  .extend({
    versions: z.array(inquiryVersionAnswer),
    log: z.array(
      z.object({
        at: instant,
        action: z.string(),
        who: z.union([z.string(), z.number()]),
        status: z.union([z.string(), z.number()]).nullable(),
        text: z.string(),
      }),
    ),
    differences: z.array(inquiryDifferenceAnswer),
    pricingVersion: z.number().int().nullable(),
    dfm: inquiryDfmAnswer.nullable(),
    /**
     * The Gerber file whose board the screens draw (GET /api/gerber/files/{uid}/render/{side}): the upload the inquiry
     * was made from, else the file its factory bound to its number; null without either.
     */
    boardFileId: z.string().nullable(),
  })
  .meta({ id: 'InquiryDetail' });

export const inquiryCompareAnswer = z.object({
  a: inquiryVersionAnswer,
  b: inquiryVersionAnswer,
  differences: z.array(inquiryDifferenceAnswer),
});
