/** The public instant quote: its API, the price matrix and the shipping panel; the factory's shipping table card. */
export { default as PriceMatrix, useLeadTimeLabel } from './PriceMatrix';
export { default as ShippingPanel } from './ShippingPanel';
export * from './api';
export { default as ShippingTableCard } from './ShippingTableCard';
