import { get, call } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Third-party sharing by the customer's consent (apps/server/src/modules/consent). */
export const CONSENT_CATEGORIES = ['profile', 'addresses', 'invoicing', 'orders'] as const;
export type ConsentCategory = (typeof CONSENT_CATEGORIES)[number];

export interface Consent {
  status: 'none' | 'granted' | 'revoked';
  effective: boolean;
  thirdParty: string | null;
  purpose: string | null;
  expiresOn: string | null;
  grantedAt: string | null;
  revokedAt: string | null;
  rowVersion: number;
}

export interface FactoryConsents {
  uid: string;
  no: string;
  name: string;
  consents: Record<ConsentCategory, Consent>;
}

export interface SharedCustomer {
  uid: string;
  no: string;
  name: string;
  granted: ConsentCategory[];
  /** When the customer last granted or revoked anything for this factory. */
  answeredAt: string | null;
}

export interface SharedDetail {
  customer: { uid: string; no: string; name: string };
  consents: Record<ConsentCategory, Consent>;
  shared: Partial<Record<ConsentCategory, Record<string, unknown> | Array<Record<string, unknown>> | null>>;
  withheld: ConsentCategory[];
}

export interface ConsentAnswer {
  granted: boolean;
  thirdParty?: string;
  purpose?: string;
  expiresOn?: string | null;
  rowVersion: number;
}

export const fetchSide = () => get<{ side: 'customer' | 'factory' }>('customer-consents/side');
/** The customer's consents per factory: `keyword` (factory name or number), `from` / `to` (days it answered). */
export const fetchOverview = (f: Record<string, unknown> = {}) =>
  get<{ factories: FactoryConsents[] }>(`customer-consents?${queryString(f)}`);
/** The customer's consents as Excel with the overview's filters, one row per factory and category. */
export const overviewExportUrl = (f: Record<string, unknown>) => `/api/customer-consents/export?${queryString(f)}`;
export const searchFactories = (keyword: string) =>
  get<Array<{ uid: string; no: string; name: string }>>(`customer-consents/factories?${queryString({ keyword })}`);
export const answerConsent = (factoryUid: string, category: ConsentCategory, body: ConsentAnswer) =>
  call<Consent>('PUT', `customer-consents/${factoryUid}/${category}`, body);
export const listSharedCustomers = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<SharedCustomer>>(`customer-consents/customers?${queryString(p)}`);
/** The factory's customer list as Excel with the list's filters (the server caps the rows). */
export const sharedCustomersExportUrl = (f: Record<string, unknown>) =>
  `/api/customer-consents/customers/export?${queryString(f)}`;
export const fetchShared = (uid: string) => get<SharedDetail>(`customer-consents/customers/${uid}`);
export const listConsentLog = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<{ id: number; at: string; text: string }>>(`customer-consents/log?${queryString(p)}`);
/** The log as Excel with its search and days (the server caps the rows). */
export const consentLogExportUrl = (f: Record<string, unknown>) =>
  `/api/customer-consents/log/export?${queryString(f)}`;
