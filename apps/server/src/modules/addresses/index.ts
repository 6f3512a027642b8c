/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { addressService } from './service.js';
export { addressesOf, eraseAddresses } from './personal-data.js';
