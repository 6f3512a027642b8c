/** Print documents of orders and inquiries (the PDF renderer and the print page draw the same data). */
export * from './print.js';
