/** The module's face: its routes (routes/) and what other modules may use. */
export { default } from './routes/index.js';
