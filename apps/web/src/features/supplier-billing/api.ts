import type {
  PurchaseRole,
  SupplierFeeAction,
  SupplierFeeKind,
  SupplierFeeStatus,
  SupplierInvoiceAction,
  SupplierInvoiceStatus,
  SupplierStatementAction,
  SupplierStatementStatus,
} from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The supplier fee, statement and invoice calls of issue 19. Amounts are two-decimal strings; quantities and prices plain decimals. */
export interface Party {
  uid: string;
  name: string | null;
}
export interface LogEntry {
  at: string;
  action: string;
  by: string;
  words: string;
}

export interface SupplierFee {
  no: string;
  orderNo: string;
  kind: SupplierFeeKind;
  description: string;
  currency: string;
  amount: string;
  taxRate: string;
  status: SupplierFeeStatus;
  proposedOn: string;
  acceptedOn: string | null;
  rejectReason: string | null;
  factory: Party;
  supplier: Party;
  role: PurchaseRole;
  actions: SupplierFeeAction[];
  log?: LogEntry[];
}

export interface StatementLine {
  uid: string;
  lineNo: number;
  kind: 'receipt' | 'return' | 'fee' | 'adjustment';
  sourceNo: string;
  orderNo: string;
  on: string;
  description: string;
  quantity: string | null;
  unitPrice: string | null;
  taxRate: string | null;
  amount: string;
  disputeReason: string | null;
}

export interface SupplierStatement {
  no: string;
  period: string;
  currency: string;
  status: SupplierStatementStatus;
  version: number;
  receipts: string;
  returns: string;
  fees: string;
  adjustment: string;
  total: string;
  note: string;
  factory: Party;
  supplier: Party;
  issuedAt: string;
  role: PurchaseRole;
  actions: SupplierStatementAction[];
}

export interface StatementDetail extends SupplierStatement {
  lines: StatementLine[];
  history: Array<{ version: number; replacedAt: string; total: string; lines: StatementLine[] }>;
  log: LogEntry[];
}

export interface MatchBasis {
  orderLineUid: string;
  orderNo: string;
  lineNo: number;
  materialNo: string;
  materialName: string;
  unitName: string;
  orderedQuantity: string;
  orderPrice: string;
  taxRate: string;
  receivedQuantity: string;
  invoicedQuantity: string;
  invoiceable: string;
}

export interface SupplierInvoice {
  no: string;
  supplierInvoiceNo: string;
  statementNo: string;
  period: string;
  invoiceDate: string;
  currency: string;
  status: SupplierInvoiceStatus;
  goods: string;
  fees: string;
  tax: string;
  total: string;
  note: string;
  rejectReason: string | null;
  factory: Party;
  supplier: Party;
  role: PurchaseRole;
  actions: SupplierInvoiceAction[];
}

export interface InvoiceLine {
  lineNo: number;
  orderNo: string;
  materialNo: string;
  materialName: string;
  orderedQuantity: string;
  orderPrice: string;
  receivedQuantity: string;
  invoicedQuantity: string;
  invoicedPrice: string;
  taxRate: string;
  amount: string;
  quantityVsOrdered: string;
  quantityVsReceived: string;
  priceDifference: string;
  amountDifference: string;
  match: 'matched' | 'price_difference' | 'partial' | 'over_received';
}

export interface InvoiceDetail extends SupplierInvoice {
  lines: InvoiceLine[];
  log: LogEntry[];
}

type Query = PageParams & Record<string, unknown>;
type Listed<T> = PageAnswer<T> & { counts: Record<string, number> };
const at = (no: string) => encodeURIComponent(no);

export const billingSide = () => get<{ role: PurchaseRole }>('supplier-billing/side', { silent: true });

export const listFees = (p: Query) => get<Listed<SupplierFee>>(`supplier-fees?${queryString(p)}`);
export const feesExportUrl = (f: Record<string, unknown>) => `/api/supplier-fees/export?${queryString(f)}`;
export const getFee = (no: string) => get<SupplierFee>(`supplier-fees/${at(no)}`);
export const feeableOrders = () =>
  get<Array<{ no: string; orderDate: string; currency: string; status: string }>>('supplier-fees/orders');
export const proposeFee = (body: {
  orderNo: string;
  kind: SupplierFeeKind;
  amount: string;
  taxRate?: string;
  description?: string;
}) => post<{ no: string }>('supplier-fees', body);
export const moveFee = (no: string, action: SupplierFeeAction, body: Record<string, unknown> = {}) =>
  post<{ status: SupplierFeeStatus }>(`supplier-fees/${at(no)}/${action}`, body);

export const listStatements = (p: Query) => get<Listed<SupplierStatement>>(`supplier-statements?${queryString(p)}`);
export const statementsExportUrl = (f: Record<string, unknown>) => `/api/supplier-statements/export?${queryString(f)}`;
export const getStatement = (no: string) => get<StatementDetail>(`supplier-statements/${at(no)}`);
/** A supplier a statement can be issued to, with the currency its supplier record trades in (proposed for the statement). */
export const statementSuppliers = () =>
  get<Array<{ uid: string; name: string; no: string; currency: string }>>('supplier-statements/suppliers');
export const issueStatement = (body: { supplierUid: string; period: string; currency?: string; note?: string }) =>
  post<{ no: string }>('supplier-statements', body);
export const moveStatement = (no: string, action: SupplierStatementAction, body: Record<string, unknown> = {}) =>
  post<{ status: SupplierStatementStatus; version: number }>(`supplier-statements/${at(no)}/${action}`, body);
export const invoiceable = (no: string) =>
  get<{ no: string; status: SupplierStatementStatus; currency: string; fees: string; lines: MatchBasis[] }>(
    `supplier-statements/${at(no)}/invoiceable`,
  );

export const listInvoices = (p: Query) => get<Listed<SupplierInvoice>>(`supplier-invoices?${queryString(p)}`);
export const invoicesExportUrl = (f: Record<string, unknown>) => `/api/supplier-invoices/export?${queryString(f)}`;
export const getInvoice = (no: string) => get<InvoiceDetail>(`supplier-invoices/${at(no)}`);
export const submitInvoice = (body: {
  statementNo: string;
  supplierInvoiceNo: string;
  invoiceDate?: string;
  note?: string;
  includeFees?: boolean;
  lines: Array<{ orderLineUid: string; quantity: string; unitPrice: string }>;
}) => post<{ no: string }>('supplier-invoices', body);
export const moveInvoice = (no: string, action: SupplierInvoiceAction, body: Record<string, unknown> = {}) =>
  post<{ status: SupplierInvoiceStatus }>(`supplier-invoices/${at(no)}/${action}`, body);
