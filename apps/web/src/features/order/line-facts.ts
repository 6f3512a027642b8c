import { Decimal } from '@pcbunion/core';
import type { Order } from './api';

/** What the order list shows of an order's lines together (spec 02 §3 Order): names, area and the longest build. */
export interface OrderLinesSummary {
  productNames: string;
  /** The lines' areas added up, m² to 4 decimals; null when no line knows its area. */
  areaM2: string | null;
  deliveryDays: number | null;
}

export function summariseLines(order: Pick<Order, 'items'>): OrderLinesSummary {
  const names = order.items.map((item) => item.productName ?? item.productNo ?? '').filter(Boolean);
  const areas = order.items.map((item) => item.areaM2).filter((area): area is string => area !== null);
  const days = order.items.map((item) => item.deliveryDays).filter((d): d is number => d !== null);
  return {
    productNames: [...new Set(names)].join(', '),
    areaM2: areas.length === 0 ? null : areas.reduce((sum, area) => sum.plus(area), new Decimal(0)).toFixed(4),
    deliveryDays: days.length === 0 ? null : Math.max(...days),
  };
}
