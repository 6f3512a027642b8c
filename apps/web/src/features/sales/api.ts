import type { SaleNoticeAction, SaleNoticeStatus } from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The sales-notice calls of issue 20 (apps/server/src/modules/sales). */
export interface SaleNotice {
  no: string;
  orderNo: string;
  status: SaleNoticeStatus;
  side: 'customer' | 'factory';
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  productName: string;
  productNo: string | null;
  partNo: string;
  revision: string | null;
  quantity: number;
  deliveryDate: string;
  rowVersion: number;
  createdAt: string;
  actions: SaleNoticeAction[];
}

export interface SaleNoticeDetail extends SaleNotice {
  requirements: string | null;
  cancelReason: string | null;
  releasedAt: string | null;
  acknowledgedAt: string | null;
  cancelledAt: string | null;
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

export interface SaleNoticeForm {
  orderNo?: string;
  productName?: string;
  partNo?: string;
  revision?: string;
  quantity?: number;
  deliveryDate?: string;
  requirements?: string;
  rowVersion?: number;
}

const at = (no: string) => `sale-notices/${encodeURIComponent(no)}`;
export const listSaleNotices = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<SaleNotice>>(`sale-notices?${queryString(p)}`);
export const fetchSaleNotice = (no: string) => get<SaleNoticeDetail>(at(no));
export const createSaleNotice = (body: SaleNoticeForm) => post<SaleNoticeDetail>('sale-notices', body);
export const editSaleNotice = (no: string, body: SaleNoticeForm) => call<SaleNoticeDetail>('PUT', at(no), body);
export const actOnSaleNotice = (no: string, body: { action: SaleNoticeAction; reason?: string; rowVersion?: number }) =>
  post<SaleNoticeDetail>(`${at(no)}/actions`, body);
