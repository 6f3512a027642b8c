/** The module's face: its routes (routes.ts) and what other modules may use. */
export { default } from './routes.js';
export { seedSalesDemoMonth, type DemoDelayDesk, type DemoDelays } from './demo-month.js';
export type { SalesCaller } from './service/sale-notices.js';
export { DATE_PRESETS, day, noParams } from './schemas.js';
export { deliveryStatusNames } from './delivery-messages.js';
export { statusNames as saleNoticeStatusNames } from './messages.js';
export { deliveryListQuery } from './delivery-schemas.js';
