/** The module's face: its routes (routes/) and what other modules may use. */
import './labels.js';

export { default } from './routes/index.js';
