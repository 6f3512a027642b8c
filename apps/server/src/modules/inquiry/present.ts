import {
  compareInquiryVersions,
  inquiryActions,
  textOfCents,
  type ComparableVersion,
  type EstimateLine,
  type InquiryDetails,
  type InquiryPrice,
  type InquirySide,
} from '@pcbunion/core';
import type { inquiries, inquiryVersions } from '../../db/schema/index.js';

export type InquiryRow = typeof inquiries.$inferSelect;
export type VersionRow = typeof inquiryVersions.$inferSelect;

export const detailsOf = (v: VersionRow): InquiryDetails => ({
  deliveryForm: v.deliveryForm,
  deliveryMethod: v.deliveryMethod,
  setWidthMm: v.setWidthMm,
  setLengthMm: v.setLengthMm,
  pcsPerSet: v.pcsPerSet,
  pcsWidthMm: v.pcsWidthMm,
  pcsLengthMm: v.pcsLengthMm,
  splittingMethod: v.splittingMethod,
  surfaceFinish: v.surfaceFinish,
  goldFingerCount: v.goldFingerCount,
  goldThicknessUm: v.goldThicknessUm,
  nickelThicknessUm: v.nickelThicknessUm,
  palladiumThicknessUm: v.palladiumThicknessUm,
  orderType: v.orderType,
  leadTime: v.leadTime,
  requiredDays: v.requiredDays,
  remarks: v.remarks,
});

export const priceOf = (v: VersionRow): InquiryPrice => ({
  estimated: textOfCents(v.estimatedCents),
  discounted: textOfCents(v.discountedCents),
  full: textOfCents(v.fullCents),
  boardFee: textOfCents(v.boardFeeCents),
  otherFees: textOfCents(v.otherFeesCents),
  total: textOfCents(v.totalCents),
  currency: v.currency,
});

/** One version as the API shows it. */
export const presentVersion = (v: VersionRow) => ({
  version: v.version,
  side: v.side,
  productNo: v.productNo,
  params: v.params,
  pricedParams: v.pricedParams,
  details: detailsOf(v),
  price: priceOf(v),
  quantity: v.quantity,
  deliveryDays: v.deliveryDays,
  leadTimes: { standard: v.standardDays, fastest: v.fastestDays, required: v.requiredDays },
  /** The engine's lines as the version stored them (a jsonb column, written from the estimate's lines). */
  lines: v.lines as EstimateLine[],
  reason: v.reason,
  pricedOn: v.pricedOn,
  createdAt: v.createdAt,
});

/** What a version is compared on: the parameters as priced, the details, the price and the days. */
export const comparable = (v: VersionRow): ComparableVersion => ({
  params: v.pricedParams,
  details: detailsOf(v),
  price: priceOf(v),
  deliveryDays: v.deliveryDays,
});

export const differencesBetween = (a: VersionRow, b: VersionRow) =>
  compareInquiryVersions(comparable(a), comparable(b));

export interface Names {
  customerName: string;
  merchantName: string;
}

/** The list row / header: the contract's Inquiry record (docs/commerce-contract.md). */
export function presentInquiry(
  row: InquiryRow,
  names: Names,
  current: VersionRow,
  request: VersionRow,
  side: InquirySide,
) {
  const priced = current.side === 'factory';
  return {
    no: row.inquiryNo,
    uid: row.uid,
    status: row.status,
    version: row.currentVersion,
    requestVersion: row.requestVersion,
    source: row.source,
    customer: { id: row.customerEnterpriseUid, name: names.customerName },
    merchant: { id: row.merchantEnterpriseUid, name: names.merchantName },
    productNo: row.productNo,
    params: request.params,
    details: detailsOf(request),
    quantity: request.quantity,
    price: priceOf(current),
    requestPrice: priceOf(request),
    approvedPrice: priced
      ? { total: textOfCents(current.totalCents), deliveryDays: current.deliveryDays, reason: current.reason }
      : null,
    deliveryDays: row.deliveryDays,
    leadTime: request.leadTime,
    leadTimes: { standard: request.standardDays, fastest: request.fastestDays, required: request.requiredDays },
    rejectReason: row.rejectReason,
    gerberFileId: row.gerberFileUid,
    quoteId: row.quoteRef,
    reorderOf: row.reorderOf,
    quoting: row.quotingAccountUid ? { accountId: row.quotingAccountUid, since: row.quotingSince } : null,
    side,
    actions: inquiryActions(row.status, side),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
  };
}
export type InquiryView = ReturnType<typeof presentInquiry>;
