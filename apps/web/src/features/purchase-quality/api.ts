import type {
  Aql,
  DefectCount,
  DefectType,
  InspectionAction,
  InspectionDecision,
  InspectionStatus,
  PurchaseReturnAction,
  PurchaseReturnStatus,
  SamplingPlan,
} from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import type { Party } from '../purchase/api';
import { queryString } from '../wallet/api';

/** The incoming-inspection and purchase-return calls of issue 19. Quantities are plain decimals, amounts "1234.50". */
export interface Inspection {
  no: string;
  orderNo: string;
  receiptNo: string;
  materialNo: string;
  materialName: string;
  unitName: string;
  factory: Party;
  supplier: Party;
  lotNo: string;
  lotSize: string;
  aql: Aql;
  codeLetter: string;
  sampleSize: number;
  acceptNumber: number;
  rejectNumber: number;
  defects: DefectCount[];
  defectiveUnits: number;
  status: InspectionStatus;
  concessionReason: string | null;
  note: string;
  createdAt: string;
  decidedAt: string | null;
  role: 'factory' | 'supplier';
  actions: InspectionAction[];
}

export interface LogEntry {
  at: string;
  action: string;
  by: string;
  words: string;
}

export interface InspectionDetail extends Inspection {
  specification: string;
  returns: Array<{ no: string; status: PurchaseReturnStatus }>;
  log: LogEntry[];
}

export interface LotToInspect {
  receiptLineUid: string;
  lotNo: string;
  receiptNo: string;
  receivedOn: string;
  orderNo: string;
  supplier: string | null;
  materialNo: string;
  materialName: string;
  unitName: string;
  received: string;
  aql: Aql;
  plan: SamplingPlan;
}

export interface PurchaseReturn {
  no: string;
  orderNo: string;
  status: PurchaseReturnStatus;
  factory: Party;
  supplier: Party;
  reason: string;
  currency: string;
  total: string;
  totalExTax: string;
  supplierNote: string;
  cancelReason: string | null;
  createdAt: string;
  acknowledgedAt: string | null;
  role: 'factory' | 'supplier';
  actions: PurchaseReturnAction[];
}

export interface PurchaseReturnDetail extends PurchaseReturn {
  inspectionNo: string | null;
  lines: Array<{
    receiptLineUid: string;
    receiptNo: string;
    lotNo: string;
    materialNo: string;
    materialName: string;
    specification: string;
    unitName: string;
    received: string;
    quantity: string;
    unitPrice: string;
    taxRate: string;
    amount: string;
    amountExTax: string;
  }>;
  log: LogEntry[];
}

export interface ReturnableLot {
  receiptLineUid: string;
  lotNo: string;
  receiptNo: string;
  receivedOn: string;
  orderNo: string;
  supplier: string | null;
  materialNo: string;
  materialName: string;
  unitName: string;
  received: string;
  returned: string;
  returnable: string;
}

type Query = PageParams & Record<string, unknown>;
const path = (no: string) => encodeURIComponent(no);

export const listInspections = (p: Query) =>
  get<PageAnswer<Inspection> & { counts: Record<string, number> }>(`purchase-inspections?${queryString(p)}`);
export const inspectionExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-inspections/export?${queryString(filters)}`;
export const getInspection = (no: string) => get<InspectionDetail>(`purchase-inspections/${path(no)}`);
/** The printed inspection record: lot, ISO 2859-1 plan, defects and verdict, in the reader's language and English. */
export const inspectionPdfUrl = (no: string) => `/api/purchase-inspections/${path(no)}/pdf`;
export const lotsToInspect = () => get<LotToInspect[]>('purchase-inspections/lots');
export const openInspection = (body: { receiptLineUid: string; aql?: Aql; note?: string }) =>
  post<{ no: string }>('purchase-inspections', body);
export const decideInspection = (
  no: string,
  body: {
    decision: InspectionDecision;
    defects: Array<{ type: DefectType; count: number }>;
    reason?: string;
    note?: string;
  },
) => post<{ status: InspectionStatus; returnNo: string | null }>(`purchase-inspections/${path(no)}/decide`, body);

export const listReturns = (p: Query) =>
  get<PageAnswer<PurchaseReturn> & { counts: Record<string, number> }>(`purchase-returns?${queryString(p)}`);
export const returnExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-returns/export?${queryString(filters)}`;
export const getReturn = (no: string) => get<PurchaseReturnDetail>(`purchase-returns/${path(no)}`);
export const returnableLots = () => get<ReturnableLot[]>('purchase-returns/lots');
export const requestReturn = (body: { reason: string; lines: Array<{ receiptLineUid: string; quantity: string }> }) =>
  post<{ no: string }>('purchase-returns', body);
export const acknowledgeReturn = (no: string, supplierNote?: string) =>
  post<{ status: PurchaseReturnStatus }>(`purchase-returns/${path(no)}/acknowledge`, { supplierNote });
export const cancelReturn = (no: string, reason: string) =>
  post<{ status: PurchaseReturnStatus }>(`purchase-returns/${path(no)}/cancel`, { reason });
