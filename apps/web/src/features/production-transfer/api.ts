import type { Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The production-transfer calls of issue 20 (apps/server/src/modules/production-transfer). */
export type ProductionTransfer = Schemas['ProductionTransferRow'];
export type ProductionTransferDetail = Schemas['ProductionTransfer'];
export type ProductionTransferInput = Body<'/api/production-transfers', 'post'>;
export type ProductionTransferActionInput = Body<'/api/production-transfers/{no}/actions', 'post'>;

const at = (no: string) => `production-transfers/${encodeURIComponent(no)}`;
export const listTransfers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ProductionTransfer>>(`production-transfers?${queryString(p)}`);
export const transferExportUrl = (f: Record<string, unknown>) => `/api/production-transfers/export?${queryString(f)}`;
export const fetchTransfer = (no: string) => get<ProductionTransferDetail>(at(no));
export const createTransfer = (body: ProductionTransferInput) =>
  post<ProductionTransferDetail>('production-transfers', body);
export const actOnTransfer = (no: string, body: ProductionTransferActionInput) =>
  post<ProductionTransferDetail>(`${at(no)}/actions`, body);
