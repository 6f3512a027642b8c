import type { DeliveryDelayAction, DeliveryDelayStatus } from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The delivery-delay calls of issue 20 (apps/server/src/modules/sales/delays.routes.ts). */
export interface DeliveryDelay {
  no: string;
  status: DeliveryDelayStatus;
  side: 'customer' | 'factory';
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  saleNoticeNo: string;
  orderNo: string;
  partNo: string;
  fromDate: string;
  toDate: string;
  days: number;
  reason: string;
  answerReason: string | null;
  rowVersion: number;
  createdAt: string;
  answeredAt: string | null;
  actions: DeliveryDelayAction[];
}

export interface DeliveryDelayDetail extends DeliveryDelay {
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

const at = (no: string) => `delivery-delays/${encodeURIComponent(no)}`;
export const listDelays = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<DeliveryDelay>>(`delivery-delays?${queryString(p)}`);
export const fetchDelay = (no: string) => get<DeliveryDelayDetail>(at(no));
export const askDelay = (body: { saleNoticeNo: string; toDate: string; reason: string }) =>
  post<DeliveryDelayDetail>('delivery-delays', body);
export const actOnDelay = (no: string, body: { action: DeliveryDelayAction; reason?: string; rowVersion?: number }) =>
  post<DeliveryDelayDetail>(`${at(no)}/actions`, body);
