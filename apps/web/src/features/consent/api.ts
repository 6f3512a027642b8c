import type { Answer, Body, Schemas } from '../../api/contract';
import { get, call } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Third-party sharing by the customer's consent (apps/server/src/modules/consent). */
export const CONSENT_CATEGORIES = ['profile', 'addresses', 'invoicing', 'orders'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export type Consent = Schemas['Consent'];
export type FactoryConsents = Schemas['FactoryConsents'];
export type SharedCustomer = Schemas['SharedCustomer'];
export type SharedDetail = Schemas['SharedCustomerDetail'];
export type ConsentLogLine = Schemas['ConsentLogLine'];
export type ConsentAnswer = Body<'/api/customer-consents/{factoryUid}/{category}', 'put'>;

export const fetchSide = () => get<Answer<'/api/customer-consents/side', 'get'>>('customer-consents/side');
/** The customer's consents per factory: `keyword` (factory name or number), `from` / `to` (days it answered). */
export const fetchOverview = (f: Record<string, unknown> = {}) =>
  get<Answer<'/api/customer-consents', 'get'>>(`customer-consents?${queryString(f)}`);
/** The customer's consents as Excel with the overview's filters, one row per factory and category. */
export const overviewExportUrl = (f: Record<string, unknown>) => `/api/customer-consents/export?${queryString(f)}`;
export const searchFactories = (keyword: string) =>
  get<Answer<'/api/customer-consents/factories', 'get'>>(`customer-consents/factories?${queryString({ keyword })}`);
export const answerConsent = (factoryUid: string, category: ConsentCategory, body: ConsentAnswer) =>
  call<Answer<'/api/customer-consents/{factoryUid}/{category}', 'put'>>(
    'PUT',
    `customer-consents/${factoryUid}/${category}`,
    body,
  );
export const listSharedCustomers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<SharedCustomer>>(`customer-consents/customers?${queryString(p)}`);
/** The factory's customer list as Excel with the list's filters (the server caps the rows). */
export const sharedCustomersExportUrl = (f: Record<string, unknown>) =>
  `/api/customer-consents/customers/export?${queryString(f)}`;
export const fetchShared = (uid: string) => get<SharedDetail>(`customer-consents/customers/${uid}`);
export const listConsentLog = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ConsentLogLine>>(`customer-consents/log?${queryString(p)}`);
/** The log as Excel with its search and days (the server caps the rows). */
export const consentLogExportUrl = (f: Record<string, unknown>) =>
  `/api/customer-consents/log/export?${queryString(f)}`;
