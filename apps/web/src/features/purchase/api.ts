import type { PrintDocument, PurchaseOrderAction, PurchaseOrderStatus, PurchaseOrderTab } from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The purchase-order and receipt calls of issue 19. Amounts are two-decimal strings, quantities and prices plain decimals. */
export interface Party {
  uid: string;
  name: string | null;
}

export interface PurchaseLine {
  uid: string;
  lineNo: number;
  materialUid: string | null;
  materialNo: string;
  materialName: string;
  specification: string;
  unitName: string;
  quantity: string;
  unitPrice: string;
  unitPriceExTax: string;
  taxRate: string;
  amount: string;
  amountExTax: string;
  deliveryDate: string;
  receivedQuantity: string;
}

export interface PurchaseOrder {
  no: string;
  status: PurchaseOrderStatus;
  version: number;
  confirmedVersion: number | null;
  factory: Party;
  supplier: Party;
  orderDate: string;
  currency: string;
  total: string;
  totalExTax: string;
  tax: string;
  note: string;
  supplierReference: string;
  supplierNote: string;
  refusalReason: string | null;
  cancelReason: string | null;
  createdAt: string;
  role: 'factory' | 'supplier';
  actions: PurchaseOrderAction[];
}

export interface ReceiptView {
  no: string;
  orderNo: string;
  factory: Party;
  supplier: Party;
  receivedOn: string;
  deliveryNoteNo: string;
  note: string;
  createdAt: string;
  lines: Array<{
    lineNo: number | null;
    orderLineNo?: number | null;
    materialNo?: string;
    materialName?: string;
    unitName?: string;
    ordered?: string;
    quantity: string;
    lotNo: string;
  }>;
}

export interface PurchaseOrderDetail extends PurchaseOrder {
  lines: PurchaseLine[];
  versions: Array<{
    version: number;
    replacedAt: string;
    status: PurchaseOrderStatus;
    total: string;
    lines: Array<Partial<PurchaseLine>>;
  }>;
  receipts: Array<{
    no: string;
    receivedOn: string;
    deliveryNoteNo: string;
    lines: Array<{ orderLineNo: number | null; quantity: string; lotNo: string }>;
  }>;
  log: Array<{ at: string; action: string; by: string; words: string }>;
}

export interface LineInput {
  materialUid?: string | null;
  quantity: string;
  unitPrice?: string | null;
  taxRate?: string | null;
  deliveryDate: string;
}

type Query = PageParams & Record<string, unknown>;
export type { PurchaseOrderTab };

export const listPurchaseOrders = (p: Query) =>
  get<PageAnswer<PurchaseOrder> & { counts: Record<string, number> }>(`purchase-orders?${queryString(p)}`);
export const purchaseExportUrl = (filters: Record<string, unknown>) =>
  `/api/purchase-orders/export?${queryString(filters)}`;
export const getPurchaseOrder = (no: string) => get<PurchaseOrderDetail>(`purchase-orders/${encodeURIComponent(no)}`);
/** A supplier enterprise and where it stands in the factory's supplier master: only an approved one is orderable. */
export interface PurchaseSupplier {
  uid: string;
  name: string;
  no: string;
  supplierNo: string | null;
  status: string | null;
  /** The status in the caller's language (the server's words). */
  statusText: string;
  orderable: boolean;
}

export const purchaseSuppliers = () => get<PurchaseSupplier[]>('purchase-orders/suppliers');
export const createPurchaseOrder = (body: {
  supplierUid: string;
  orderDate?: string;
  note?: string;
  lines: LineInput[];
}) => post<{ no: string }>('purchase-orders', body);
export const changePurchaseOrder = (no: string, body: Record<string, unknown>) =>
  call<{ no: string; version: number }>('PUT', `purchase-orders/${encodeURIComponent(no)}`, body);
export const movePurchaseOrder = (
  no: string,
  action: Exclude<PurchaseOrderAction, 'revise' | 'receive'>,
  body: Record<string, unknown> = {},
) => post<{ status: PurchaseOrderStatus }>(`purchase-orders/${encodeURIComponent(no)}/${action}`, body);
export const receiveGoods = (
  no: string,
  body: {
    deliveryNoteNo?: string;
    receivedOn?: string;
    lines: Array<{ orderLineUid: string; quantity: string; lotNo: string }>;
  },
) =>
  post<{ receiptNo: string; status: PurchaseOrderStatus }>(`purchase-orders/${encodeURIComponent(no)}/receipts`, body);
export const purchasePrintDocument = (no: string) =>
  get<PrintDocument>(`purchase-orders/${encodeURIComponent(no)}/print`);
export const purchasePdfUrl = (no: string) => `/api/purchase-orders/${encodeURIComponent(no)}/pdf`;
export const listReceipts = (p: Query) => get<PageAnswer<ReceiptView>>(`purchase-receipts?${queryString(p)}`);
export const getReceipt = (no: string) => get<ReceiptView>(`purchase-receipts/${encodeURIComponent(no)}`);
export const factoryMaterials = () =>
  get<PageAnswer<{ uid: string; materialNo: string; name: string; specification: string; unitName: string }>>(
    'materials?page_size=100',
    { silent: true },
  );

export interface SupplierPrice {
  uid: string;
  supplierUid: string;
  supplierName: string;
  materialUid: string;
  materialNo: string;
  materialName: string;
  specification: string;
  unitName: string;
  currency: string;
  minQuantity: string;
  unitPrice: string;
  taxRate: string;
  validFrom: string;
  validTo: string | null;
}

export type PriceInput = Pick<
  SupplierPrice,
  'supplierUid' | 'materialUid' | 'minQuantity' | 'unitPrice' | 'taxRate' | 'validFrom' | 'validTo'
>;

export const listSupplierPrices = (p: Query) => get<PageAnswer<SupplierPrice>>(`supplier-prices?${queryString(p)}`);
export const getSupplierPrice = (uid: string) => get<SupplierPrice>(`supplier-prices/${uid}`);
export const saveSupplierPrice = (body: PriceInput, uid?: string) =>
  uid ? call<SupplierPrice>('PUT', `supplier-prices/${uid}`, body) : post<SupplierPrice>('supplier-prices', body);
export const deleteSupplierPrice = (uid: string) => call<null>('DELETE', `supplier-prices/${uid}`);
