import type { DeliveryAction, DeliveryStatus } from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The delivery-notice calls of issue 20 (apps/server/src/modules/sales). */
export interface Delivery {
  no: string;
  status: DeliveryStatus;
  side: 'customer' | 'factory';
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  plannedDate: string;
  address: string;
  packages: number | null;
  carrier: string | null;
  trackingNo: string | null;
  rowVersion: number;
  createdAt: string;
  actions: DeliveryAction[];
}

export interface DeliveryDetail extends Delivery {
  note: string | null;
  receiptNote: string | null;
  shippedAt: string | null;
  receivedAt: string | null;
  lines: Array<{
    position: number;
    saleNoticeNo: string;
    orderNo: string;
    partNo: string;
    quantity: number;
    accepted: number | null;
    disputed: number | null;
    disputeReason: string | null;
  }>;
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

export interface NewDelivery {
  plannedDate: string;
  address: string;
  note?: string;
  lines: Array<{ saleNoticeNo: string; quantity: number }>;
}

const at = (no: string) => `deliveries/${encodeURIComponent(no)}`;
export const listDeliveries = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Delivery>>(`deliveries?${queryString(p)}`);
export const fetchDelivery = (no: string) => get<DeliveryDetail>(at(no));
export const createDelivery = (body: NewDelivery) => post<DeliveryDetail>('deliveries', body);
export const shipDelivery = (
  no: string,
  body: { packages: number; carrier: string; trackingNo: string; rowVersion?: number },
) => post<DeliveryDetail>(`${at(no)}/ship`, body);
export const cancelDelivery = (no: string, rowVersion?: number) =>
  post<DeliveryDetail>(`${at(no)}/cancel`, { rowVersion });
