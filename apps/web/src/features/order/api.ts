import type { InvoiceApplicationStatus, OrderStatus, PrintDocument, RefundStatus } from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The cart, settlement and order calls of issue 15 (the commerce contract). Amounts are two-decimal strings. */
export type { OrderStatus, OrderTab } from '@pcbunion/core';

export interface Party {
  id: string;
  name: string | null;
}

export interface PriceSnapshot {
  estimated?: string;
  discounted?: string;
  full?: string;
  boardFee?: string;
  otherFees?: string;
  total: string;
  currency?: string;
}

/** One approved inquiry in the cart: `total` is its price now, `addedTotal` the one it was added at (they differ when the price changed). */
export interface CartItem {
  inquiryNo: string;
  available?: boolean;
  productNo: string | null;
  merchant: Party;
  params: Record<string, unknown> | null;
  quantity?: number | null;
  deliveryDays?: number | null;
  total: string;
  addedTotal?: string;
  priceChanged?: boolean;
  currency?: string;
  addedAt?: string;
}

export interface Cart {
  items: CartItem[];
  count: number;
  total: string;
}

export interface RefundRecord {
  id: string;
  amount: string;
  reason: string;
  status: RefundStatus;
  rejectReason?: string | null;
  requestedAt?: string;
  decidedAt?: string | null;
}

export interface InvoiceApplication {
  id: string;
  applicationNo?: string;
  orderNo?: string;
  currency?: string;
  amount: string;
  status: InvoiceApplicationStatus;
  invoicingInfo?: { unitName?: string; taxpayerNo?: string } | null;
  invoiceNo?: string | null;
  appliedAt?: string;
  issuedAt?: string | null;
}

export interface OrderItem {
  inquiryNo: string;
  productNo: string | null;
  params?: Record<string, unknown>;
  quantity?: number | null;
  total: string;
}

export interface AddressSnapshot {
  recipient?: string;
  company?: string | null;
  areaCode?: string;
  phone?: string;
  regionNames?: string;
  detailAddress?: string;
}

export interface Order {
  no: string;
  status: OrderStatus;
  deleted: boolean;
  customer: Party;
  merchant: Party;
  items: OrderItem[];
  total: string;
  paid: string;
  refunded: string;
  invoiced: string;
  currency: string;
  address: AddressSnapshot | null;
  invoicingInfo?: { unitName?: string; taxpayerNo?: string } | null;
  productionNo?: string | null;
  carrier?: string | null;
  trackingNo?: string | null;
  /** A refund request is open (lists carry this; the refunds themselves come with the detail). */
  refundOpen?: boolean;
  refunds?: RefundRecord[];
  invoiceApplications?: InvoiceApplication[];
  createdAt: string;
  paidAt?: string | null;
  shippedAt?: string | null;
  completedAt?: string | null;
  autoConfirmAt?: string | null;
  /** The operation log in the reader's words (detail only). */
  log?: Array<{ at: string; action: string; actor: string | null; text: string }>;
}

/** A price that moved since the factory approved it: the settlement shows it and asks to accept it again. */
export interface PriceChange {
  inquiryNo: string;
  previousTotal: string;
  total: string;
}

type Query = PageParams & Record<string, unknown>;
const at = (no: string) => `orders/${encodeURIComponent(no)}`;
/** Money-moving calls carry the key of the user's action (same action retried → same key). */
const keyed = (key: string, silent = false) => ({ headers: { 'Idempotency-Key': key }, silent });

export const fetchCart = () => get<Cart>('cart').then((answer) => answer.items);
export const removeFromCart = (inquiryNo: string) =>
  call<null>('DELETE', `cart/items/${encodeURIComponent(inquiryNo)}`);
export interface SettleBody {
  inquiryNos: string[];
  addressId: string;
  invoicingInfoId?: string;
  acceptPrices?: boolean;
}
/** Settlement: silent, since a changed price (409 with the changes) is shown in the dialog, not as a toast. */
export const settleCart = (body: SettleBody, key: string) =>
  post<{ orders: Order[] }>('cart/settle', body, keyed(key, true));

export const listOrders = (p: Query) => get<PageAnswer<Order>>(`orders?${queryString(p)}`);
export const fetchOrder = (no: string) => get<Order>(at(no));
export const payOrder = (no: string, key: string) => post<Order>(`${at(no)}/pay`, {}, keyed(key));
export const cancelOrder = (no: string) => post<Order>(`${at(no)}/cancel`);
export const requestRefund = (no: string, body: { amount: string; reason: string }) =>
  post<RefundRecord>(`${at(no)}/refunds`, body);
/** The open refund request of an order, read from its detail (lists carry only `refundOpen`); null when none is open. */
export const openRefundOf = (no: string) =>
  fetchOrder(no).then((order) => order.refunds?.find((r) => r.status === 'requested') ?? null);
export const cancelRefund = (id: string) => post<RefundRecord>(`refunds/${encodeURIComponent(id)}/cancel`);
export const approveRefund = (id: string) => post<RefundRecord>(`refunds/${encodeURIComponent(id)}/approve`);
export const rejectRefund = (id: string, reason: string) =>
  post<RefundRecord>(`refunds/${encodeURIComponent(id)}/reject`, { reason });
export const applyInvoice = (no: string, body: { invoicingInfoId: string; amount: string }) =>
  post<InvoiceApplication>(`${at(no)}/invoice-applications`, body);
export const listInvoiceApplications = (p: Query) =>
  get<PageAnswer<InvoiceApplication>>(`invoice-applications?${queryString(p)}`);
export const markInvoiceIssued = (id: string, invoiceNo?: string) =>
  post<InvoiceApplication>(`invoice-applications/${encodeURIComponent(id)}/issue`, invoiceNo ? { invoiceNo } : {});
export const confirmReceipt = (no: string) => post<Order>(`${at(no)}/confirm-receipt`);
export const deleteOrder = (no: string) => call<Order>('DELETE', at(no));
export const restoreOrder = (no: string) => post<Order>(`${at(no)}/restore`);
/** Reorder: new inquiries at today's prices, each beside the price it had in the order. */
export interface ReorderAnswer {
  orderNo: string;
  inquiries: Array<{ from: string; inquiryNo: string; total: string; previousTotal: string; priceChanged: boolean }>;
}
export const reorder = (no: string) => post<ReorderAnswer>(`${at(no)}/reorder`);
export const acceptOrder = (no: string, productionNo: string) => post<Order>(`${at(no)}/accept`, { productionNo });
export const shipOrder = (no: string, body: { carrier: string; trackingNo: string }) =>
  post<Order>(`${at(no)}/ship`, body);

export const orderPrintDocument = (no: string, template: string) =>
  get<PrintDocument>(`${at(no)}/print?${queryString({ template })}`);
export const orderPdfUrl = (no: string, template: string) => `/api/${at(no)}/pdf?${queryString({ template })}`;
