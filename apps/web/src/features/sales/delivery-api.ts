import type { Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The delivery-notice calls of issue 20 (apps/server/src/modules/sales). */
export type Delivery = Schemas['Delivery'];
export type DeliveryDetail = Schemas['DeliveryDetail'];
export type NewDelivery = Body<'/api/deliveries', 'post'>;

const at = (no: string) => `deliveries/${encodeURIComponent(no)}`;
export const listDeliveries = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Delivery>>(`deliveries?${queryString(p)}`);
export const fetchDelivery = (no: string) => get<DeliveryDetail>(at(no));
export const createDelivery = (body: NewDelivery) => post<DeliveryDetail>('deliveries', body);
export const shipDelivery = (no: string, body: Body<'/api/deliveries/{no}/ship', 'post'>) =>
  post<DeliveryDetail>(`${at(no)}/ship`, body);
export const cancelDelivery = (no: string, rowVersion?: number) =>
  post<DeliveryDetail>(`${at(no)}/cancel`, { rowVersion });
