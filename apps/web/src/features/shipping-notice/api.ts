import type { Body, Schemas } from '../../api/contract';
import { get, identifiedApiUrl, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import type { DeliveryDetail } from '../sales/delivery-api';
import { queryString } from '../wallet/api';

/** The shipping-notice calls of issue 20: shipments are the delivery notices that left the factory (apps/server/src/modules/shipping-notices). */
export const RECEIPT_STATES = ['awaiting', 'accepted', 'disputed'] as const;
export type Shipment = Schemas['Shipment'];
export type ReceiptState = Shipment['receipt'];
export type ReceiptBody = Body<'/api/deliveries/{no}/receipt', 'post'>;
export type ReceiptLine = ReceiptBody['lines'][number];

const at = (no: string) => `deliveries/${encodeURIComponent(no)}`;
export const listShipments = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Shipment>>(`shipments?${queryString(p)}`);
export const shipmentsExportUrl = (filters: Record<string, unknown>) =>
  identifiedApiUrl(`shipments/export.xlsx?${queryString(filters)}`);
export const fetchShipment = (no: string) => get<DeliveryDetail>(at(no));
export const labelUrl = (no: string) => identifiedApiUrl(`${at(no)}/label.pdf`);
export const confirmReceipt = (no: string, body: ReceiptBody) => post<DeliveryDetail>(`${at(no)}/receipt`, body);
