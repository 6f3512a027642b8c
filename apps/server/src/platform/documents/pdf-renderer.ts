import type { PrintDocument, PrintTable } from '@pcbunion/core';
import type PDFDocument from 'pdfkit';
import { cjkFonts } from './fonts.js';

const MARGIN = 40;
const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
const CONTENT = PAGE.width - 2 * MARGIN;

/**
 * The one PDF renderer of the project (quotations now; orders, purchase orders, statements and labels later):
 * a PrintDocument — the same data the web print page shows — drawn on A4 with the embedded CJK font (subset).
 */
export async function renderPdf(document: PrintDocument, meta: { author?: string } = {}): Promise<Buffer> {
  const fonts = cjkFonts();
  // pdfkit (27 MB) is loaded by the first document, not by every server start.
  const { default: PdfDocument } = await import('pdfkit');
  const pdf = new PdfDocument({
    size: 'A4',
    margin: MARGIN,
    compress: true,
    info: { Title: document.title, Author: meta.author ?? 'PCB Union', Producer: 'PCB Union' },
  });
  pdf.registerFont('body', fonts.regular);
  pdf.registerFont('bold', fonts.bold);
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  pdf.font('bold').fontSize(18).text(document.title, { align: 'center' });
  if (document.subtitle)
    pdf.font('body').fontSize(11).fillColor('#555555').text(document.subtitle, { align: 'center' }).fillColor('black');
  pdf.moveDown(0.8);
  drawFields(pdf, document);
  for (const table of document.tables) drawTable(pdf, table);
  drawTotals(pdf, document);
  if (document.notes?.length) {
    pdf.moveDown(0.5).font('body').fontSize(9);
    for (const note of document.notes) pdf.text(note, MARGIN, pdf.y, { width: CONTENT });
  }
  if (document.footer)
    pdf
      .moveDown(1)
      .font('body')
      .fontSize(8)
      .fillColor('#777777')
      .text(document.footer, MARGIN, pdf.y, { width: CONTENT, align: 'center' });
  pdf.end();
  return done;
}

type Pdf = InstanceType<typeof PDFDocument>;

function ensureRoom(pdf: Pdf, height: number) {
  if (pdf.y + height > PAGE.height - MARGIN) pdf.addPage();
}

function drawFields(pdf: Pdf, document: PrintDocument) {
  const half = CONTENT / 2;
  pdf.fontSize(9.5);
  for (let i = 0; i < document.fields.length; i += 2) {
    ensureRoom(pdf, 16);
    const y = pdf.y;
    let bottom = y;
    for (const [column, field] of [document.fields[i], document.fields[i + 1]].entries()) {
      if (!field) continue;
      const x = MARGIN + column * half;
      pdf
        .font('bold')
        .text(`${field.label}: `, x, y, { continued: true, width: half - 8 })
        .font('body')
        .text(field.value || '—');
      bottom = Math.max(bottom, pdf.y);
    }
    pdf.y = bottom + 2;
  }
  pdf.moveDown(0.5);
}

function drawTable(pdf: Pdf, table: PrintTable) {
  const widths = table.columns.map((column) => column.width ?? 1);
  const unit = CONTENT / widths.reduce((a, b) => a + b, 0);
  const xs = widths.reduce<number[]>((acc, w, i) => [...acc, (acc[i] ?? MARGIN) + w * unit], [MARGIN]);
  ensureRoom(pdf, 40);
  pdf.moveDown(0.4).font('bold').fontSize(11).text(table.title, MARGIN, pdf.y);
  pdf.moveDown(0.2);
  const row = (cells: string[], font: 'body' | 'bold') => {
    pdf.font(font).fontSize(8.5);
    const heights = cells.map((cell, i) => pdf.heightOfString(cell || ' ', { width: widths[i]! * unit - 6 }));
    const height = Math.max(...heights) + 4;
    ensureRoom(pdf, height);
    const y = pdf.y;
    cells.forEach((cell, i) =>
      pdf.text(cell, xs[i]! + 3, y + 2, { width: widths[i]! * unit - 6, align: table.columns[i]?.align ?? 'left' }),
    );
    pdf
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + CONTENT, y + height)
      .lineWidth(0.3)
      .strokeColor('#bbbbbb')
      .stroke();
    pdf.y = y + height;
  };
  row(
    table.columns.map((column) => column.label),
    'bold',
  );
  for (const cells of table.rows) row(cells, 'body');
  pdf.moveDown(0.4);
}

function drawTotals(pdf: Pdf, document: PrintDocument) {
  if (document.totals.length === 0) return;
  pdf.moveDown(0.5);
  for (const total of document.totals) {
    ensureRoom(pdf, 16);
    pdf
      .font('bold')
      .fontSize(10.5)
      .text(`${total.label}: ${total.value}`, MARGIN, pdf.y, { width: CONTENT, align: 'right' });
  }
}
