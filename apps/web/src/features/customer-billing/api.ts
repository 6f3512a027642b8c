import type {
  CustomerInvoiceAction,
  CustomerInvoiceStatus,
  CustomerStatementAction,
  CustomerStatementStatus,
  InvoiceApplicationStatus,
} from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer statement, customer invoice and customer invoicing calls of issue 20 (apps/server/src/modules/customer-billing). */
type Party = { id: string; name: string | null };
type Log = Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
type Query = PageParams & Record<string, unknown>;

export interface Statement {
  no: string;
  period: string;
  status: CustomerStatementStatus;
  side: 'customer' | 'factory';
  customer: Party;
  factory: Party;
  currency: string;
  delivered: string;
  disputed: string;
  adjustments: string;
  total: string;
  rowVersion: number;
  createdAt: string;
  sentAt: string | null;
  answeredAt: string | null;
  actions: CustomerStatementAction[];
}

export interface StatementLine {
  position: number;
  kind: 'delivery' | 'disputed' | 'adjustment';
  deliveryNo: string | null;
  orderNo: string | null;
  partNo: string | null;
  day: string | null;
  quantity: number | null;
  unitPrice: string | null;
  amount: string;
  description: string | null;
  answer: 'confirmed' | 'disputed' | null;
  answerReason: string | null;
}

export interface StatementDetail extends Statement {
  note: string | null;
  answerNote: string | null;
  cancelReason: string | null;
  lines: StatementLine[];
  log: Log;
}

export interface Invoice {
  no: string;
  status: CustomerInvoiceStatus;
  side: 'customer' | 'factory';
  basis: 'statement' | 'orders';
  statementNo: string | null;
  customer: Party;
  factory: Party;
  currency: string;
  taxRate: string;
  total: string;
  exTax: string;
  tax: string;
  taxInvoiceNo: string | null;
  rowVersion: number;
  createdAt: string;
  issuedAt: string | null;
  sentAt: string | null;
  actions: CustomerInvoiceAction[];
}

export interface InvoiceDetail extends Invoice {
  invoicingInfo: Record<string, string | null> | null;
  note: string | null;
  voidReason: string | null;
  lines: Array<{
    position: number;
    orderNo: string | null;
    partNo: string | null;
    description: string | null;
    quantity: number | null;
    unitPrice: string | null;
    amount: string;
  }>;
  log: Log;
}

export interface Application {
  id: string;
  no: string;
  orderNo: string;
  side: 'customer' | 'factory';
  status: InvoiceApplicationStatus;
  customer: Party;
  factory: Party;
  invoicingInfo: Record<string, string | null> | null;
  amount: string;
  currency: string;
  invoiceNo: string | null;
  appliedAt: string;
  issuedAt: string | null;
}

const st = (no: string) => `customer-statements/${encodeURIComponent(no)}`;
const inv = (no: string) => `customer-invoices/${encodeURIComponent(no)}`;

export const listStatements = (p: Query) => get<PageAnswer<Statement>>(`customer-statements?${queryString(p)}`);
export const statementsExportUrl = (p: Record<string, unknown>) => `/api/customer-statements/export?${queryString(p)}`;
export const statementCustomers = () => get<Array<{ uid: string; name: string }>>('customer-statements/customers');
export const fetchStatement = (no: string) => get<StatementDetail>(st(no));
export const createStatement = (body: { customerUid: string; period: string; note?: string }) =>
  post<StatementDetail>('customer-statements', body);
export const adjustStatement = (
  no: string,
  body: { adjustments: Array<{ description: string; amount: string }>; rowVersion?: number },
) => call<StatementDetail>('PUT', `${st(no)}/adjustments`, body);
export const moveStatement = (no: string, action: 'send' | 'reopen', rowVersion?: number) =>
  post<StatementDetail>(`${st(no)}/${action}`, { rowVersion });
export const cancelStatement = (no: string, reason: string, rowVersion?: number) =>
  post<StatementDetail>(`${st(no)}/cancel`, { reason, rowVersion });
export const answerStatement = (
  no: string,
  body: {
    lines: Array<{ position: number; answer: 'confirmed' | 'disputed'; reason?: string }>;
    note?: string;
    rowVersion?: number;
  },
) => post<StatementDetail>(`${st(no)}/answer`, body);
export const statementPdfUrl = (no: string) => `/api/${st(no)}/pdf`;
export const statementExcelUrl = (no: string) => `/api/${st(no)}/export`;

export const listInvoices = (p: Query) => get<PageAnswer<Invoice>>(`customer-invoices?${queryString(p)}`);
export const invoicesExportUrl = (p: Record<string, unknown>) => `/api/customer-invoices/export?${queryString(p)}`;
export const fetchInvoice = (no: string) => get<InvoiceDetail>(inv(no));
export const createInvoice = (body: {
  statementNo?: string;
  customerUid?: string;
  lines?: Array<{ orderNo: string; quantity: number }>;
  taxRate?: string;
  note?: string;
}) => post<InvoiceDetail>('customer-invoices', body);
export const issueInvoice = (no: string, body: { taxInvoiceNo?: string; rowVersion?: number }) =>
  post<InvoiceDetail>(`${inv(no)}/issue`, body);
export const sendInvoice = (no: string, rowVersion?: number) => post<InvoiceDetail>(`${inv(no)}/send`, { rowVersion });
export const voidInvoice = (no: string, reason: string, rowVersion?: number) =>
  post<InvoiceDetail>(`${inv(no)}/void`, { reason, rowVersion });
export const invoicePdfUrl = (no: string) => `/api/${inv(no)}/pdf`;

export const listApplications = (p: Query) =>
  get<PageAnswer<Application>>(`customer-invoicing/applications?${queryString(p)}`);
export const applicationsExportUrl = (p: Record<string, unknown>) =>
  `/api/customer-invoicing/applications/export?${queryString(p)}`;
export const fetchApplication = (no: string) =>
  get<Application>(`customer-invoicing/applications/${encodeURIComponent(no)}`);
