import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer statement, customer invoice and customer invoicing calls of issue 20 (apps/server/src/modules/customer-billing). */
type Query = PageParams & Record<string, unknown>;

export type Statement = Schemas['CustomerStatementRow'];
export type StatementDetail = Schemas['CustomerStatement'];
export type StatementLine = StatementDetail['lines'][number];
export type Invoice = Schemas['CustomerInvoiceRow'];
export type InvoiceDetail = Schemas['CustomerInvoice'];
export type Application = Schemas['CustomerInvoiceApplication'];
export type StatementInput = Body<'/api/customer-statements', 'post'>;
export type AdjustmentsInput = Body<'/api/customer-statements/{no}/adjustments', 'put'>;
export type StatementAnswerInput = Body<'/api/customer-statements/{no}/answer', 'post'>;
export type InvoiceInput = Body<'/api/customer-invoices', 'post'>;
export type IssueInput = Body<'/api/customer-invoices/{no}/issue', 'post'>;

const st = (no: string) => `customer-statements/${encodeURIComponent(no)}`;
const inv = (no: string) => `customer-invoices/${encodeURIComponent(no)}`;

export const listStatements = (p: Query) => get<PageAnswer<Statement>>(`customer-statements?${queryString(p)}`);
export const statementsExportUrl = (p: Record<string, unknown>) => `/api/customer-statements/export?${queryString(p)}`;
export const statementCustomers = () =>
  get<Answer<'/api/customer-statements/customers', 'get'>>('customer-statements/customers');
export const fetchStatement = (no: string) => get<StatementDetail>(st(no));
export const createStatement = (body: StatementInput) => post<StatementDetail>('customer-statements', body);
export const adjustStatement = (no: string, body: AdjustmentsInput) =>
  call<StatementDetail>('PUT', `${st(no)}/adjustments`, body);
export const moveStatement = (no: string, action: 'send' | 'reopen', rowVersion?: number) =>
  post<StatementDetail>(`${st(no)}/${action}`, { rowVersion });
export const cancelStatement = (no: string, reason: string, rowVersion?: number) =>
  post<StatementDetail>(`${st(no)}/cancel`, { reason, rowVersion });
export const answerStatement = (no: string, body: StatementAnswerInput) =>
  post<StatementDetail>(`${st(no)}/answer`, body);
export const statementPdfUrl = (no: string) => `/api/${st(no)}/pdf`;
export const statementExcelUrl = (no: string) => `/api/${st(no)}/export`;

export const listInvoices = (p: Query) => get<PageAnswer<Invoice>>(`customer-invoices?${queryString(p)}`);
export const invoicesExportUrl = (p: Record<string, unknown>) => `/api/customer-invoices/export?${queryString(p)}`;
export const fetchInvoice = (no: string) => get<InvoiceDetail>(inv(no));
export const createInvoice = (body: InvoiceInput) => post<InvoiceDetail>('customer-invoices', body);
export const issueInvoice = (no: string, body: IssueInput) => post<InvoiceDetail>(`${inv(no)}/issue`, body);
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

/** Customer payments (issue 30): bank receipts allocated to issued invoices, the rest kept as the customer's credit. */
export type Receipt = Schemas['CustomerReceiptRow'];
export type ReceiptDetail = Schemas['CustomerReceipt'];
export type Receivables = Schemas['CustomerReceivables'];
export type ReceiptInput = Body<'/api/customer-receipts', 'post'>;
const rc = (no: string) => `customer-receipts/${encodeURIComponent(no)}`;
/** A money-moving POST carries a fresh key: a retry of the same click is answered once (platform/idempotency). */
const once = (key: string) => ({ headers: { 'Idempotency-Key': key } });

export const listReceipts = (p: Query) => get<PageAnswer<Receipt>>(`customer-receipts?${queryString(p)}`);
export const fetchReceivables = (customerUid: string) =>
  get<Receivables>(`customer-receivables?customerUid=${encodeURIComponent(customerUid)}`);
export const recordReceipt = (body: ReceiptInput, key: string) =>
  post<ReceiptDetail>('customer-receipts', body, once(key));
export const allocateReceipt = (
  no: string,
  body: Body<'/api/customer-receipts/{no}/allocations', 'post'>,
  key: string,
) => post<ReceiptDetail>(`${rc(no)}/allocations`, body, once(key));
export const reverseReceipt = (no: string, reason: string, rowVersion: number, key: string) =>
  post<ReceiptDetail>(`${rc(no)}/reverse`, { reason, rowVersion }, once(key));
export const writeOffInvoice = (no: string, reason: string, rowVersion: number, key: string) =>
  post<InvoiceDetail>(`${inv(no)}/write-off`, { reason, rowVersion }, once(key));
