import {
  checkInquiryDetails,
  completeInquiryDetails,
  type CamValues,
  type CreateInquiryBody,
  type InquiryDetails,
  type InquirySide,
} from '@pcbunion/core';
import type { inquiryVersions } from '../../db/schema/index.js';
import { AppError } from '../../http/errors.js';
import type { Language } from '../../http/language.js';
import { inquiryMessages } from './messages.js';
import type { InquiryPricer, ServerPrice } from './pricer.js';

/** Book codes of the finishes (the demo book's FINISH values) by the inquiry's finish. */
const FINISH_CODES: Record<string, string> = {
  hasl: 'HASL',
  hasl_lf: 'HASL_LF',
  enig: 'ENIG',
  gold_plating: 'GOLD_PLATING',
  immersion_ag: 'IMM_AG',
  immersion_tin: 'IMM_SN',
  enepig: 'ENEPIG',
};

/** The CAM values the engine reads, from a stored Gerber analysis (the server's own; a client's cam is not used). */
export function camOf(analysis: unknown): CamValues {
  const a = (analysis ?? {}) as {
    widthMm?: number;
    heightMm?: number;
    copperLayers?: number;
    minTraceMm?: number;
    drill?: { minHoleMm?: number; hits?: number };
  };
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);
  const cam: Record<string, unknown> = {};
  if (n(a.widthMm) !== undefined) cam.widthMm = a.widthMm;
  if (n(a.heightMm) !== undefined) cam.heightMm = a.heightMm;
  if (n(a.copperLayers) !== undefined) cam.copperLayers = Math.round(a.copperLayers!);
  if (n(a.minTraceMm) !== undefined) cam.minTraceMm = a.minTraceMm;
  const drill: Record<string, number> = {};
  if (n(a.drill?.minHoleMm) !== undefined) drill.minHoleMm = a.drill!.minHoleMm!;
  if (n(a.drill?.hits) !== undefined) drill.holeCount = Math.round(a.drill!.hits!);
  if (Object.keys(drill).length) cam.drill = drill;
  return cam as CamValues;
}

/** An inquiry request priced on the server, and the version row it makes. */
export function inquiryPricing(pricer: InquiryPricer) {
  /** The details with their book parameters: a finish, gold fingers or lead time chosen on the form prices as such. */
  function paramsWith(
    params: Record<string, string | number | null | undefined>,
    details: CreateInquiryBody['details'],
  ) {
    const out = { ...params };
    if (details?.leadTime && details.leadTime !== 'required' && out.LEAD_TIME === undefined)
      out.LEAD_TIME = details.leadTime;
    if (details?.surfaceFinish && out.FINISH === undefined) out.FINISH = FINISH_CODES[details.surfaceFinish];
    if (details?.goldFingerCount !== undefined && out.GOLD_FINGER === undefined)
      out.GOLD_FINGER = details.goldFingerCount > 0 ? 1 : 0;
    return out;
  }

  /** Prices the request on the server; the book parameters a detail implies are added only when the book has them. */
  async function priceRequest(
    input: {
      merchant?: string | undefined;
      productNo?: string | undefined;
      params: Record<string, string | number | null | undefined>;
      cam?: CamValues | undefined;
      details?: CreateInquiryBody['details'];
    },
    language: Language,
  ) {
    const merchant = await pricer.merchant(input.merchant);
    const implied = paramsWith(input.params, input.details);
    let price: ServerPrice;
    try {
      price = await pricer.price(
        { merchant: merchant.uid, productNo: input.productNo, params: implied, cam: input.cam },
        language,
      );
    } catch (error) {
      // A book without FINISH / GOLD_FINGER / LEAD_TIME: price what the customer entered.
      if (implied === input.params || Object.keys(implied).length === Object.keys(input.params).length) throw error;
      price = await pricer.price(
        { merchant: merchant.uid, productNo: input.productNo, params: input.params, cam: input.cam },
        language,
      );
    }
    const details = completeInquiryDetails(input.details ?? {}, price.estimate.parameters);
    const problem = checkInquiryDetails(details);
    if (problem) {
      const text =
        problem.problem === 'setSizeNeeded' ? inquiryMessages.setSizeNeeded : inquiryMessages.requiredDaysNeeded;
      throw new AppError(400, text, { field: problem.field }, 0, problem.field);
    }
    const deliveryDays =
      details.leadTime === 'required'
        ? details.requiredDays!
        : details.leadTime === 'fastest'
          ? price.fastestDays
          : price.estimate.deliveryDays;
    return { price, details, deliveryDays };
  }

  function versionValues(
    inquiryUid: string,
    version: number,
    side: InquirySide,
    author: string | null,
    input: { params: Record<string, unknown>; cam?: unknown },
    priced: { price: ServerPrice; details: InquiryDetails; deliveryDays: number },
  ) {
    const { price, details } = priced;
    return {
      inquiryUid,
      version,
      side,
      authorAccountUid: author,
      params: input.params as Record<string, string | number | null>,
      pricedParams: price.estimate.parameters,
      cam: input.cam ?? null,
      productNo: price.estimate.productNumber,
      pricedOn: price.pricedOn,
      bookVersions: price.bookVersions,
      ...details,
      standardDays: price.standardDays,
      fastestDays: price.fastestDays,
      deliveryDays: priced.deliveryDays,
      quantity: Math.round(Number(price.estimate.quantity)),
      currency: price.estimate.currency,
      estimatedCents: price.totalCents,
      discountedCents: price.totalCents,
      fullCents: price.totalCents,
      boardFeeCents: price.boardFeeCents,
      otherFeesCents: price.otherFeesCents,
      totalCents: price.totalCents,
      lines: price.estimate.lines,
      reason: null,
    } satisfies typeof inquiryVersions.$inferInsert;
  }

  return { priceRequest, versionValues };
}
