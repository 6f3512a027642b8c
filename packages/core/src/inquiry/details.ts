import { z } from 'zod';
import { int4, numeric, text } from '../validation/fields.js';

/** Spec 02 §3 Inquiry: delivery, finish, order type and lead time (what the factory needs beyond the price book). */
export const DELIVERY_FORMS = ['pcs', 'set'] as const;
export type DeliveryForm = (typeof DELIVERY_FORMS)[number];
export const DELIVERY_METHODS = ['express', 'logistics', 'self_pickup'] as const;
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number];
export const SPLITTING_METHODS = ['none', 'v_cut', 'routing', 'stamp_hole', 'v_cut_routing'] as const;
export type SplittingMethod = (typeof SPLITTING_METHODS)[number];
/** Spec 02 §3: HASL, HASL LF, ENIG, gold plating, immersion Ag, immersion tin, ENEPIG. */
export const SURFACE_FINISHES = [
  'hasl',
  'hasl_lf',
  'enig',
  'gold_plating',
  'immersion_ag',
  'immersion_tin',
  'enepig',
] as const;
export type SurfaceFinish = (typeof SURFACE_FINISHES)[number];
export const ORDER_TYPES = ['prototype', 'volume'] as const;
export type OrderType = (typeof ORDER_TYPES)[number];
export const LEAD_TIMES = ['standard', 'fastest', 'required'] as const;
export type LeadTime = (typeof LEAD_TIMES)[number];
export const INQUIRY_SOURCES = ['estimate', 'gerber', 'quotation', 'reorder'] as const;
export type InquirySource = (typeof INQUIRY_SOURCES)[number];

/** Recommended delivery (SET) size, spec 02 §9: 120 to 300 mm a side. */
export const SET_SIZE_ADVICE_MM = { min: 120, max: 300 } as const;
/** Sizes are millimetres with at most 2 decimals; plating thicknesses micrometres with at most 3. */
export const INQUIRY_LIMITS = {
  sizeMm: 1200,
  days: 365,
  goldFingers: 500,
  remarks: 500,
  reason: 500,
  pcsPerSet: 10_000,
} as const;

const size = numeric({ precision: 8, scale: 2 });
const thickness = numeric({ precision: 7, scale: 3 });

/** The inquiry's own fields; each may be left out and is then taken from the priced parameters or a default. */
export const inquiryDetailsSchema = z.object({
  deliveryForm: z.enum(DELIVERY_FORMS).optional(),
  deliveryMethod: z.enum(DELIVERY_METHODS).optional(),
  setWidthMm: size.nullable().optional(),
  setLengthMm: size.nullable().optional(),
  pcsPerSet: int4({ min: 1, max: INQUIRY_LIMITS.pcsPerSet }).nullable().optional(),
  pcsWidthMm: size.nullable().optional(),
  pcsLengthMm: size.nullable().optional(),
  splittingMethod: z.enum(SPLITTING_METHODS).optional(),
  surfaceFinish: z.enum(SURFACE_FINISHES).optional(),
  goldFingerCount: int4({ min: 0, max: INQUIRY_LIMITS.goldFingers }).optional(),
  goldThicknessUm: thickness.nullable().optional(),
  nickelThicknessUm: thickness.nullable().optional(),
  palladiumThicknessUm: thickness.nullable().optional(),
  orderType: z.enum(ORDER_TYPES).optional(),
  leadTime: z.enum(LEAD_TIMES).optional(),
  requiredDays: int4({ min: 1, max: INQUIRY_LIMITS.days }).nullable().optional(),
  remarks: text(INQUIRY_LIMITS.remarks, { multiline: true }).optional(),
});
export type InquiryDetailsInput = z.infer<typeof inquiryDetailsSchema>;

/** The details as kept with a version: every field present. */
export interface InquiryDetails {
  deliveryForm: DeliveryForm;
  deliveryMethod: DeliveryMethod;
  setWidthMm: string | null;
  setLengthMm: string | null;
  pcsPerSet: number | null;
  pcsWidthMm: string | null;
  pcsLengthMm: string | null;
  splittingMethod: SplittingMethod;
  surfaceFinish: SurfaceFinish;
  goldFingerCount: number;
  goldThicknessUm: string | null;
  nickelThicknessUm: string | null;
  palladiumThicknessUm: string | null;
  orderType: OrderType;
  leadTime: LeadTime;
  requiredDays: number | null;
  remarks: string;
}

/** Price-book FINISH codes (demo book) → the inquiry's finish. */
const FINISH_OF_CODE: Record<string, SurfaceFinish> = {
  HASL: 'hasl',
  HASL_LF: 'hasl_lf',
  ENIG: 'enig',
  GOLD_PLATING: 'gold_plating',
  IMM_AG: 'immersion_ag',
  IMM_SN: 'immersion_tin',
  ENEPIG: 'enepig',
};

export type InquiryDetailsProblem = {
  field: keyof InquiryDetails;
  problem: 'required' | 'setSizeNeeded' | 'goldThicknessNeeded';
};

/**
 * Completes the entered details from the priced parameters (`WIDTH_MM`, `HEIGHT_MM`, `FINISH`, `GOLD_FINGER`,
 * `LEAD_TIME`, `QTY`, `PCS_PER_PNL`) and defaults. An order of more than `volumeFrom` pieces defaults to volume.
 */
export function completeInquiryDetails(
  input: InquiryDetailsInput,
  priced: Readonly<Record<string, string>>,
  volumeFrom = 1000,
): InquiryDetails {
  const quantity = Number(priced.QTY ?? '0');
  const pcsPerPanel = Number(priced.PCS_PER_PNL ?? '1');
  const leadCode = priced.LEAD_TIME === 'fastest' ? 'fastest' : 'standard';
  const goldFromBook = priced.GOLD_FINGER !== undefined && Number(priced.GOLD_FINGER) > 0;
  return {
    deliveryForm: input.deliveryForm ?? (pcsPerPanel > 1 ? 'set' : 'pcs'),
    deliveryMethod: input.deliveryMethod ?? 'express',
    setWidthMm: input.setWidthMm ?? null,
    setLengthMm: input.setLengthMm ?? null,
    pcsPerSet: input.pcsPerSet ?? (pcsPerPanel > 1 ? pcsPerPanel : null),
    pcsWidthMm: input.pcsWidthMm ?? priced.WIDTH_MM ?? null,
    pcsLengthMm: input.pcsLengthMm ?? priced.HEIGHT_MM ?? null,
    splittingMethod: input.splittingMethod ?? 'none',
    surfaceFinish: input.surfaceFinish ?? FINISH_OF_CODE[priced.FINISH ?? ''] ?? 'hasl',
    goldFingerCount: input.goldFingerCount ?? (goldFromBook ? 1 : 0),
    goldThicknessUm: input.goldThicknessUm ?? null,
    nickelThicknessUm: input.nickelThicknessUm ?? null,
    palladiumThicknessUm: input.palladiumThicknessUm ?? null,
    orderType: input.orderType ?? (quantity > volumeFrom ? 'volume' : 'prototype'),
    leadTime: input.leadTime ?? leadCode,
    requiredDays: input.requiredDays ?? null,
    remarks: input.remarks?.trim() ?? '',
  };
}

/** The rules between fields: a SET delivery needs its size; a required lead time its days. */
export function checkInquiryDetails(d: InquiryDetails): InquiryDetailsProblem | null {
  if (d.deliveryForm === 'set' && (d.setWidthMm === null || d.setLengthMm === null))
    return { field: d.setWidthMm === null ? 'setWidthMm' : 'setLengthMm', problem: 'setSizeNeeded' };
  if (d.leadTime === 'required' && d.requiredDays === null) return { field: 'requiredDays', problem: 'required' };
  return null;
}

/** Whether a SET size lies outside the recommended 120–300 mm (advice only, spec 02 §9). */
export function setSizeAdvised(widthMm: string | null, lengthMm: string | null): boolean {
  if (widthMm === null || lengthMm === null) return true;
  return [widthMm, lengthMm].every((v) => Number(v) >= SET_SIZE_ADVICE_MM.min && Number(v) <= SET_SIZE_ADVICE_MM.max);
}
