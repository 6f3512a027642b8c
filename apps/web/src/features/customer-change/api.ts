import { centsOfText } from '@pcbunion/core';
import type { Body, Schemas } from '../../api/contract';
import { get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** The customer-change calls of issue 20 (apps/server/src/modules/customer-change). Amounts are yuan as text ("-30.50"). */
export type CustomerChange = Schemas['CustomerChangeRow'];
export type CustomerChangeDetail = Schemas['CustomerChange'];
export type ChangeAsk = Body<'/api/customer-changes', 'post'>;
export type ChangeActionInput = Body<'/api/customer-changes/{no}/actions', 'post'>;

const at = (no: string) => `customer-changes/${encodeURIComponent(no)}`;
export const listChanges = (p: PageParams & Record<string, unknown>) =>
  get<PageAnswer<CustomerChange>>(`customer-changes?${queryString(p)}`);
export const changesExportUrl = (p: Record<string, unknown>) => `/api/customer-changes/export?${queryString(p)}`;
export const fetchChange = (no: string) => get<CustomerChangeDetail>(at(no));
export const askChange = (body: ChangeAsk) => post<CustomerChangeDetail>('customer-changes', body);
export const actOnChange = (no: string, body: ChangeActionInput) =>
  post<CustomerChangeDetail>(`${at(no)}/actions`, body);

/** An API amount with its sign: "1250.00" → "+1250.00". */
export const signedYuan = (amount: string | null) => {
  if (amount == null) return '—';
  return centsOfText(amount) > 0n ? `+${amount}` : amount;
};
