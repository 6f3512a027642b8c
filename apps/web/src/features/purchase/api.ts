import type { PurchaseOrderAction, PurchaseOrderTab } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The purchase-order and receipt calls of issue 19. Amounts are two-decimal strings, quantities and prices plain decimals. */
export type Party = Schemas['PurchaseParty'];
export type PurchaseLine = Schemas['PurchaseLine'];
export type PurchaseOrder = Schemas['PurchaseOrder'];
export type ReceiptView = Schemas['PurchaseReceipt'];
export type PurchaseOrderDetail = Schemas['PurchaseOrderDetail'];
export type LineInput = NonNullable<Body<'/api/purchase-orders', 'post'>['lines']>[number];

type Query = PageParams & Record<string, unknown>;
export type { PurchaseOrderTab };

export const listPurchaseOrders = (p: Query) =>
  get<Answer<'/api/purchase-orders', 'get'>>(`purchase-orders?${queryString(p)}`);
export const purchaseExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-orders/export?${queryString(filters)}`;
export const getPurchaseOrder = (no: string) => get<PurchaseOrderDetail>(`purchase-orders/${encodeURIComponent(no)}`);
/** A supplier enterprise and where it stands in the factory's supplier master: only an approved one is orderable. */
export type PurchaseSupplier = Schemas['PurchaseSupplier'];

export const purchaseSuppliers = () => get<PurchaseSupplier[]>('purchase-orders/suppliers');
export const createPurchaseOrder = (body: Body<'/api/purchase-orders', 'post'>) =>
  post<Answer<'/api/purchase-orders', 'post'>>('purchase-orders', body);
export const changePurchaseOrder = (no: string, body: Body<'/api/purchase-orders/{no}', 'put'>) =>
  call<Answer<'/api/purchase-orders/{no}', 'put'>>('PUT', `purchase-orders/${encodeURIComponent(no)}`, body);
export const movePurchaseOrder = (
  no: string,
  action: Exclude<PurchaseOrderAction, 'revise' | 'receive'>,
  body: Record<string, unknown> = {},
) =>
  post<Answer<'/api/purchase-orders/{no}/send', 'post'>>(`purchase-orders/${encodeURIComponent(no)}/${action}`, body);
export const receiveGoods = (no: string, body: Body<'/api/purchase-orders/{no}/receipts', 'post'>) =>
  post<Answer<'/api/purchase-orders/{no}/receipts', 'post'>>(
    `purchase-orders/${encodeURIComponent(no)}/receipts`,
    body,
  );
export const purchasePrintDocument = (no: string) =>
  get<Schemas['PurchaseOrderPrint']>(`purchase-orders/${encodeURIComponent(no)}/print`);
export const purchasePdfUrl = (no: string) => `/api/purchase-orders/${encodeURIComponent(no)}/pdf`;
export const listReceipts = (p: Query) => get<PageAnswer<ReceiptView>>(`purchase-receipts?${queryString(p)}`);
export const getReceipt = (no: string) => get<ReceiptView>(`purchase-receipts/${encodeURIComponent(no)}`);
export const factoryMaterials = () =>
  get<PageAnswer<{ uid: string; materialNo: string; name: string; specification: string; unitName: string }>>(
    'materials?page_size=100',
    { silent: true },
  );

export type SupplierPrice = Schemas['SupplierPrice'];
export type PriceInput = Body<'/api/supplier-prices', 'post'>;

export const listSupplierPrices = (p: Query) => get<PageAnswer<SupplierPrice>>(`supplier-prices?${queryString(p)}`);
export const getSupplierPrice = (uid: string) => get<SupplierPrice>(`supplier-prices/${uid}`);
export const saveSupplierPrice = (body: PriceInput, uid?: string) =>
  uid ? call<SupplierPrice>('PUT', `supplier-prices/${uid}`, body) : post<SupplierPrice>('supplier-prices', body);
export const deleteSupplierPrice = (uid: string) => call<null>('DELETE', `supplier-prices/${uid}`);
