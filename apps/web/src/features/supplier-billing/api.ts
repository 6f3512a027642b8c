import type { SupplierFeeAction, SupplierInvoiceAction, SupplierStatementAction } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The supplier fee, statement and invoice calls of issue 19. Amounts are two-decimal strings; quantities and prices plain decimals. */
export type SupplierFee = Schemas['SupplierFeeRow'];
export type SupplierFeeDetail = Schemas['SupplierFee'];
export type Party = SupplierFee['factory'];
export type LogEntry = SupplierFeeDetail['log'][number];
export type StatementLine = Schemas['SupplierStatementLine'];
export type SupplierStatement = Schemas['SupplierStatementRow'];
export type StatementDetail = Schemas['SupplierStatement'];
export type MatchBasis = Answer<'/api/supplier-statements/{no}/invoiceable', 'get'>['lines'][number];
export type SupplierInvoice = Schemas['SupplierInvoiceRow'];
export type InvoiceDetail = Schemas['SupplierInvoice'];
export type InvoiceLine = InvoiceDetail['lines'][number];
export type FeeInput = Body<'/api/supplier-fees', 'post'>;
export type StatementInput = Body<'/api/supplier-statements', 'post'>;
export type InvoiceInput = Body<'/api/supplier-invoices', 'post'>;
/** The body of an action on a fee: the day accepted (accept), the reason (reject), nothing (withdraw). */
export type FeeActionInput =
  | NonNullable<Body<'/api/supplier-fees/{no}/accept', 'post'>>
  | Body<'/api/supplier-fees/{no}/reject', 'post'>
  | NonNullable<Body<'/api/supplier-fees/{no}/withdraw', 'post'>>;
/** The body of an action on a statement: the version read, the disputed lines (dispute), the adjustment (reissue). */
export type StatementActionInput =
  | NonNullable<Body<'/api/supplier-statements/{no}/confirm', 'post'>>
  | Body<'/api/supplier-statements/{no}/dispute', 'post'>
  | NonNullable<Body<'/api/supplier-statements/{no}/reissue', 'post'>>;
/** The body of an action on an invoice: nothing (accept), the reason (reject). */
export type InvoiceActionInput =
  NonNullable<Body<'/api/supplier-invoices/{no}/accept', 'post'>> | Body<'/api/supplier-invoices/{no}/reject', 'post'>;

type Query = PageParams & Record<string, unknown>;
const at = (no: string) => encodeURIComponent(no);

export const billingSide = () =>
  get<Answer<'/api/supplier-billing/side', 'get'>>('supplier-billing/side', { silent: true });

export const listFees = (p: Query) => get<Answer<'/api/supplier-fees', 'get'>>(`supplier-fees?${queryString(p)}`);
export const feesExportUrl = (f: Record<string, unknown>) => `/api/supplier-fees/export?${queryString(f)}`;
export const getFee = (no: string) => get<SupplierFeeDetail>(`supplier-fees/${at(no)}`);
export const feeableOrders = () => get<Answer<'/api/supplier-fees/orders', 'get'>>('supplier-fees/orders');
export const proposeFee = (body: FeeInput) => post<Answer<'/api/supplier-fees', 'post'>>('supplier-fees', body);
export const moveFee = (no: string, action: SupplierFeeAction, body: FeeActionInput = {}) =>
  post<Answer<'/api/supplier-fees/{no}/accept', 'post'>>(`supplier-fees/${at(no)}/${action}`, body);

export const listStatements = (p: Query) =>
  get<Answer<'/api/supplier-statements', 'get'>>(`supplier-statements?${queryString(p)}`);
export const statementsExportUrl = (f: Record<string, unknown>) => `/api/supplier-statements/export?${queryString(f)}`;
export const getStatement = (no: string) => get<StatementDetail>(`supplier-statements/${at(no)}`);
/** A supplier a statement can be issued to, with the currency its supplier record trades in (proposed for the statement). */
export const statementSuppliers = () =>
  get<Answer<'/api/supplier-statements/suppliers', 'get'>>('supplier-statements/suppliers');
export const issueStatement = (body: StatementInput) =>
  post<Answer<'/api/supplier-statements', 'post'>>('supplier-statements', body);
export const moveStatement = (no: string, action: SupplierStatementAction, body: StatementActionInput = {}) =>
  post<Answer<'/api/supplier-statements/{no}/confirm', 'post'>>(`supplier-statements/${at(no)}/${action}`, body);
export const invoiceable = (no: string) =>
  get<Answer<'/api/supplier-statements/{no}/invoiceable', 'get'>>(`supplier-statements/${at(no)}/invoiceable`);

export const listInvoices = (p: Query) =>
  get<Answer<'/api/supplier-invoices', 'get'>>(`supplier-invoices?${queryString(p)}`);
export const invoicesExportUrl = (f: Record<string, unknown>) => `/api/supplier-invoices/export?${queryString(f)}`;
export const getInvoice = (no: string) => get<InvoiceDetail>(`supplier-invoices/${at(no)}`);
export const submitInvoice = (body: InvoiceInput) =>
  post<Answer<'/api/supplier-invoices', 'post'>>('supplier-invoices', body);
export const moveInvoice = (no: string, action: SupplierInvoiceAction, body: InvoiceActionInput = {}) =>
  post<Answer<'/api/supplier-invoices/{no}/accept', 'post'>>(`supplier-invoices/${at(no)}/${action}`, body);
