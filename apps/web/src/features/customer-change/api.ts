import { centsOfText, type CustomerChangeAction, type CustomerChangeStatus } from '@pcbunion/core';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer-change calls of issue 20 (apps/server/src/modules/customer-change). Amounts are cents as text. */
export interface CustomerChange {
  no: string;
  status: CustomerChangeStatus;
  side: 'customer' | 'factory';
  customer: { id: string; name: string | null };
  factory: { id: string; name: string | null };
  orderNo: string;
  description: string;
  what: string;
  newRevision: string | null;
  newQuantity: number | null;
  newDate: string | null;
  amountDelta: string | null;
  impactDate: string | null;
  impactNote: string | null;
  rejectReason: string | null;
  appliedTo: string[];
  rowVersion: number;
  createdAt: string;
  actions: CustomerChangeAction[];
}

export interface CustomerChangeDetail extends CustomerChange {
  files: Array<{ id: string; name: string; size: number; url: string }>;
  saleNotices: Array<{
    no: string;
    status: string;
    partNo: string;
    revision: string | null;
    quantity: number;
    deliveryDate: string;
  }>;
  log: Array<{ id: number; at: string; action: string; actor: string | null; text: string }>;
}

export interface ChangeAsk {
  orderNo: string;
  description: string;
  newRevision?: string | null;
  newQuantity?: number | null;
  newDate?: string | null;
  fileIds?: string[];
}

const at = (no: string) => `customer-changes/${encodeURIComponent(no)}`;
export const listChanges = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<CustomerChange>>(`customer-changes?${queryString(p)}`);
export const changesExportUrl = (p: Record<string, unknown>) => `/api/customer-changes/export?${queryString(p)}`;
export const fetchChange = (no: string) => get<CustomerChangeDetail>(at(no));
export const askChange = (body: ChangeAsk) => post<CustomerChangeDetail>('customer-changes', body);
export const actOnChange = (
  no: string,
  body: {
    action: CustomerChangeAction;
    /** The price impact as typed, in yuan: "-30.5". */
    amountDelta?: string;
    impactDate?: string;
    impactNote?: string;
    reason?: string;
    rowVersion?: number;
  },
) => post<CustomerChangeDetail>(`${at(no)}/actions`, body);

/** An API amount with its sign: "1250.00" → "+1250.00". */
export const signedYuan = (amount: string | null) => {
  if (amount == null) return '—';
  return centsOfText(amount) > 0n ? `+${amount}` : amount;
};
