/**
 * Barcode and label rules of a factory (issue 20): which symbology a label's barcode uses, which fields it prints
 * and its size. The shipping label (server `modules/sales/label.ts`) and the settings screens read these lists.
 */
export const BARCODE_SYMBOLOGIES = ['code128', 'qrcode', 'datamatrix'] as const;
export type BarcodeSymbology = (typeof BARCODE_SYMBOLOGIES)[number];

/** What a rule labels: the shipment (shipping label) or a production lot. */
export const BARCODE_USAGES = ['shipping', 'lot'] as const;
export type BarcodeUsage = (typeof BARCODE_USAGES)[number];

/** The fields a shipping label can print, in print order. */
export const LABEL_FIELDS = ['deliveryNo', 'from', 'to', 'plannedDate', 'carrier', 'packages', 'lines'] as const;
export type LabelField = (typeof LABEL_FIELDS)[number];

export const BARCODE_RULE_STATUSES = ['active', 'disabled'] as const;
export type BarcodeRuleStatus = (typeof BARCODE_RULE_STATUSES)[number];

/** Label sizes a thermal label printer takes, in millimetres. */
export const LABEL_SIZE_MM = { min: 30, max: 200 } as const;

export interface LabelRule {
  symbology: BarcodeSymbology;
  fields: LabelField[];
  widthMm: number;
  heightMm: number;
}

/** The rule of a factory that has none: the label as it always was (Code 128, every field, 100 × 150 mm). */
export const DEFAULT_LABEL_RULE: LabelRule = {
  symbology: 'code128',
  fields: [...LABEL_FIELDS],
  widthMm: 100,
  heightMm: 150,
};

/** A rule's fields in print order, each once. */
export const orderedLabelFields = (fields: readonly string[]): LabelField[] =>
  LABEL_FIELDS.filter((f) => fields.includes(f));
