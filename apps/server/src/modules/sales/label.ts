import { DEFAULT_LABEL_RULE, type LabelField, type LabelRule } from '@pcbunion/core';
import { ruleLabelPdf, symbolPng } from '../barcode/index.js';

export interface LabelContent {
  deliveryNo: string;
  /** Label lines already in the reader's language: `label: value`, with the field of the factory's rule it prints as. */
  lines: Array<[label: string, value: string, field?: LabelField]>;
}

/** The label's barcode: Code 128 of the delivery number, as a PNG (what a scanner at the customer's dock reads). */
export async function labelBarcode(deliveryNo: string): Promise<Buffer> {
  return symbolPng('code128', deliveryNo);
}

/**
 * A shipping label laid out by the factory's barcode rule (barcode settings: symbology, fields, size); without one,
 * 100 × 150 mm with the Code 128 barcode of the delivery number on top, then the shipment's lines (CJK font embedded).
 */
export async function labelPdf(content: LabelContent, rule: LabelRule = DEFAULT_LABEL_RULE): Promise<Buffer> {
  return ruleLabelPdf({ code: content.deliveryNo, lines: content.lines }, rule);
}
