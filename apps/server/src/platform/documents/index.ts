/**
 * Documents (platform floor): the PDF renderer and the Excel reader and writer every business module uses.
 * A module builds a PrintDocument (packages/core) and calls `renderPdf`; the web print page shows the same data.
 * Excel goes in and out through exceljs only.
 */
export { renderPdf } from './pdf-renderer.js';
export { NotAWorkbook, readWorkbook, writeWorkbook, type Cell, type SheetRead, type SheetToWrite } from './excel.js';
export { cjkFonts } from './fonts.js';
export { printDocumentAnswer } from './print-document.schema.js';
