import type { Body, Schemas } from '../../api/contract';
import { call, get, post } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';
import { queryString } from '../wallet/api';

/** Shipping addresses and invoicing info of the caller's enterprise (GET/POST/PUT/DELETE, paged lists). */
export type ShippingAddress = Schemas['ShippingAddress'];
export type AddressInput = Body<'/api/addresses', 'post'>;

type Query = PageParams & Record<string, unknown>;
// Field errors are shown on the form's field by the caller, so these writes are silent.
const quiet = { silent: true };

export const listAddresses = (p: Query) => get<PageAnswer<ShippingAddress>>(`addresses?${queryString(p)}`);
export const createAddress = (body: AddressInput) => post<ShippingAddress>('addresses', body, quiet);
export const updateAddress = (id: string, body: AddressInput) =>
  call<ShippingAddress>('PUT', `addresses/${encodeURIComponent(id)}`, body, quiet);
export const deleteAddress = (id: string) => call<null>('DELETE', `addresses/${encodeURIComponent(id)}`);
export const setDefaultAddress = (id: string) => post<ShippingAddress>(`addresses/${encodeURIComponent(id)}/default`);

export type InvoicingInfo = Schemas['InvoicingInfo'];
export type InvoicingInput = Body<'/api/invoicing-infos', 'post'>;

export const listInvoicingInfos = (p: Query) => get<PageAnswer<InvoicingInfo>>(`invoicing-infos?${queryString(p)}`);
export const createInvoicingInfo = (body: InvoicingInput) => post<InvoicingInfo>('invoicing-infos', body, quiet);
export const updateInvoicingInfo = (id: string, body: InvoicingInput) =>
  call<InvoicingInfo>('PUT', `invoicing-infos/${encodeURIComponent(id)}`, body, quiet);
export const deleteInvoicingInfo = (id: string) => call<null>('DELETE', `invoicing-infos/${encodeURIComponent(id)}`);
/** The taxpayer and bank card numbers in full, for the owner who gives the password. */
export const revealInvoicingInfo = (id: string, password: string) =>
  post<Schemas['RevealedInvoicingInfo']>(`invoicing-infos/${encodeURIComponent(id)}/reveal`, { password }, quiet);
