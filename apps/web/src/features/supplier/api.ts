import type {
  EvaluationCriterion,
  ExpiryState,
  QualificationKind,
  SupplierAction,
  SupplierPaymentTerm,
  SupplierScope,
  SupplierStatus,
  SupplyCategory,
} from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The supplier master and potential-supplier calls of issue 19. */
export interface SupplierContact {
  name: string;
  role: string;
  phone: string;
  email: string;
}

export interface Supplier {
  uid: string;
  supplierNo: string;
  name: string;
  shortName: string;
  status: SupplierStatus;
  version: number;
  enterprise: { uid: string; name: string | null; no: string | null } | null;
  factory: { uid: string; name: string | null };
  contacts: SupplierContact[];
  categories: SupplyCategory[];
  paymentTerms: SupplierPaymentTerm;
  currency: string;
  taxNo: string;
  bankName: string;
  bankAccount: string;
  address: string;
  rating: number | null;
  note: string;
  statusReason: string | null;
  approvedAt: string | null;
  updatedAt: string;
  documents: { total: number; expired: number; expiring: number; worst: ExpiryState | null };
  role: 'factory' | 'supplier';
  actions: SupplierAction[];
}

export interface SupplierDocument {
  uid: string;
  kind: QualificationKind;
  title: string;
  documentNo: string;
  issuedOn: string | null;
  expiresOn: string | null;
  expiry: ExpiryState;
}

export interface SupplierDetail extends Supplier {
  documentList: SupplierDocument[];
  evaluations: Array<{
    uid: string;
    scores: Record<EvaluationCriterion, number>;
    total: string;
    decision: 'approve' | 'reject';
    reason: string;
    evaluator: string;
    evaluatedAt: string;
  }>;
  log: Array<{ at: string; action: string; by: string; words: string }>;
}

export type SupplierInput = Partial<
  Pick<
    Supplier,
    | 'name'
    | 'shortName'
    | 'contacts'
    | 'categories'
    | 'paymentTerms'
    | 'currency'
    | 'taxNo'
    | 'bankName'
    | 'bankAccount'
    | 'address'
    | 'note'
  >
> & { enterpriseUid?: string | null; rating?: number | null; version?: number };

type Query = PageParams & Record<string, unknown>;

export const listSuppliers = (p: Query) =>
  get<PageAnswer<Supplier> & { counts: Record<string, number> }>(`suppliers?${queryString(p)}`);
export const supplierExportUrl = (filters: Record<string, unknown>) => `/api/suppliers/export?${queryString(filters)}`;
export const getSupplier = (uid: string) => get<SupplierDetail>(`suppliers/${uid}`);
export const platformSuppliers = () =>
  get<Array<{ uid: string; name: string; no: string }>>('suppliers/platform-enterprises');
export const createSupplier = (body: SupplierInput) => post<SupplierDetail>('suppliers', body);
export const changeSupplier = (uid: string, body: SupplierInput) =>
  call<SupplierDetail>('PUT', `suppliers/${uid}`, body);
export const moveSupplier = (
  uid: string,
  action: Exclude<SupplierAction, 'approve' | 'reject'>,
  body: { reason?: string; version?: number },
) => post<{ status: SupplierStatus }>(`suppliers/${uid}/${action}`, body);
export const evaluateSupplier = (
  uid: string,
  body: {
    scores: Record<EvaluationCriterion, number>;
    decision: 'approve' | 'reject';
    reason?: string;
    version?: number;
  },
) => post<{ status: SupplierStatus; total: string }>(`suppliers/${uid}/evaluations`, body);
export const addSupplierDocument = (
  uid: string,
  body: {
    kind: QualificationKind;
    title?: string;
    documentNo?: string;
    issuedOn?: string | null;
    expiresOn?: string | null;
  },
) => post<SupplierDetail>(`suppliers/${uid}/documents`, body);
export const removeSupplierDocument = (uid: string, documentUid: string) =>
  call<null>('DELETE', `suppliers/${uid}/documents/${documentUid}`);
export type { SupplierScope };
