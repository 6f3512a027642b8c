import type {
  CostResult,
  PrintDocument,
  QuotationAction,
  QuotationStatus,
  QuotationTab,
  UpgradeReason,
} from '@pcbunion/core';
import { call, get, post, type CallOptions } from '../../api/http';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** Factory quotations (docs/quotations.md). Every call is scoped to the caller's factory by the server. */
export interface MaterialLine {
  materialNo: string;
  materialName?: string;
  specification?: string;
  supplierNo?: string;
  supplierName?: string;
  unitPrice?: string;
  unitPriceExTax?: string;
  taxRate?: string;
  unitName?: string;
  coefficient?: string;
  adjustmentPrice?: string | null;
}

export interface ProcessLine {
  serialNo: number | null;
  processType: string | null;
  procedure: string | null;
  unitCost?: string;
  referenceTimes: string | null;
  timesAdjustment?: string | null;
  difficulty: string | null;
  difficultyAdjustment?: string | null;
  specialAddition?: string | null;
}

export interface QuotationHeader {
  quotationNo: string;
  version: number;
  isCurrent: boolean;
  status: QuotationStatus;
  type: 'platform' | 'internal';
  customerModel: string;
  referenceNo: string;
  factoryNo: string;
  factoryVersion: string;
  layers: number;
  panelWidth: string;
  panelHeight: string;
  panelUnit: 'mm' | 'in';
  panelForm: string;
  pcsPerPanel: number;
  deliveryUnitSize: string;
  quantity: number;
  deliveryDays: number;
  currency: string;
  localCurrency: string;
  exchangeRate: string;
  validityDays: number;
  validity: 'normal' | 'overdue';
  expired: boolean;
  priority: 'normal' | 'urgent';
  customerNo: string;
  customerName: string;
  customerLevel: string;
  factoryName: string;
  classificationNumber: string;
  classificationName: string;
  quoterName: string;
  auditorName: string;
  salesman: string;
  assistantSalesman: string;
  quotationDate: string;
  internalRemarks: string;
  externalRemarks: string;
  returnReason: string | null;
  upgradeReason: UpgradeReason | null;
  upgradeRemark: string | null;
  scrapRate: string;
  scrapRateAdjusted: string | null;
  grossMargin: string;
  grossMarginAdjusted: string | null;
  businessRate: string;
  taxRate: string;
  amountLocal: string;
  amountOriginal: string;
  copiedFrom: string | null;
  rowVersion: number;
  updatedAt: string;
  actions: { quoter: QuotationAction[]; approver: QuotationAction[] };
}

export interface GerberFile {
  uid: string;
  fileName: string;
  uploaderName: string;
  createdAt: string;
  widthMm: number | null;
  heightMm: number | null;
  copperLayers: number | null;
  auditStatus: string;
}

export interface Quotation extends QuotationHeader {
  costs: CostResult | null;
  materials: MaterialLine[];
  processes: ProcessLine[];
  gerberFiles: GerberFile[];
}

export type QuotationInput = Partial<
  Omit<QuotationHeader, 'actions' | 'status' | 'version' | 'validity' | 'expired' | 'amountLocal' | 'amountOriginal'>
> & {
  materials?: MaterialLine[];
  processes?: ProcessLine[];
  gerberFileUid?: string;
};

export interface LogEntry {
  id: number;
  at: string;
  action: string;
  actor: string | null;
  text: string;
  status: string | null;
}

const query = (params: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(params)
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => [k, String(v)]),
  ).toString();
const at = (no: string) => `quotations/${encodeURIComponent(no)}`;

export const listQuotations = (params: PageParams & { tab?: QuotationTab } & Record<string, unknown>) =>
  get<PageAnswer<QuotationHeader>>(`quotations?${query(params)}`);
export const getQuotation = (no: string) => get<Quotation>(at(no));
export const createQuotation = (body: QuotationInput) => post<Quotation>('quotations', body);
export const modifyQuotation = (no: string, body: QuotationInput) => call<Quotation>('PUT', at(no), body);
export const deleteQuotation = (no: string) => call<{ deleted: number; current: number | null }>('DELETE', at(no));
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
  get<PrintDocument>(`${at(no)}/print?template=${encodeURIComponent(template)}`);
export const pdfUrl = (no: string, template: string) => `/api/${at(no)}/pdf?template=${encodeURIComponent(template)}`;
export const bindGerber = (no: string, gerberFileUid: string | undefined) =>
  post<Quotation>(`${at(no)}/gerber`, { gerberFileUid });
export const unbindGerber = (no: string, uid: string) => call<Quotation>('DELETE', `${at(no)}/gerber/${uid}`);

/** Masters. */
/** A customer file of the customer master as the quotation screens show it (level A–D); `rowVersion` makes a change compare-and-set. */
export interface Customer {
  uid: string;
  customerNo: string;
  name: string;
  level: string;
  contact: string | null;
  phone: string | null;
  remarks: string | null;
  rowVersion?: number;
}
export interface SupplierPrice {
  uid?: string;
  supplierNo: string;
  supplierName: string;
  unitPrice: string;
  unitPriceExTax: string;
  taxRate: string;
}
export interface Material {
  uid: string;
  materialNo: string;
  name: string;
  specification: string;
  category: string;
  unitName: string;
  prices: SupplierPrice[];
  supplierNo: string;
  supplierName: string;
  unitPrice: string | null;
  unitPriceExTax: string | null;
  taxRate: string | null;
}
export interface Currency {
  uid: string;
  code: string;
  name: string;
  isLocal: boolean;
  rate: string | null;
  rateEffectiveOn: string | null;
  rates: Array<{ uid: string; rate: string; effectiveOn: string }>;
}
export interface Procedure {
  uid: string;
  processTypeUid: string;
  processTypeCode: string;
  processTypeName: string;
  code: string;
  name: string;
  referenceTimes: string;
  difficulty: string;
  unitCost: string;
}
export interface ProcessType {
  uid: string;
  code: string;
  name: string;
  sort: number;
  procedures: Procedure[];
}

export const listCustomers = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Customer>>(`factory-customers?${query(params)}`);
export const saveCustomer = (body: Omit<Customer, 'uid'>, uid?: string) =>
  uid ? call<Customer>('PUT', `factory-customers/${uid}`, body) : post<Customer>('factory-customers', body);
export const deleteCustomer = (uid: string) => call<null>('DELETE', `factory-customers/${uid}`);
export const listMaterials = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Material>>(`materials?${query(params)}`);
export const getMaterial = (uid: string) => get<Material>(`materials/${uid}`);
export const saveMaterial = (
  body: Omit<Material, 'uid' | 'supplierNo' | 'supplierName' | 'unitPrice' | 'unitPriceExTax' | 'taxRate'>,
  uid?: string,
) => (uid ? call<Material>('PUT', `materials/${uid}`, body) : post<Material>('materials', body));
export const deleteMaterial = (uid: string) => call<null>('DELETE', `materials/${uid}`);
export const listCurrencies = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Currency>>(`currencies?${query(params)}`);
export const saveCurrency = (body: { code: string; name: string; isLocal?: boolean }) =>
  post<Currency>('currencies', body);
export const saveRate = (body: { currencyCode: string; rate: string; effectiveOn: string }) =>
  post('exchange-rates', body);
export const listProcessTypes = () => get<ProcessType[]>('process-types');
export const listProcedures = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<Procedure>>(`process-procedures?${query(params)}`);
export const saveProcessType = (body: { code: string; name: string; sort?: number }) =>
  post<ProcessType>('process-types', body);
export const saveProcedure = (body: Omit<Procedure, 'uid' | 'processTypeCode' | 'processTypeName'>, uid?: string) =>
  uid ? call<Procedure>('PUT', `process-procedures/${uid}`, body) : post<Procedure>('process-procedures', body);

/** Process flows. */
export interface ProcessFlow {
  uid: string;
  productNo: string;
  productName: string;
  steps: ProcessLine[];
  summary: { steps: number; costPerM2: string; stepCosts: string[] };
}
export const listFlows = (params: PageParams & Record<string, unknown>) =>
  get<PageAnswer<ProcessFlow>>(`process-flows?${query(params)}`);
export const saveFlow = (productNo: string, body: { productName: string; steps: ProcessLine[] }) =>
  call<ProcessFlow>('PUT', `process-flows/${encodeURIComponent(productNo)}`, body);
export const deleteFlow = (productNo: string) => call<null>('DELETE', `process-flows/${encodeURIComponent(productNo)}`);
export const importFlows = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return post<{ products: number; steps: number }>('process-flows/import', form, { silent: true });
};

/** Merchants (the add step's first choice) and product categories (its second). */
export interface Merchant {
  uid: string;
  no: string;
  name: string;
  currency: string;
  products: Array<{ number: string; name: string }>;
}
