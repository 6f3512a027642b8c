import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The incoming-inspection and purchase-return calls of issue 19. Quantities are plain decimals, amounts "1234.50". */
export type Inspection = Schemas['PurchaseInspection'];
export type InspectionDetail = Schemas['PurchaseInspectionDetail'];
export type LogEntry = InspectionDetail['log'][number];
export type LotToInspect = Schemas['LotToInspect'];
export type PurchaseReturn = Schemas['PurchaseReturn'];
export type PurchaseReturnDetail = Schemas['PurchaseReturnDetail'];
export type ReturnableLot = Schemas['ReturnableLot'];

type Query = PageParams & Record<string, unknown>;
const path = (no: string) => encodeURIComponent(no);

export const listInspections = (p: Query) =>
  get<Answer<'/api/purchase-inspections', 'get'>>(`purchase-inspections?${queryString(p)}`);
export const inspectionExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-inspections/export?${queryString(filters)}`;
export const getInspection = (no: string) => get<InspectionDetail>(`purchase-inspections/${path(no)}`);
/** The printed inspection record: lot, ISO 2859-1 plan, defects and verdict, in the reader's language and English. */
export const inspectionPdfUrl = (no: string) => `/api/purchase-inspections/${path(no)}/pdf`;
export const lotsToInspect = () => get<LotToInspect[]>('purchase-inspections/lots');
export const openInspection = (body: Body<'/api/purchase-inspections', 'post'>) =>
  post<Answer<'/api/purchase-inspections', 'post'>>('purchase-inspections', body);
export const decideInspection = (no: string, body: Body<'/api/purchase-inspections/{no}/decide', 'post'>) =>
  post<Answer<'/api/purchase-inspections/{no}/decide', 'post'>>(`purchase-inspections/${path(no)}/decide`, body);

export const listReturns = (p: Query) =>
  get<Answer<'/api/purchase-returns', 'get'>>(`purchase-returns?${queryString(p)}`);
export const returnExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-returns/export?${queryString(filters)}`;
export const getReturn = (no: string) => get<PurchaseReturnDetail>(`purchase-returns/${path(no)}`);
export const returnableLots = () => get<ReturnableLot[]>('purchase-returns/lots');
export const requestReturn = (body: Body<'/api/purchase-returns', 'post'>) =>
  post<Answer<'/api/purchase-returns', 'post'>>('purchase-returns', body);
export const acknowledgeReturn = (no: string, supplierNote?: string) =>
  post<Answer<'/api/purchase-returns/{no}/acknowledge', 'post'>>(`purchase-returns/${path(no)}/acknowledge`, {
    supplierNote,
  });
export const cancelReturn = (no: string, reason: string) =>
  post<Answer<'/api/purchase-returns/{no}/cancel', 'post'>>(`purchase-returns/${path(no)}/cancel`, { reason });
