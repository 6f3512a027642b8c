/** Shipping: parcel weight of a board order, a factory's carrier rates by zone, and its working calendar. */
export * from './weight.js';
export * from './rates.js';
export * from './calendar.js';
export { CHINA_PROVINCES_EN } from './provinces.js';
