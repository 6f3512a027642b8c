import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Supplier bidding (issue 18): the factory's purchasing requests and the suppliers' sealed bids. */
export type BuyerDetail = Schemas['PurchaseRequestBuyerView'];
export type SupplierDetail = Schemas['PurchaseRequestSupplierView'];
export type PurchaseRequest = Omit<BuyerDetail['request'], 'attachments'>;
export type Phase = PurchaseRequest['phase'];
export type FileView = Schemas['PurchasingFile'];
export type BidValues = Schemas['BidValues'];
export type Bid = NonNullable<RequestRow['myBid']>;
export type BidStatus = Bid['status'];
export type RequestRow = Schemas['PurchaseRequestRow'];
export type PublishInput = Body<'/api/purchasing/requests', 'post'>;
export type BidInput = Body<'/api/purchasing/requests/{uid}/bid', 'put'>;

// Field errors are shown on the form's field by the caller, so these writes are silent.
const quiet = { silent: true };
const path = (uid: string) => `purchasing/requests/${encodeURIComponent(uid)}`;

export const listRequests = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<RequestRow>>(`purchasing/requests?${queryString(p)}`);
export const listSuppliers = () => get<Array<Schemas['PurchasingSupplier']>>('purchasing/suppliers');
export const publishRequest = (body: PublishInput) => post<BuyerDetail>('purchasing/requests', body, quiet);
export const requestDetail = (uid: string) => get<BuyerDetail | SupplierDetail>(path(uid));
export const submitBid = (uid: string, body: BidInput) => call<SupplierDetail>('PUT', `${path(uid)}/bid`, body, quiet);
export const awardBids = (uid: string, bidUids: string[]) => post<BuyerDetail>(`${path(uid)}/award`, { bidUids });
export const cancelRequest = (uid: string) => post<BuyerDetail>(`${path(uid)}/cancel`);
export const requestFileUrl = (uid: string, fileUid: string) =>
  `/api/${path(uid)}/files/${encodeURIComponent(fileUid)}`;
export const bidFileUrl = (bidUid: string) => `/api/purchasing/bids/${encodeURIComponent(bidUid)}/file`;
