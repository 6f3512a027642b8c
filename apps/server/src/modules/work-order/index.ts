/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { registerWorkOrderLink, type LinkLookup, type LinkedRecord } from './links.js';
export { anonymiseWorkOrderEntries, workOrdersOf } from './personal-data.js';
