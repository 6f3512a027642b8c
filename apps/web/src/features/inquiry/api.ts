import type { InquiryTab } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { DfmReport, GivenFindings } from '../capability';
import type { PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Online inquiries (docs/inquiries.md): both sides; the server decides which side the caller is on. */
export type Inquiry = Schemas['Inquiry'];
export type InquiryVersion = Schemas['InquiryVersion'];

/**
 * The detail; its design-rule `report` is cam's figures, which the server passes on as cam wrote them (typed here by
 * the capability screens' reading of it).
 */
export type InquiryDetail = Omit<Schemas['InquiryDetail'], 'dfm'> & {
  /** The board's design-rule findings against the merchant's capability table (an inquiry from a Gerber upload). */
  dfm: (Omit<NonNullable<Schemas['InquiryDetail']['dfm']>, 'report'> & GivenFindings & { report: DfmReport }) | null;
};

export type NewInquiry = Body<'/api/inquiries', 'post'>;
export type ApproveInput = Body<'/api/inquiries/{no}/approve', 'post'>;

const at = (no: string) => `inquiries/${encodeURIComponent(no)}`;

export const listInquiries = (
  params: PageParams & { tab?: InquiryTab; side?: 'customer' | 'factory' } & Record<string, unknown>,
) => get<Answer<'/api/inquiries', 'get'>>(`inquiries?${queryString(params as never)}`);
export const getInquiry = (no: string) => get<InquiryDetail>(at(no));
export const compareInquiry = (no: string, a: number, b: number) =>
  get<Answer<'/api/inquiries/{no}/compare', 'get'>>(`${at(no)}/compare?a=${a}&b=${b}`);
export const createInquiry = (body: NewInquiry) => post<Inquiry>('inquiries', body);
export const modifyInquiry = (no: string, body: Body<'/api/inquiries/{no}', 'put'>) =>
  call<Inquiry>('PUT', at(no), body);
export const withdrawInquiry = (no: string) => post<Inquiry>(`${at(no)}/withdraw`);
export const deleteInquiry = (no: string) => call<null>('DELETE', at(no));
export const approveInquiry = (no: string, body: ApproveInput) => post<Inquiry>(`${at(no)}/approve`, body);
export const rejectInquiry = (no: string, reason: string, expectedVersion?: number) =>
  post<Inquiry>(`${at(no)}/reject`, { reason, expectedVersion });
/** Silent: the manual-quotation tab shows the refusal itself (an inquiry not found keeps the tab, spec 01 §2.7). */
export const openQuotation = (no: string) => post<Inquiry>(`${at(no)}/quoting`, {}, { silent: true });
/** The cart's own call (orders): an approved inquiry goes into the cart. */
export const addToCart = (inquiryNo: string) => post<Answer<'/api/cart/items', 'post'>>('cart/items', { inquiryNo });
