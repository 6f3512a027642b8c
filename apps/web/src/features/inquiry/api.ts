import type {
  InquiryAction,
  InquiryDetails,
  InquiryDetailsInput,
  InquiryDifference,
  InquiryPrice,
  InquiryStatus,
  InquiryTab,
} from '@pcbunion/core';
import { call, get, post } from '../../api/http';
import type { DfmReport, GivenFindings } from '../capability';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Online inquiries (docs/inquiries.md): both sides; the server decides which side the caller is on. */
export interface Inquiry {
  no: string;
  uid: string;
  status: InquiryStatus;
  version: number;
  requestVersion: number;
  source: string;
  customer: { id: string; name: string };
  merchant: { id: string; name: string };
  productNo: string;
  params: Record<string, string | number | null>;
  details: InquiryDetails;
  quantity: number;
  price: InquiryPrice;
  requestPrice: InquiryPrice;
  approvedPrice: { total: string; deliveryDays: number; reason: string | null } | null;
  deliveryDays: number;
  leadTime: string;
  leadTimes: { standard: number; fastest: number; required: number | null };
  rejectReason: string | null;
  quoting: { accountId: string; since: string } | null;
  side: 'customer' | 'factory';
  actions: InquiryAction[];
  createdAt: string;
  updatedAt: string;
}

export interface InquiryVersion {
  version: number;
  side: 'customer' | 'factory';
  productNo: string;
  params: Record<string, string | number | null>;
  pricedParams: Record<string, string>;
  details: InquiryDetails;
  price: InquiryPrice;
  quantity: number;
  deliveryDays: number;
  reason: string | null;
  createdAt: string;
}

export interface InquiryDetail extends Inquiry {
  versions: InquiryVersion[];
  log: Array<{ at: string; action: string; who: string; status: string | null; text: string }>;
  differences: InquiryDifference[];
  pricingVersion: number | null;
  /** The board's design-rule findings against the merchant's capability table (an inquiry from a Gerber upload). */
  dfm: (GivenFindings & { report: DfmReport; overall: 'fine' | 'upgrade' | 'cannot' | null }) | null;
}

export interface NewInquiry {
  merchant?: string | undefined;
  productNo?: string | undefined;
  params: Record<string, string | number | null>;
  source?: 'estimate' | 'gerber' | 'quotation';
  gerberFileId?: string | undefined;
  quoteId?: string | undefined;
  details?: InquiryDetailsInput;
}

export interface ApproveInput {
  total?: string;
  boardFee?: string;
  otherFees?: string;
  deliveryDays?: number;
  reason?: string;
  expectedVersion?: number;
}

const at = (no: string) => `inquiries/${encodeURIComponent(no)}`;

export const listInquiries = (
  params: PageParams & { tab?: InquiryTab; side?: 'customer' | 'factory' } & Record<string, unknown>,
) => get<PageAnswer<Inquiry> & { side: 'customer' | 'factory' }>(`inquiries?${queryString(params as never)}`);
export const getInquiry = (no: string) => get<InquiryDetail>(at(no));
export const compareInquiry = (no: string, a: number, b: number) =>
  get<{ differences: InquiryDifference[] }>(`${at(no)}/compare?a=${a}&b=${b}`);
export const createInquiry = (body: NewInquiry) => post<Inquiry>('inquiries', body);
export const modifyInquiry = (
  no: string,
  body: { params: NewInquiry['params']; productNo?: string; details?: InquiryDetailsInput; expectedVersion?: number },
) => call<Inquiry>('PUT', at(no), body);
export const withdrawInquiry = (no: string) => post<Inquiry>(`${at(no)}/withdraw`);
export const deleteInquiry = (no: string) => call<null>('DELETE', at(no));
export const approveInquiry = (no: string, body: ApproveInput) => post<Inquiry>(`${at(no)}/approve`, body);
export const rejectInquiry = (no: string, reason: string, expectedVersion?: number) =>
  post<Inquiry>(`${at(no)}/reject`, { reason, expectedVersion });
/** Silent: the manual-quotation tab shows the refusal itself (an inquiry not found keeps the tab, spec 01 §2.7). */
export const openQuotation = (no: string) => post<Inquiry>(`${at(no)}/quoting`, {}, { silent: true });
/** The cart's own call (orders): an approved inquiry goes into the cart. */
export const addToCart = (inquiryNo: string) => post<unknown>('cart/items', { inquiryNo });
