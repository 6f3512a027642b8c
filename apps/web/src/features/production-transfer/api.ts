import type { ProductionTransferAction, ProductionTransferStatus } from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The production-transfer calls of issue 20 (apps/server/src/modules/production-transfer). */
type Party = { id: string; name: string | null; no: string | null };
export interface ProductionTransfer {
  no: string;
  orderNo: string;
  status: ProductionTransferStatus;
  side: 'sender' | 'receiver' | 'customer';
  from: Party;
  to: Party;
  customer: Party;
  quantity: number;
  dueDate: string;
  reason: string;
  answerReason: string | null;
  rowVersion: number;
  createdAt: string;
  answeredAt: string | null;
  actions: ProductionTransferAction[];
}
export interface ProductionTransferDetail extends ProductionTransfer {
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}
const at = (no: string) => `production-transfers/${encodeURIComponent(no)}`;
export const listTransfers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ProductionTransfer>>(`production-transfers?${queryString(p)}`);
export const transferExportUrl = (f: Record<string, unknown>) => `/api/production-transfers/export?${queryString(f)}`;
export const fetchTransfer = (no: string) => get<ProductionTransferDetail>(at(no));
export const createTransfer = (body: {
  orderNo: string;
  toFactoryNo: string;
  quantity: number;
  dueDate: string;
  reason: string;
}) => post<ProductionTransferDetail>('production-transfers', body);
export const actOnTransfer = (
  no: string,
  body: { action: ProductionTransferAction; reason?: string; rowVersion?: number },
) => post<ProductionTransferDetail>(`${at(no)}/actions`, body);
