import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The sales-notice calls of issue 20 (apps/server/src/modules/sales). */
export type SaleNotice = Schemas['SaleNotice'];
export type SaleNoticeDetail = Schemas['SaleNoticeDetail'];
export type SaleNoticeForm = Body<'/api/sale-notices', 'post'>;

const at = (no: string) => `sale-notices/${encodeURIComponent(no)}`;
export const listSaleNotices = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<SaleNotice>>(`sale-notices?${queryString(p)}`);
export const fetchSaleNotice = (no: string) => get<SaleNoticeDetail>(at(no));
export const createSaleNotice = (body: SaleNoticeForm) => post<SaleNoticeDetail>('sale-notices', body);
export const editSaleNotice = (no: string, body: SaleNoticeForm) => call<SaleNoticeDetail>('PUT', at(no), body);
export const actOnSaleNotice = (no: string, body: Body<'/api/sale-notices/{no}/actions', 'post'>) =>
  post<SaleNoticeDetail>(`${at(no)}/actions`, body);
