import type { QuotationTab, UpgradeReason } from '@pcbunion/core';
import type { Answer, Body, Schemas } from '../../api/contract';
import { call, get, post, type CallOptions } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** Factory quotations (docs/quotations.md). Every call is scoped to the caller's factory by the server. */
export type QuotationInput = Body<'/api/quotations', 'post'>;
/** A material line as the editor holds it: the material's number, then what the material file filled in. */
export type MaterialLine = { materialNo: string } & Partial<
  Omit<Schemas['QuotationMaterialLine'], 'lineNo' | 'materialNo'>
>;
/** A process line as a quotation (or a process flow) takes it. */
export type ProcessLine = NonNullable<QuotationInput['processes']>[number];
export type QuotationPatch = Body<'/api/quotations/{no}', 'put'>;
export type QuotationHeader = Schemas['QuotationHeader'];
export type GerberFile = Schemas['QuotationGerberFile'];
export type Quotation = Schemas['Quotation'];
export type LogEntry = Schemas['QuotationLogEntry'];

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
const at = (no: string) => `quotations/${encodeURIComponent(no)}`;

/** A page of the list with the type tabs' counts (all / platform / internal) under the same other filters. */
export type QuotationList = Answer<'/api/quotations', 'get'>;
export const listQuotations = (
  params: PageParams & { tab?: QuotationTab; type?: QuotationHeader['type'] } & Record<string, unknown>,
) => get<QuotationList>(`quotations?${query(params)}`);
export const getQuotation = (no: string) => get<Quotation>(at(no));
export const createQuotation = (body: QuotationInput) => post<Quotation>('quotations', body);
export const modifyQuotation = (no: string, body: QuotationPatch) => call<Quotation>('PUT', at(no), body);
export const deleteQuotation = (no: string) => call<Answer<'/api/quotations/{no}', 'delete'>>('DELETE', at(no));
export const quotationAction = (
  no: string,
  action: 'submit' | 'withdraw' | 'audit' | 'deapprove',
  options?: CallOptions,
) => post<Quotation>(`${at(no)}/${action}`, {}, options);
export const returnQuotation = (no: string, reason: string) => post<Quotation>(`${at(no)}/return`, { reason });
export const copyQuotation = (no: string, key: string, options?: CallOptions) =>
  post<Quotation>(`${at(no)}/copy`, {}, { ...options, headers: { 'Idempotency-Key': key } });
export const upgradeQuotation = (no: string, reason: UpgradeReason, remark?: string) =>
  post<Quotation>(`${at(no)}/upgrade`, { reason, remark });
export const quotationVersions = (no: string) => get<Quotation[]>(`${at(no)}/versions`);
export const quotationLog = (no: string) => get<LogEntry[]>(`${at(no)}/log`);
export const printDocument = (no: string, template: string) =>
  get<Schemas['PrintDocument']>(`${at(no)}/print?template=${encodeURIComponent(template)}`);
export const pdfUrl = (no: string, template: string) => `/api/${at(no)}/pdf?template=${encodeURIComponent(template)}`;
export const bindGerber = (no: string, gerberFileUid: string | undefined) =>
  post<Quotation>(`${at(no)}/gerber`, { gerberFileUid });
export const unbindGerber = (no: string, uid: string) => call<Quotation>('DELETE', `${at(no)}/gerber/${uid}`);

/** Masters. */
/** A customer file of the customer master as the quotation screens show it (level A–D); `rowVersion` makes a change compare-and-set. */
export type Customer = Schemas['FactoryCustomer'];
export type CustomerInput = Body<'/api/factory-customers', 'post'>;
export type Material = Schemas['Material'];
export type SupplierPrice = Material['prices'][number];
export type MaterialInput = Body<'/api/materials', 'post'>;
export type Currency = Schemas['Currency'];
export type Procedure = Schemas['ProcessProcedure'];
export type ProcessType = Schemas['ProcessType'];

export const listCustomers = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Customer>>(`factory-customers?${query(params)}`);
export const saveCustomer = (body: CustomerInput, uid?: string) =>
  uid ? call<Customer>('PUT', `factory-customers/${uid}`, body) : post<Customer>('factory-customers', body);
export const deleteCustomer = (uid: string) => call<null>('DELETE', `factory-customers/${uid}`);
export const listMaterials = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Material>>(`materials?${query(params)}`);
export const getMaterial = (uid: string) => get<Material>(`materials/${uid}`);
export const saveMaterial = (body: MaterialInput, uid?: string) =>
  uid ? call<Material>('PUT', `materials/${uid}`, body) : post<Material>('materials', body);
export const deleteMaterial = (uid: string) => call<null>('DELETE', `materials/${uid}`);
export const listCurrencies = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Currency>>(`currencies?${query(params)}`);
export const saveCurrency = (body: Body<'/api/currencies', 'post'>) =>
  post<Answer<'/api/currencies', 'post'>>('currencies', body);
export const saveRate = (body: Body<'/api/exchange-rates', 'post'>) =>
  post<Answer<'/api/exchange-rates', 'post'>>('exchange-rates', body);
export const listProcessTypes = () => get<ProcessType[]>('process-types');
export const listProcedures = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Procedure>>(`process-procedures?${query(params)}`);
export const saveProcessType = (body: Body<'/api/process-types', 'post'>) =>
  post<Answer<'/api/process-types', 'post'>>('process-types', body);
type StoredProcedure = Answer<'/api/process-procedures', 'post'>;
export const saveProcedure = (body: Body<'/api/process-procedures', 'post'>, uid?: string) =>
  uid
    ? call<StoredProcedure>('PUT', `process-procedures/${uid}`, body)
    : post<StoredProcedure>('process-procedures', body);

/** Process flows. */
export type ProcessFlow = Schemas['ProcessFlow'];
export const listFlows = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ProcessFlow>>(`process-flows?${query(params)}`);
export const saveFlow = (productNo: string, body: Body<'/api/process-flows/{productNo}', 'put'>) =>
  call<ProcessFlow>('PUT', `process-flows/${encodeURIComponent(productNo)}`, body);
export const deleteFlow = (productNo: string) => call<null>('DELETE', `process-flows/${encodeURIComponent(productNo)}`);
export const importFlows = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return post<Answer<'/api/process-flows/import', 'post'>>('process-flows/import', form, { silent: true });
};
