import './labels.js';

export { delayService } from './service.js';

/**
 * Delivery delay applications (issue 20): the factory asks to move a sales notice's delivery date, the customer
 * agrees or refuses, the factory may withdraw; an agreed delay moves the notice's date. Builds on sales (its notices,
 * callers and day fields) through its index.
 */
export { default } from './routes.js';
