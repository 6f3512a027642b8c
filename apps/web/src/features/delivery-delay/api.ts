import type { Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The delivery-delay calls of issue 20 (apps/server/src/modules/delivery-delays). */
export type DeliveryDelay = Schemas['DeliveryDelay'];
export type DeliveryDelayDetail = Schemas['DeliveryDelayDetail'];

const at = (no: string) => `delivery-delays/${encodeURIComponent(no)}`;
export const listDelays = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<DeliveryDelay>>(`delivery-delays?${queryString(p)}`);
export const fetchDelay = (no: string) => get<DeliveryDelayDetail>(at(no));
export const askDelay = (body: Body<'/api/delivery-delays', 'post'>) =>
  post<DeliveryDelayDetail>('delivery-delays', body);
export const actOnDelay = (no: string, body: Body<'/api/delivery-delays/{no}/actions', 'post'>) =>
  post<DeliveryDelayDetail>(`${at(no)}/actions`, body);
