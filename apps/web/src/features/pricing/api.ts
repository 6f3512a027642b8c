import type { ProductBasePrice } from '@pcbunion/core';
import type { Answer, Schemas } from '../../api/contract';
import { call, get, post, type CallOptions } from '../../api/http';
import { useSession } from '../../stores/session';
import { bookPath, merchantsPath, takeEarlyRead } from './early-reads';
import type { PageAnswer, PageParams } from '../../components/PagedTable';

/** A stored row as the pricing API shows it: the core model beside its id, compare-and-set counter and lock. */
export type Row<T> = T & { uid: string; rowVersion: number; readOnly: boolean };

export type ParameterRow = Schemas['PricingParameter'];
/** A project; the list also gives the products it is bound to. */
export type ProjectRow = Schemas['PricingProject'] & Partial<Pick<Schemas['PricingProjectRow'], 'boundTo'>>;
export type ClassificationRow = Schemas['ProductClassification'];
export type ClassificationNode = Schemas['ProductClassificationNode'];
/** A product; the list also gives its classification's name and whether it is the default. */
export type ProductRow = Schemas['PricingProduct'] &
  Partial<Pick<Schemas['PricingProductRow'], 'classificationName' | 'isDefault'>>;
export type BasePriceRow = Schemas['ProductBasePrice'];
/** A binding; the list also gives the project's name. */
export type BindingRow = Schemas['ProductProjectBinding'] &
  Partial<Pick<Schemas['ProductProjectBindingRow'], 'projectName'>>;

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
  post<Answer<'/api/pricing/projects/{uid}/move', 'post'>>(`pricing/projects/${uid}/move`, { direction });

export const classificationTree = () => get<ClassificationNode[]>('pricing/classifications/tree');

export const saveBasePriceTable = (product: string, rows: Array<Omit<ProductBasePrice, 'productNumber'>>) =>
  call<Answer<'/api/pricing/products/{product}/base-prices', 'put'>>(
    'PUT',
    `pricing/products/${encodeURIComponent(product)}/base-prices`,
    { rows },
    { silent: true },
  );

export const saveBindings = (product: string, projectCodes: string[]) =>
  call<Answer<'/api/pricing/products/{product}/bindings', 'put'>>(
    'PUT',
    `pricing/products/${encodeURIComponent(product)}/bindings`,
    { projectCodes },
  );

export type BookTerms = Schemas['PricingTerms'];
export const getTerms = () => get<BookTerms>('pricing/terms');
export const saveTerms = (terms: Omit<BookTerms, 'version'>) =>
  call<BookTerms>('PUT', 'pricing/terms', terms, { silent: true });

/** The customer's view of a merchant's book, to price live in the browser. */
export type CustomerBook = Schemas['CustomerPriceBook'];
export const getBook = (merchant?: string) =>
  (merchant ? takeEarlyRead<CustomerBook>(bookPath(merchant)) : undefined) ??
  get<CustomerBook>(`pricing/book${query({ merchant })}`);

export type ServerEstimate = Schemas['PriceEstimate'];
export const serverEstimate = (
  body: {
    merchant?: string;
    productNo?: string;
    params: Record<string, string | number | null>;
    cam?: Record<string, unknown>;
  },
  signal?: AbortSignal,
) => post<ServerEstimate>('pricing/estimate', body, { silent: true, signal, readOnly: true });

export type CategoryNode = Schemas['PricingCategory'];
export const getCategories = () => get<CategoryNode[]>('pricing/categories');

export type MerchantOffer = Schemas['PricingMerchant'];
export const getMerchants = (classification?: string) =>
  (classification ? undefined : takeEarlyRead<MerchantOffer[]>(merchantsPath)) ??
  get<MerchantOffer[]>(`pricing/merchants${query({ classification })}`);

export type QuotationTable = Schemas['QuotationTable'];
export const tableQuery = (product: string, params: Record<string, string | number>, quantities?: string) =>
  query({ product, params: Object.keys(params).length ? JSON.stringify(params) : undefined, quantities });
export const getQuotationTable = (product: string, params: Record<string, string | number>, quantities?: string) =>
  get<QuotationTable>(`pricing/quotation-table${tableQuery(product, params, quantities)}`);

/** platform when the caller acts for the platform (its rows are shared), merchant for a factory. */
export function useActorLevel(): 'platform' | 'merchant' {
  return useSession().authInfo?.user.enterprise_kind === 'platform' ? 'platform' : 'merchant';
}
