import './labels.js';
import './messages.js';

/**
 * Shipping notices (issue 20): the shipments of the factory's deliveries, as the factory's shipping desk and the
 * customer read them, with their receipt state and the Excel export. Builds on sales (its deliveries) through its
 * index.
 */
export { default } from './routes.js';
