/** The module's face: the audit log's screen and chain check (routes.ts); recording lives in platform/audit.ts. */
export { default } from './routes.js';
