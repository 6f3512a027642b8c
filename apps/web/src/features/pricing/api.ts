import type {
  LocalizedNames,
  PriceBook,
  PriceEstimate,
  PricingProject,
  Product,
  ProductBasePrice,
  ProductClassification,
  ProductProjectBinding,
  QuotationParameter,
} from '@pcbunion/core';
import { call, get, post, type CallOptions } from '../../api/http';
import { useSession } from '../../stores/session';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** A stored row as the pricing API shows it: the core model beside its id, compare-and-set counter and lock. */
export type Row<T> = T & { uid: string; rowVersion: number; readOnly: boolean };

export type ParameterRow = Row<QuotationParameter & { sortNumber: number }>;
export type ProjectRow = Row<PricingProject & { boundTo?: string[] }>;
export type ClassificationRow = Row<ProductClassification>;
export type ClassificationNode = ClassificationRow & { children: ClassificationNode[] };
export type ProductRow = Row<Product & { classificationName?: string | null; isDefault?: boolean }>;
export type BasePriceRow = Row<ProductBasePrice>;
export type BindingRow = Row<ProductProjectBinding & { projectName?: string | null }>;

const query = (params: Record<string, unknown>) => {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
};

export const listOf =
  <T>(path: string) =>
  (params: PageParams & Record<string, unknown>) =>
    get<PageAnswer<T>>(`pricing/${path}${query(params)}`);

/** Every row of a list, page after page (books hold hundreds of rows). */
export async function allOf<T>(path: string, filters: Record<string, unknown> = {}): Promise<T[]> {
  const rows: T[] = [];
  for (let page_no = 1; ; page_no += 1) {
    const page = await get<PageAnswer<T>>(`pricing/${path}${query({ ...filters, page_no, page_size: 100 })}`);
    rows.push(...page.data);
    if (rows.length >= page.total || page.data.length === 0) return rows;
  }
}

/** Create (no uid) or update (uid) a row; errors are shown by the caller under the fields. */
export function save<T>(path: string, uid: string | undefined, body: unknown): Promise<Row<T>> {
  return uid
    ? call<Row<T>>('PUT', `pricing/${path}/${uid}`, body, { silent: true })
    : post<Row<T>>(`pricing/${path}`, body, { silent: true });
}

export const remove = (path: string, uid: string, options?: CallOptions) =>
  call<null>('DELETE', `pricing/${path}/${uid}`, undefined, options);

export const moveProject = (uid: string, direction: 'up' | 'down') =>
  post<Array<{ code: string; sortNumber: number }>>(`pricing/projects/${uid}/move`, { direction });

export const classificationTree = () => get<ClassificationNode[]>('pricing/classifications/tree');

export const saveBasePriceTable = (product: string, rows: Array<Omit<ProductBasePrice, 'productNumber'>>) =>
  call<{ rows: number }>(
    'PUT',
    `pricing/products/${encodeURIComponent(product)}/base-prices`,
    { rows },
    { silent: true },
  );

export const saveBindings = (product: string, projectCodes: string[]) =>
  call<{ projectCodes: string[] }>('PUT', `pricing/products/${encodeURIComponent(product)}/bindings`, { projectCodes });

export interface BookTerms {
  currency: string;
  originalCurrency: string;
  exchangeRate: string;
  terms: PriceBook['terms'];
  roles: PriceBook['roles'];
  defaultProductNumber: string | null;
  version: number;
  rowVersion: number;
}
export const getTerms = () => get<BookTerms>('pricing/terms');
export const saveTerms = (terms: Omit<BookTerms, 'version'>) =>
  call<BookTerms>('PUT', 'pricing/terms', terms, { silent: true });

/** The customer's view of a merchant's book, to price live in the browser. */
export interface CustomerBook {
  merchant: { uid: string; no: string; name: string };
  pricedOn: string;
  version: string;
  defaultProductNumber: string | null;
  ready: boolean;
  errors: Array<{ field: string; message: string }>;
  book: PriceBook;
}
export const getBook = (merchant?: string) => get<CustomerBook>(`pricing/book${query({ merchant })}`);

export type ServerEstimate = PriceEstimate & {
  merchant: string;
  merchantNo: string;
  merchantName: string;
  productNo: string;
};
export const serverEstimate = (
  body: {
    merchant?: string;
    productNo?: string;
    params: Record<string, string | number | null>;
    cam?: Record<string, unknown>;
  },
  signal?: AbortSignal,
) => post<ServerEstimate>('pricing/estimate', body, { silent: true, signal, readOnly: true });

export type CategoryNode = Omit<ProductClassification, 'remarks'> & { merchantCount: number; children: CategoryNode[] };
export const getCategories = () => get<CategoryNode[]>('pricing/categories');

export interface MerchantOffer {
  uid: string;
  no: string;
  name: string;
  abbreviation: string | null;
  currency: string;
  products: Array<{ number: string; name: string; names?: LocalizedNames | undefined; classificationNumber: string }>;
}
export const getMerchants = (classification?: string) =>
  get<MerchantOffer[]>(`pricing/merchants${query({ classification })}`);

export interface QuotationTable {
  productNumber: string;
  productName: string;
  classificationNumber: string;
  batchInterval: number;
  currency: string;
  pricedOn: string;
  parameters: Record<string, string | number>;
  columns: Array<{
    quantity: string;
    areaM2: string | null;
    batchTier: string | null;
    deliveryDays: number | null;
    error: string | null;
  }>;
  rows: Array<{ code: string; name: string; kind: 'line' | 'total' | 'unit'; cells: Array<string | null> }>;
}
export const tableQuery = (product: string, params: Record<string, string | number>, quantities?: string) =>
  query({ product, params: Object.keys(params).length ? JSON.stringify(params) : undefined, quantities });
export const getQuotationTable = (product: string, params: Record<string, string | number>, quantities?: string) =>
  get<QuotationTable>(`pricing/quotation-table${tableQuery(product, params, quantities)}`);

/** platform when the caller acts for the platform (its rows are shared), merchant for a factory. */
export function useActorLevel(): 'platform' | 'merchant' {
  return useSession().authInfo?.user.enterprise_kind === 'platform' ? 'platform' : 'merchant';
}
