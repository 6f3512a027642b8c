import type { DeliveryStatus } from '@pcbunion/core';
import { apiUrl, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import type { DeliveryDetail } from '../sales/delivery-api';
import { queryString } from '../wallet/api';

/** The shipping-notice calls of issue 20: shipments are the delivery notices that left the factory (apps/server/src/modules/sales). */
export const RECEIPT_STATES = ['awaiting', 'accepted', 'disputed'] as const;
export type ReceiptState = (typeof RECEIPT_STATES)[number];

export interface Shipment {
  no: string;
  status: DeliveryStatus;
  side: 'customer' | 'factory';
  receipt: ReceiptState;
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  plannedDate: string;
  address: string;
  packages: number | null;
  carrier: string | null;
  trackingNo: string | null;
  quantity: number;
  accepted: number | null;
  disputed: number | null;
  shippedAt: string | null;
  receivedAt: string | null;
  rowVersion: number;
  actions: string[];
}

export interface ReceiptLine {
  position: number;
  accepted: number;
  disputed: number;
  reason?: string | null;
}

const at = (no: string) => `deliveries/${encodeURIComponent(no)}`;
export const listShipments = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Shipment>>(`shipments?${queryString(p)}`);
export const shipmentsExportUrl = (filters: Record<string, unknown>) =>
  apiUrl(`shipments/export.xlsx?${queryString(filters)}`);
export const fetchShipment = (no: string) => get<DeliveryDetail>(at(no));
export const labelUrl = (no: string) => apiUrl(`${at(no)}/label.pdf`);
export const confirmReceipt = (no: string, body: { lines: ReceiptLine[]; note?: string; rowVersion?: number }) =>
  post<DeliveryDetail>(`${at(no)}/receipt`, body);
