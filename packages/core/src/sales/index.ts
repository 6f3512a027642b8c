export * from './sale-notice.js';
export * from './delivery.js';
export * from './delivery-delay.js';
