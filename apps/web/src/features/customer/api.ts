import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer files and leads of issue 20 (apps/server/src/modules/customer). Money as "12345.67". */
export type Customer = Schemas['CustomerRow'];
export type Person = NonNullable<Customer['salesman']>;
export type CustomerDetail = Schemas['Customer'];
export type LogLine = CustomerDetail['log'][number];
/** A customer file's fields as a change writes them (a new file needs its name too). */
export type CustomerForm = Omit<Body<'/api/customers/{uid}', 'put'>, 'rowVersion'>;
export type NewCustomerInput = Body<'/api/customers', 'post'>;
export type Lead = Schemas['CustomerLeadRow'];
export type LeadDetail = Schemas['CustomerLead'];
/** A lead's fields as a change writes them (a new lead needs its company too). */
export type LeadForm = Body<'/api/customer-leads/{no}', 'put'>;
export type NewLeadInput = Body<'/api/customer-leads', 'post'>;
export type LeadActionInput = Body<'/api/customer-leads/{no}/actions', 'post'>;
export type FollowUpInput = Body<'/api/customer-leads/{no}/follow-ups', 'post'>;

export const listCustomers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Customer>>(`customers?${queryString(p)}`);
export const customerExportUrl = (filters: Record<string, unknown>) => `/api/customers/export?${queryString(filters)}`;
export const fetchCustomer = (uid: string) => get<CustomerDetail>(`customers/${encodeURIComponent(uid)}`);
export const createCustomer = (body: NewCustomerInput) => post<Answer<'/api/customers', 'post'>>('customers', body);
export const changeCustomer = (uid: string, body: Body<'/api/customers/{uid}', 'put'>) =>
  call<Answer<'/api/customers/{uid}', 'put'>>('PUT', `customers/${encodeURIComponent(uid)}`, body);
export const moveCustomer = (uid: string, action: 'archive' | 'restore', rowVersion: number) =>
  post<Answer<'/api/customers/{uid}/archive', 'post'>>(`customers/${encodeURIComponent(uid)}/${action}`, {
    rowVersion,
  });
export const salesmen = () => get<Answer<'/api/customers/salesmen', 'get'>>('customers/salesmen');
export const platformCandidates = () =>
  get<Answer<'/api/customers/platform-candidates', 'get'>>('customers/platform-candidates');

export const listLeads = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Lead> & Pick<Answer<'/api/customer-leads', 'get'>, 'counts'>>(`customer-leads?${queryString(p)}`);
export const leadExportUrl = (filters: Record<string, unknown>) => `/api/customer-leads/export?${queryString(filters)}`;
export const fetchLead = (no: string) => get<LeadDetail>(`customer-leads/${encodeURIComponent(no)}`);
export const createLead = (body: NewLeadInput) => post<Answer<'/api/customer-leads', 'post'>>('customer-leads', body);
export const changeLead = (no: string, body: LeadForm) =>
  call<Answer<'/api/customer-leads/{no}', 'put'>>('PUT', `customer-leads/${encodeURIComponent(no)}`, body);
export const moveLead = (no: string, body: LeadActionInput) =>
  post<Answer<'/api/customer-leads/{no}/actions', 'post'>>(`customer-leads/${encodeURIComponent(no)}/actions`, body);
export const addFollowUp = (no: string, body: FollowUpInput) =>
  post<Answer<'/api/customer-leads/{no}/follow-ups', 'post'>>(
    `customer-leads/${encodeURIComponent(no)}/follow-ups`,
    body,
  );
