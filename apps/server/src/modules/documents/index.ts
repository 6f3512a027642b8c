/**
 * Documents (platform floor): the PDF renderer every business module prints with, and the embedded CJK font.
 * A module builds a PrintDocument (packages/core) and calls `renderPdf`; the web print page shows the same data.
 */
export { renderPdf } from './pdf-renderer.js';
export { extractPdfText } from './pdf-text.js';
