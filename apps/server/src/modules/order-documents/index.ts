/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes/index.js';
