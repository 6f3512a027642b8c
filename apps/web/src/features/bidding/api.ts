import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Supplier bidding (issue 18): the factory's purchasing requests and the suppliers' sealed bids. */
export type Phase = 'bidding' | 'evaluating' | 'awarded' | 'cancelled';
export type BidStatus = 'submitted' | 'awarded' | 'lost';

export interface FileView {
  id: string;
  name: string;
  size: number;
  type: string;
}

export interface PurchaseRequest {
  uid: string;
  requestNo: string;
  detailsNo: string;
  kind: 'material' | 'service';
  name: string;
  specification: string;
  quantity: string;
  unit: string;
  deadline: string;
  deliveryPlace: string;
  remarks: string;
  audience: 'chosen' | 'all';
  status: 'open' | 'awarded' | 'cancelled';
  phase: Phase;
  sealed: boolean;
  createdAt: string;
  decidedAt: string | null;
}

export interface BidValues {
  version: number;
  unitPrice: string;
  quantity: string;
  amount: string;
  deliveryDate: string;
  validUntil: string;
  remarks: string;
  attachmentFileUid: string | null;
  submittedAt: string;
}

export interface Bid extends BidValues {
  uid: string;
  status: BidStatus;
  decidedAt: string | null;
}

export type RequestRow = PurchaseRequest & {
  invitedCount?: number;
  bidCount?: number | null;
  buyerName?: string;
  myBid?: Bid | null;
};

export interface BuyerDetail {
  role: 'buyer';
  request: PurchaseRequest & { attachments: FileView[] };
  suppliers: Array<{ uid: string; name: string }>;
  bids: Array<Bid & { supplierUid: string; supplierName: string; versions: BidValues[] }> | null;
}

export interface SupplierDetail {
  role: 'supplier';
  request: PurchaseRequest & { buyerName: string; attachments: FileView[] };
  myBid: (Bid & { attachment: FileView | null; versions: BidValues[] }) | null;
}

export interface PublishInput {
  kind: 'material' | 'service';
  name: string;
  specification?: string;
  quantity: string;
  unit?: string;
  deadline: string;
  deliveryPlace: string;
  remarks?: string;
  attachments?: string[];
  audience: 'chosen' | 'all';
  supplierUids?: string[];
}

export interface BidInput {
  unitPrice: string;
  quantity: string;
  deliveryDate: string;
  validUntil: string;
  remarks?: string;
  attachmentFileUid?: string | null;
  expectedVersion?: number;
}

// Field errors are shown on the form's field by the caller, so these writes are silent.
const quiet = { silent: true };
const path = (uid: string) => `purchasing/requests/${encodeURIComponent(uid)}`;

export const listRequests = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<RequestRow>>(`purchasing/requests?${queryString(p)}`);
export const listSuppliers = () =>
  get<Array<{ uid: string; name: string; enterpriseNo: string }>>('purchasing/suppliers');
export const publishRequest = (body: PublishInput) => post<BuyerDetail>('purchasing/requests', body, quiet);
export const requestDetail = (uid: string) => get<BuyerDetail | SupplierDetail>(path(uid));
export const submitBid = (uid: string, body: BidInput) => call<SupplierDetail>('PUT', `${path(uid)}/bid`, body, quiet);
export const awardBids = (uid: string, bidUids: string[]) => post<BuyerDetail>(`${path(uid)}/award`, { bidUids });
export const cancelRequest = (uid: string) => post<BuyerDetail>(`${path(uid)}/cancel`);
export const requestFileUrl = (uid: string, fileUid: string) =>
  `/api/${path(uid)}/files/${encodeURIComponent(fileUid)}`;
export const bidFileUrl = (bidUid: string) => `/api/purchasing/bids/${encodeURIComponent(bidUid)}/file`;
