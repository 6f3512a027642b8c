import type {
  CustomerAddress,
  CustomerContact,
  CustomerLevel,
  CustomerOrigin,
  CustomerPaymentTerm,
  CustomerStatus,
  FollowUpWay,
  LeadAction,
  LeadSource,
  LeadStage,
} from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer files and leads of issue 20 (apps/server/src/modules/customer). Money as "12345.67". */
export interface Person {
  uid: string;
  name: string | null;
}

export interface Customer {
  uid: string;
  customerNo: string;
  name: string;
  abbreviation: string;
  level: CustomerLevel;
  status: CustomerStatus;
  origin: CustomerOrigin;
  contact: string;
  phone: string;
  taxId: string;
  creditLimit: string;
  /** Open receivables + released undelivered sales notices, in `currency`. */
  creditUsed: string;
  currency: string;
  paymentTerms: CustomerPaymentTerm;
  salesman: Person | null;
  platform: { uid: string; name: string; no: string } | null;
  rowVersion: number;
  createdAt: string;
}

export interface LogLine {
  at: string;
  action: string;
  by: string;
  words: string;
}

export interface CustomerDetail extends Customer {
  contacts: CustomerContact[];
  addresses: CustomerAddress[];
  invoiceTitle: string;
  bankName: string;
  bankAccount: string;
  note: string;
  platformOrders: number;
  /** Credit use: limit, used = open receivables (delivered, not invoiced) + released undelivered notices, available (null without a limit). */
  credit: {
    limited: boolean;
    currency: string;
    limit: string;
    used: string;
    open: string;
    undelivered: string;
    available: string | null;
  };
  leads: Array<{ no: string; stage: LeadStage; company: string }>;
  log: LogLine[];
}

export interface CustomerForm {
  name?: string;
  abbreviation?: string;
  level?: CustomerLevel;
  platformEnterpriseUid?: string | null;
  contacts?: CustomerContact[];
  addresses?: CustomerAddress[];
  taxId?: string;
  invoiceTitle?: string;
  bankName?: string;
  bankAccount?: string;
  creditLimit?: string;
  currency?: string;
  paymentTerms?: CustomerPaymentTerm;
  salesmanUid?: string | null;
  note?: string;
  rowVersion?: number;
}

export interface Lead {
  no: string;
  company: string;
  contactName: string;
  phone: string;
  email: string;
  source: LeadSource;
  stage: LeadStage;
  requirement: string;
  lostReason: string | null;
  nextFollowUpOn: string | null;
  salesman: Person | null;
  customerUid: string | null;
  note: string;
  rowVersion: number;
  createdAt: string;
  actions: LeadAction[];
}

export interface LeadDetail extends Lead {
  customer: { uid: string; customerNo: string; name: string } | null;
  followUps: Array<{
    uid: string;
    followedOn: string;
    way: FollowUpWay;
    summary: string;
    nextFollowUpOn: string | null;
    by: string;
    createdAt: string;
  }>;
  log: LogLine[];
}

export interface LeadForm {
  company?: string;
  contactName?: string;
  phone?: string;
  email?: string;
  source?: LeadSource;
  requirement?: string;
  nextFollowUpOn?: string | null;
  salesmanUid?: string | null;
  note?: string;
  rowVersion?: number;
}

export const listCustomers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Customer>>(`customers?${queryString(p)}`);
export const customerExportUrl = (filters: Record<string, unknown>) => `/api/customers/export?${queryString(filters)}`;
export const fetchCustomer = (uid: string) => get<CustomerDetail>(`customers/${encodeURIComponent(uid)}`);
export const createCustomer = (body: CustomerForm) => post<{ uid: string; customerNo: string }>('customers', body);
export const changeCustomer = (uid: string, body: CustomerForm) =>
  call<{ uid: string; rowVersion: number }>('PUT', `customers/${encodeURIComponent(uid)}`, body);
export const moveCustomer = (uid: string, action: 'archive' | 'restore', rowVersion: number) =>
  post<{ status: CustomerStatus }>(`customers/${encodeURIComponent(uid)}/${action}`, { rowVersion });
export const salesmen = () =>
  get<Array<{ uid: string; name: string; jobNumber: string | null; department: string | null }>>('customers/salesmen');
export const platformCandidates = () =>
  get<Array<{ uid: string; name: string; no: string }>>('customers/platform-candidates');

export const listLeads = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Lead> & { counts: Record<string, number> }>(`customer-leads?${queryString(p)}`);
export const leadExportUrl = (filters: Record<string, unknown>) => `/api/customer-leads/export?${queryString(filters)}`;
export const fetchLead = (no: string) => get<LeadDetail>(`customer-leads/${encodeURIComponent(no)}`);
export const createLead = (body: LeadForm) => post<{ no: string }>('customer-leads', body);
export const changeLead = (no: string, body: LeadForm) =>
  call<{ no: string }>('PUT', `customer-leads/${encodeURIComponent(no)}`, body);
export const moveLead = (no: string, body: { action: LeadAction; reason?: string; rowVersion?: number }) =>
  post<{ stage: LeadStage; customerUid: string | null }>(`customer-leads/${encodeURIComponent(no)}/actions`, body);
export const addFollowUp = (
  no: string,
  body: { followedOn?: string; way: FollowUpWay; summary: string; nextFollowUpOn?: string | null; rowVersion?: number },
) => post<{ stage: LeadStage }>(`customer-leads/${encodeURIComponent(no)}/follow-ups`, body);
