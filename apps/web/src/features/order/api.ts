import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The cart, settlement and order calls of issue 15 (the commerce contract). Amounts are two-decimal strings. */
export type { OrderStatus, OrderTab } from '@pcbunion/core';

export type CartItem = Schemas['CartLine'];
export type Party = CartItem['merchant'];
export type PriceSnapshot = NonNullable<CartItem['price']>;
export type Cart = Schemas['Cart'];

export type RefundRecord = Schemas['Refund'];
export type InvoiceApplication = Schemas['InvoiceApplication'];
export type OrderItem = Schemas['OrderItem'];
export type AddressSnapshot = Schemas['OrderAddressSnapshot'];
export type OrderDetail = Schemas['OrderDetail'];
/** An order as lists answer it; the detail (and every change) adds its refunds, invoice applications and log. */
export type Order = Schemas['Order'] & Partial<Pick<OrderDetail, 'refunds' | 'invoiceApplications' | 'log'>>;

/** A price that moved since the line was added: the data of settlement's 409 refusal, shown for the customer to accept. */
export type PriceChange = Schemas['CartPriceChange'];

type Query = PageParams & Record<string, unknown>;
const at = (no: string) => `orders/${encodeURIComponent(no)}`;
/** Money-moving calls carry the key of the user's action (same action retried → same key). */
const keyed = (key: string, silent = false) => ({ headers: { 'Idempotency-Key': key }, silent });

export const fetchCart = () => get<Cart>('cart').then((answer) => answer.items);
export const removeFromCart = (inquiryNo: string) =>
  call<null>('DELETE', `cart/items/${encodeURIComponent(inquiryNo)}`);
export type SettleBody = Body<'/api/cart/settle', 'post'>;
/** Settlement: silent, since a changed price (409 with the changes) is shown in the dialog, not as a toast. */
export const settleCart = (body: SettleBody, key: string) =>
  post<Schemas['CartSettlement']>('cart/settle', body, keyed(key, true));

export const listOrders = (p: Query) => get<PageAnswer<Order>>(`orders?${queryString(p)}`);
export const fetchOrder = (no: string) => get<OrderDetail>(at(no));
export const payOrder = (no: string, key: string) => post<OrderDetail>(`${at(no)}/pay`, {}, keyed(key));
export const cancelOrder = (no: string) => post<OrderDetail>(`${at(no)}/cancel`);
export const requestRefund = (no: string, body: Body<'/api/orders/{no}/refunds', 'post'>) =>
  post<RefundRecord>(`${at(no)}/refunds`, body);
/** The open refund request of an order, read from its detail (lists carry only `refundOpen`); null when none is open. */
export const openRefundOf = (no: string) =>
  fetchOrder(no).then((order) => order.refunds?.find((r) => r.status === 'requested') ?? null);
export const cancelRefund = (id: string) => post<RefundRecord>(`refunds/${encodeURIComponent(id)}/cancel`);
export const approveRefund = (id: string) => post<RefundRecord>(`refunds/${encodeURIComponent(id)}/approve`);
export const rejectRefund = (id: string, reason: string) =>
  post<RefundRecord>(`refunds/${encodeURIComponent(id)}/reject`, { reason });
export const applyInvoice = (no: string, body: Body<'/api/orders/{no}/invoice-applications', 'post'>) =>
  post<InvoiceApplication>(`${at(no)}/invoice-applications`, body);
export const listInvoiceApplications = (p: Query) =>
  get<PageAnswer<InvoiceApplication>>(`invoice-applications?${queryString(p)}`);
export const markInvoiceIssued = (id: string, invoiceNo?: string) =>
  post<InvoiceApplication>(`invoice-applications/${encodeURIComponent(id)}/issue`, invoiceNo ? { invoiceNo } : {});
export const confirmReceipt = (no: string) => post<OrderDetail>(`${at(no)}/confirm-receipt`);
export const deleteOrder = (no: string) => call<OrderDetail>('DELETE', at(no));
export const restoreOrder = (no: string) => post<OrderDetail>(`${at(no)}/restore`);
/** Reorder: new inquiries at today's prices, each beside the price it had in the order. */
export type ReorderAnswer = Answer<'/api/orders/{no}/reorder', 'post'>;
export const reorder = (no: string) => post<ReorderAnswer>(`${at(no)}/reorder`);
export const acceptOrder = (no: string, productionNo: string) =>
  post<OrderDetail>(`${at(no)}/accept`, { productionNo });
export const shipOrder = (no: string, body: Body<'/api/orders/{no}/ship', 'post'>) =>
  post<OrderDetail>(`${at(no)}/ship`, body);

export const orderPrintDocument = (no: string, template: string) =>
  get<Schemas['PrintDocument']>(`${at(no)}/print?${queryString({ template })}`);
export const orderPdfUrl = (no: string, template: string) => `/api/${at(no)}/pdf?${queryString({ template })}`;
