import {
  DEFAULT_LABEL_RULE,
  orderedLabelFields,
  type BarcodeSymbology,
  type LabelField,
  type LabelRule,
} from '@pcbunion/core';
// bwip-js and pdfkit (37 MB together) are loaded by the first label, not by every server start.
import { cjkFonts } from '../../platform/documents/index.js';

/** A label's content: the text the barcode encodes and its lines already in the reader's language. */
export interface LabelContent {
  /** What the barcode encodes (the delivery or lot number). */
  code: string;
  title?: string;
  /** `label: value` lines; a line with a field key prints only when the rule names that field. */
  lines: Array<[label: string, value: string, field?: LabelField]>;
}

/** The barcode as a PNG: Code 128 with the text under it, or a QR / Data Matrix square. */
export async function symbolPng(symbology: BarcodeSymbology, text: string): Promise<Buffer> {
  const { default: bwipjs } = await import('bwip-js/node');
  if (symbology === 'code128') {
    return bwipjs.toBuffer({
      bcid: 'code128',
      text,
      scale: 3,
      height: 14,
      includetext: true,
      textxalign: 'center',
      backgroundcolor: 'ffffff',
      paddingwidth: 10,
      paddingheight: 4,
    });
  }
  return bwipjs.toBuffer({
    bcid: symbology,
    text,
    scale: 6,
    backgroundcolor: 'ffffff',
    paddingwidth: 4,
    paddingheight: 4,
  });
}

const MM = 72 / 25.4;

/**
 * A label laid out by a rule: the barcode on top (a 1D barcode across the label, a 2D square at its left), then the
 * rule's fields, CJK font embedded. The built-in rule gives the 100 × 150 mm label the shipping desk always printed.
 */
export async function ruleLabelPdf(content: LabelContent, rule: LabelRule = DEFAULT_LABEL_RULE): Promise<Buffer> {
  const barcode = await symbolPng(rule.symbology, content.code);
  const { widthMm: w, heightMm: h } = rule;
  const margin = w < 60 || h < 60 ? 3 : 6;
  const { default: PDFDocument } = await import('pdfkit');
  const pdf = new PDFDocument({
    size: [w * MM, h * MM],
    margin: margin * MM,
    info: { Title: content.title ?? `Label ${content.code}` },
  });
  const fonts = cjkFonts();
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  const inner = w - 2 * margin;
  const barHeight = Math.min(30, Math.max(10, (h - 2 * margin) * 0.3));
  const scale = Math.min(1, w / 100, h / 100);
  if (rule.symbology === 'code128') {
    pdf.image(barcode, margin * MM, margin * MM, { fit: [inner * MM, barHeight * MM], align: 'center' });
  } else {
    const side = Math.min(barHeight, inner);
    pdf.image(barcode, margin * MM, margin * MM, { fit: [side * MM, side * MM] });
  }
  pdf.y = (margin + barHeight + 4) * MM;
  const shown = new Set<string>(orderedLabelFields(rule.fields));
  for (const [label, value, field] of content.lines) {
    if (field && !shown.has(field)) continue;
    if (pdf.y > (h - margin) * MM) break;
    pdf
      .font('bold')
      .fontSize(9 * Math.max(scale, 0.7))
      .text(label, { continued: false });
    pdf
      .font('body')
      .fontSize(11 * Math.max(scale, 0.7))
      .text(value || '—');
    pdf.moveDown(0.3);
  }
  pdf.end();
  return done;
}
