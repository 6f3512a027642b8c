import type { Label } from './label.js';

/** Shipping (issue 22). */
export const SHIPPING_LABELS: Record<string, Label> = {
  country: ['Country', '国家', '國家', 'País', '国'],
  province: ['Province', '省份', '省份', 'Provincia', '省'],
};
