export * from './field-rules.js';
export * from './shipping-address.js';
export * from './invoicing-info.js';
